import FSMModel

/// Shortest paths from the configurations a machine starts in (one, or one per initial candidate)
/// to every state and every transition they reach: one breadth-first search over configurations,
/// kept as a forest with a root per start, that every question is then answered from (the
/// checker's witnesses for all findings of a machine, `fsmcheck path`, a test plan).
///
/// Each step is a `StepChoice`: one transition, made to fire by its event, predicate values and
/// conditions, and simulated (`PathModel.fire`) so that what the other regions do on the same
/// event is part of the configuration it leads to. The search never takes a transition whose
/// target fsmcheck cannot follow (computed at run time, undefined, abstract), never leaves a
/// configuration where the machine has finished (a top-level final state is active), and where
/// transitions without an event fire by themselves (SCXML) it takes only those from a configuration
/// that has an unconditional one enabled. Configurations differ by their histories too, so the
/// search is exact. Its cost is the transitions it tries: each configuration found tries those of
/// its active states once. Orthogonal regions and histories can multiply configurations, so the
/// search stops after `SearchLimit.configurations` of them or `SearchLimit.transitionsTried`
/// tries, whichever comes first; then `isComplete` is false and callers say so.
///
/// ```swift
/// let paths = ShortestPaths(machine)                   // from the initial configuration(s)
/// paths.path(to: machine.id(named: "Jammed")!)         // [PathStep]: Brew, then Done
/// paths.path(firing: TransitionID(state: idle, position: 0))
/// ```
public struct ShortestPaths: Sendable {
    let model: PathModel
    /// Every configuration found, in the order found: the starts first. A flat machine's are
    /// single leaves, kept as `flatLeaves` instead.
    private var configurations: [StatechartConfiguration] = []
    private var flatLeaves: [Int32] = []
    private var arrivals: [Arrival] = []
    /// Per state, the first configuration (index) it is active in, or -1.
    private var firstActive: [Int32]
    /// Per transition (`PathModel.slot(of:)`), the first configuration it fires from and the leaf it fires from.
    private var firstFiring: [(configuration: Int32, leaf: Int32)]
    private let avoided: [StateID]
    /// False when the search stopped at its limit: a state it did not reach may still be reachable.
    public private(set) var isComplete = true
    /// What the search was allowed to explore.
    public let limit: SearchLimit

    /// How one configuration was first reached: from `parent` (-1 for a start), by a transition chosen from `leaf`.
    private struct Arrival {
        var parent: Int32
        var leaf: Int32
        var state: Int32
        var position: Int32
    }

    /// Searches from `start` (the initial configuration, or each initial candidate, when nil) for
    /// paths that never make an `avoiding` state active (entering `start` from outside it: its initial states, regions and
    /// history defaults). With `recordingTransitions`, it also remembers the first time each
    /// transition fires, for `path(firing:)`. The limit grows with the machine (`SearchLimit.init(for:)`).
    public init(
        _ machine: Machine, from start: StateID? = nil, avoiding: Set<StateID> = [], recordingTransitions: Bool = true, limit: SearchLimit? = nil
    ) {
        let model = PathModel(MachineAnalysis(machine))
        let starts = if let start { model.configuration(entering: start).map { [$0] } ?? [] } else { model.startConfigurations }
        self.init(model, from: starts, avoiding: avoiding.sorted(), recordingTransitions: recordingTransitions, limit: limit)
    }

    init(
        _ model: PathModel, from starts: [StatechartConfiguration], avoiding: [StateID] = [], recordingTransitions: Bool, limit: SearchLimit? = nil
    ) {
        self.model = model
        self.avoided = avoiding
        self.limit = limit ?? SearchLimit(stateCount: model.machine.states.count, transitionCount: model.slots[model.machine.states.count])
        let stateCount = model.machine.states.count
        firstActive = [Int32](repeating: -1, count: stateCount)
        firstFiring = recordingTransitions ? Array(repeating: (-1, -1), count: model.slots[stateCount]) : []
        let starts = starts.filter { !isAvoided($0) }
        guard !starts.isEmpty else { return }
        search(from: starts)
    }

    /// The configuration the search started from (the first, with several initial candidates);
    /// nil when there is none (no visible initial state, or the start is a state to avoid).
    public var start: StatechartConfiguration? { configurationCount > 0 ? configuration(at: 0) : nil }

    /// The configuration the shortest path to `state` starts from: with several initial
    /// candidates, the nearest; nil when no path makes `state` active.
    public func start(ofPathTo state: StateID) -> StatechartConfiguration? {
        firstConfiguration(activating: state).map(start(of:))
    }

