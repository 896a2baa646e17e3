import FSMDiagnostics
import FSMModel

/// A guard, or a set of transitions on one event, too large to compare with others.
struct GuardTooComplexRule: CheckerRule {
    static let description = RuleDescription(
        id: "guard-too-complex",
        defaultSeverity: .warning,
        summary: "a guard, or a state's transitions on one event, too large for fsmcheck to compare",
        rationale: """
            To compare guards, fsmcheck rewrites each as alternatives of simple conditions. An \
            `and` of many `or`s multiplies them, and past \(GuardNormalizer.termLimit) alternatives \
            fsmcheck stops rather than slow down: that guard is not checked for clashes or \
            contradictions. Such a guard is also hard for people to read; split the transition. \
            Likewise, a state with thousands of transitions on one event is not compared pair by \
            pair for clashes (or, where the first match wins, for shadowed transitions).
            """,
        triggeringExample: SourceExample("""
            machine: Lamp
            initial: Off
            predicates: { A: [x, y], B: [x, y], C: [x, y], D: [x, y], E: [x, y], F: [x, y], G: [x, y], H: [x, y], I: [x, y], J: [x, y], K: [x, y], L: [x, y], M: [x, y], N: [x, y], O: [x, y], P: [x, y], Q: [x, y] }
            states:
              Off:
                on:
                  Switch:
                    - ↓when: (A.x or B.x or C.x) and (D.x or E.x or F.x) and (G.x or H.x or I.x) and (J.x or K.x or L.x) and (M.x or N.x or O.x) and (P.x or Q.x)
                      to: On
              On: { on: { Switch: Off } }
            """),
        passingExample: SourceExample("""
            machine: Lamp
            initial: Off
            predicates: { A: [x, y], B: [x, y], C: [x, y], D: [x, y], E: [x, y], F: [x, y], G: [x, y], H: [x, y], I: [x, y], J: [x, y], K: [x, y], L: [x, y], M: [x, y], N: [x, y], O: [x, y], P: [x, y], Q: [x, y] }
            states:
              Off:
                on:
                  Switch:
                    - when: (A.x or B.x or C.x) and (D.x or E.x or F.x) and (G.x or H.x or I.x) and (J.x or K.x or L.x) and (M.x or N.x or O.x)
                      to: On
              On: { on: { Switch: Off } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let guards = analysis.ownTransitions(whereGuard: \.isTooComplex).map { id, index in
            let state = analysis.machine[id]
            let transition = state.transitions[index]
            return finding(
                "guard of the transition from `\(state.name)` \(Phrase.event(transition.event)) expands to more than "
                    + "\(GuardNormalizer.termLimit) alternatives, so it is not compared with others",
                at: transition.location,
                hint: "split the transition into several with simpler guards",
                subject: analysis.subject(states: [state.name], event: transition.event?.name, transitions: [transition.location])
            )
        }
        let comparison = analysis.machine.semantics.guardOverlap == .firstMatchWins ? "shadowed transitions" : "clashes"
        let groups = zip(analysis.eventGroups, analysis.clashes).compactMap { group, clashes -> Diagnostic? in
            guard clashes == nil else { return nil }
            let state = analysis.machine[group.state]
            return finding(
                "state `\(state.name)` has \(group.indices.count) transitions \(Phrase.event(group.event)), too many to compare pair by pair for \(comparison)",
                at: state.location,
                hint: "split the state, or the event, so that fewer transitions share one",
                subject: analysis.subject(states: [state.name], event: group.event?.name)
            )
        }
        return guards + groups
    }
}
