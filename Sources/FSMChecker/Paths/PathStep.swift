import FSMModel

/// One transition of a machine: the state it applies in and its place among that state's effective
/// transitions (`Machine.effectiveTransitions(of:)`), the same pair that names a row of
/// `MachineTables` and an edge of a diagram. An inherited transition is named on each state that
/// inherits it; a composite's transition on the composite.
public struct TransitionID: Hashable, Sendable, Comparable {
    public var state: StateID
    public var position: Int

    public init(state: StateID, position: Int) {
        self.state = state
        self.position = position
    }

    public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool {
        (lhs.state, lhs.position) < (rhs.state, rhs.position)
    }
}

/// The value a predicate type has when an event arrives: `Cup.present`. A type whose declaration
/// fsmcheck could not read has a value `(other case)` for the cases no guard names.
public struct PredicateValue: Hashable, Sendable, CustomStringConvertible {
    public var type: String
    public var value: String

    public init(type: String, value: String) {
        self.type = type
        self.value = value
    }

    public var description: String { "\(type).\(value)" }
}

/// What arrives at a machine in one step: an event (or none, for eventless transitions), the
/// predicate values it comes with (SwiftFSM's `handleEvent(_:predicates:)`), and the conditions
/// fsmcheck cannot evaluate that hold.
///
/// A predicate type not listed has its first case; a condition not listed fails. When several
/// transitions may fire and the notation does not say which (two guards that overlap, the
/// possible outcomes of code fsmcheck cannot evaluate), `preferred` picks among them: in each
/// active state, the one it names there (orthogonal regions may each have such a choice).
public struct Stimulus: Hashable, Sendable {
    public var event: String?
    public var values: [PredicateValue]
    public var conditions: [String]
    public var preferred: [TransitionID]

    public init(event: String?, values: [PredicateValue] = [], conditions: [String] = [], preferred: [TransitionID] = []) {
        self.event = event
        self.values = values
        self.conditions = conditions
        self.preferred = preferred
    }
}

/// One step of a path: the stimulus that fires `transition`, and the configuration it leads to.
public struct PathStep: Hashable, Sendable {
    /// The transition the step is for. Other regions of an orthogonal state may fire transitions of
    /// their own on the same event; `configuration` includes what they do.
    public var transition: TransitionID
    /// The event, the predicate values that make `transition` fire rather than another (only the
    /// types that matter: the others may take any value), and the conditions it takes to hold.
    public var stimulus: Stimulus
    /// Where the machine is after the step.
    public var configuration: StatechartConfiguration

    public init(transition: TransitionID, stimulus: Stimulus, configuration: StatechartConfiguration) {
        self.transition = transition
        self.stimulus = stimulus
        self.configuration = configuration
    }
}
