import FSMModel

/// Visits a machine's state tree depth first without recursion (machines nest 1,000 deep).
enum StateTreeWalk {
    enum Step {
        /// Before the state's children.
        case enter(StateID, depth: Int)
        /// After the state's children.
        case exit(StateID, depth: Int)
    }

    /// Every state in document order, entered before and exited after its children; states for
    /// which `include` is false are left out with everything below them.
    static func steps(of machine: Machine, including include: (State) -> Bool = { _ in true }) -> [Step] {
        var steps: [Step] = []
        var pending: [(id: StateID, depth: Int, isExit: Bool)] = machine.topLevelStateIDs.reversed().map { ($0, 0, false) }
        while let next = pending.popLast() {
            if next.isExit {
                steps.append(.exit(next.id, depth: next.depth))
                continue
            }
            guard include(machine[next.id]) else { continue }
            steps.append(.enter(next.id, depth: next.depth))
            pending.append((next.id, next.depth, true))
            pending += machine[next.id].children.reversed().map { ($0, next.depth + 1, false) }
        }
        return steps
    }
}
