internal import CGraphviz
import FSMExporters

/// Measuring a laid-out graph: the numbers `LayoutQuality` holds, taken from Graphviz's records.
extension LayoutQuality {
    /// Measures a graph between `gvLayout` and `gvFreeLayout`, inside `GraphvizSession.withContext`.
    static func measure(_ graph: UnsafeMutablePointer<Agraph_t>) -> LayoutQuality {
        let drawn = LaidOutGraph(graph)
        let bounds = fsmcheck_graph_bounds(graph)
        return LayoutQuality(
            edgeCrossings: drawn.edgeCrossings(),
            labelNodeOverlaps: drawn.labelNodeOverlaps(),
            labelOverlaps: drawn.overlaps(drawn.labels, nil),
            nodeOverlaps: drawn.overlaps(drawn.nodes, nil),
            detachedLabels: drawn.detachedLabels(),
            area: max(0, bounds.UR.x - bounds.LL.x) * max(0, bounds.UR.y - bounds.LL.y) / (72 * 72)
        )
    }
}

/// The boxes and lines of a laid-out graph, copied out of Graphviz's records.
private struct LaidOutGraph {
    struct Segment {
        var start: Point
        var end: Point
        var edge: Int
    }

    var nodes: [Box] = []
    var labels: [Box] = []
    /// Labels of edges, with the edge each belongs to; also in `labels`.
    var edgeLabels: [(box: Box, edge: Int)] = []
    var segments: [Segment] = []
    /// The boxes of each edge's two nodes, where edges meet rather than cross.
    var endpoints: [(Box, Box)] = []

    /// Samples per cubic Bézier piece when edges are flattened to lines.
    static let samplesPerCurve = 4

    init(_ graph: UnsafeMutablePointer<Agraph_t>) {
        var indexOf: [UnsafeMutablePointer<Agnode_t>: Int] = [:]
        var node = agfstnode(graph)
        while let current = node {
            indexOf[current] = nodes.count
            nodes.append(Box(fsmcheck_node_box(current)))
            var label = fsmcheck_box_t()
            if fsmcheck_node_xlabel_box(current, &label) != 0 { labels.append(Box(label)) }
            node = agnxtnode(graph, current)
        }
        node = agfstnode(graph)
        while let current = node {
            var edge = agfstout(graph, current)
            while let drawn = edge {
                addEdge(drawn, tail: nodes[indexOf[current] ?? 0], head: indexOf[fsmcheck_edge_head(drawn)].map { nodes[$0] } ?? nodes[0])
                edge = agnxtout(graph, drawn)
            }
            node = agnxtnode(graph, current)
        }
    }

    private mutating func addEdge(_ edge: UnsafeMutablePointer<Agedge_t>, tail: Box, head: Box) {
        let index = endpoints.count
        for kind in Int32(0)..<4 {
            var label = fsmcheck_box_t()
            guard fsmcheck_edge_label_box(edge, kind, &label) != 0 else { continue }
            labels.append(Box(label))
            edgeLabels.append((Box(label), index))
        }
        endpoints.append((tail.expanded(by: 2), head.expanded(by: 2)))
        for curve in 0..<fsmcheck_edge_curve_count(edge) {
            var pointer: UnsafePointer<pointf>?
            let count = Int(fsmcheck_edge_curve(edge, curve, &pointer))
            guard let pointer, count >= 4 else { continue }
            var previous = Point(pointer[0])
            for piece in stride(from: 0, to: count - 3, by: 3) {
                let controls = (Point(pointer[piece]), Point(pointer[piece + 1]), Point(pointer[piece + 2]), Point(pointer[piece + 3]))
                for sample in 1...Self.samplesPerCurve {
                    let next = Point.bezier(controls, at: Double(sample) / Double(Self.samplesPerCurve))
                    segments.append(Segment(start: previous, end: next, edge: index))
                    previous = next
                }
            }
        }
    }

