/// UML's history pseudo-state: a small rounded box marked H (shallow) or H* (deep), with the
/// state's name under it, both inside the node. As an `xlabel` beside a circle, the name was
/// placed after layout, over whatever edge label was already there (`resume` and `resumePoint`
/// in `Specs/media-player.scxml`); inside the node, `dot` keeps edge labels clear of it. Edges
/// attach to the mark's box (`port`), not to the name under it.
enum HistoryLabel {
    static let port = "mark"

    static func html(name: String, isDeep: Bool, isUnreachable: Bool, isStuck: Bool) -> String {
        let color = isStuck ? Style.findingColor : isUnreachable ? Style.unreachableColor : "black"
        var box = "border=\"\(isStuck ? Style.findingPenWidth : "1")\" color=\"\(color)\" style=\"\(isUnreachable ? "rounded,dashed" : "rounded")\""
        if isUnreachable { box += " bgcolor=\"\(Style.unreachableFill)\"" }
        let textColor = isUnreachable ? Style.unreachableColor : "black"
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"0\"><tr><td fixedsize=\"true\" width=\"26\" height=\"24\">"
            + "<table \(box) cellborder=\"0\" cellpadding=\"0\" cellspacing=\"0\"><tr><td port=\"\(port)\" fixedsize=\"true\" width=\"24\" height=\"22\">"
            + "<font color=\"\(textColor)\">\(isDeep ? "H*" : "H")</font></td></tr></table></td></tr>"
            + "<tr><td><font point-size=\"10\" color=\"\(textColor)\">\(DOTEscaping.html(name))</font></td></tr></table>"
    }
}
