import FSMModel

/// Every configuration a machine can reach and every step between them, with the states each step
/// enters: the graph behavioural properties are answered on (`PropertyEvaluator`).
///
/// The witness search (`ShortestPaths`) keeps one way into each configuration; a property needs
/// them all, and needs to know what each step *enters* (a self-transition re-enters its state, an
/// internal one does not, a composite is entered when it or a descendant becomes active from
/// outside it). Steps are simulated by `PathModel.fire`, the semantics of witnesses and
/// `fsmcheck path`, so a counterexample replays. Guards are the environment's choice: from a
/// configuration with one active leaf, the values `StepChoice` picks make each transition fire
/// that can; with orthogonal regions, where the values also decide what the other regions do,
/// every combination of the types the event's guards name is tried (up to `valuationLimit`).
/// Moves fsmcheck cannot follow (a target computed at run time, a guard it cannot evaluate,
/// transitions the loader could not read) are not taken but remembered per configuration, so that
/// a property they could change is "may be violated" or "cannot decide", never a pass.
struct ConfigurationGraph {
    let model: PathModel
    /// The configurations the runs start in: one, or one per initial candidate.
    private(set) var starts: [Int] = []
    private(set) var configurations: [StatechartConfiguration] = []
    /// Per configuration, where its steps start in `steps`; then their count (the graph is in
    /// compressed rows, since configurations are expanded in the order found).
    private(set) var firstStep: [Int] = [0]
    private(set) var steps: [Step] = []
    /// The states each step enters, every step's run in `entered[step.enteredRange]`.
    private var entered: [Int32] = []
    /// Per configuration, a move out of it fsmcheck cannot follow, if any.
    private(set) var unfollowed: [Int: Unfollowed] = [:]
    /// False when the search stopped at its limit.
    private(set) var isComplete = true
    let limit: SearchLimit

    /// Machines with composite states: at least this many configurations and steps tried before the search stops.
    static let configurationLimit = 20_000
    static let stepLimit = 300_000

    /// Orthogonal regions: at most this many combinations of predicate values are tried per event.
    static let valuationLimit = 64

    struct Step {
        var to: Int32
        var transition: TransitionID
        var leaf: StateID
        /// The values the step is fired with; nil on a machine without regions, where any values
        /// that make the transition fire lead to the same configuration (`StepChoice` picks them).
        var valuation: Valuation?
        var enteredStart: Int32
        var enteredEnd: Int32
    }

    /// A move out of a configuration that fsmcheck cannot follow.
    enum Unfollowed: Equatable {
        case computedTarget(TransitionID)
        case unknownTarget(TransitionID)
        case opaqueGuard(TransitionID)
        case unseenTransitions(StateID)
    }

    init(_ model: PathModel, starts: [StatechartConfiguration]) {
        self.model = model
        let (stateCount, transitionCount) = (model.machine.states.count, model.slots[model.machine.states.count])
        let standard = SearchLimit(stateCount: stateCount, transitionCount: transitionCount)
        // A step between configurations of regions costs a simulation (tens of microseconds), and
        // the graph keeps every step, so such machines stop sooner than flat ones: a few seconds.
        limit =
            model.isFlat
            ? standard
            : SearchLimit(
                configurations: min(standard.configurations, max(Self.configurationLimit, 2 * stateCount)),
                transitionsTried: min(standard.transitionsTried, max(Self.stepLimit, 4 * transitionCount)))
        var index: [StatechartConfiguration: Int] = [:]
        for start in starts {
            if let known = index[start] {
                self.starts.append(known)
                continue
            }
            index[start] = configurations.count
            self.starts.append(configurations.count)
            configurations.append(start)
        }
        expand(&index)
        // Configurations found but not expanded (the search stopped) have no steps.
        while firstStep.count <= configurations.count { firstStep.append(steps.count) }
    }

    var configurationCount: Int { configurations.count }

    func steps(from configuration: Int) -> Range<Int> { firstStep[configuration]..<firstStep[configuration + 1] }

    func enters(_ step: Step, _ state: StateID) -> Bool {
        entered[Int(step.enteredStart)..<Int(step.enteredEnd)].contains(Int32(state.index))
    }

    /// The states the step makes active.
    func enteredStates(_ step: Step) -> [StateID] {
        entered[Int(step.enteredStart)..<Int(step.enteredEnd)].map { StateID(Int($0)) }
    }

    /// Whether `state` (or a state inside it) is active in the configuration.
    func isActive(_ state: StateID, in configuration: Int) -> Bool {
        configurations[configuration].leaves.contains { model.tree.isWithin($0, state) }
    }

    // MARK: - Building

