/// How a diagram is drawn: `fsmcheck render`'s `--rankdir`, `--detail` and `--no-findings`.
public struct DiagramOptions: Hashable, Sendable {
    public enum RankDirection: String, Hashable, Sendable, CaseIterable {
        /// Left to right: the usual reading order for state machines.
        case leftToRight = "LR"
        case topToBottom = "TB"
    }

    public enum Detail: String, Hashable, Sendable, CaseIterable {
        /// State names and events only.
        case names
        /// Also guards, actions, and entry/exit actions inside the states.
        case full
    }

    public var rankDirection: RankDirection
    public var detail: Detail
    /// Paint the checker's findings on the diagram.
    public var showFindings: Bool
    /// Place transition labels after layout whatever the machine's size: the second attempt at
    /// a graph Graphviz crashed on, since its crashes are in the layout of labelled edges.
    public var labelsAfterLayout: Bool

    public init(rankDirection: RankDirection = .leftToRight, detail: Detail = .names, showFindings: Bool = true, labelsAfterLayout: Bool = false) {
        self.rankDirection = rankDirection
        self.detail = detail
        self.showFindings = showFindings
        self.labelsAfterLayout = labelsAfterLayout
    }
}
