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

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        for group in analysis.eventGroups {
            let transitions = analysis.effectiveTransitions[group.state.index]
            for (position, index) in group.indices.enumerated() {
                let transition = transitions[index]
                let earlier = group.indices[..<position].first { other in
                    transitions[other].hasSameOutcome(as: transition)
                        && transitions[other].guard.conditions.sorted() == transition.guard.conditions.sorted()
                        && sameGuard(transitions[other], analysis.guards.of(group.state, other), transition, analysis.guards.of(group.state, index))
                }
                guard let earlier else { continue }
                let original = transitions[earlier]
                guard original.inheritedFrom == nil || transition.inheritedFrom == nil else { continue }
                let (main, other) = transition.inheritedFrom == nil ? (transition, original) : (original, transition)
                let note = other.inheritedFrom.map { "the same transition is inherited from `\($0.name)` here" }
                    ?? "the first declaration is here"
                findings.append(finding(
                    "transition from `\(machine[group.state].name)` \(Phrase.event(group.event)) is declared twice",
                    at: main.location,
                    notes: [Note(note, at: other.location)],
                    hint: "remove one of them, or change the one that was meant to differ",
                    subject: analysis.subject(
                        states: [machine[group.state].name],
                        event: group.event?.name,
                        transitions: [main.location, other.location]
                    )
                ))
            }
        }
        return findings
    }

    /// Guards are the same when they allow the same terms, however they were written; guards that
    /// could not be normalized are compared as written.
    private func sameGuard(_ left: Transition, _ leftGuard: NormalizedGuard, _ right: Transition, _ rightGuard: NormalizedGuard) -> Bool {
        if let leftTerms = leftGuard.terms, let rightTerms = rightGuard.terms { return Set(leftTerms) == Set(rightTerms) }
        return left.guard.displayText == right.guard.displayText
    }
}
