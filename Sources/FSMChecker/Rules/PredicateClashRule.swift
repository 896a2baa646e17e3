import FSMDiagnostics
import FSMModel

/// Two transitions of one state on one event that can fire together with different outcomes.
struct PredicateClashRule: CheckerRule {
    static let description = RuleDescription(
        id: "predicate-clash",
        defaultSeverity: .error,
        summary: "two transitions from the same state on the same event can both fire, with different outcomes",
        rationale: """
            When two guards on the same state and event can hold together, the machine has two \
            answers for one situation, and which one it takes depends on declaration order or is \
            undefined. The message names one combination of predicate values where both fire. In \
            SwiftFSM the sentence naming more predicates wins, so only equally specific sentences \
            clash there. Transitions with conditions fsmcheck cannot evaluate are a note, since it \
            cannot prove them exclusive and a limit of the tool is never a warning; a condition and \
            its negation as code writes it (`quiet` and `!quiet`, `x < n` and `x >= n`) exclude each \
            other.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
              Reward: [positive, negative]
            states:
              Locked:
                on:
                  Pass:
                    - when: Enforcement.strong
                      to: Alarming
                    - ↓when: not Reward.positive
                      to: Locked
              Alarming: { on: { Reset: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
              Reward: [positive, negative]
            states:
              Locked:
                on:
                  Pass:
                    - when: Enforcement.strong
                      to: Alarming
                    - when: Enforcement.weak and not Reward.positive
                      to: Locked
              Alarming: { on: { Reset: Locked } }
            """),
        moreTriggeringExamples: [
            SourceExample(
                fileName: "example.swift",
                """
                final class Door: ExpandedSyntaxBuilder {
                    enum State { case closed, ajar }
                    enum Event { case open }
                    enum Weather: Predicate { case rain, sun }
                    enum Mood: Predicate { case grumpy, happy }
                    let fsm = FSM<State, Event>(initialState: .closed)

                    func build() throws {
                        try fsm.buildTable {
                            define(.closed) {
                                matching(Weather.rain) | when(.open) | then(.ajar)
                                ↓matching(Mood.grumpy) | when(.open) | then(.closed)
                            }
                            define(.ajar) { when(.open) | then(.closed) }
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
                final class Door: ExpandedSyntaxBuilder {
                    enum State { case closed, ajar }
                    enum Event { case open }
                    enum Weather: Predicate { case rain, sun }
                    let fsm = FSM<State, Event>(initialState: .closed)

                    func build() throws {
                        try fsm.buildTable {
                            define(.closed) {
                                matching(Weather.rain) | when(.open) | then(.ajar)
                                matching(Weather.sun) | when(.open) | then(.closed)
                            }
                            define(.ajar) { when(.open) | then(.closed) }
                        }
                    }
                }
                """
            )
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        return zip(analysis.eventGroups, analysis.clashes).flatMap { group, clashes -> [Diagnostic] in
            guard let clashes, !clashes.isEmpty else { return [] }
            let state = machine[group.state]
            let transitions = analysis.effectiveTransitions[group.state.index]
            return clashes.compactMap { clash -> Diagnostic? in
                var (main, other) = (transitions[clash.second], transitions[clash.first])
                if main.inheritedFrom != nil && other.inheritedFrom != nil { return nil }
                if main.inheritedFrom != nil { swap(&main, &other) }
                let when = clash.witness.isEmpty ? "" : " when `\(clash.witness)`"
                let what = "transitions from `\(state.name)` \(Phrase.event(group.event))"
                let outcomes = "one \(Phrase.outcome(main)), the other \(Phrase.outcome(other))"
                let message =
                    clash.dependsOnConditions
                    ? "cannot prove exclusive: \(what) depend on conditions and may both fire\(when): \(outcomes)"
                    : "\(what) can both fire\(when): \(outcomes)"
                let otherNote =
                    other.inheritedFrom.map { "the other transition, inherited from `\($0.name)`, is here" }
                    ?? "the other transition is here"
                return finding(
                    message,
                    at: main.location,
                    severity: clash.dependsOnConditions ? .note : nil,
                    notes: [Note(otherNote, at: other.location)],
                    hint: hint(for: clash, inherited: other.inheritedFrom, semantics: machine.semantics),
                    subject: analysis.subject(states: [state.name], event: group.event?.name, transitions: [main.location, other.location])
                )
            }
        }
    }

    private func hint(for clash: Clash, inherited: Reference?, semantics: Semantics) -> String {
        if let inherited, semantics.inheritedOverride == .explicit {
            return "mark the state's own transition as overriding the one inherited from `\(inherited.name)`"
        }
        if clash.dependsOnConditions {
            return "if the conditions exclude each other, express them as predicates so fsmcheck can compare them"
        }
        if semantics.guardOverlap == .mostSpecificWins {
            return "make one of them name more predicate types so that it wins, or give them the same outcome"
        }
        return "make the guards exclusive, or give the transitions the same outcome"
    }
}