    /// The configuration the path to the configuration at `index` starts from.
    func start(of index: Int) -> StatechartConfiguration {
        var current = index
        while arrivals[current].parent >= 0 { current = Int(arrivals[current].parent) }
        return configuration(at: current)
    }

    /// How many configurations the search found.
    public var configurationCount: Int { model.isFlat ? flatLeaves.count : configurations.count }

    /// Whether some path makes `state` active.
    public func reaches(_ state: StateID) -> Bool { firstActive[state.index] >= 0 }

    /// A shortest path to a configuration where `state` is active: empty when it is active at the
    /// start, nil when no path the search found makes it active.
    public func path(to state: StateID) -> [PathStep]? {
        firstConfiguration(activating: state).map(steps(to:))
    }

    /// A shortest path whose last step fires `transition`; nil when it never fires, or when the
    /// search was made without `recordingTransitions`.
    public func path(firing transition: TransitionID) -> [PathStep]? {
        guard !firstFiring.isEmpty else { return nil }
        let (index, leaf) = firstFiring[model.slot(of: transition)]
        guard index >= 0 else { return nil }
        var earlier: [Int: Int] = [:]
        let steps = steps(to: Int(index), keeping: &earlier)
        guard let choice = StepChoice(transition, from: StateID(Int(leaf)), in: model),
            let last = replayable(choice, keeping: earlier, from: configuration(at: Int(index)), to: nil)
        else { return nil }
        return steps + [last]
    }

    func configuration(at index: Int) -> StatechartConfiguration {
        model.isFlat ? StatechartConfiguration(leaf: StateID(Int(flatLeaves[index]))) : configurations[index]
    }

    /// The index of the first configuration `transition` fires from; nil when it never fires or
    /// the search was made without `recordingTransitions`.
    func firstConfiguration(firing transition: TransitionID) -> Int? {
        guard !firstFiring.isEmpty else { return nil }
        let index = firstFiring[model.slot(of: transition)].configuration
        return index < 0 ? nil : Int(index)
    }

    /// Per configuration found, how many steps lead to it from the start.
    var depths: [Int] {
        var depths = [Int](repeating: 0, count: arrivals.count)
        for index in arrivals.indices where arrivals[index].parent >= 0 { depths[index] = depths[Int(arrivals[index].parent)] + 1 }
        return depths
    }

    /// The index of the first configuration where `state` is active, or nil.
    func firstConfiguration(activating state: StateID) -> Int? {
        let index = firstActive[state.index]
        return index < 0 ? nil : Int(index)
    }

    /// The path to the configuration at `index`, rebuilt from the tree: each step's transition and
    /// the leaf it fired from are recorded, and its values are chosen again, keeping each
    /// predicate's value from the steps before wherever the step allows it.
    func steps(to index: Int) -> [PathStep] {
        var earlier: [Int: Int] = [:]
        return steps(to: index, keeping: &earlier)
    }

    /// `steps(to:)`, leaving in `earlier` the last value each predicate type took on the way.
    func steps(to index: Int, keeping earlier: inout [Int: Int]) -> [PathStep] {
        var chain: [Int] = []
        var current = index
        while arrivals[current].parent >= 0 {
            chain.append(current)
            current = Int(arrivals[current].parent)
        }
        var steps: [PathStep] = []
        steps.reserveCapacity(chain.count)
        for index in chain.reversed() {
            let arrival = arrivals[index]
            let transition = TransitionID(state: StateID(Int(arrival.state)), position: Int(arrival.position))
            guard let choice = StepChoice(transition, from: StateID(Int(arrival.leaf)), in: model),
                let step = replayable(choice, keeping: earlier, from: configuration(at: Int(arrival.parent)), to: configuration(at: index))
            else { continue }
            for value in model.predicates.valuation(step.stimulus.values).assignments { earlier[value.type] = value.value }
            steps.append(step)
        }
        return steps
    }

