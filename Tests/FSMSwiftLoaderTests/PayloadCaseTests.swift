import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// A case built from values known only at run time is its case: `return .detail(id: id)` in a
/// route mapping moves to `detail`, the state the pattern `.detail(let id)` leaves.
@Suite struct PayloadCaseTests {
    @Test func aRouteMappingReturningACaseWithARunTimePayloadMovesToItsCase() throws {
        let source = """
            enum LibraryRoute: StateType { case list, detail(id: String), player(id: String) }
            enum LibraryEvent: EventType { case open(id: String), play, back }
            final class LibraryCoordinator {
                private let machine: StateMachine<LibraryRoute, LibraryEvent>
                init() {
                    machine = .init(state: .list)
                    machine.addRouteMapping { event, fromState, _ in
                        switch (event, fromState) {
                        case (.open(let id), .list): return .detail(id: id)
                        case (.play, .detail(let id)): return .player(id: id)
                        case (.back, .player(let id)): return .detail(id: id)
                        case (.back, .detail): return .list
                        default: return nil
                        }
                    }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["list", "detail", "player"])
        #expect(transitionLines(of: "list", in: machine) == ["open -> detail @9:49"])
        #expect(transitionLines(of: "detail", in: machine) == ["play -> player @10:51", "back -> list @12:43"])
        #expect(transitionLines(of: "player", in: machine) == ["back -> detail @11:51"])
        #expect(Checker().check(machine).isEmpty)
    }

    /// Literal payloads still name the value: SwiftState compares states by value.
    @Test func aLiteralPayloadIsStillPartOfTheStatesName() throws {
        let source = """
            let machine = StateMachine<Page, Never>(state: .page(0)) { machine in
                machine.addRoute(.page(0) => .page(1))
                machine.addRoute(.page(1) => .summary(of: count))
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["page(0)", "page(1)", "summary"])
    }

    /// A case reached with a run-time payload among states written with literal ones reaches those
    /// (one of them, chosen at run time), and a pattern matching the case leaves each of them.
    @Test func aCaseWithARunTimePayloadReachesTheStatesItsLiteralPayloadsName() throws {
        let source = """
            enum App: StateType { case signedIn, signedOut, softLogout, signingOut(isSoft: Bool) }
            enum Cue: EventType { case signOut(isSoft: Bool), completed, showSoftLogout, retry }
            final class AppFlow {
                let machine = StateMachine<App, Cue>(state: .signedIn) { machine in
                    machine.addRoutes(event: .completed, transitions: [.signingOut(isSoft: false) => .signedOut])
                    machine.addRoutes(event: .showSoftLogout, transitions: [.signingOut(isSoft: true) => .softLogout])
                    machine.addRouteMapping { event, fromState, _ in
                        switch (fromState, event) {
                        case (_, .signOut(let isSoft)): return .signingOut(isSoft: isSoft)
                        case (.signingOut, .retry): return .signedIn
                        default: return nil
                        }
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["signedIn", "signedOut", "softLogout", "signingOut(isSoft: false)", "signingOut(isSoft: true)"])
        #expect(
            transitionLines(of: "signedIn", in: machine).map { $0.components(separatedBy: " @").first ?? "" } == [
                "signOut -> signingOut(isSoft: false)", "signOut -> signingOut(isSoft: true)",
            ])
        #expect(
            transitionLines(of: "signingOut(isSoft: true)", in: machine).map { $0.components(separatedBy: " @").first ?? "" }.contains(
                "retry -> signedIn"))
        #expect(Checker().check(machine).isEmpty)
    }

    /// A machine renamed to keep names unique keeps its notes: they name it by its new name.
    @Test func theNotesOfARenamedMachineFollowItsName() throws {
        let flow = """
            let machine = StateMachine<Step, Never>(state: .start) { machine in
                machine.addRoute(.start => next)
            }
            """
        let result = load(files: [("A.swift", flow), ("B.swift", flow)])
        #expect(result.machines.map(\.name) == ["machine", "machine#2"])
        #expect(result.diagnostics.map { "\($0.location.file) \($0.subject.machine ?? "-")" } == ["A.swift machine", "B.swift machine#2"])
    }
}
