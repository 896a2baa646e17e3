/// How readable a layout came out, in numbers taken from the laid-out graph: layout choices are
/// judged by these rather than by eye (the benchmark prints them; tests hold the bundled
/// machines to no label over a node).
public struct LayoutQuality: Hashable, Sendable {
    /// Points where two different edges cross, away from the nodes they share.
    public var edgeCrossings: Int
    /// Pairs of a label (an edge's, or a node's external label) and a node drawn over each other.
    public var labelNodeOverlaps: Int
    /// Pairs of labels drawn over each other.
    public var labelOverlaps: Int
    /// Pairs of nodes drawn over each other (`dot` never does; force-directed layouts may).
    public var nodeOverlaps: Int
    /// Edge labels drawn away from their edge (farther than `LayoutQuality.labelReach`), such as a
    /// label left inside a composite state that its edge only leaves.
    public var detachedLabels: Int
    /// The drawing's bounding box, in square inches.
    public var area: Double

    /// How far, in points, a label may be from its edge and still read as belonging to it.
    public static let labelReach = 18.0

    public init(edgeCrossings: Int, labelNodeOverlaps: Int, labelOverlaps: Int, nodeOverlaps: Int, detachedLabels: Int, area: Double) {
        self.edgeCrossings = edgeCrossings
        self.labelNodeOverlaps = labelNodeOverlaps
        self.labelOverlaps = labelOverlaps
        self.nodeOverlaps = nodeOverlaps
        self.detachedLabels = detachedLabels
        self.area = area
    }
}