    /// The step firing `choice` from `configuration`, with values that keep `earlier` ones where
    /// the step still does what the search found it to do (reach `expected`, when given); else
    /// with the values the search used.
    func replayable(
        _ choice: StepChoice, keeping earlier: [Int: Int], from configuration: StatechartConfiguration, to expected: StatechartConfiguration?
    ) -> PathStep? {
        let kept = choice.valuation(keeping: earlier)
        // On a flat machine a transition alone on its event fires with any values its guard allows.
        if model.isFlat, !model.sharesEvent[model.slot(of: choice.transition)] {
            let after: StatechartConfiguration
            switch model.destination(of: choice.transition) {
            case .stays: after = configuration
            case .state(let target): after = StatechartConfiguration(leaf: target)
            case .unknown: return nil
            }
            guard expected.map({ $0 == after }) ?? true else { return nil }
            return PathStep(transition: choice.transition, stimulus: choice.stimulus(kept, in: model), configuration: after)
        }
        for valuation in kept == choice.valuation ? [kept] : [kept, choice.valuation] {
            guard
                let firing = model.fire(
                    event: choice.event, valuation: valuation, conditions: choice.conditions, preferred: [choice.transition], in: configuration),
                firing.fired.contains(choice.transition), expected.map({ $0 == firing.configuration }) ?? true
            else { continue }
            return PathStep(transition: choice.transition, stimulus: choice.stimulus(valuation, in: model), configuration: firing.configuration)
        }
        return nil
    }

    // MARK: - The search

    private mutating func search(from starts: [StatechartConfiguration]) {
        if model.isFlat {
            searchFlat(from: starts.compactMap(\.leaves.first))
            return
        }
        var found = Found()
        for start in starts { _ = add(start, Arrival(parent: -1, leaf: -1, state: -1, position: -1), to: &found) }
        var head = 0
        var tried = 0
        while head < configurationCount {
            let configuration = configuration(at: head)
            defer { head += 1 }
            guard !model.isFinished(configuration) else { continue }
            let options = options(in: configuration)
            tried += options.count
            guard tried <= limit.transitionsTried else {
                isComplete = false
                return
            }
            for (transition, leaf) in options {
                guard let choice = StepChoice(transition, from: leaf, in: model),
                    let firing = model.fire(
                        event: choice.event, valuation: choice.valuation, conditions: choice.conditions, preferred: [transition], in: configuration),
                    firing.fired.contains(transition), !isAvoided(firing.configuration)
                else { continue }
                record(transition, firedFrom: leaf, at: head)
                let arrival = Arrival(
                    parent: Int32(head), leaf: Int32(leaf.index), state: Int32(transition.state.index), position: Int32(transition.position))
                guard add(firing.configuration, arrival, to: &found), configurationCount >= limit.configurations else { continue }
                isComplete = false
                return
            }
        }
    }

    /// The search on a machine without composite states, where a configuration is one state and
    /// where a transition leads depends on nothing else: a plain breadth-first search over states
    /// that reads the analysis's resolved targets and normalized guards, and builds no
    /// configuration. Checking a large machine waits on memory, so this is what keeps witnesses
    /// cheap there (Docs/Witnesses.md).
    private mutating func searchFlat(from starts: [StateID]) {
        // Bound once: reaching through `self` in this mutating loop would copy the model's
        // references at every call, which on a large machine cost more than the search.
        let model = model
        let recording = !firstFiring.isEmpty
        let stateCount = model.machine.states.count
        var index = [Int32](repeating: -1, count: stateCount)
        let avoidedStates = Set(avoided)
        for start in starts where index[start.index] < 0 {
            index[start.index] = Int32(flatLeaves.count)
            firstActive[start.index] = Int32(flatLeaves.count)
            flatLeaves.append(Int32(start.index))
            arrivals.append(Arrival(parent: -1, leaf: -1, state: -1, position: -1))
        }
        var head = 0
        var tried = 0
        while head < flatLeaves.count {
            let state = StateID(Int(flatLeaves[head]))
            defer { head += 1 }
            guard !model.isTopLevelFinal(state) else { continue }
            let count = model.slots[state.index + 1] - model.slots[state.index]
            tried += count
            guard tried <= limit.transitionsTried else {
                isComplete = false
                return
            }
            let eventlessOnly = model.firesEventlessFirst(state)
            for position in 0..<count {
                let transition = TransitionID(state: state, position: position)
                guard let target = Self.flatStep(transition, eventlessOnly: eventlessOnly, recording: recording, in: model),
                    avoidedStates.isEmpty || !avoidedStates.contains(target)
                else { continue }
                record(transition, firedFrom: state, at: head)
                guard index[target.index] < 0 else { continue }
                let position = Int32(flatLeaves.count)
                index[target.index] = position
                flatLeaves.append(Int32(target.index))
                arrivals.append(
                    Arrival(parent: Int32(head), leaf: Int32(state.index), state: Int32(state.index), position: Int32(transition.position)))
                firstActive[target.index] = position
                guard flatLeaves.count >= limit.configurations else { continue }
                isComplete = false
                return
            }
        }
    }

