import FSMDiagnostics

/// How a diagram is drawn: `fsmcheck render`'s `--rankdir`, `--detail`, `--no-findings`, `--witness`,
/// `--focus`, `--depth` and `--collapse`.
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

    /// The neighbourhood of one state (`DiagramScope`).
    public struct Focus: Hashable, Sendable {
        /// The state's name; a composite brings the states inside it.
        public var state: String
        /// How many transitions, either way, a drawn state may be from it.
        public var depth: Int

        public init(state: String, depth: Int) {
            self.state = state
            self.depth = depth
        }
    }

    public var rankDirection: RankDirection
    public var detail: Detail
    /// Paint the checker's findings on the diagram.
    public var showFindings: Bool
    /// Place transition labels after layout whatever the machine's size: the second attempt at
    /// a graph Graphviz crashed on, since its crashes are in the layout of labelled edges.
    public var labelsAfterLayout: Bool
    /// Name the picture's elements for a page that scripts it (the HTML report): every state's
    /// node or cluster gets the id `DiagramElementIDs.state`, every edge the classes
    /// `DiagramElementIDs.transition` of the transitions it draws, every other element an id,
    /// all starting with this prefix so that several pictures can share one page. `nil` leaves
    /// Graphviz's own numbering, as `fsmcheck render` writes.
    public var elementIDPrefix: String?
    /// A finding's path to draw on the picture (`render --witness`): its transitions numbered in
    /// the path's colour, the states it passes through outlined.
    public var witness: Witness?
    /// Draw only the states near one state, instead of the whole machine.
    public var focus: Focus?
    /// Draw the composite states at the top level closed, with the number of states inside.
    public var collapse: Bool

    public init(
        rankDirection: RankDirection = .leftToRight,
        detail: Detail = .names,
        showFindings: Bool = true,
        labelsAfterLayout: Bool = false,
        elementIDPrefix: String? = nil,
        witness: Witness? = nil,
        focus: Focus? = nil,
        collapse: Bool = false
    ) {
        self.rankDirection = rankDirection
        self.detail = detail
        self.showFindings = showFindings
        self.labelsAfterLayout = labelsAfterLayout
        self.elementIDPrefix = elementIDPrefix
        self.witness = witness
        self.focus = focus
        self.collapse = collapse
    }
}