    private mutating func expand(_ index: inout [StatechartConfiguration: Int]) {
        let hidden = Self.hiddenStates(model.machine)
        var head = 0
        var tried = 0
        while head < configurations.count {
            let configuration = configurations[head]
            let moves = model.isFinished(configuration) ? [] : options(in: configuration, at: head, hidden: hidden)
            tried += moves.count
            guard tried <= limit.transitionsTried else {
                isComplete = false
                return
            }
            let active = model.isFlat ? [] : model.activeStates(of: configuration)
            for (transition, leaf) in moves {
                for valuation in valuations(for: transition, from: leaf, in: configuration) {
                    guard let (after, fired) = fire(transition, from: leaf, valuation: valuation, in: configuration) else { continue }
                    let target: Int
                    if let known = index[after] {
                        target = known
                    } else {
                        target = configurations.count
                        index[after] = target
                        configurations.append(after)
                    }
                    let start = Int32(entered.count)
                    recordEntered(from: configuration, active: active, to: after, fired: fired)
                    let step = Step(
                        to: Int32(target), transition: transition, leaf: leaf, valuation: valuation, enteredStart: start,
                        enteredEnd: Int32(entered.count))
                    guard !isDuplicate(step, from: head) else {
                        entered.removeLast(entered.count - Int(start))
                        continue
                    }
                    steps.append(step)
                }
            }
            firstStep.append(steps.count)
            head += 1
            if configurations.count > limit.configurations {
                isComplete = false
                return
            }
        }
    }

    /// Whether a step from `configuration` to the same place entering the same states is known:
    /// two values that fire one transition the same way are one step.
    private func isDuplicate(_ step: Step, from configuration: Int) -> Bool {
        let range = Int(step.enteredStart)..<Int(step.enteredEnd)
        for other in steps[firstStep[configuration]...].reversed() where other.to == step.to && other.transition == step.transition {
            if entered[Int(other.enteredStart)..<Int(other.enteredEnd)].elementsEqual(entered[range]) { return true }
        }
        return false
    }

    /// The transitions to try from a configuration, each with the leaf it fires from; those
    /// fsmcheck cannot follow are remembered instead.
    private mutating func options(in configuration: StatechartConfiguration, at index: Int, hidden: Set<String?>) -> [(TransitionID, StateID)] {
        var options: [(TransitionID, StateID)] = []
        var eventlessFires = false
        for leaf in configuration.leaves {
            var current: StateID? = leaf
            while let state = current {
                if unfollowed[index] == nil, hidden.contains(nil) || hidden.contains(model.machine[state].name) {
                    unfollowed[index] = .unseenTransitions(state)
                }
                eventlessFires = eventlessFires || model.firesEventlessFirst(state)
                for position in model.effectiveTransitions[state.index].indices {
                    let id = TransitionID(state: state, position: position)
                    if let problem = problem(with: id) {
                        if unfollowed[index] == nil { unfollowed[index] = problem }
                        continue
                    }
                    if configuration.leaves.count > 1, options.contains(where: { $0.0 == id }) { continue }
                    options.append((id, leaf))
                }
                current = model.parent(of: state)
            }
        }
        return eventlessFires ? options.filter { model.transition($0.0).event == nil } : options
    }

    private func problem(with transition: TransitionID) -> Unfollowed? {
        if model.destination(of: transition) == .unknown {
            return model.transition(transition).computedTarget != nil ? .computedTarget(transition) : .unknownTarget(transition)
        }
        return model.guards.of(transition.state, transition.position).terms == nil ? .opaqueGuard(transition) : nil
    }

    /// The values to fire `transition` with: nil (let `StepChoice` choose) with one active leaf;
    /// with several, every combination of the types the event's guards name in the active states.
    private func valuations(for transition: TransitionID, from leaf: StateID, in configuration: StatechartConfiguration) -> [Valuation?] {
        guard configuration.leaves.count > 1 else { return [nil] }
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
            guard combinations.count * count <= Self.valuationLimit else { return choice.map { [$0.valuation] } ?? [] }
            combinations = combinations.flatMap { prefix in (0..<count).map { prefix + [Valuation.Assignment(type: type, value: $0)] } }
        }
        return combinations.map { Valuation(assignments: $0) }
    }

    /// The configuration firing `transition` leads to, and the transitions that fired; nil when it does not fire.
    private func fire(
        _ transition: TransitionID, from leaf: StateID, valuation: Valuation?, in configuration: StatechartConfiguration
    ) -> (StatechartConfiguration, [TransitionID])? {
        guard let values = valuation ?? StepChoice(transition, from: leaf, in: model)?.valuation else { return nil }
        let conditions = model.transition(transition).guard.conditions
        guard
            let firing = model.fire(
                event: model.transition(transition).event?.name, valuation: values, conditions: conditions, preferred: transition, in: configuration),
            firing.fired.contains(transition)
        else { return nil }
        return (firing.configuration, firing.fired)
    }

    /// The states a step makes active: those active after it that were not active before, or were
    /// left by one of the transitions that fired (below its domain) and entered again.
    private mutating func recordEntered(
        from before: StatechartConfiguration, active: Set<StateID>, to after: StatechartConfiguration, fired: [TransitionID]
    ) {
        if model.isFlat {
            if !fired.contains(where: { model.destination(of: $0) == .stays }) { entered.append(Int32(after.leaves[0].index)) }
            return
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
        for state in model.activeStates(of: after).sorted() where !active.contains(state) || exited(state) {
            entered.append(Int32(state.index))
        }
    }

    /// The names of the states whose transitions the loader could not read; nil for "any state".
    private static func hiddenStates(_ machine: Machine) -> Set<String?> {
        Set(
            machine.unseen.compactMap { unseen -> String?? in
                if case .transitions(let state) = unseen.subject { return .some(state) }
                return nil
            })
    }
}
