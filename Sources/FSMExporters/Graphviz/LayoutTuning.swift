/// How a diagram is laid out, chosen by its size and shape, and said on the picture.
///
/// Graphviz's `dot` draws statecharts best, but its cost grows with the ranks its edges cross
/// (`LayoutShape`) and with every edge label, which it lays out as a node of its own. Measured on
/// this project's generated machines (`fsmcheck-benchmark render-shapes` and `measure-dot`, CPU
/// time; figures in `Docs/Performance.md`), in order of what each step buys:
/// - far transitions (resets, cancels, errors from everywhere) are drawn to a copy of their target
///   beside their source (`↪ Name`) once their chains would cost more than the rest of the graph:
///   100 states with 15% far jumps went from 9.5 s to 0.4 s, and the picture from a tangle of
///   1,647 edge crossings to its flows with 361. (`nslimit=1 mclimit=0.1 splines=line` takes
///   0.1 s, but leaves 3,748 crossings and 89 labels away from their edges.)
/// - above `labelledEdgeLimit` edges, labels are placed after layout (`xlabel`): 1,000 states
///   went from 53 s to 2.6 s;
/// - above `positionLimit` nodes, `dot`'s final positioning pass is cut short (`nslimit`), which
///   leaves longer edges but took 1,000 states with far jumps from 2.1 s to 1.1 s;
/// - above `overviewStateLimit` states the picture is an overview: composite states are drawn
///   closed (`DiagramScope`), and when that is not enough, `sfdp` places the states without
///   transition labels: `dot` took over 5 minutes on 10,000 states however it was tuned.
///
/// A second attempt after Graphviz crashed (`labelsAfterLayout`) keeps to the safest settings:
/// labels after layout and no limit on positioning, whose early stop is where Graphviz 2.42
/// crashed on large graphs.
struct LayoutTuning: Equatable {
    enum Labels: Equatable {
        /// `label`: `dot` makes room for each label beside its edge.
        case onEdges
        /// `xlabel`: placed after layout, near the edge, possibly over something else.
        case afterLayout
        /// Left out: an overview.
        case none
    }

    /// Above this many edges, labels are placed after layout.
    static let labelledEdgeLimit = 400
    /// Up to this cost (`farEdges`), or this much per drawn node, every edge is drawn to its target.
    static let costLimit = 3_000
    static let costLimitPerNode = 10
    /// Far edges are replaced, longest first, until the cost is down to this much per drawn
    /// node, or half of `costLimit`.
    static let costPerNodeAfterCopies = 4
    /// Shorter edges are never replaced, whatever the cost.
    static let shortestReplacedSpan = 4
    /// Above this many nodes, `dot`'s positioning is cut short.
    static let positionLimit = 300
    /// `nslimit`: positioning stops after this many iterations per node.
    static let positionIterationsPerNode = "0.3"
    /// `ranksep` when labels are placed after layout: room between the ranks for them. Measured
    /// on 1,000 states: labels over nodes went from 925 to 8 (far jumps) and 351 to 0 (friendly)
    /// for 40–60% more area.
    static let rankSeparationForLabelsAfterLayout = "1.25"
    /// Above this many states, the picture is an overview.
    static let overviewStateLimit = 2_000

    let labels: Labels
    /// Indices of the edges drawn to a copy of their target.
    let farEdges: Set<Int>
    /// What the picture says about its layout: one line each.
    let notes: [String]
    let graphAttributes: Attributes

    /// The plain `dot` layout with labels on the edges, for a diagram that needs no tuning.
    static let plain = LayoutTuning(labels: .onEdges, farEdges: [], notes: [], graphAttributes: ["comment": "layout: dot"])

    private init(labels: Labels, farEdges: Set<Int>, notes: [String], graphAttributes: Attributes) {
        self.labels = labels
        self.farEdges = farEdges
        self.notes = notes
        self.graphAttributes = graphAttributes
    }

