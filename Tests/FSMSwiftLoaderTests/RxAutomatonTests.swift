import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct RxAutomatonTests {
    @Test func readsRowsWithTheirOwnPrecedenceAndPredicateFromStates() throws {
        let source = """
            final class Login {
                enum State { case loggedOut, loggingIn, loggedIn, loggingOut }
                enum Input { case login, loginOK, logout, forceLogout }
                let canForceLogout: (State) -> Bool = [.loggingIn, .loggedIn].contains
                let mappings: [Automaton<State, Input>.EffectMapping] = [
                    .login | .loggedOut => .loggingIn | loginProducer,
                    .loginOK | .loggingIn => .loggedIn | .empty(),
                    .logout | .loggedIn => .loggingOut,
                    .forceLogout | canForceLogout => .loggingOut | logoutProducer,
                ]
                lazy var automaton = Automaton(state: .loggedOut, input: signal, mapping: reduce(mappings), strategy: .latest)
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Login.automaton")
        #expect(machine.dialect == "rxautomaton")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins))
        #expect(machine.initial == Reference("loggedOut", at: SourceLocation(file: "Test.swift", line: 11, column: 43)))
        #expect(machine.states.map(\.name) == ["loggedOut", "loggingIn", "loggedIn", "loggingOut"])
        #expect(machine.declaredEvents?.map(\.name) == ["login", "loginOK", "logout", "forceLogout"])
        #expect(transitionLines(of: "loggedOut", in: machine) == ["login -> loggingIn / loginProducer @6:9"])
        #expect(transitionLines(of: "loggingIn", in: machine) == ["loginOK -> loggedIn @7:9", "forceLogout -> loggingOut / logoutProducer @9:9"])
        #expect(transitionLines(of: "loggedIn", in: machine) == ["logout -> loggingOut @8:9", "forceLogout -> loggingOut / logoutProducer @9:9"])
        let login = try #require(machine.states.first?.transitions.first)
        #expect(login.event?.location == SourceLocation(file: "Test.swift", line: 6, column: 9))
        #expect(login.target?.location == SourceLocation(file: "Test.swift", line: 6, column: 32))
    }

    @Test func readsParenthesisedRowsInlineSetsAndGlobalPredicates() throws {
        let source = """
            enum State { case idle, running, stopped, canceled }
            enum Input { case start, stop, cancel }
            let allowAll: ((Any) -> Bool) = { _ in true }
            let automaton = Automaton<State, Input>(state: .idle, input: signal, mapping: reduce([
                .start | ([.idle, .stopped].contains => .running) | .empty(),
                .stop /* ends a run */ | .running => .stopped | .empty(),
                .cancel | (allowAll => .canceled) | .empty(),
            ]))
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "automaton")
        #expect(transitionLines(of: "idle", in: machine) == ["start -> running @5:5", "cancel -> canceled @7:5"])
        #expect(transitionLines(of: "stopped", in: machine) == ["start -> running @5:5", "cancel -> canceled @7:5"])
        #expect(transitionLines(of: "canceled", in: machine) == ["cancel -> canceled @7:5"])
    }

    @Test func readsFunctionMappingsWithWildcardsGuardsAndDynamicTargets() throws {
        let source = """
            enum State { case a, b, c }
            enum Input { case go, reset, jump }
            let mapping: Automaton<State, Input>.Mapping = { fromState, input in
                switch (fromState, input) {
                case (.a, .go), (.b, .go) where ready:
                    return .b
                case (_, .reset):
                    return .a
                case (.c, .jump):
                    return flag ? .a : .b
                case (.b, .jump):
                    return next(fromState)
                default:
                    return nil
                }
            }
            let automaton = Automaton(state: .a, input: signal, mapping: mapping)
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go -> b @5:10", "reset -> a @7:10"])
        // `next(fromState)` is declared nowhere in the run: a state computed at run time.
        #expect(transitionLines(of: "b", in: machine) == ["go [ready] -> b @5:21", "jump -> ?(next(fromState)) @11:10", "reset -> a @7:10"])
        #expect(transitionLines(of: "c", in: machine) == ["jump -> a @9:10", "jump -> b @9:10", "reset -> a @7:10"])
        let c = try #require(machine.id(named: "c"))
        #expect(machine[c].transitions.map(\.isDynamic) == [true, true, false])
    }

    @Test func readsMappingsHeldInAPropertyAndAnInitializer() throws {
        let source = """
            final class Session {
                enum State { case idle, busy }
                enum Input { case begin }
                private let mappings: [Automaton<State, Input>.Mapping] = [.begin | .idle => .busy]
                private var automaton: Automaton<State, Input>
                init() {
                    self.automaton = Automaton(state: .idle, input: signal, mapping: reduce(self.mappings), strategy: .latest)
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Session.automaton")
        #expect(transitionLines(of: "idle", in: machine) == ["begin -> busy @4:64"])
    }

    @Test func warnsWhenEveryInputIsMeantButTheInputEnumIsUnknown() throws {
        let source = """
            let automaton = Automaton(state: .a, input: signal, mapping: { state, input in
                switch (state, input) {
                case (.a, _): return .b
                default: return nil
                }
            })
            """
        #expect(
            warnings(load(source)) == [
                "3:10 unsupported-construct: `_` stands for every input, but the input enum is not declared in the files given; this case was skipped"
            ])
    }

    @Test func warnsAboutFromStatesDecidedAtRunTime() throws {
        let source = """
            enum State { case a, b }
            enum Input { case go }
            let automaton = Automaton(state: .a, input: signal, mapping: reduce([
                .go | isReady => .b,
                .go | .a => .b,
            ]))
            """
        let result = load(source)
        #expect(warnings(result) == ["4:11 unsupported-construct: the from-states `isReady` are decided at run time; the row was skipped"])
        #expect(result.machines.first.map { transitionLines(of: "a", in: $0) } == ["go -> b @5:5"])
    }

    @Test func overlappingRowsTakeTheFirstMatchAndUnenteredStatesAreUnreachable() throws {
        func findings(_ rows: String) throws -> [String] {
            let source = """
                enum State { case a, b, c }
                enum Input { case go, back }
                let automaton = Automaton(state: .a, input: signal, mapping: reduce([\(rows)]))
                """
            let machine = try #require(load(source).machines.first)
            return Checker().check(machine).map(\.ruleID)
        }
        let overlapping = try findings(".go | .a => .b, .go | .a => .c, .back | .b => .a, .back | .c => .a")
        #expect(!overlapping.contains("predicate-clash"))
        #expect(!overlapping.contains("unreachable-state"))
        #expect(try findings(".go | .a => .b, .back | .b => .a").contains("unreachable-state"))
    }

    @Test func leavesOtherAutomataAlone() {
        let source = "let automaton = Automaton(state: .a, transitions: table)"
        #expect(load(source).machines.isEmpty)
    }

    /// ReactiveAutomaton, the ReactiveSwift port, takes `inputs:` and writes the input first.
    @Test func reactiveAutomatonWritesTheInputFirst() throws {
        let source = """
            enum Lamp { case off, on }
            enum Toggle { case press, release }
            typealias LampAutomaton = Automaton<Toggle, Lamp>
            let rows: [LampAutomaton.Mapping] = [.press | .off => .on, .release | .on => .off]
            let lamp = LampAutomaton(state: .off, inputs: inputs, mapping: reduce(rows))
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["off", "on"])
        #expect(machine.declaredEvents?.map(\.name) == ["press", "release"])
        #expect(Checker().check(machine).isEmpty)
    }

    /// Its closure gets `(input, fromState)`; the `switch` may list them either way.
    @Test(arguments: ["switch (input, fromState)", "switch (fromState, input)"])
    func reactiveAutomatonClosuresAreReadByTheirSubject(subject: String) throws {
        let cases =
            subject.hasSuffix("(input, fromState)")
            ? "case (.press, .off): return .on\n    case (.release, .on): return .off"
            : "case (.off, .press): return .on\n    case (.on, .release): return .off"
        let source = """
            enum Lamp { case off, on }
            enum Toggle { case press, release }
            let lamp = Automaton<Toggle, Lamp>(state: .off, inputs: inputs, mapping: { input, fromState in
                \(subject) {
                \(cases)
                default: return nil
                }
            })
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "off", in: machine).map { $0.components(separatedBy: " @").first ?? "" } == ["press -> on"])
        #expect(Checker().check(machine).isEmpty)
    }
}
