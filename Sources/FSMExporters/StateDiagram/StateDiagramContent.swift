import FSMModel

/// What the Mermaid and PlantUML diagrams show, computed once for both.
///
/// Abstract super states are not drawn: their transitions and entry/exit actions appear on the
/// concrete states that inherit them, which is what those states do at run time.
struct StateDiagramContent {
    struct Edge {
        var source: StateID
        /// `nil` when the target names no state (the checker reports it); `targetName` is shown then.
        var target: StateID?
        var targetName: String
        /// With the mark's symbol before it when the transition is marked.
        var label: String
    }

    let machine: Machine
    let edges: [Edge]
    /// Per state: the lines written inside its box (entry and exit actions, internal transitions).
    let descriptions: [[String]]

    init(_ machine: Machine, marks: StateDiagramMarks = StateDiagramMarks()) {
        self.machine = machine
        var edges: [Edge] = []
        var descriptions = [[String]](repeating: [], count: machine.states.count)
        for id in machine.stateIDs where !machine[id].isAbstract {
            let entry = machine.effectiveEntryActions(of: id).map(\.name)
            let exit = machine.effectiveExitActions(of: id).map(\.name)
            if !entry.isEmpty { descriptions[id.index].append("entry / " + entry.joined(separator: ", ")) }
            if !exit.isEmpty { descriptions[id.index].append("exit / " + exit.joined(separator: ", ")) }
            for (position, transition) in machine.effectiveTransitions(of: id).enumerated() {
                let symbol = marks.symbol(of: StateDiagramMarks.TransitionPosition(state: id, position: position))
                let label = StateDiagramMarks.prefixed(Self.label(of: transition), with: symbol)
                guard let target = transition.target else {
                    // A target computed at run time has no state to point at: the state's box says where it goes.
                    let move = transition.computedTarget.map { "to the state \($0) computes" }
                    let line = [label, move].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
                    descriptions[id.index].append(line.isEmpty ? "internal" : line)
                    continue
                }
                edges.append(Edge(source: id, target: machine.id(named: target.name), targetName: target.name, label: label))
            }
        }
        self.edges = edges
        self.descriptions = descriptions
    }

    /// `Event [guard] / action, action`, leaving out what is absent.
    static func label(of transition: Transition) -> String {
        var parts: [String] = []
        if let event = transition.event { parts.append(event.name) }
        if let guardText = transition.guard.displayText { parts.append("[\(guardText)]") }
        if !transition.actions.isEmpty { parts.append("/ " + transition.actions.map(\.name).joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    /// The state entered when `id` is entered, followed through initial children down to a leaf
    /// (the first region of an orthogonal state); `id` itself when it is a leaf.
    func initialLeaf(of id: StateID) -> StateID {
        var current = id
        for _ in machine.states.indices {
            let state = machine[current]
            let next =
                state.initial.flatMap { machine.id(named: $0.name) }.flatMap { state.children.contains($0) ? $0 : nil }
                ?? state.children.first { !machine[$0].isHistory }
            guard let next else { break }
            current = next
        }
        return current
    }

    /// True for a state inside a region of an orthogonal state.
    func isInsideRegion(_ id: StateID) -> Bool {
        machine.ancestors(of: id).contains { machine[$0].kind == .orthogonal }
    }

    /// The machine's initial state when it names one that is drawn.
    var initialState: StateID? {
        machine.initial.flatMap { machine.id(named: $0.name) }.flatMap { machine[$0].isAbstract ? nil : $0 }
    }

    /// A composite's initial child when it names one of its children.
    func initialChild(of id: StateID) -> StateID? {
        machine[id].initial.flatMap { machine.id(named: $0.name) }.flatMap { machine[id].children.contains($0) ? $0 : nil }
    }
}
