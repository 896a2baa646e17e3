import FSMModel

/// The names a diagram built with `DiagramOptions.elementIDPrefix` gives its elements, so that a
/// page can find a state's box or a transition's edge in the SVG Graphviz writes (Graphviz copies
/// `id` and `class` into it). Letters, digits and `_` only: valid as HTML ids, CSS class names
/// and selectors without escaping.
public enum DiagramElementIDs {
    /// The id of the node or cluster that draws a state.
    public static func state(_ id: StateID, prefix: String) -> String {
        "\(prefix)s\(id.index)"
    }

    /// The class, on the edge that draws it, of a state's transition at `position` among its
    /// effective transitions (`MachineTables.Row`). An edge drawing several parallel transitions
    /// has the class of each. Internal transitions are drawn inside their state's box and have
    /// no edge.
    public static func transition(state: StateID, position: Int, prefix: String) -> String {
        "\(prefix)t\(state.index)_\(position)"
    }

    /// The id of any other element: an initial dot, an edge, the graph.
    static func other(_ kind: String, _ index: Int, prefix: String) -> String {
        "\(prefix)\(kind)\(index)"
    }
}
