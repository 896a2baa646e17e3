import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct StatedTests {
    static let login = """
        final class Login {
            struct States {
                static let uninitialized = UninitializedState.slot
                static let indexing = IndexingState.slot
                static let loggedIn = LoggedInState.slot
                static let loggedOut = LoggedOutState.slot
            }
            struct Inputs {
                static let initialize = input()
                static let logIn = input("logIn", taking: Account.self)
                static let logOut = input()
            }
            let mappings: [AnyStateTransitionTrigger] = [
                Inputs.initialize | States.uninitialized => States.indexing | initialize,
                Inputs.logIn | States.indexing => States.loggedIn | logIn,
                Inputs.logOut | States.loggedIn => States.loggedOut,
            ]
            lazy var machine = StateMachine(initialState: UninitializedState(), mappings: mappings)
        }
        """

    @Test func readsOperatorRowsWithSlotsInputsAndLocations() throws {
        let result = load(Self.login)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Login.machine")
        #expect(machine.dialect == "stated")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins))
        #expect(machine.location == SourceLocation(file: "Test.swift", line: 18, column: 24))
        #expect(machine.initial == Reference("uninitialized", at: SourceLocation(file: "Test.swift", line: 18, column: 51)))
        #expect(machine.states.map(\.name) == ["uninitialized", "indexing", "loggedIn", "loggedOut"])
        #expect(machine.states.first?.location == SourceLocation(file: "Test.swift", line: 3, column: 20))
        #expect(machine.declaredEvents?.map(\.name) == ["initialize", "logIn", "logOut"])
        #expect(transitionLines(of: "uninitialized", in: machine) == ["initialize -> indexing / initialize @14:9"])
        #expect(transitionLines(of: "indexing", in: machine) == ["logIn -> loggedIn / logIn @15:9"])
        #expect(transitionLines(of: "loggedIn", in: machine) == ["logOut -> loggedOut @16:9"])
        let first = try #require(machine.states.first?.transitions.first)
        #expect(first.event?.location == SourceLocation(file: "Test.swift", line: 14, column: 9))
        #expect(first.target?.location == SourceLocation(file: "Test.swift", line: 14, column: 53))
        #expect(first.actions.first?.location == SourceLocation(file: "Test.swift", line: 14, column: 71))
    }

    @Test func readsTheLongFormAndTheFromAlias() throws {
        let source = """
            struct States { static let a = AState.slot; static let b = BState.slot }
            struct Inputs { static let go = input(); static let back = input() }
            func make() -> StateMachine {
                let mappings: [AnyStateTransitionTrigger] = [
                    Inputs.go.given(States.a).transition(to: States.b).performingSideEffect(announce),
                    Inputs.back.from(States.b).transition(to: States.a),
                    Inputs.go.given(States.b).transition(with: { $0.detail }).to(States.b),
                ]
                return StateMachine(initialState: AState(), mappings: mappings)
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "make")
        #expect(machine.initial?.name == "a")
        #expect(transitionLines(of: "a", in: machine) == ["go -> b / announce @5:9"])
        #expect(transitionLines(of: "b", in: machine) == ["back -> a @6:9", "go -> b @7:9"])
    }

    @Test func readsTheMappedStateOperatorForm() throws {
        let source = """
            struct States { static let a = A.slot; static let b = B.slot }
            struct Inputs { static let go = input() }
            let machine = StateMachine(initialState: A(), mappings: [
                Inputs.go | States.a => { $0.detail } => States.b | announce,
            ])
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        #expect(result.machines.first.map { transitionLines(of: "a", in: $0) } == ["go -> b / announce @4:5"])
    }

    @Test func documentationStyleRedeclaredMappingsUseTheNearestOneAbove() throws {
        let source = """
            func make() {
                let mappings: [AnyStateTransitionTrigger] = [Inputs.go.given(States.a).transition(to: States.b)]
                let mappings: [AnyStateTransitionTrigger] = [Inputs.go | States.a => States.c]
                let machine = StateMachine(initialState: .a, mappings: mappings)
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go -> c @3:50"])
    }

    @Test func slotsDeclaredInAnotherFileLeaveTheStatesToTheMappings() throws {
        let source = """
            let machine = StateMachine(initialState: States.a.create(), mappings: [
                Inputs.go | States.a => States.b,
            ])
            """
        let result = load(files: [("Test.swift", source), ("Slots.swift", "struct States { static let a = A.slot; static let b = B.slot }")])
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["a", "b"])
        #expect(machine.declaredEvents == nil)
        #expect(!Checker().check(machine).contains { $0.ruleID == "undefined-state" })
    }

    @Test func readsTheEarlyEnumAPI() throws {
        let source = """
            enum State { case idle, running, done }
            enum Input { case start, finish }
            let mappings: [StateMappingWithEffect<State, Input>] = [
                .start | .idle => .running | begin,
                .finish | .running => .done,
            ]
            let machine = StateMachine<State, Input>(initialState: .idle, mappings: mappings)
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "machine")
        #expect(machine.initial?.name == "idle")
        #expect(machine.states.map(\.name) == ["idle", "running", "done"])
        #expect(machine.declaredEvents?.map(\.name) == ["start", "finish"])
        #expect(transitionLines(of: "idle", in: machine) == ["start -> running / begin @4:5"])
    }

    @Test func keepsOrReportsWhatCannotBeReadStatically() throws {
        let source = """
            func make(next: State, rows: [AnyStateTransitionTrigger]) {
                let mappings: [AnyStateTransitionTrigger] = [
                    Inputs.go | States.a => next,
                    Inputs.go | States.b => States.a,
                ]
                let first = StateMachine(initialState: AState(), mappings: mappings)
                let second = StateMachine(initialState: AState(), mappings: rows)
            }
            """
        let result = load(source)
        #expect(
            warnings(result) == [
                "7:65 unsupported-construct: the mappings `rows` are not an array literal fsmcheck can find; the machine has no transitions"
            ])
        #expect(result.machines.map(\.name) == ["first", "second"])
        // A target in a parameter is kept, as a state computed at run time; the initial state is unseen.
        #expect(result.machines.first.map { transitionLines(of: "a", in: $0) } == ["go -> ?(next) @3:9"])
        #expect(result.machines.first.map { transitionLines(of: "b", in: $0) } == ["go -> a @4:9"])
        #expect(
            result.machines.map { $0.unseen.map { "\($0.location.line):\($0.location.column) \($0.reason)" } } == [
                ["6:44 `AState` has no slot (`static let … = AState.slot`) in this file"],
                [
                    "7:45 `AState` has no slot (`static let … = AState.slot`) in this file",
                    "7:65 the mappings `rows` are not an array literal fsmcheck can find; the machine has no transitions",
                ],
            ])
    }

    @Test func leavesOtherLibrariesStateMachinesAlone() {
        let source = """
            let swiftState = StateMachine<MyState, MyEvent>(state: .a) { machine in machine.addRoute(.a => .b) }
            let tinder = StateMachine<S, E, SideEffect> { initialState(.a) }
            let fsm = FSM<S, E>(initialState: .a)
            """
        #expect(SwiftLoader(dialects: ["stated"]).load([SourceFile(path: "Test.swift", text: source)]).machines.isEmpty)
    }

    @Test func overlappingMappingsTakeTheFirstMatchAndUnenteredSlotsAreUnreachable() throws {
        func findings(_ rows: String) throws -> [String] {
            let source = """
                struct States { static let a = A.slot; static let b = B.slot; static let c = C.slot }
                struct Inputs { static let go = input(); static let back = input() }
                let machine = StateMachine(initialState: A(), mappings: [
                    \(rows)
                ])
                """
            let machine = try #require(load(source).machines.first)
            return Checker().check(machine).map(\.ruleID)
        }
        let overlapping = try findings(
            "Inputs.go | States.a => States.b, Inputs.go | States.a => States.c, Inputs.back | States.b => States.a, Inputs.back | States.c => States.a"
        )
        #expect(!overlapping.contains("predicate-clash"))
        #expect(!overlapping.contains("unreachable-state"))
        #expect(try findings("Inputs.go | States.a => States.b, Inputs.back | States.b => States.a").contains("unreachable-state"))
    }
}
