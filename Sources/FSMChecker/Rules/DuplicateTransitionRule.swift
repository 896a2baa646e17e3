import FSMDiagnostics
import FSMModel

/// The same transition declared twice.
struct DuplicateTransitionRule: CheckerRule {
    static let description = RuleDescription(
        id: "duplicate-transition",
        defaultSeverity: .warning,
        summary: "the same transition (state, event, guard, target, actions) declared twice",
        rationale: """
            A transition repeated with the same guard, target and actions changes nothing, but it \
            often means a copy was meant to be edited, and the edit that would have made it \
            different is missing.
            """,
        triggeringExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            predicates:
              Reward: [positive, negative]
            states:
              Locked:
                on:
                  Coin:
                    - when: Reward.positive
                      to: Unlocked
                    - when: Reward.positive
                      to: Unlocked
              Unlocked: { on: { Pass: Locked } }
            """),
        passingExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            predicates:
              Reward: [positive, negative]
            states:
              Locked:
                on:
                  Coin:
                    - when: Reward.positive
                      to: Unlocked
                    - when: Reward.negative
                      to: Unlocked
              Unlocked: { on: { Pass: Locked } }
            """)
    )

    /// What makes two transitions of one state and event the same, independent of where they are written.
    private struct Identity: Hashable {
        var guardKey: String
        var conditions: [String]
        var outcome: Transition.Outcome
    }

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        for group in analysis.eventGroups {
            let state = machine[group.state]
            let transitions = analysis.effectiveTransitions[group.state.index]
            var firstByIdentity: [Identity: Int] = [:]
            for index in group.indices {
                let transition = transitions[index]
                let normalized = analysis.normalizedGuard(of: group.state, effectiveIndex: index)
                let guardKey = normalized.terms.map { analysis.predicates.canonicalKey($0) }
                    ?? "as written: " + (transition.guard.displayText ?? "")
                let identity = Identity(guardKey: guardKey, conditions: transition.guard.conditions.sorted(), outcome: transition.outcome)
                guard let earlier = firstByIdentity[identity] else {
                    firstByIdentity[identity] = index
                    continue
                }
                let original = transitions[earlier]
                guard original.inheritedFrom == nil || transition.inheritedFrom == nil else { continue }
                let (main, other) = transition.inheritedFrom == nil ? (transition, original) : (original, transition)
                let note = other.inheritedFrom.map { "the same transition is inherited from `\($0.name)` here" }
                    ?? "the first declaration is here"
                findings.append(finding(
                    "transition from `\(state.name)` \(Phrase.event(group.event)) is declared twice",
                    at: main.location,
                    notes: [Note(note, at: other.location)],
                    hint: "remove one of them, or change the one that was meant to differ",
                    subject: analysis.subject(states: [state.name], event: group.event?.name, transitions: [main.location, other.location])
                ))
            }
        }
        return findings
    }
}