    /// On a flat machine, the state firing `transition` leads to (its own state for an internal
    /// one); nil when it cannot fire or goes where fsmcheck cannot follow. A transition fires
    /// whenever its guard can hold, unless the notation lets another of its state's transitions on
    /// the same event win over it, which `StepChoice` settles.
    private static func flatStep(_ transition: TransitionID, eventlessOnly: Bool, recording: Bool, in model: PathModel) -> StateID? {
        let target: StateID
        if let named = model.targets[transition.state.index, transition.position] ?? nil {
            guard let concrete = model.tree.concrete(named) else { return nil }
            target = concrete
        } else {
            // Nothing new is entered: only a search that records transitions needs to tell an
            // internal transition (its own state) from one it cannot follow.
            guard recording, model.transition(transition).isInternal else { return nil }
            target = transition.state
        }
        if eventlessOnly, model.transition(transition).event != nil { return nil }
        if model.sharesEvent[model.slot(of: transition)], model.semantics.guardOverlap != .clash {
            return StepChoice(transition, from: transition.state, in: model) == nil ? nil : target
        }
        return model.guards.of(transition.state, transition.position).terms?.isEmpty == false ? target : nil
    }

    /// Remembers the first configuration `transition` fires from, for `path(firing:)`.
    private mutating func record(_ transition: TransitionID, firedFrom leaf: StateID, at configuration: Int) {
        guard !firstFiring.isEmpty, firstFiring[model.slot(of: transition)].configuration < 0 else { return }
        firstFiring[model.slot(of: transition)] = (Int32(configuration), Int32(leaf.index))
    }

    /// What the search has found, for telling a new configuration from a known one.
    private struct Found {
        var index: [StatechartConfiguration: Int32] = [:]
    }

    /// Adds a configuration not found before, and marks the states it makes active for the first time.
    private mutating func add(_ configuration: StatechartConfiguration, _ arrival: Arrival, to found: inout Found) -> Bool {
        let position = Int32(configurationCount)
        guard found.index.updateValue(position, forKey: configuration) == nil else { return false }
        configurations.append(configuration)
        arrivals.append(arrival)
        for leaf in configuration.leaves {
            var current: StateID? = leaf
            while let state = current, firstActive[state.index] < 0 {
                firstActive[state.index] = position
                current = model.parent(of: state)
            }
        }
        return true
    }

    /// The transitions to try from a configuration, each with the leaf it fires from: every
    /// transition of every active state, once, except those whose target cannot be followed; only
    /// eventless ones when an unconditional one is enabled and the notation fires those at once.
    func options(in configuration: StatechartConfiguration) -> [(TransitionID, StateID)] {
        var options: [(TransitionID, StateID)] = []
        var seen: Set<TransitionID> = []
        var eventlessFires = false
        for leaf in configuration.leaves {
            var current: StateID? = leaf
            while let state = current {
                eventlessFires = eventlessFires || model.firesEventlessFirst(state)
                for position in model.effectiveTransitions[state.index].indices {
                    let id = TransitionID(state: state, position: position)
                    guard model.destination(of: id) != .unknown else { continue }
                    if configuration.leaves.count > 1 { guard seen.insert(id).inserted else { continue } }
                    options.append((id, leaf))
                }
                current = model.parent(of: state)
            }
        }
        return eventlessFires ? options.filter { model.transition($0.0).event == nil } : options
    }

    private func isAvoided(_ configuration: StatechartConfiguration) -> Bool {
        !avoided.isEmpty && configuration.leaves.contains { leaf in avoided.contains { model.tree.isWithin(leaf, $0) } }
    }
}

/// How far a search for paths may go before it stops and says so: machines whose orthogonal
/// regions or histories multiply into more configurations than states are searched up to here.
public struct SearchLimit: Hashable, Sendable {
    /// Configurations found.
    public var configurations: Int
    /// Transitions tried, from all the configurations explored.
    public var transitionsTried: Int

    public init(configurations: Int, transitionsTried: Int) {
        self.configurations = configurations
        self.transitionsTried = transitionsTried
    }

    /// Four configurations per state and sixteen tries per transition (inherited copies counted on
    /// each state), and never less than a search that takes a fraction of a second: on a machine
    /// with one configuration per state, which most are, the search always completes.
    init(stateCount: Int, transitionCount: Int) {
        self.init(configurations: max(100_000, 4 * stateCount), transitionsTried: max(2_000_000, 16 * transitionCount))
    }
}
