import FSMDiagnostics
import FSMModel

/// Tests for a machine, made from its model (`fsmcheck tests`): paths from the initial
/// configuration that together fire every transition (or make every state active) that can fire,
/// each step an event, the values it arrives with, and the states expected after it.
public struct TestPlan: Sendable {
    /// What every path together must exercise.
    public enum Coverage: String, Hashable, Sendable, CaseIterable {
        /// Every transition that can fire, at least once.
        case transitions
        /// Every state that can be active, at least once.
        case states
    }

    public struct Step: Hashable, Sendable {
        /// The transition taken: its state, event, predicate values, conditions, target and location.
        public var transition: Witness.Step
        /// The same event, values and conditions, as `StatechartSimulator.fire` takes them.
        public var stimulus: Stimulus
        /// The active states without an active child after the step: one for a flat machine.
        public var expected: [String]
    }

    public struct Path: Hashable, Sendable {
        /// The active states without an active child where the path starts: the plan's `initial`,
        /// or another initial candidate when the machine's initial state is one of several.
        public var start: [String]
        public var steps: [Step]
    }

    /// Something the plan does not cover, and why.
    public struct Gap: Hashable, Sendable {
        /// The state; for a transition, the state it belongs to.
        public var state: String
        /// For a transition, its event (nil for an eventless one); nil for a state.
        public var event: String??
        public var location: SourceLocation
        public var reason: String
    }

    public var machine: String
    public var location: SourceLocation
    public var coverage: Coverage
    /// The active states without an active child at the start (the first initial candidate, when
    /// there are several); empty when there is no start.
    public var initial: [String]
    public var paths: [Path]
    /// How many transitions (or states) there are to cover, and how many the paths cover.
    public var total: Int
    public var covered: Int
    public var uncovered: [Gap]
    /// Transitions the paths take whose guards name conditions fsmcheck cannot evaluate: a test
    /// must arrange for them to hold (the steps pass them to the adapter).
    public var needingConditions: [Witness.Step]
    /// Why there is no plan at all (no visible initial state); nil otherwise.
    public var reason: String?

    public var stepCount: Int { paths.reduce(0) { $0 + $1.steps.count } }

    /// Whether some path starts elsewhere than `initial`, in another initial candidate: then a
    /// test must start the machine where its path starts.
    public var startsInSeveralPlaces: Bool { paths.contains { $0.start != initial } }
}
