import FSMChecker
import FSMDiagnostics
import FSMModel

/// `fsmcheck path`: which machine, to which state, from where, avoiding what, by name as the
/// user typed them; answered from the workspace's machines.
public struct PathQuery: Sendable {
    /// Needed only when the paths read hold several machines.
    public var machine: String?
    public var to: String
    public var from: String?
    public var avoiding: [String]

    public init(machine: String?, to: String, from: String? = nil, avoiding: [String] = []) {
        self.machine = machine
        self.to = to
        self.from = from
        self.avoiding = avoiding
    }

    /// The path, or why there is none; an invocation error when a name matches nothing (with a
    /// suggestion) or the machine is ambiguous.
    public func answer(in workspace: Workspace, paths: RelativePaths) throws(InvocationError) -> PathAnswer {
        let machine = try chosenMachine(in: workspace, paths: paths)
        let target = try state(named: to, in: machine)
        let start = try from.map { name throws(InvocationError) in try state(named: name, in: machine) }
        var avoided: Set<StateID> = []
        for name in avoiding { avoided.insert(try state(named: name, in: machine)) }
        let search = PathSearch(machine, paths: paths)
        var answer = PathAnswer(machine: machine.name, location: machine.location, from: from, to: machine[target].name, avoiding: avoiding)
        answer.startsInOneOfSeveral = from == nil && search.startsInOneOfSeveral
        switch search.path(to: target, from: start, avoiding: avoided) {
        case .none(let reason):
            answer.reason = reason
        case .found(let configuration, let steps):
            let simulator = StatechartSimulator(machine)
            let leaves = { (configuration: StatechartConfiguration) in configuration.leaves.map { machine[$0].name } }
            answer.start = leaves(configuration)
            answer.steps = zip(simulator.described(steps), steps).map { PathAnswer.Step(transition: $0, active: leaves($1.configuration)) }
        }
        return answer
    }

    private func chosenMachine(in workspace: Workspace, paths: RelativePaths) throws(InvocationError) -> Machine {
        let machines = workspace.machines.map(\.machine)
        guard let name = machine else {
            guard machines.count == 1, let only = machines.first else {
                let names = machines.prefix(10).map { "  \($0.name) (\(paths.relative($0.location.file)))" }
                throw InvocationError(
                    machines.isEmpty
                        ? "no machine found in the paths given"
                        : (["\(machines.count) machines found: choose one with --machine"] + names + (machines.count > 10 ? ["  …"] : [])).joined(
                            separator: "\n"))
            }
            return only
        }
        let named = machines.filter { $0.name == name }
        guard named.count <= 1 else {
            let places = named.map { "  \(paths.relative($0.location.file)):\($0.location.line)" }
            throw InvocationError((["\(named.count) machines are named `\(name)`: name a file that holds only one"] + places).joined(separator: "\n"))
        }
        guard let found = named.first else {
            let hint = NameSuggestion.hint(for: name, in: machines.map(\.name)).map { " (\($0))" } ?? ""
            throw InvocationError("no machine named `\(name)`\(hint)")
        }
        return found
    }

    private func state(named name: String, in machine: Machine) throws(InvocationError) -> StateID {
        if let id = machine.id(named: name) { return id }
        let hint = NameSuggestion.hint(for: name, in: machine.states.map(\.name)).map { " (\($0))" } ?? ""
        throw InvocationError("machine `\(machine.name)` has no state `\(name)`\(hint)")
    }
}

/// What `fsmcheck path` answers: the steps from the start to the state asked for, each with the
/// states active after it, or why there is none.
public struct PathAnswer: Sendable {
    public struct Step: Sendable {
        public var transition: Witness.Step
        /// The active states without an active child after the step.
        public var active: [String]
    }

    public var machine: String
    public var location: SourceLocation
    /// The state the path starts by entering; nil for the initial configuration.
    public var from: String?
    public var to: String
    public var avoiding: [String]
    /// The active states without an active child where the path starts; empty when there is no path.
    public var start: [String] = []
    /// Whether the machine's initial state is one of several candidates (a ternary in Swift): then
    /// the path starts from the nearest of them, and "no path" means from none of them.
    public var startsInOneOfSeveral = false
    public var steps: [Step] = []
    /// Why there is no path; nil when there is one.
    public var reason: String?

    public var isFound: Bool { reason == nil }
}