    func edgeCrossings() -> Int {
        guard segments.count > 1 else { return 0 }
        var grid = Grid(covering: segments.flatMap { [$0.start, $0.end] }, items: segments.count)
        for (index, segment) in segments.enumerated() { grid.insert(index, along: segment.start, segment.end) }
        var crossings = 0
        for (cell, members) in grid.cells where members.count > 1 {
            for first in 0..<(members.count - 1) {
                let one = segments[members[first]]
                for second in (first + 1)..<members.count {
                    let other = segments[members[second]]
                    guard one.edge != other.edge, let point = Point.intersection(one.start, one.end, other.start, other.end),
                        grid.cell(of: point) == cell
                    else { continue }
                    let (a, b) = endpoints[one.edge]
                    let (c, d) = endpoints[other.edge]
                    if a.contains(point) || b.contains(point) || c.contains(point) || d.contains(point) { continue }
                    crossings += 1
                }
            }
        }
        return crossings
    }

    func detachedLabels() -> Int {
        var segmentsOf: [[Segment]] = Array(repeating: [], count: endpoints.count)
        for segment in segments { segmentsOf[segment.edge].append(segment) }
        return edgeLabels.count { label in
            !segmentsOf[label.edge].contains { label.box.distance(to: $0.start, $0.end) <= LayoutQuality.labelReach }
        }
    }

    func labelNodeOverlaps() -> Int {
        overlaps(labels, nodes)
    }

    /// Pairs of overlapping boxes, one from `boxes` and one from `others` (or two from `boxes`).
    func overlaps(_ boxes: [Box], _ others: [Box]?) -> Int {
        let targets = others ?? boxes
        guard !boxes.isEmpty, !targets.isEmpty else { return 0 }
        var grid = Grid(covering: (boxes + targets).flatMap { [$0.low, $0.high] }, items: boxes.count + targets.count)
        for (index, box) in targets.enumerated() { grid.insert(index, covering: box) }
        var count = 0
        var seen = [Int](repeating: -1, count: targets.count)
        for (index, box) in boxes.enumerated() {
            for candidate in grid.members(covering: box) where seen[candidate] != index {
                seen[candidate] = index
                if others == nil && candidate <= index { continue }
                if box.overlaps(targets[candidate]) { count += 1 }
            }
        }
        return count
    }
}

private struct Point: Hashable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: pointf) {
        self.init(x: point.x, y: point.y)
    }

    static func bezier(_ controls: (Point, Point, Point, Point), at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            x: a * controls.0.x + b * controls.1.x + c * controls.2.x + d * controls.3.x,
            y: a * controls.0.y + b * controls.1.y + c * controls.2.y + d * controls.3.y
        )
    }

    func distance(toSegment start: Point, _ end: Point) -> Double {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : min(1, max(0, ((x - start.x) * dx + (y - start.y) * dy) / length))
        let (px, py) = (start.x + t * dx - x, start.y + t * dy - y)
        return (px * px + py * py).squareRoot()
    }

    /// Where segments `p`–`q` and `r`–`s` cross; nil when they do not, or run parallel.
    static func intersection(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Point? {
        let (dx1, dy1, dx2, dy2) = (q.x - p.x, q.y - p.y, s.x - r.x, s.y - r.y)
        let denominator = dx1 * dy2 - dy1 * dx2
        guard abs(denominator) > 1e-9 else { return nil }
        let t = ((r.x - p.x) * dy2 - (r.y - p.y) * dx2) / denominator
        let u = ((r.x - p.x) * dy1 - (r.y - p.y) * dx1) / denominator
        guard (0...1).contains(t), (0...1).contains(u) else { return nil }
        return Point(x: p.x + t * dx1, y: p.y + t * dy1)
    }
}

private struct Box {
    var low: Point
    var high: Point

    init(low: Point, high: Point) {
        self.low = low
        self.high = high
    }

    init(_ box: fsmcheck_box_t) {
        self.init(low: Point(x: box.x - box.width / 2, y: box.y - box.height / 2), high: Point(x: box.x + box.width / 2, y: box.y + box.height / 2))
    }

    func expanded(by margin: Double) -> Box {
        Box(low: Point(x: low.x - margin, y: low.y - margin), high: Point(x: high.x + margin, y: high.y + margin))
    }

