import FSMModel

/// Where an edge line is written in a state diagram, and which boxes it joins.
///
/// Mermaid and PlantUML both read a state diagram as nested blocks, and each has rules about
/// edges that reach into a block, learnt from their renderers rather than documented:
///
/// - Mermaid crashes on an edge that touches a state with children inside a parallel region
///   (mermaid-js/mermaid#4052), so such an end is moved to that state's initial leaf. It moves a
///   state into the last block that mentions it (mermaid-js/mermaid#5290), so an edge is written
///   inside a composite's block only when both ends are that composite's children, else at the
///   top level, where a mention leaves the state in place.
/// - PlantUML refuses an edge that links a state inside a concurrent state with one outside it
///   ("cannot be linked out of this concurrent state"), so such an end is moved to the outermost
///   parallel state it must leave. A state in an unnamed region (a plain state directly inside a
///   parallel state) cannot be named outside that region, so every edge is written in the
///   innermost block that holds both ends (a state's own block when it links to its descendant),
///   or in the region, for a self-loop on a state that is a region.
enum StateDiagramEdgeRouting {
    case mermaid
    case plantUML

    /// Where an edge's line goes: inside a composite's block, after a state's declaration (in the
    /// same region, for a self-loop on a state that is a region), or at the top level.
    enum Placement: Hashable {
        case top
        case inside(StateID)
        case after(StateID)
    }

    struct RoutedEdge {
        var source: StateID
        /// `nil` when the target names no state; `targetName` is written then.
        var target: StateID?
        var targetName: String
        /// The label, with `(from …)` / `(to …)` when an end was moved.
        var label: String
        var placement: Placement
    }

    func route(_ edge: StateDiagramContent.Edge, in content: StateDiagramContent) -> RoutedEdge {
        let machine = content.machine
        var label = edge.label
        var source = edge.source
        var target = edge.target
        switch self {
        case .mermaid:
            if needsMermaidRedirect(source, content) {
                label += " (from \(machine[source].name))"
                source = content.initialLeaf(of: source)
            }
            if let original = target, needsMermaidRedirect(original, content) {
                label += " (to \(machine[original].name))"
                target = content.initialLeaf(of: original)
            }
        case .plantUML:
            if let original = target {
                let common = Self.commonAncestor(source, original, in: machine)
                if let outer = Self.outermostParallel(enclosing: source, below: common, in: machine) {
                    label += " (from \(machine[source].name))"
                    source = outer
                }
                if let outer = Self.outermostParallel(enclosing: original, below: common, in: machine) {
                    label += " (to \(machine[original].name))"
                    target = outer
                }
            }
        }
        return RoutedEdge(source: source, target: target, targetName: edge.targetName, label: label, placement: placement(source, target, machine))
    }

    /// The state the diagram's `[*]` marker points at for the machine's initial state `id`, and a
    /// `(to …)` label when that is not `id` itself.
    func initialMarker(to id: StateID, in machine: Machine) -> (target: StateID, label: String?) {
        guard self == .plantUML, let outer = Self.outermostParallel(enclosing: id, below: nil, in: machine) else { return (id, nil) }
        return (outer, "(to \(machine[id].name))")
    }

    private func needsMermaidRedirect(_ id: StateID, _ content: StateDiagramContent) -> Bool {
        content.machine[id].hasChildren && content.isInsideRegion(id)
    }

    private func placement(_ source: StateID, _ target: StateID?, _ machine: Machine) -> Placement {
        guard let target else { return .top }
        switch self {
        case .mermaid:
            guard let parent = machine[source].parent, machine[target].parent == parent, machine[parent].kind == .composite else { return .top }
            return .inside(parent)
        case .plantUML:
            // Inside the state that holds both ends, or holds one end and is the other.
            guard source == target else { return Self.commonAncestor(source, target, in: machine).map(Placement.inside) ?? .top }
            guard let parent = machine[source].parent else { return .top }
            return machine[parent].kind == .orthogonal ? .after(source) : .inside(parent)
        }
    }

    /// The deepest state that is `a` or `b` or holds both; `nil` when only the top level does.
    static func commonAncestor(_ a: StateID, _ b: StateID, in machine: Machine) -> StateID? {
        let chainOfA = [a] + machine.ancestors(of: a)
        let chainOfB = Set([b] + machine.ancestors(of: b))
        return chainOfA.first { chainOfB.contains($0) }
    }

    /// The outermost parallel state that holds `id` (strictly) and is `common` or inside it: the
    /// parallel state an edge from `id` to a state under `common` must leave.
    private static func outermostParallel(enclosing id: StateID, below common: StateID?, in machine: Machine) -> StateID? {
        guard id != common else { return nil }
        var result: StateID?
        for ancestor in machine.ancestors(of: id) {
            if machine[ancestor].kind == .orthogonal { result = ancestor }
            if ancestor == common { break }
        }
        return result
    }
}
