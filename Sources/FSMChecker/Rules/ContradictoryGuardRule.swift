import FSMDiagnostics
import FSMModel

/// A guard no combination of predicate values satisfies.
struct ContradictoryGuardRule: CheckerRule {
    static let description = RuleDescription(
        id: "contradictory-guard",
        defaultSeverity: .error,
        summary: "a guard that can never hold, e.g. `Enforcement.weak and Enforcement.strong`",
        rationale: """
            A predicate has exactly one value at a time, so a guard requiring two values of one \
            predicate, or a value and its negation, never holds: its transition can never fire. \
            Usually `and` was written where `or` was meant.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
            states:
              Locked:
                on:
                  Pass:
                    - ↓when: Enforcement.weak and Enforcement.strong
                      to: Alarming
              Alarming: { on: { Reset: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
            states:
              Locked:
                on:
                  Pass:
                    - when: Enforcement.weak or Enforcement.strong
                      to: Alarming
              Alarming: { on: { Reset: Locked } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        analysis.ownTransitions(whereGuard: \.canNeverHold).map { id, index in
            let state = analysis.machine[id]
            let transition = state.transitions[index]
            let text = transition.guard.displayText.map { "`\($0)` " } ?? ""
            return finding(
                "guard \(text)of the transition from `\(state.name)` \(Phrase.event(transition.event)) can never hold",
                at: transition.location,
                hint: "a predicate has one value at a time: did you mean `or` instead of `and`?",
                subject: analysis.subject(states: [state.name], event: transition.event?.name, transitions: [transition.location])
            )
        }
    }
}
