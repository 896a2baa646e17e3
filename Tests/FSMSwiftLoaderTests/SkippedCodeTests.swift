import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Code fsmcheck skips, or reads from beside the machine, never turns into findings about what it
/// did not see: shapes met in public projects, each of which gave false `dead-end` and
/// `unreachable-state` errors next to the note saying what was skipped.
@Suite struct SkippedCodeTests {
    /// Every finding of every machine, `line severity rule`.
    private static func findings(_ source: String) -> [String] {
        load(source).machines.flatMap { Checker().check($0) }.map { "\($0.location.line) \($0.severity) \($0.ruleID)" }
    }

    @Test func statedMappingsNotWrittenBesideTheMachine() {
        let source = """
            class Login {
                enum States { case idle, busy }
                let mappings = makeMappings()
                lazy var machine = StateMachine(initialState: States.idle, mappings: mappings)
            }
            """
        #expect(Self.findings(source) == [])
    }

    @Test func machinusTargetHeldInAParameter() {
        let source = """
            enum Door: StateIdentifier { case shut, open }
            func build(next: Door) async throws {
                let machine = try await StateMachine {
                    StateConfig<Door>(.shut, canTransitionTo: next)
                    StateConfig<Door>(.open, canTransitionTo: .shut)
                }
            }
            """
        #expect(Self.findings(source) == [])
    }

    @Test func rxAutomatonMappingPassedByName() {
        let source = """
            enum Light { case off, on }
            enum Switch { case flip }
            func lightRules(_ from: Light, _ input: Switch) -> Light? { nil }
            let lamp = Automaton(state: Light.off, input: Observable<Switch>.never(), mapping: lightRules)
            """
        #expect(Self.findings(source) == [])
    }

    /// The machine is stored in `init`, its routes added by a helper method of the same type.
    @Test func swiftStateRoutesAddedInAHelperMethod() throws {
        let source = """
            final class DoorController {
                enum Phase: StateType { case shut, ajar, jammed }
                enum Signal: EventType { case push, pull }
                private let door: StateMachine<Phase, Signal>
                init() {
                    door = StateMachine(state: .shut)
                    wireUp()
                }
                private func wireUp() {
                    door.addRoutes(event: .push, transitions: [.shut => .ajar])
                    door.addRoutes(event: .pull, transitions: [.ajar => .shut])
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "shut", in: machine) == ["push -> ajar @10:52"])
        #expect(Self.findings(source) == ["2 error unreachable-state"])
    }

    /// A local of the same name as a property is the local: routes on the property are another machine's.
    @Test func aLocalMachineIsNotTheProperty() throws {
        let source = """
            final class Demo {
                enum Phase: StateType { case a, b }
                enum Signal: EventType { case go }
                var machine: StateMachine<Phase, Signal>?
                func make() {
                    let machine = StateMachine<Phase, Signal>(state: .a)
                    machine.addRoutes(event: .go, transitions: [.a => .b])
                }
                func other() { machine?.addRoutes(event: .go, transitions: [.b => .a]) }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go -> b @7:53"])
        #expect(transitionLines(of: "b", in: machine) == [])
    }
}

/// Branches of one handler that end the same way are outcomes code chooses between, not a
/// transition written twice (shapes from public projects that gave false `duplicate-transition`).
@Suite struct HandlerBranchTests {
    private static func rules(_ source: String) -> [String] {
        load(source).machines.flatMap { Checker().check($0) }.map(\.ruleID)
    }

    @Test func reducerBranchesClosingTheSameWay() {
        let source = """
            enum Prompt {
                case hidden, typing, closed
                static let initialState = Prompt.hidden
                enum Event { case open, key(Character), reset }
                mutating func handleEvent(_ event: Event) {
                    switch (self, event) {
                    case (.hidden, .open): self = .typing
                    case (.typing, .key(let c)):
                        if c == "q" { self = .closed; return }
                        if c == "x" { self = .closed; return }
                        self = .typing
                    case (.closed, .reset): self = .hidden
                    default: break
                    }
                }
            }
            """
        #expect(!Self.rules(source).contains("duplicate-transition"))
    }

    @Test func tinderGuardsFallingBackToNoTransition() {
        let source = """
            final class Upload: StateMachineBuilder {
                enum State: Equatable { case idle, sending(id: Int), done }
                enum Event: Equatable { case send(id: Int), ack(id: Int) }
                static func make() -> StateMachine<State, Event, Never> {
                    StateMachine<State, Event, Never> {
                        initialState(.idle)
                        state(.idle) { on(.send) { transition(to: .sending(id: 1)) } }
                        state(.sending) {
                            on(.ack) {
                                guard case let .sending(id) = $0 else { return dontTransition() }
                                guard case let .ack(ackID) = $1, ackID == id else { return dontTransition() }
                                return transition(to: .done)
                            }
                        }
                    }
                }
            }
            """
        #expect(!Self.rules(source).contains("duplicate-transition"))
    }
}
