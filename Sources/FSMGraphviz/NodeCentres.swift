internal import CGraphviz
import FSMExporters

extension GraphvizRenderer {
    /// Where the layout puts each node: its centre in points, by its id in `diagram`; nil when
    /// Graphviz cannot lay the diagram out. Tests compare two layouts with it, to show that a
    /// transition added leaves the other states in place.
    public static func nodeCentres(of diagram: Diagram) -> [String: SIMD2<Double>]? {
        GraphvizSession.shared.withContext { context -> [String: SIMD2<Double>]? in
            guard let context, let graph = CGraph(diagram) else { return nil }
            defer { graph.close() }
            guard gvLayout(context, graph.root, "dot") == 0 else { return nil }
            defer { gvFreeLayout(context, graph.root) }
            var centres: [String: SIMD2<Double>] = [:]
            var node = agfstnode(graph.root)
            while let current = node {
                let box = fsmcheck_node_box(current)
                centres[String(cString: agnameof(current))] = SIMD2(box.x, box.y)
                node = agnxtnode(graph.root, current)
            }
            return centres
        }.result
    }
}