    /// - Parameters:
    ///   - nodeCount: the states drawn as nodes or boxes.
    ///   - edges: the edges between them, by index below `nodeCount`, and whether each joins states
    ///     of different parents (an edge between two composites' insides).
    ///   - roots: where the machine starts, for ranking.
    ///   - scope: what is left out or closed, when not all of the machine is drawn open.
    ///   - labelsAfterLayout: a second attempt at a graph Graphviz crashed on.
    init(nodeCount: Int, edges: [(tail: Int, head: Int, joinsParents: Bool)], roots: [Int], scope: DiagramScope?, labelsAfterLayout: Bool) {
        var notes: [String] = []
        var attributes = Attributes()
        var seeMore = scope?.dropsLabels ?? false
        if let scope { notes.append(scope.note) }
        if nodeCount > Self.overviewStateLimit {
            labels = .none
            farEdges = []
            notes.insert("layout: sfdp, an overview of \(nodeCount) states without transition labels", at: 0)
            seeMore = true
            attributes = ["layout": "sfdp", "overlap": "prism", "splines": "false", "outputorder": "edgesfirst"]
        } else {
            let labelsOnEdges = scope?.dropsLabels != true && !labelsAfterLayout && edges.count <= Self.labelledEdgeLimit
            let shape = LayoutShape(nodeCount: nodeCount, edges: edges.map { ($0.tail, $0.head) }, roots: roots)
            farEdges = Self.farEdges(shape, joinsParents: edges.map(\.joinsParents), nodeCount: nodeCount, labelsOnEdges: labelsOnEdges)
            var layout = "layout: dot"
            if nodeCount > Self.positionLimit && !labelsAfterLayout {
                attributes["nslimit"] = .plain(Self.positionIterationsPerNode)
                layout += " with positioning cut short (nslimit \(Self.positionIterationsPerNode))"
            }
            notes.insert(layout, at: 0)
            if !farEdges.isEmpty {
                notes.append("\(farEdges.count) far transitions end at a copy of their target (↪ name) beside their source")
            }
            if scope?.dropsLabels == true {
                labels = .none
            } else if labelsAfterLayout {
                labels = .afterLayout
                notes.append(
                    "Graphviz crashed laying out this machine's labelled transitions: the labels are placed after layout instead and may overlap")
                seeMore = true
            } else if edges.count > Self.labelledEdgeLimit {
                labels = .afterLayout
                attributes["ranksep"] = .plain(Self.rankSeparationForLabelsAfterLayout)
                notes.append("\(edges.count) edges: transition labels are placed after layout to keep drawing fast and may overlap")
                seeMore = true
            } else {
                labels = .onEdges
            }
        }
        if seeMore { notes.append(DiagramScope.seeMore) }
        attributes["comment"] = .plain(notes.joined(separator: "; "))
        graphAttributes = attributes
        // A plain layout needs no caption; the comment in the picture's source still names it.
        self.notes = notes == ["layout: dot"] ? [] : notes
    }

    /// When `dot`'s cost is too high, the edges that cross from one composite's inside into
    /// another's (in a large hierarchical machine they run across the whole picture, between the
    /// stacked composites), then the longest edges until the cost is low enough. The cost is the
    /// nodes `dot` lays out: the states, a node per label on an edge, and the chain nodes of long
    /// edges (twice as many with labels on edges, which double the ranks).
    private static func farEdges(_ shape: LayoutShape, joinsParents: [Bool], nodeCount: Int, labelsOnEdges: Bool) -> Set<Int> {
        var chainNodes = shape.chainNodes
        func cost() -> Int { nodeCount + (labelsOnEdges ? shape.spans.count + 2 * chainNodes : chainNodes) }
        guard cost() > max(costLimit, costLimitPerNode * nodeCount) else { return [] }
        var far = Set(joinsParents.indices.filter { joinsParents[$0] })
        for edge in far { chainNodes -= max(0, shape.spans[edge] - 1) }
        let target = max(costLimit / 2, costPerNodeAfterCopies * nodeCount)
        let longestFirst = shape.spans.indices.sorted { (shape.spans[$0], $1) > (shape.spans[$1], $0) }
        for edge in longestFirst where !far.contains(edge) {
            guard cost() > target, shape.spans[edge] >= shortestReplacedSpan else { break }
            far.insert(edge)
            chainNodes -= shape.spans[edge] - 1
        }
        return far
    }
}
