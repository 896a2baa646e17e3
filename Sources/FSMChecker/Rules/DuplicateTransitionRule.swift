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
            different is missing. Branches of one handler that end the same way (two `if`s that both \
            close, two `guard … else { return dontTransition() }`) are outcomes code chooses between, \
            not a transition written twice.
            """,
        triggeringExample: SourceExample(
            """
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
                    - ↓when: Reward.positive
                      to: Unlocked
              Unlocked: { on: { Pass: Locked } }
            """),
        passingExample: SourceExample(
            """
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
            """),
        moreTriggeringExamples: [
            SourceExample(
                fileName: "example.swift",
                """
                final class Turnstile: SyntaxBuilder {
                    enum State { case locked, unlocked }
                    enum Event { case coin, pass }
                    let fsm = FSM<State, Event>(initialState: .locked)

                    func build() throws {
                        try fsm.buildTable {
                            define(.locked) {
                                when(.coin) | then(.unlocked)
                                ↓when(.coin) | then(.unlocked)
                            }
                            define(.unlocked) { when(.pass) | then(.locked) }
                        }
                    }
                }
                """
            )
        ],
        morePassingExamples: [
            SourceExample(
                fileName: "example.swift",
                """
                final class Turnstile: SyntaxBuilder {
                    enum State { case locked, unlocked }
                    enum Event { case coin, pass }
                    let fsm = FSM<State, Event>(initialState: .locked)

                    func build() throws {
                        try fsm.buildTable {
                            define(.locked) { when(.coin, or: .pass) | then(.unlocked) }
                            define(.unlocked) { when(.pass) | then(.locked) }
                        }
                    }
                }
                """
            )
        ]
    )

    /// What makes two transitions of one state and event the same, however their guards are
    /// written: guards compare by the terms they allow, or as written when they could not be normalized.
    private struct Identity: Hashable {
        var outcome: Transition.Outcome
        var conditions: [String]
        var terms: Set<GuardTerm>?
        var writtenGuard: String?
    }

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        for group in analysis.eventGroups {
            let transitions = analysis.effectiveTransitions[group.state.index]
            for (index, earlier) in duplicates(in: group, analysis) {
                let (transition, original) = (transitions[index], transitions[earlier])
                guard original.inheritedFrom == nil || transition.inheritedFrom == nil else { continue }
                let (main, other) = transition.inheritedFrom == nil ? (transition, original) : (original, transition)
                let note =
                    other.inheritedFrom.map { "the same transition is inherited from `\($0.name)` here" }
                    ?? "the first declaration is here"
                findings.append(
                    finding(
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

    /// Each transition of the group that repeats an earlier one, with the first it repeats; the
    /// alternatives of one piece of code never repeat each other.
    ///
    /// Only transitions with the same outcome can be duplicates, and in most groups none share
    /// one, so a cheap outcome comparison filters them before identities are built and hashed.
    private func duplicates(in group: EventGroup, _ analysis: MachineAnalysis) -> [(index: Int, earlier: Int)] {
        let transitions = analysis.effectiveTransitions[group.state.index]
        let sharesAnOutcome =
            group.indices.count <= 16
            ? group.indices.enumerated().contains { position, index in
                group.indices[..<position].contains { transitions.haveSameOutcome($0, index) }
            }
            : true
        guard sharesAnOutcome else { return [] }
        var firstByIdentity: [Identity: Int] = [:]
        var found: [(index: Int, earlier: Int)] = []
        for index in group.indices {
            let transition = transitions[index]
            let terms = analysis.guards.of(group.state, index).terms
            let identity = Identity(
                outcome: transition.outcome,
                conditions: transition.guard.conditions.sorted(),
                terms: terms.map(Set.init),
                writtenGuard: terms == nil ? transition.guard.displayText : nil
            )
            if let earlier = firstByIdentity[identity] {
                // Two outcomes one piece of code may choose between at run time (branches of one
                // `case`) are not one transition written twice.
                if !transitions.areAlternatives(earlier, index) { found.append((index, earlier)) }
            } else {
                firstByIdentity[identity] = index
            }
        }
        return found
    }
}
