import FSMChecker

/// One `@Test` of a generated Swift Testing file: a path of its own, or paths that differ only in
/// their last step, written once as a parameterised test over those last steps.
///
/// The rule, the same for every driver: paths that share every step but the last (the same
/// transitions with the same events, values and conditions, hence the same states on the way) form
/// one `@Test(arguments:)` when there are at least two of them. That is the shape the planner gives
/// to the transitions left out of the long paths (the other guarded cases of one event, the other
/// events of one state): a list of "this event, these values → that state" rows after a prefix
/// written once reads better than the prefix copied into several tests. Every other path is a test
/// of its own, named by its events, because a long distinct path is easiest to follow (and to see
/// fail) alone.
enum GeneratedTest: Equatable {
    /// A path of the plan, by its index.
    case path(Int)
    /// Paths of the plan, by index, that share their start and `prefix` (their steps but the last).
    case lastSteps(prefix: [TestPlan.Step], paths: [Int])

    /// Where a path starts and its steps but the last: what paths of one test share.
    private struct Prefix: Hashable {
        var start: [String]
        var steps: [TestPlan.Step]
    }

    /// The plan's paths as tests, in the order of each test's first path.
    static func tests(for plan: TestPlan) -> [GeneratedTest] {
        var members: [Prefix: [Int]] = [:]
        var order: [Prefix] = []
        for (index, path) in plan.paths.enumerated() where !path.steps.isEmpty {
            let prefix = Prefix(start: path.start, steps: Array(path.steps.dropLast()))
            if members[prefix] == nil { order.append(prefix) }
            members[prefix, default: []].append(index)
        }
        var tests: [(first: Int, test: GeneratedTest)] = []
        for prefix in order {
            let indices = members[prefix] ?? []
            if indices.count > 1 {
                tests.append((indices[0], .lastSteps(prefix: prefix.steps, paths: indices)))
            } else {
                tests += indices.map { ($0, .path($0)) }
            }
        }
        return tests.sorted { $0.first < $1.first }.map(\.test)
    }

    /// What the test is called: the events of its path, or of the shared prefix and how many last
    /// steps follow it ("Coin → Pass, then one of 3 steps"; "From the start, one of 2 steps").
    func name(in plan: TestPlan) -> String {
        switch self {
        case .path(let index):
            return Self.events(plan.paths[index].steps)
        case .lastSteps(let prefix, let paths):
            let start = prefix.isEmpty ? "From the start," : Self.events(prefix) + ", then"
            return start + " one of \(paths.count) steps"
        }
    }

    /// "Coin → Pass [Enforcement.strong] → Silence"
    static func events(_ steps: [TestPlan.Step]) -> String {
        steps.map(\.transition.label).joined(separator: " → ")
    }
}
