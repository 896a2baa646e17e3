import FSMDiagnostics
import FSMModel

/// A machine flattened to its configurations and the steps between them, as properties are
/// answered on it: what `export --to promela` writes, so that SPIN checks the same runs.
///
/// Composite states and regions become configurations; a predicate value becomes one of the
/// environment's choices (a step per choice that changes what happens); each step says which
/// states it enters. Moves fsmcheck cannot follow are not steps (`unfollowed` says so).
public struct ConfigurationSpace: Sendable {
    public struct Step: Hashable, Sendable {
        public var from: Int
        public var to: Int
        /// The step as a witness shows it: `Swipe [Badge.valid]`; a macrostep, its microsteps
        /// joined by `chainSeparator`.
        public var label: String
        /// What names the transition a step fires in a witness: its state, event and location,
        /// `Idle|Coin|4:12`, so that a counterexample can be replayed step by step (a macrostep:
        /// its microsteps' keys joined by `chainSeparator`).
        public var key: String
        /// The states the step makes active (re-enters included).
        public var entered: [String]
    }

    /// Per configuration, its active states without an active child.
    public let configurations: [[String]]
    /// Per configuration, every active state: those, and the states around them.
    public let activeStates: [[String]]
    /// The configurations the machine starts in (one per initial candidate).
    public let starts: [Int]
    public let steps: [Step]
    /// False when the configurations were too many to list them all.
    public let isComplete: Bool
    /// Why there is no configuration: no visible or valid initial state.
    public let noStart: String?
    /// Whether moves fsmcheck cannot follow leave some configuration.
    public let hasUnfollowedMoves: Bool

    public init(_ machine: Machine) {
        let evaluator = PropertyEvaluator(MachineAnalysis(machine))
        noStart = evaluator.noStart
        guard let graph = evaluator.graph else {
            (configurations, activeStates, starts, steps, isComplete, hasUnfollowedMoves) = ([], [], [], [], true, false)
            return
        }
        let model = graph.model
        let name = { (state: StateID) in machine[state].name }
        configurations = graph.configurations.map { $0.leaves.map(name) }
        activeStates = graph.configurations.map { model.activeStates(of: $0).sorted().map(name) }
        starts = graph.starts
        isComplete = graph.isComplete
        hasUnfollowedMoves = !graph.unfollowed.isEmpty
        var steps: [Step] = []
        let simulator = StatechartSimulator(model)
        for configuration in 0..<graph.configurationCount {
            for index in graph.steps(from: configuration) {
                let step = graph.steps[index]
                let shown = simulator.described(graph.microsteps(of: step).compactMap { graph.pathStep($0)?.step })
                guard !shown.isEmpty else { continue }
                let entered = graph.enteredStates(step).map(name)
                steps.append(
                    Step(
                        from: configuration, to: Int(step.to), label: shown.map(\.label).joined(separator: Self.chainSeparator),
                        key: shown.map(Self.key).joined(separator: Self.chainSeparator), entered: entered))
            }
        }
        self.steps = steps
    }

    /// Between the microsteps of a step that fires transitions without an event after its own
    /// (SCXML's macrostep), in its label and its key.
    public static let chainSeparator = " then "

    /// `Idle|Coin|4:12`: the transition a witness step fires.
    public static func key(of step: Witness.Step) -> String {
        "\(step.state)|\(step.event ?? "")|\(step.location.line):\(step.location.column)"
    }
}
