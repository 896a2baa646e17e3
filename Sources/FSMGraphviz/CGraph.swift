internal import CGraphviz
import FSMExporters
import Foundation

/// A cgraph graph built from a `Diagram`, owned by this value's creator: call `close()` once.
///
/// Built through the cgraph API (never by printing and re-parsing DOT), so no user text is ever
/// parsed as DOT syntax. Must be created, used and closed inside `GraphvizSession.withContext`.
struct CGraph {
    let root: UnsafeMutablePointer<Agraph_t>

    init?(_ diagram: Diagram) {
        guard let root = CString.with(diagram.name, { fsmcheck_open_graph($0) }) else { return nil }
        guard Self.populate(root, from: diagram) else {
            agclose(root)
            return nil
        }
        self.root = root
    }

    /// Parents before children, nodes before the edges between them: the order `Diagram` keeps.
    private static func populate(_ root: UnsafeMutablePointer<Agraph_t>, from diagram: Diagram) -> Bool {
        declare(diagram.graphAttributes, kind: AGRAPH, in: root, settingOn: root)
        declare(diagram.nodeDefaults, kind: AGNODE, in: root)
        declare(diagram.edgeDefaults, kind: AGEDGE, in: root)

        var subgraphs: [UnsafeMutablePointer<Agraph_t>] = []
        subgraphs.reserveCapacity(diagram.clusters.count)
        for cluster in diagram.clusters {
            let parent = cluster.parent.map { subgraphs[$0] } ?? root
            guard let subgraph = CString.with(cluster.id, { agsubg(parent, $0, 1) }) else { return false }
            set(cluster.attributes, on: subgraph, in: root)
            subgraphs.append(subgraph)
        }

        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        nodes.reserveCapacity(diagram.nodes.count)
        for node in diagram.nodes {
            let graph = node.cluster.map { subgraphs[$0] } ?? root
            guard let created = CString.with(node.id, { agnode(graph, $0, 1) }) else { return false }
            set(node.attributes, on: created, in: root)
            nodes[node.id] = created
        }

        for edge in diagram.edges {
            guard let tail = nodes[edge.tail], let head = nodes[edge.head], let created = agedge(root, tail, head, nil, 1) else { continue }
            set(edge.attributes, on: created, in: root)
        }
        return true
    }

    func close() {
        agclose(root)
    }

    /// Declares attributes with default values for every object of `kind` (the `node [...]` line);
    /// for the graph itself, also sets them on `object`.
    private static func declare(
        _ attributes: Attributes, kind: Int32, in root: UnsafeMutablePointer<Agraph_t>, settingOn object: UnsafeMutableRawPointer? = nil
    ) {
        for attribute in attributes.entries {
            if let object {
                set(attribute, on: object, in: root)
            } else {
                CString.with(attribute.name) { name in
                    CString.with(attribute.value.text) { value in _ = agattr(root, kind, name, value) }
                }
            }
        }
    }

    private static func set(_ attributes: Attributes, on object: UnsafeMutableRawPointer, in root: UnsafeMutablePointer<Agraph_t>) {
        for attribute in attributes.entries { set(attribute, on: object, in: root) }
    }

    /// An HTML-like value is interned as an HTML string first: cgraph then reuses that string
    /// (and its HTML flag) when the attribute is set.
    private static func set(_ attribute: Attribute, on object: UnsafeMutableRawPointer, in root: UnsafeMutablePointer<Agraph_t>) {
        CString.with(attribute.name) { name in
            CString.with(attribute.value.text) { value in
                CString.with("") { empty in
                    switch attribute.value {
                    case .plain:
                        _ = agsafeset(object, name, value, empty)
                    case .html:
                        let interned = agstrdup_html(root, value)
                        _ = agsafeset(object, name, interned, empty)
                        _ = agstrfree(root, interned)
                    }
                }
            }
        }
    }
}

/// Graphviz 2.42 takes `char *` for names and values it never writes to.
enum CString {
    @discardableResult
    static func with<Result>(_ string: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        string.withCString { body(UnsafeMutablePointer(mutating: $0)) }
    }
}
