import FSMDiagnostics
import FSMModel

/// A state inheriting clashing transitions for one event from two super states.
struct ConflictingSuperstatesRule: CheckerRule {
    static let description = RuleDescription(
        id: "conflicting-superstates",
        defaultSeverity: .error,
        summary: "a state inherits the same event from two super states with different outcomes and does not override it",
        rationale: """
            Each super state is consistent on its own, but a state inheriting both gets two answers \
            for one event. Neither super state is wrong, so the fix belongs in the inheriting state: \
            handle the event there, which overrides both.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on: { Reset: Locked }
              Alarmable:
                abstract: true
                on: { Reset: Alarming }
              ↓Locked:
                inherits: [Resetable, Alarmable]
                on: { Coin: Alarming }
              Alarming:
                on: { Coin: Locked }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on: { Reset: Locked }
              Alarmable:
                abstract: true
                on: { Reset: Alarming }
              Locked:
                inherits: [Resetable, Alarmable]
                on: { Coin: Alarming, Reset: Locked }
              Alarming:
                on: { Coin: Locked }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        return zip(analysis.eventGroups, analysis.clashes).flatMap { group, clashes -> [Diagnostic] in
            guard let clashes, !clashes.isEmpty, analysis.tree.roles[group.state.index] != .abstract else { return [] }
            let state = machine[group.state]
            let transitions = analysis.effectiveTransitions[group.state.index]
            return clashes.compactMap { clash -> Diagnostic? in
                let (first, second) = (transitions[clash.first], transitions[clash.second])
                guard let firstOrigin = first.inheritedFrom, let secondOrigin = second.inheritedFrom else { return nil }
                let when = clash.witness.isEmpty ? "" : " when `\(clash.witness)`"
                let what = group.event.map { "transitions on `\($0.name)`" } ?? "eventless transitions"
                return finding(
                    "state `\(state.name)` inherits clashing \(what) from `\(firstOrigin.name)` and "
                        + "`\(secondOrigin.name)`\(when): one \(Phrase.outcome(first)), the other \(Phrase.outcome(second))",
                    at: state.location,
                    severity: clash.dependsOnConditions ? .note : nil,
                    notes: [
                        Note("inherited from `\(firstOrigin.name)` here", at: first.location),
                        Note("inherited from `\(secondOrigin.name)` here", at: second.location),
                    ],
                    hint: machine.semantics.inheritedOverride == .explicit
                        ? "give `\(state.name)` its own transition \(Phrase.event(group.event)), marked as overriding"
                        : "give `\(state.name)` its own transition \(Phrase.event(group.event)) to override both",
                    subject: analysis.subject(
                        states: [state.name, firstOrigin.name, secondOrigin.name],
                        event: group.event?.name,
                        transitions: [first.location, second.location]
                    )
                )
            }
        }
    }
}
