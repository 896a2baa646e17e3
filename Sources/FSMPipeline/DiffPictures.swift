import FSMDiff
import FSMExporters
import FSMModel

/// A diff's overlay (`DiffOverlay`) drawn two ways: as Mermaid for a pull-request comment, and as
/// a Graphviz diagram for the HTML page. Both use the same colours and symbols: green `+` added,
/// red dashed `−` removed, amber `~` changed.
public enum DiffPictures {
    struct Palette {
        var symbol: String
        var line: String
        var fill: String
    }

    static func palette(_ change: DiffOverlay.Change) -> Palette {
        switch change {
        case .added: Palette(symbol: "+", line: "#1a7f37", fill: "#dafbe1")
        case .removed: Palette(symbol: "−", line: "#cf222e", fill: "#ffebe9")
        case .changed: Palette(symbol: "~", line: "#9a6700", fill: "#fff8c5")
        }
    }

    /// What marks a state's title or a transition's label with `change` on both pictures.
    public static func symbol(for change: DiffOverlay.Change) -> String { palette(change).symbol }

    /// A Mermaid state diagram of the overlay, its marked states styled with `classDef`s and every
    /// marked state and transition labelled with its symbol (Mermaid does not style the edges of
    /// a state diagram).
    public static func mermaid(_ overlay: DiffOverlay) -> String {
        let machine = overlay.machine
        let marks = DiffOverlay.Change.allCases.map { change in
            let palette = palette(change)
            let dash = change == .removed ? ",stroke-dasharray:5 5" : ""
            return StateDiagramMarks.Mark(
                name: change.rawValue, symbol: palette.symbol,
                style: "fill:\(palette.fill),stroke:\(palette.line),stroke-width:2px\(dash),color:#1f2328")
        }
        var states: [StateID: String] = [:]
        var transitions: [StateDiagramMarks.TransitionPosition: String] = [:]
        for id in machine.stateIDs {
            if let change = overlay.stateChanges[machine[id].name] { states[id] = change.rawValue }
            for (position, transition) in machine.effectiveTransitions(of: id).enumerated() {
                if let change = overlay.change(of: transition, in: id) {
                    transitions[StateDiagramMarks.TransitionPosition(state: id, position: position)] = change.rawValue
                }
            }
        }
        return MachineExporter.mermaid(machine, marks: StateDiagramMarks(marks: marks, states: states, transitions: transitions))
    }

    /// The overlay as a Graphviz diagram: the machine drawn as `render` draws it (without its
    /// findings, which the page lists), then each marked state and edge repainted. An edge that
    /// draws several parallel transitions is green or red only when all of them were added or
    /// removed, and amber when some of them changed.
    public static func diagram(_ overlay: DiffOverlay, options: DiagramOptions = DiagramOptions(), prefix: String) -> Diagram {
        let machine = overlay.machine
        var options = options
        options.showFindings = false
        options.elementIDPrefix = prefix
        var diagram = DiagramBuilder.diagram(for: machine, options: options)
        var stateChanges: [String: DiffOverlay.Change] = [:]
        for id in machine.stateIDs {
            if let change = overlay.stateChanges[machine[id].name] { stateChanges[DiagramElementIDs.state(id, prefix: prefix)] = change }
        }
        var transitionChanges: [String: DiffOverlay.Change] = [:]
        for row in MachineTables(machine).rows {
            if let change = overlay.change(of: row.transition, in: row.state) {
                transitionChanges[DiagramElementIDs.transition(state: row.state, position: row.position, prefix: prefix)] = change
            }
        }
        for index in diagram.clusters.indices {
            guard let id = diagram.clusters[index].attributes["id"]?.text, let change = stateChanges[id] else { continue }
            paint(&diagram.clusters[index].attributes, change, box: true)
        }
        for index in diagram.nodes.indices {
            guard let id = diagram.nodes[index].attributes["id"]?.text, let change = stateChanges[id] else { continue }
            let isBox = diagram.nodes[index].attributes["shape"] == nil
            paint(&diagram.nodes[index].attributes, change, box: isBox)
        }
        for index in diagram.edges.indices {
            let classes = diagram.edges[index].attributes["class"]?.text.split(separator: " ").map(String.init) ?? []
            let changes = classes.map { transitionChanges[$0] }
            guard let change = edgeChange(changes) else { continue }
            paint(&diagram.edges[index].attributes, change, box: false)
        }
        return diagram
    }

    /// One change for an edge from those of the transitions it draws (nil: unchanged).
    static func edgeChange(_ changes: [DiffOverlay.Change?]) -> DiffOverlay.Change? {
        guard changes.contains(where: { $0 != nil }) else { return nil }
        if changes.allSatisfy({ $0 == .added }) { return .added }
        if changes.allSatisfy({ $0 == .removed }) { return .removed }
        return .changed
    }

    /// Colours an element; a box (a state's rounded box or a cluster) is also filled, and what
    /// was removed is dashed.
    private static func paint(_ attributes: inout Attributes, _ change: DiffOverlay.Change, box: Bool) {
        let palette = palette(change)
        attributes["color"] = .plain(palette.line)
        attributes["fontcolor"] = .plain(palette.line)
        attributes["penwidth"] = "2"
        var styles = attributes["style"]?.text.split(separator: ",").map(String.init) ?? (box ? ["rounded"] : [])
        if box {
            styles.append("filled")
            attributes["fillcolor"] = .plain(palette.fill)
        }
        if change == .removed { styles.append("dashed") }
        if !styles.isEmpty { attributes["style"] = .plain(styles.joined(separator: ",")) }
    }
}
