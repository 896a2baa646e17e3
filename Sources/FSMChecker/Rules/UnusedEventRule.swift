import FSMDiagnostics
import FSMModel

/// A declared event that no transition uses.
struct UnusedEventRule: CheckerRule {
    static let description = RuleDescription(
        id: "unused-event",
        defaultSeverity: .warning,
        summary: "a declared event that no transition uses",
        rationale: """
            An event the machine declares but never handles is ignored in every state: either a \
            transition is missing, or the event is left over from an earlier design and the code \
            sending it does nothing. Not checked in a Swift machine some of whose transitions could \
            not be read (`unsupported-construct`): they may use any event.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            events: [Coin, Pass, ↓Reset]
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
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
        // Transitions the loader could not read may use any event.
        guard let declared = analysis.machine.declaredEvents, !analysis.machine.hasUnseenTransitions else { return [] }
        // Indexed access reads each event in place: iterating copies every transition, and their
        // locations, which costs more than the set on a machine of 100k states.
        let states = analysis.machine.states
        var used: Set<String> = []
        for state in states.indices {
            for transition in states[state].transitions.indices {
                if let name = states[state].transitions[transition].event?.name { used.insert(name) }
            }
        }
        var reported: Set<String> = []
        return declared.compactMap { event -> Diagnostic? in
            guard !used.contains(event.name), reported.insert(event.name).inserted else { return nil }
            return finding(
                "event `\(event.name)` is declared but no transition uses it",
                at: event.location,
                hint: "add a transition on `\(event.name)`, or remove it from `events`",
                subject: analysis.subject(event: event.name)
            )
        }
    }
}
