import FSMDiagnostics
import FSMModel

/// A transition on an event the machine does not declare.
struct UnknownEventRule: CheckerRule {
    static let description = RuleDescription(
        id: "unknown-event",
        defaultSeverity: .error,
        summary: "a transition uses an event that is not declared in `events`",
        rationale: """
            When a machine declares its events, a transition on any other event can never be \
            triggered by the code sending the declared ones; usually the name is a typo. Machines \
            that do not declare their events are not checked.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            events: [Coin, Pass]
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { ↓Pas: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            events: [Coin, Pass]
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard let declared = analysis.machine.declaredEvents else { return [] }
        let names = Set(declared.map(\.name))
        var hints = NameHints(declared.map(\.name))
        var findings: [Diagnostic] = []
        // Indexed access reads each event in place instead of copying every transition.
        let states = analysis.machine.states
        for stateIndex in states.indices {
            for index in states[stateIndex].transitions.indices {
                guard let event = states[stateIndex].transitions[index].event, !names.contains(event.name) else { continue }
                let state = states[stateIndex]
                let transition = state.transitions[index]
                findings.append(
                    finding(
                        "event `\(event.name)` is not declared in `events`",
                        at: event.location,
                        hint: hints.hint(for: event.name) ?? "add `\(event.name)` to `events`",
                        subject: analysis.subject(states: [state.name], event: event.name, transitions: [transition.location])
                    ))
            }
        }
        return findings
    }
}
