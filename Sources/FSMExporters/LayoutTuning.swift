/// How a diagram is shaped for Graphviz, chosen by its size.
///
/// `dot` turns every edge label into a node of its own in the middle of a rank, then spends almost
/// all of its time positioning those nodes. Measured on this project's generated flows (4 labelled
/// transitions per state, CPU time): 100 states 0.3 s, 250 states 4.7 s, 1,000 states over 50 s.
/// Placing the labels after layout (`xlabel`) instead takes 0.2 s and 5.3 s for 250 and 1,000
/// states. Capping the network simplex (`nslimit`) was faster still but crashed Graphviz on 1,000
/// states, even at values that had worked once, so it is not used.
struct LayoutTuning: Equatable {
    /// Above this many edges, labels are placed after layout.
    static let labelledEdgeLimit = 400

    /// The edge attribute that carries transition text.
    let edgeLabelAttribute: String
    /// Said on the picture when the layout was simplified.
    let note: String?

    init(edgeCount: Int, labelsAfterLayout: Bool = false) {
        if edgeCount > Self.labelledEdgeLimit {
            edgeLabelAttribute = "xlabel"
            note = "\(edgeCount) edges: transition labels are placed after layout to keep drawing fast and may overlap; the Markdown table lists every transition"
        } else if labelsAfterLayout {
            edgeLabelAttribute = "xlabel"
            note = "Graphviz crashed laying out this machine's labelled transitions: the labels are placed after layout instead and may overlap; the Markdown table lists every transition"
        } else {
            edgeLabelAttribute = "label"
            note = nil
        }
    }

    /// Graph attributes that go with the choice.
    var graphAttributes: Attributes {
        edgeLabelAttribute == "xlabel" ? ["forcelabels": "true"] : Attributes()
    }
}
