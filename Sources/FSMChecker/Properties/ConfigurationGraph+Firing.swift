import FSMModel

/// How one transition fires in a configuration, as the graph's steps are built: the values to
/// fire it with, the other regions' choices, the states it enters, and whether the configuration
/// it leads to is stable; and how a step is shown as a path.
extension ConfigurationGraph {
    /// A microstep as paths show it, with the values it fires with: those the graph recorded, or
    /// on a machine without regions those `StepChoice` picks, keeping each predicate's `earlier`
    /// value where the step allows it (Docs/Witnesses.md); nil when no values fire it.
    func pathStep(_ microstep: Microstep, keeping earlier: [Int: Int] = [:]) -> (step: PathStep, valuation: Valuation)? {
        guard let choice = StepChoice(microstep.transition, from: microstep.leaf, in: model) else { return nil }
        let valuation = microstep.valuation ?? choice.valuation(keeping: earlier)
        var stimulus = choice.stimulus(valuation, in: model)
        stimulus.preferred += microstep.others
        return (PathStep(transition: microstep.transition, stimulus: stimulus, configuration: microstep.after), valuation)
    }

    /// How many microsteps the steps are: what a witness of them numbers.
    func microstepCount(_ stepIndices: some Sequence<Int>) -> Int {
        stepIndices.reduce(0) { count, index in
            let step = steps[index]
            return count + max(1, Int(step.chainEnd - step.chainStart))
        }
    }

    /// Whether a transition without an event fires by itself in the configuration: then nothing
    /// waits there for an event, and the machine moves on at once.
    func isTransient(_ configuration: StatechartConfiguration) -> Bool {
        guard !model.isFinished(configuration) else { return false }
        return model.activeStates(of: configuration).contains(where: model.firesEventlessFirst)
    }

    /// `transition` fired from `leaf`, and the states it enters: once, or, where other regions have
    /// a choice (a clash), once per combination of their choices; none when it does not fire.
    /// `isComplete` is false when those combinations were more than `valuationLimit`.
    func microsteps(
        _ transition: TransitionID, from leaf: StateID, valuation: Valuation?, in configuration: StatechartConfiguration
    ) -> (found: [(step: Microstep, entered: [Int32])], isComplete: Bool) {
        guard let values = valuation ?? StepChoice(transition, from: leaf, in: model)?.valuation else { return ([], true) }
        let (choices, isComplete) = otherChoices(transition, from: leaf, valuation: values, in: configuration)
        let found = choices.compactMap { others -> (step: Microstep, entered: [Int32])? in
            let conditions = model.transition(transition).guard.conditions
            guard
                let firing = model.fire(
                    event: model.transition(transition).event?.name, valuation: values, conditions: conditions, preferred: [transition] + others,
                    in: configuration),
                firing.fired.contains(transition)
            else { return nil }
            let step = Microstep(transition: transition, leaf: leaf, valuation: valuation, after: firing.configuration, others: others)
            return (step, enteredStates(from: configuration, to: firing.configuration, fired: firing.fired))
        }
        return (found, isComplete)
    }

    /// What the other active states may fire beside `transition`: `[[]]` (each its first) unless
    /// some has several transitions that may fire on the event at once; then every combination
    /// of theirs, up to `valuationLimit` (past it, a state keeps its first and `isComplete` is false).
    func otherChoices(
        _ transition: TransitionID, from leaf: StateID, valuation: Valuation, in configuration: StatechartConfiguration
    ) -> (choices: [[TransitionID]], isComplete: Bool) {
        guard configuration.leaves.count > 1 else { return ([[]], true) }
        var isComplete = true
        let written = model.transition(transition)
        var combinations: [[TransitionID]] = [[]]
        var seen: Set<StateID> = [transition.state]
        for other in configuration.leaves where other != leaf {
            var current: StateID? = other
            while let state = current {
                let candidates = model.candidates(at: state, event: written.event?.name, valuation: valuation, conditions: written.guard.conditions)
                guard candidates.isEmpty else {
                    guard candidates.count > 1, seen.insert(state).inserted else { break }
                    guard combinations.count * candidates.count <= Self.valuationLimit else {
                        isComplete = false
                        break
                    }
                    combinations = combinations.flatMap { prefix in candidates.map { prefix + [TransitionID(state: state, position: $0)] } }
                    break
                }
                current = model.parent(of: state)
            }
        }
        return (combinations, isComplete)
    }

    /// Two sorted lists of states merged, without repeats.
    static func union(_ first: [Int32], _ second: [Int32]) -> [Int32] {
        Array(Set(first).union(second)).sorted()
    }

    /// The values to fire `transition` with: nil (let `StepChoice` choose) with one active leaf;
    /// with several, every combination of the types the event's guards name in the active states.
    /// `isComplete` is false when the combinations were more than `valuationLimit`: then only the
    /// values `StepChoice` picks are tried.
    func valuations(
        for transition: TransitionID, from leaf: StateID, in configuration: StatechartConfiguration
    ) -> (values: [Valuation?], isComplete: Bool) {
        guard configuration.leaves.count > 1 else { return ([nil], true) }
        let choice = StepChoice(transition, from: leaf, in: model)
        let event = model.transition(transition).event?.name
        var types: Set<Int> = []
        for other in configuration.leaves {
            var current: StateID? = other
            while let state = current {
                for (position, written) in model.effectiveTransitions[state.index].enumerated() where written.event?.name == event {
                    for term in model.guards.of(state, position).terms ?? [] { types.formUnion(term.restrictions.map(\.type)) }
                }
                current = model.parent(of: state)
            }
        }
        var combinations: [[Valuation.Assignment]] = [[]]
        for type in types.sorted() {
            let count = model.predicates.caseCount(ofType: type)
            guard combinations.count * count <= Self.valuationLimit else { return (choice.map { [$0.valuation] } ?? [], false) }
            combinations = combinations.flatMap { prefix in (0..<count).map { prefix + [Valuation.Assignment(type: type, value: $0)] } }
        }
        return (combinations.map { Valuation(assignments: $0) }, true)
    }

    /// The states a step makes active, sorted: those active after it that were not active before,
    /// or were left by one of the transitions that fired (below its domain) and entered again.
    func enteredStates(from before: StatechartConfiguration, to after: StatechartConfiguration, fired: [TransitionID]) -> [Int32] {
        if model.isFlat {
            return fired.contains(where: { model.destination(of: $0) == .stays }) ? [] : [Int32(after.leaves[0].index)]
        }
        var domains: [StateID?] = []
        for transition in fired {
            guard case .state(let target) = model.destination(of: transition) else { continue }
            domains.append(model.domain(from: transition.state, to: target))
        }
        let tree = model.tree
        let exited = { (state: StateID) in
            domains.contains { domain in domain.map { state != $0 && tree.isWithin(state, $0) } ?? true }
        }
        let active = model.activeStates(of: before)
        return model.activeStates(of: after).sorted().filter { !active.contains($0) || exited($0) }.map { Int32($0.index) }
    }
}
