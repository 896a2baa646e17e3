import FSMDiagnostics
import FSMModel

/// How an answer becomes a verdict: the counterexample as a witness, whether each of its steps is
/// exact, and what fsmcheck could not follow on the way.
extension PatternAnswer {
    /// A violation, exact or not: "may be violated" when one of its steps is over-approximated, or
    /// when the configurations after it (`region`, for the patterns that claim a run can never
    /// get somewhere) have a move fsmcheck cannot follow.
    func violation(
        _ failure: String, _ found: ConfigurationGraph.Counterexample, region: [Int] = [], claimsTheFuture: Bool = false
    ) -> PropertyVerdict {
        // A run that "never" gets somewhere is only known on the whole graph: a configuration the
        // search stopped before expanding looks like a dead end.
        if claimsTheFuture, let why = undecidable(everywhere: true, "a run may still get there"), !graph.isComplete {
            return PropertyVerdict(property: property, status: .undecided, reason: why)
        }
        let microsteps = found.steps.flatMap { graph.microsteps(of: graph.steps[$0]) }
        let start = graph.starts.count > 1 ? graph.configurations[found.start].leaves.map(name) : nil
        let witness = Witness(steps: StatechartSimulator(graph.model).described(pathSteps(microsteps)), start: start)
        let from = graph.starts.count > 1 ? " (from the initial candidate \(Phrase.list(graph.configurations[found.start].leaves.map(name))))" : ""
        for (number, microstep) in microsteps.enumerated() {
            guard let why = inexactness(of: microstep.transition) else { continue }
            let step = witness.steps.indices.contains(number) ? witness.steps[number].label : "a step"
            return PropertyVerdict(
                property: property, status: .mayBeViolated, failure: failure + from, reason: "step \(number + 1) (\(step)) \(why)", witness: witness)
        }
        if let unfollowed = region.lazy.compactMap({ graph.unfollowed[$0] }).first {
            return PropertyVerdict(
                property: property, status: .mayBeViolated, failure: failure + from,
                reason: "after the counterexample the machine may still move through \(describe(unfollowed))", witness: witness)
        }
        return PropertyVerdict(property: property, status: .violated, failure: failure + from, witness: witness)
    }

    /// The property holds on every run fsmcheck can follow: a pass, unless there is something it
    /// could not follow (then `what` may still happen).
    func unlessUnfollowed(everywhere: Bool, _ what: String) -> PropertyVerdict {
        if let why = undecidable(everywhere: everywhere, what) { return PropertyVerdict(property: property, status: .undecided, reason: why) }
        return PropertyVerdict(property: property, status: .holds)
    }

    /// Why the answer found on the graph is not certain: the search stopped, or a configuration
    /// has a move fsmcheck cannot follow. Nil when it is certain.
    func undecidable(everywhere: Bool, _ what: String) -> String? {
        guard graph.isComplete else {
            return "the search stopped at its limit, after \(graph.configurationCount) configurations, before seeing every run"
        }
        guard let unfollowed = graph.unfollowed.min(by: { $0.key < $1.key })?.value else { return nil }
        return "\(what) through \(describe(unfollowed)), which fsmcheck cannot follow"
    }

    /// Why a step is an over-approximation, or nil when it is exact.
    func inexactness(of transition: TransitionID) -> String? {
        let written = model.transition(transition)
        if !written.guard.conditions.isEmpty {
            return "takes \(Phrase.list(written.guard.conditions)) to hold, a condition fsmcheck cannot evaluate"
        }
        if written.isDynamic { return "goes to `\(written.target?.name ?? "?")`, one of the targets code may pick at run time" }
        if model.semantics.guardOverlap == .firstMatchWins, !model.decides(written), model.sharesEvent[model.slot(of: transition)] {
            return "is one possible outcome of code fsmcheck cannot evaluate"
        }
        return nil
    }

    func describe(_ unfollowed: ConfigurationGraph.Unfollowed) -> String {
        switch unfollowed {
        case .computedTarget(let id):
            "the target `\(model.transition(id).computedTarget ?? "")` computes in `\(name(id.state))`"
        case .unknownTarget(let id):
            "the transition of `\(name(id.state))` \(Phrase.event(model.transition(id).event)) to a state it cannot enter"
        case .opaqueGuard(let id):
            "the guard of `\(name(id.state))` \(Phrase.event(model.transition(id).event)) it cannot evaluate"
        case .unseenTransitions(let state):
            "the transitions of `\(name(state))` the loader could not read"
        case .endlessEventless(let id):
            "transitions without an event, from `\(name(id.state))` on, that keep firing and never settle"
        case .tooManyCombinations(let id):
            "the transition of `\(name(id.state))` \(Phrase.event(model.transition(id).event)), whose combinations of predicate values and regions' choices are more than the \(ConfigurationGraph.valuationLimit) it tries"
        }
    }

    /// "`Idle`" or "`Idle` or `Busy`": the start a counterexample leaves from.
    func startName(_ start: Int) -> String {
        graph.configurations[start].leaves.map(name).joined(separator: "`, `")
    }

    /// The counterexample's microsteps as paths show them, each predicate keeping its earlier
    /// value where a step allows it.
    func pathSteps(_ microsteps: [ConfigurationGraph.Microstep]) -> [PathStep] {
        var earlier: [Int: Int] = [:]
        return microsteps.compactMap { microstep in
            guard let (step, valuation) = graph.pathStep(microstep, keeping: earlier) else { return nil }
            for value in valuation.assignments { earlier[value.type] = value.value }
            return step
        }
    }

    func name(_ state: StateID) -> String { model.machine[state].name }
}