    func contains(_ point: Point) -> Bool {
        (low.x...high.x).contains(point.x) && (low.y...high.y).contains(point.y)
    }

    /// 0 when the segment touches the box.
    func distance(to start: Point, _ end: Point) -> Double {
        if contains(start) || contains(end) { return 0 }
        let corners = [low, Point(x: low.x, y: high.y), high, Point(x: high.x, y: low.y)]
        for side in 0..<4 where Point.intersection(start, end, corners[side], corners[(side + 1) % 4]) != nil { return 0 }
        let fromEnds = [start, end].map(distance(to:)).min() ?? 0
        let fromCorners = corners.map { $0.distance(toSegment: start, end) }.min() ?? 0
        return min(fromEnds, fromCorners)
    }

    func distance(to point: Point) -> Double {
        let dx = max(low.x - point.x, 0, point.x - high.x)
        let dy = max(low.y - point.y, 0, point.y - high.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// More than touching: boxes that share only a border, or a point's width of one, do not count.
    func overlaps(_ other: Box) -> Bool {
        let tolerance = 0.5
        return low.x + tolerance < other.high.x && other.low.x + tolerance < high.x
            && low.y + tolerance < other.high.y && other.low.y + tolerance < high.y
    }
}

/// Square cells over the drawing, each listing the items that touch it, so that only items that
/// share a cell are compared: a 10,000-state drawing has far too many pairs to compare them all.
private struct Grid {
    struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    let origin: Point
    let size: Double
    private(set) var cells: [Cell: [Int]] = [:]

    /// About one item per cell over the points' bounding box.
    init(covering points: [Point], items: Int) {
        let low = Point(x: points.map(\.x).min() ?? 0, y: points.map(\.y).min() ?? 0)
        let high = Point(x: points.map(\.x).max() ?? 0, y: points.map(\.y).max() ?? 0)
        origin = low
        size = max(18, ((high.x - low.x) * (high.y - low.y) / Double(max(items, 1))).squareRoot())
    }

    func cell(of point: Point) -> Cell {
        Cell(column: Int(((point.x - origin.x) / size).rounded(.down)), row: Int(((point.y - origin.y) / size).rounded(.down)))
    }

    mutating func insert(_ item: Int, covering box: Box) {
        let (low, high) = (cell(of: box.low), cell(of: box.high))
        for column in low.column...high.column {
            for row in low.row...high.row { cells[Cell(column: column, row: row), default: []].append(item) }
        }
    }

    /// Every cell the segment passes through (Amanatides and Woo's walk).
    mutating func insert(_ item: Int, along start: Point, _ end: Point) {
        var current = cell(of: start)
        let last = cell(of: end)
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let stepX = dx > 0 ? 1 : -1
        let stepY = dy > 0 ? 1 : -1
        func boundary(_ index: Int, _ step: Int, _ from: Double, _ origin: Double) -> Double {
            origin + Double(index + (step > 0 ? 1 : 0)) * size - from
        }
        var nextX = dx == 0 ? Double.infinity : boundary(current.column, stepX, start.x, origin.x) / dx
        var nextY = dy == 0 ? Double.infinity : boundary(current.row, stepY, start.y, origin.y) / dy
        let deltaX = dx == 0 ? Double.infinity : size / abs(dx)
        let deltaY = dy == 0 ? Double.infinity : size / abs(dy)
        let steps = abs(last.column - current.column) + abs(last.row - current.row)
        cells[current, default: []].append(item)
        for _ in 0..<steps {
            if nextX < nextY {
                current.column += stepX
                nextX += deltaX
            } else {
                current.row += stepY
                nextY += deltaY
            }
            cells[current, default: []].append(item)
        }
    }

    func members(covering box: Box) -> [Int] {
        let (low, high) = (cell(of: box.low), cell(of: box.high))
        var result: [Int] = []
        for column in low.column...high.column {
            for row in low.row...high.row { result += cells[Cell(column: column, row: row)] ?? [] }
        }
        return result
    }
}
