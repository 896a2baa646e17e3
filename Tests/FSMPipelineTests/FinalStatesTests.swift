import FSMConfiguration
import FSMDiagnostics
import FSMModel
import FSMPipeline
import Testing

/// `final-states:` says which states end a machine in a notation that cannot: a SwiftState flow's
/// `complete` is then final, for every command, and no dead end.
@Suite struct FinalStatesTests {
    static let flow = """
        final class SignInFlow {
            enum Step: StateType { case start, password, complete }
            enum Cue: EventType { case next, restart }
            let machine = StateMachine<Step, Cue>(state: .start) { machine in
                machine.addRoutes(event: .next, transitions: [.start => .password, .password => .complete])
            }
        }
        """

    private static func findings(finalStates: Set<String>) -> [String] {
        var configuration = Configuration.standard
        configuration.finalStates = finalStates
        let workspace = Workspace.load(sources: [SourceFile(path: "SignInFlow.swift", text: flow)], configuration: configuration)
        return workspace.diagnostics.map { "\($0.ruleID): \($0.message)" }
    }

    @Test func aListedStateWithoutTransitionsIsFinal() {
        #expect(
            Self.findings(finalStates: []) == [
                "dead-end: state `complete` is a dead end: once entered, it is never left",
                "unused-event: event `restart` is declared but no transition uses it",
            ])
        #expect(Self.findings(finalStates: ["complete"]) == ["unused-event: event `restart` is declared but no transition uses it"])
    }

    /// A listed state that has a way out stays what it is: final states have none.
    @Test func aListedStateWithTransitionsIsNotFinal() {
        var machine = Machine(name: "M", location: SourceLocation(file: "m", line: 1, column: 1), dialect: "swiftstate")
        let back = Transition(
            event: Reference("back", at: machine.location), target: Reference("a", at: machine.location), location: machine.location)
        machine.addState(State(name: "a", location: machine.location))
        machine.addState(State(name: "complete", location: machine.location, transitions: [back]))
        machine.markFinal(["complete", "a"])
        #expect(machine.states.map(\.kind) == [.final, .atomic])
    }
}
