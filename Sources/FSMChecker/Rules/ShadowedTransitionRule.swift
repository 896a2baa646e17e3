import FSMDiagnostics
import FSMModel

/// Under first-match-wins semantics, a transition that an earlier one of the same state and event
/// always pre-empts.
struct ShadowedTransitionRule: CheckerRule {
    static let description = RuleDescription(
        id: "shadowed-transition",
        defaultSeverity: .warning,
        summary: "a transition that never fires because an earlier one on the same event always fires first",
        rationale: """
            Where the first matching transition in document order wins (SCXML), a transition \
            whose guard holds whenever an earlier one's does, on the same state and event, is \
            never taken: usually the two are in the wrong order, or \
            the earlier one lacks a condition. Eventless transitions shadow later eventless ones \
            the same way. An earlier transition with conditions fsmcheck cannot evaluate might not \
            hold, so it shadows nothing; a later one that does the same thing as its shadow is \
            redundant rather than lost, and is not reported; nor are the targets of one SCXML \
            transition (`target="a b"`), read as one transition each. Swift dialects are not checked: their \
            loaders list the branches of code they cannot evaluate as transitions without \
            conditions, which are possible outcomes, not ones that always fire.
            """,
        triggeringExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
              <state id="idle">
                <transition event="start" target="running"/>
                ↓<transition event="start" cond="isBroken" target="broken"/>
              </state>
              <state id="running"><transition event="stop" target="idle"/></state>
              <final id="broken"/>
            </scxml>
            """),
        passingExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
              <state id="idle">
                <transition event="start" cond="isBroken" target="broken"/>
                <transition event="start" target="running"/>
              </state>
              <state id="running"><transition event="stop" target="idle"/></state>
              <final id="broken"/>
            </scxml>
            """),
        morePassingExamples: [
            // One transition into two parallel regions: fsmcheck reads it as one transition per target.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
                  <state id="idle"><transition event="start" target="a b"/></state>
                  <parallel id="p">
                    <state id="a"><transition event="stop" target="idle"/></state>
                    <state id="b"/>
                  </parallel>
                </scxml>
                """)
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let semantics = analysis.machine.semantics
        guard semantics.guardOverlap == .firstMatchWins, semantics.unconditionalTransitionsAlwaysFire else { return [] }
        // A group without a clash list is too large to compare pair by pair: `guard-too-complex` says so.
        return zip(analysis.eventGroups, analysis.clashes).flatMap { group, clashes in
            clashes == nil
                ? []
                : shadows(in: group, analysis).map { shadowed, earlier in
                    report(shadowed, by: earlier, in: group, analysis)
                }
        }
    }

    /// Each transition of the group that an earlier one always pre-empts, with the first such one.
    ///
    /// Only earlier transitions without conditions can pre-empt, and each later guard is compared
    /// with those one by one (never with their union), so a group costs at most one comparison per
    /// pair. Transitions declared in one place are parts of one transition (SCXML's `target="a b"`
    /// is read as one transition per target), which never pre-empt each other.
    private func shadows(in group: EventGroup, _ analysis: MachineAnalysis) -> [(shadowed: Int, earlier: Int)] {
        let transitions = analysis.effectiveTransitions[group.state.index]
        var preempting: [(index: Int, terms: [GuardTerm])] = []
        var found: [(shadowed: Int, earlier: Int)] = []
        for index in group.indices {
            guard let terms = analysis.guards.of(group.state, index).terms, !terms.isEmpty else { continue }
            let earlier = preempting.first { candidate in
                transitions[candidate.index].location != transitions[index].location
                    && analysis.predicates.subtracting(candidate.terms, from: terms, limit: GuardNormalizer.termLimit)?.isEmpty == true
            }
            if let earlier {
                if !transitions.haveSameOutcome(earlier.index, index) { found.append((index, earlier.index)) }
            } else if transitions[index].guard.conditions.isEmpty {
                preempting.append((index, terms))
            }
        }
        return found
    }

    private func report(_ shadowed: Int, by earlier: Int, in group: EventGroup, _ analysis: MachineAnalysis) -> Diagnostic {
        let transitions = analysis.effectiveTransitions[group.state.index]
        let state = analysis.machine[group.state].name
        let (transition, winner) = (transitions[shadowed], transitions[earlier])
        return finding(
            "transition from `\(state)` \(Phrase.event(group.event)) that \(Phrase.outcome(transition)) never fires: an earlier one always fires first",
            at: transition.location,
            notes: [Note("this transition, which \(Phrase.outcome(winner)), is taken whenever the later one could be", at: winner.location)],
            hint: "move it before the transition that pre-empts it, or give that one a narrower condition",
            subject: analysis.subject(states: [state], event: group.event?.name, transitions: [transition.location, winner.location])
        )
    }
}
