import FSMDiagnostics
import FSMModel

/// A state that inherits from a state that is not an abstract super state, where the notation
/// lets only abstract ones hand transitions down (`Semantics.concreteSuperStates` is false).
struct InheritsConcreteStateRule: CheckerRule {
    static let description = RuleDescription(
        id: "inherits-concrete-state",
        defaultSeverity: .error,
        summary: "a state inherits from a state that is not abstract",
        rationale: """
            Only abstract super states hand their transitions and actions down. Inheriting from an \
            ordinary state copies nothing, so the transitions the author expected to share are \
            silently missing. Mark the super state `abstract: true`, or move the shared transitions \
            into an abstract state that both inherit. Notations where any state can be a super \
            state (SMC) are not checked: there the concrete state's transitions are inherited.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked:
                on: { Coin: Unlocked, Reset: Locked }
              Unlocked:
                inherits: [↓Locked]
                on: { Pass: Locked }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on: { Reset: Locked }
              Locked:
                inherits: [Resetable]
                on: { Coin: Unlocked }
              Unlocked:
                inherits: [Resetable]
                on: { Pass: Locked }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        guard !machine.semantics.concreteSuperStates else { return [] }
        return machine.states.indices.flatMap { index -> [Diagnostic] in
            guard !machine.states[index].superStates.isEmpty else { return [] }
            let state = machine.states[index]
            return state.superStates.compactMap { reference -> Diagnostic? in
                guard let id = machine.resolve(reference.name), !machine[id].isAbstract else { return nil }
                return finding(
                    "state `\(state.name)` inherits `\(reference.name)`, which is not an abstract super state",
                    at: reference.location,
                    notes: [Note("`\(reference.name)` is declared here", at: machine[id].location)],
                    hint: "mark `\(reference.name)` as abstract, or inherit an abstract state holding the shared transitions",
                    subject: analysis.subject(states: [state.name, reference.name])
                )
            }
        }
    }
}
