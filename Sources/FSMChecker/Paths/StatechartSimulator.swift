import FSMModel

/// Runs a machine on paper: which configuration a sequence of stimuli leads to, with the same
/// semantics the checker's witnesses and `fsmcheck path` are computed with (`PathModel`,
/// `ConfigurationChange`). It is what proves a path: replaying it must end where it claims.
///
/// ```swift
/// let simulator = StatechartSimulator(machine)
/// let start = simulator.initialConfiguration                       // nil: no visible initial state
/// let after = start.flatMap { simulator.fire(Stimulus(event: "Coin"), in: $0) }
/// after?.fired                                                       // the transitions that fired
/// after.map { simulator.isActive(unlocked, in: $0.configuration) }
/// ```
public struct StatechartSimulator: Sendable {
    let model: PathModel

    public init(_ machine: Machine) {
        self.init(PathModel(MachineAnalysis(machine)))
    }

    init(_ model: PathModel) {
        self.model = model
    }

    public var machine: Machine { model.machine }

    /// Where the machine starts; nil when it names no initial state, or one that cannot be entered
    /// or cannot be seen.
    public var initialConfiguration: StatechartConfiguration? {
        model.startConfiguration
    }

    /// The configuration right after `state` is entered from outside it, with nothing recorded in
    /// history: its ancestors, and below it its initial states, regions and history defaults.
    /// Nil for an abstract super state, which is never entered.
    public func configuration(entering state: StateID) -> StatechartConfiguration? {
        model.configuration(entering: state)
    }

    /// Every active state: the leaves and their ancestors, in state order.
    public func activeStates(in configuration: StatechartConfiguration) -> [StateID] {
        model.activeStates(of: configuration).sorted()
    }

    public func isActive(_ state: StateID, in configuration: StatechartConfiguration) -> Bool {
        configuration.leaves.contains { model.tree.isWithin($0, state) }
    }

    /// Whether the machine has stopped: a top-level final state is active.
    public func isFinished(_ configuration: StatechartConfiguration) -> Bool {
        model.isFinished(configuration)
    }

    /// What firing a stimulus did.
    public struct Firing: Hashable, Sendable {
        /// The transitions that fired, at most one per region; empty when nothing handled the stimulus.
        public var fired: [TransitionID]
        public var configuration: StatechartConfiguration
    }

    /// Fires the stimulus; nil when a transition that fires goes where fsmcheck cannot follow (a
    /// target computed at run time, an undefined or abstract one).
    public func fire(_ stimulus: Stimulus, in configuration: StatechartConfiguration) -> Firing? {
        model.fire(
            event: stimulus.event, valuation: model.predicates.valuation(stimulus.values), conditions: stimulus.conditions,
            preferred: stimulus.preferred, in: configuration
        ).map { Firing(fired: $0.fired, configuration: $0.configuration) }
    }

    /// The transitions that may fire for the stimulus (`preferred` aside), per active state without
    /// an active child, inner first: more than one of a state means the machine does not say which.
    public func candidates(for stimulus: Stimulus, in configuration: StatechartConfiguration) -> [TransitionID] {
        let valuation = model.predicates.valuation(stimulus.values)
        var found: [TransitionID] = []
        for leaf in configuration.leaves {
            var current: StateID? = leaf
            while let state = current {
                let positions = model.candidates(at: state, event: stimulus.event, valuation: valuation, conditions: stimulus.conditions)
                if !positions.isEmpty {
                    for position in positions where !found.contains(TransitionID(state: state, position: position)) {
                        found.append(TransitionID(state: state, position: position))
                    }
                    break
                }
                current = model.parent(of: state)
            }
        }
        return found
    }

    /// Replays a path from `start` (the initial configuration when nil); the configuration it ends
    /// in, or nil when a step's transition does not fire or the step ends elsewhere than it says.
    public func replay(_ steps: [PathStep], from start: StatechartConfiguration? = nil) -> StatechartConfiguration? {
        guard var current = start ?? initialConfiguration else { return nil }
        for step in steps {
            guard let firing = fire(step.stimulus, in: current), firing.fired.contains(step.transition),
                firing.configuration == step.configuration
            else { return nil }
            current = firing.configuration
        }
        return current
    }

    /// The transition a path step names, as written.
    public func transition(_ id: TransitionID) -> Transition { model.transition(id) }
}
