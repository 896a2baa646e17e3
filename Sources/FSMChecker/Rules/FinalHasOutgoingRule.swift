import FSMDiagnostics
import FSMModel

/// A final state with transitions of its own.
struct FinalHasOutgoingRule: CheckerRule {
    static let description = RuleDescription(
        id: "final-has-outgoing",
        defaultSeverity: .warning,
        summary: "a final state with outgoing transitions",
        rationale: """
            Reaching a final state completes its parent or the machine. Transitions out of it \
            contradict that: either the state is not really final, or the transitions are left over.
            """,
        triggeringExample: SourceExample(
            """
            machine: Job
            initial: Running
            states:
              Running: { on: { Finish: Done } }
              ↓Done:
                final: true
                on: { Restart: Running }
            """),
        passingExample: SourceExample(
            """
            machine: Job
            initial: Running
            states:
              Running: { on: { Finish: Done } }
              Done:
                final: true
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        return machine.states.indices.compactMap { index -> Diagnostic? in
            let transitions = analysis.effectiveTransitions[index]
            guard !transitions.isEmpty, machine.states[index].kind == .final else { return nil }
            let state = machine.states[index]
            let count = transitions.count == 1 ? "an outgoing transition" : "\(transitions.count) outgoing transitions"
            return finding(
                "final state `\(state.name)` has \(count)",
                at: state.location,
                notes: transitions.map { transition in
                    let origin = transition.inheritedFrom.map { "transition inherited from `\($0.name)` here" }
                    return Note(origin ?? "transition declared here", at: transition.location)
                },
                hint: "remove the transitions, or make `\(state.name)` an ordinary state",
                subject: analysis.subject(states: [state.name], transitions: transitions.map(\.location))
            )
        }
    }
}
