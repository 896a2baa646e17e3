import FSMDiagnostics
import FSMModel

/// A guard, or a set of transitions on one event, too large to compare with others. The `.fsm`
/// loader reports the same rule for a guard nested too deep to read (`CommonRules.guardTooComplex`).
struct GuardTooComplexRule: CheckerRule {
    static let description = CommonRules.guardTooComplex

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let guards = analysis.ownTransitions(whereGuard: \.isTooComplex).map { id, index in
            let state = analysis.machine[id]
            let transition = state.transitions[index]
            return finding(
                "guard of the transition from `\(state.name)` \(Phrase.event(transition.event)) expands to more than "
                    + "\(CommonRules.guardTermLimit) alternatives, so it is not compared with others",
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
