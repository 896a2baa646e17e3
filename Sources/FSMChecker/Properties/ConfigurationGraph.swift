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
/// Where transitions without an event fire by themselves (SCXML), a step is a macrostep: the
/// transition an event fires, then the eventless ones until the configuration is stable, so
/// properties are judged on stable configurations and a step enters every state its chain enters.
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
    /// The states each step enters, every step's run in `entered[step.enteredStart..<step.enteredEnd]`.
    private var entered: [Int32] = []
    /// The microsteps of the steps that are chains of them (SCXML's eventless transitions), each
    /// such step's in `chains[step.chainStart..<step.chainEnd]`.
    private var chains: [Microstep] = []
    /// The names of the states whose transitions the loader could not read; nil for "any state".
    private let hidden: Set<String?>
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
        /// Empty unless the step is a chain of microsteps or takes `others`; then all of them, this one first.
        var chainStart: Int32 = 0
        var chainEnd: Int32 = 0
    }

    /// One transition firing, and the configuration after it: a step, or a link of a macrostep.
    struct Microstep {
        var transition: TransitionID
        var leaf: StateID
        var valuation: Valuation?
        var after: StatechartConfiguration
        /// Where another region has several transitions that may fire at once (a clash), the ones
        /// taken there; empty when each takes its first.
        var others: [TransitionID] = []
    }

    /// A step under construction: where its chain has got to, and what it has entered so far.
    private struct Macrostep {
        var chain: [Microstep]
        var entered: [Int32]
        var end: StatechartConfiguration { chain[chain.count - 1].after }
    }

    /// At most this many microsteps are followed from one step before its chain counts as endless.
    static let microstepLimit = 1_000

    /// A move out of a configuration that fsmcheck cannot follow.
    enum Unfollowed: Equatable {
        case computedTarget(TransitionID)
        case unknownTarget(TransitionID)
        case opaqueGuard(TransitionID)
        case unseenTransitions(StateID)
        /// Transitions without an event that keep firing and never reach a stable configuration.
        case endlessEventless(TransitionID)
        /// More combinations of predicate values and regions' choices than `valuationLimit`.
        case tooManyCombinations(TransitionID)
    }

    init(_ model: PathModel, starts: [StatechartConfiguration]) {
        self.model = model
        hidden = Self.hiddenStates(model.machine)
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
        var head = 0
        var tried = 0
        while head < configurations.count {
            let configuration = configurations[head]
            let moves = model.isFinished(configuration) ? [] : options(in: configuration, at: head)
            tried += moves.count
            guard tried <= limit.transitionsTried else {
                isComplete = false
                return
            }
            for (transition, leaf) in moves {
                for first in firings(of: transition, from: leaf, in: configuration, at: head) {
                    for macrostep in settle(first.step, entered: first.entered, from: head, tried: &tried) {
                        add(macrostep, from: head, index: &index)
                    }
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

    /// Records a step from the configuration at `head`, and its end if it is new.
    private mutating func add(_ macrostep: Macrostep, from head: Int, index: inout [StatechartConfiguration: Int]) {
        let end = macrostep.end
        let target: Int
        if let known = index[end] {
            target = known
        } else {
            target = configurations.count
            index[end] = target
            configurations.append(end)
        }
        let first = macrostep.chain[0]
        var step = Step(
            to: Int32(target), transition: first.transition, leaf: first.leaf, valuation: first.valuation, enteredStart: Int32(entered.count),
            enteredEnd: Int32(entered.count + macrostep.entered.count))
        guard !isDuplicate(step, entering: macrostep.entered, from: head) else { return }
        entered += macrostep.entered
        if macrostep.chain.count > 1 || !first.others.isEmpty {
            step.chainStart = Int32(chains.count)
            chains += macrostep.chain
            step.chainEnd = Int32(chains.count)
        }
        steps.append(step)
    }

    /// The microsteps a step is made of: the step alone, or the chain of eventless transitions it
    /// fires before the configuration is stable.
    func microsteps(of step: Step) -> [Microstep] {
        guard step.chainEnd > step.chainStart else {
            return [Microstep(transition: step.transition, leaf: step.leaf, valuation: step.valuation, after: configurations[Int(step.to)])]
        }
        return Array(chains[Int(step.chainStart)..<Int(step.chainEnd)])
    }

    /// Where `first` leads once the transitions without an event that fire by themselves have
    /// fired (SCXML's macrostep): every stable configuration it can end in, each with the chain
    /// that gets there and the states entered on the way. A chain that comes back to a
    /// configuration it has been in, or grows past `microstepLimit`, never settles: fsmcheck
    /// cannot follow it, and remembers so.
    private mutating func settle(_ first: Microstep, entered: [Int32], from head: Int, tried: inout Int) -> [Macrostep] {
        guard model.semantics.unconditionalTransitionsAlwaysFire else { return [Macrostep(chain: [first], entered: entered)] }
        var settled: [Macrostep] = []
        var work = [Macrostep(chain: [first], entered: entered)]
        var followed = 0
        while let macrostep = work.popLast() {
            let current = macrostep.end
            guard isTransient(current) else {
                if !settled.contains(where: { $0.end == current && $0.entered == macrostep.entered }) { settled.append(macrostep) }
                continue
            }
            for (transition, leaf) in options(in: current, at: head) {
                for next in firings(of: transition, from: leaf, in: current, at: head) {
                    followed += 1
                    guard followed <= Self.microstepLimit, !macrostep.chain.contains(where: { $0.after == next.step.after }) else {
                        if unfollowed[head] == nil { unfollowed[head] = .endlessEventless(transition) }
                        continue
                    }
                    work.append(Macrostep(chain: macrostep.chain + [next.step], entered: Self.union(macrostep.entered, next.entered)))
                }
            }
        }
        tried += followed
        return settled
    }

    /// Every way `transition` fires from `leaf` in the configuration at `head` (or on a chain from
    /// it): per combination of predicate values and of the other regions' choices. When those are
    /// more than fsmcheck tries, the configuration remembers that some were left out.
    private mutating func firings(
        of transition: TransitionID, from leaf: StateID, in configuration: StatechartConfiguration, at head: Int
    ) -> [(step: Microstep, entered: [Int32])] {
        let (values, allValues) = valuations(for: transition, from: leaf, in: configuration)
        var found: [(step: Microstep, entered: [Int32])] = []
        var isComplete = allValues
        for valuation in values {
            let fired = microsteps(transition, from: leaf, valuation: valuation, in: configuration)
            found += fired.found
            isComplete = isComplete && fired.isComplete
        }
        if !isComplete, unfollowed[head] == nil { unfollowed[head] = .tooManyCombinations(transition) }
        return found
    }

    /// Whether a step from `configuration` to the same place entering the same states is known:
    /// two values that fire one transition the same way are one step.
    private func isDuplicate(_ step: Step, entering states: [Int32], from configuration: Int) -> Bool {
        for other in steps[firstStep[configuration]...].reversed() where other.to == step.to && other.transition == step.transition {
            if entered[Int(other.enteredStart)..<Int(other.enteredEnd)].elementsEqual(states) { return true }
        }
        return false
    }

    /// The transitions to try from a configuration, each with the leaf it fires from; those
    /// fsmcheck cannot follow are remembered instead.
    private mutating func options(in configuration: StatechartConfiguration, at index: Int) -> [(TransitionID, StateID)] {
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

    /// The names of the states whose transitions the loader could not read; nil for "any state".
    private static func hiddenStates(_ machine: Machine) -> Set<String?> {
        Set(
            machine.unseen.compactMap { unseen -> String?? in
                if case .transitions(let state) = unseen.subject { return .some(state) }
                return nil
            })
    }
}
