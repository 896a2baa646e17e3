import FSMModel

/// How a state takes part in the statechart's configuration, decided once so that rules and the
/// state graph agree on odd input (a state with children but kind `atomic` behaves as a composite).
enum StateRole: Sendable {
    /// Never entered: its transitions only reach the states that inherit them.
    case abstract
    /// No children: the states a configuration is made of.
    case leaf
    /// Entering it enters its initial child.
    case composite
    /// Entering it enters every region (child).
    case orthogonal
}

/// The nesting of a machine's states, with constant-time "is inside" tests and name resolution.
///
/// Built without recursion: `Machine.addState` gives every child a larger index than its parent,
/// so parents are always seen first, and the pre-order numbering uses an explicit stack.
struct StateTree: Sendable {
    let roles: [StateRole]
    /// The nearest orthogonal proper ancestor of each state.
    let orthogonalAncestor: [StateID?]
    private let preorder: [Int]
    private let subtreeSize: [Int]

    init(_ machine: Machine) {
        let count = machine.states.count
        roles = machine.states.indices.map { index in
            let kind = machine.states[index].kind
            if kind == .abstract { return .abstract }
            if machine.states[index].children.isEmpty { return .leaf }
            return kind == .orthogonal ? .orthogonal : .composite
        }
        var orthogonalAncestor = [StateID?](repeating: nil, count: count)
        var subtreeSize = [Int](repeating: 1, count: count)
        for index in 0..<count {
            guard let parent = machine.states[index].parent else { continue }
            orthogonalAncestor[index] = roles[parent.index] == .orthogonal ? parent : orthogonalAncestor[parent.index]
        }
        for index in stride(from: count - 1, through: 0, by: -1) {
            if let parent = machine.states[index].parent { subtreeSize[parent.index] += subtreeSize[index] }
        }
        var preorder = [Int](repeating: 0, count: count)
        var stack = machine.topLevelStateIDs.reversed().map(\.index)
        var next = 0
        while let index = stack.popLast() {
            preorder[index] = next
            next += 1
            stack += machine.states[index].children.reversed().map(\.index)
        }
        self.orthogonalAncestor = orthogonalAncestor
        self.subtreeSize = subtreeSize
        self.preorder = preorder
    }

    /// True when `state` is `ancestor` or nested somewhere inside it.
    func isWithin(_ state: StateID, _ ancestor: StateID) -> Bool {
        let offset = preorder[state.index] - preorder[ancestor.index]
        return offset >= 0 && offset < subtreeSize[ancestor.index]
    }

    /// `id` unless it names an abstract state, which is never entered: what a target or an
    /// initial state leads to in the state graph.
    func concrete(_ id: StateID?) -> StateID? {
        id.flatMap { roles[$0.index] == .abstract ? nil : $0 }
    }

    /// How many states are nested inside `state`, at any depth.
    func descendantCount(of state: StateID) -> Int { subtreeSize[state.index] - 1 }
}

extension Machine {
    /// The state a target, initial or super-state name refers to: the exact name, or a dotted path
    /// such as `Functioning.Idle` whose last part is the state and whose other parts are, in order,
    /// some of its ancestors.
    func resolve(_ name: String) -> StateID? {
        if let id = id(named: name) { return id }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, let last = parts.last, let id = id(named: last) else { return nil }
        var expected = parts.dropLast().reversed().makeIterator()
        var wanted = expected.next()
        for ancestor in ancestors(of: id) where self[ancestor].name == wanted {
            wanted = expected.next()
        }
        return wanted == nil ? id : nil
    }
}
