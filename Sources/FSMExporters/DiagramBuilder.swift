import FSMDiagnostics
import FSMModel

/// Turns a machine and the checker's findings into a statechart diagram.
public enum DiagramBuilder {
    public static func diagram(for machine: Machine, findings: [Diagnostic] = [], options: DiagramOptions = DiagramOptions()) -> Diagram {
        var assembly = DiagramAssembly(machine: machine, findings: findings, options: options)
        return assembly.build()
    }
}

/// One diagram under construction.
///
/// The passes run in a fixed order: transitions are grouped first because a state's label shows
/// its internal transitions; states become clusters and nodes next (parents before children, as
/// the model stores them); edges come last because they attach to nodes inside clusters.
private struct DiagramAssembly {
    let machine: Machine
    let options: DiagramOptions
    var marks: FindingMarks
    var ids = IdentifierPool()
    var diagram: Diagram

    /// Drawn states that are clusters (composites, orthogonal states and their regions).
    var clusterOf: [StateID: Int] = [:]
    /// Drawn states that are nodes.
    var nodeOf: [StateID: String] = [:]
    /// The initial dot inside a composite or region.
    var initialDotOf: [StateID: String] = [:]
    /// The `?` node that transitions whose target is computed at run time point at, once there is one.
    var computedTargetNode: String?
    var internalLines: [StateID: [InternalLine]] = [:]
    var edgeGroups: [EdgeGroup] = []
    var tuning = LayoutTuning(edgeCount: 0)

    struct InternalLine {
        var text: String
        var isClashing: Bool
    }

    struct EdgeKey: Hashable {
        var source: StateID
        /// `nil` for the `?` node: a target computed at run time, which may be any state.
        var target: StateID?
        var isDynamic: Bool
    }

    /// Parallel transitions between the same two states, drawn as one edge with one line each:
    /// fewer edges is what keeps Graphviz's layout fast, and one label per pair reads better.
    struct EdgeGroup {
        /// Up to this many lines, a new line is compared with each; most groups hold one or two.
        static let linesSearchedInOrder = 8

        var key: EdgeKey
        var lines: [String] = []
        /// The lines in `lines`, once there are more than `linesSearchedInOrder`.
        var seenLines: Set<String> = []
        var isClashing = false
        var isInheritedOnly = true
        /// The `DiagramElementIDs.transition` class of each transition drawn, when elements are named.
        var classes: [String] = []

        /// Adds `line` unless the group has it already: guarded alternatives read alike at
        /// `names` detail.
        mutating func add(_ line: String) {
            if lines.count < Self.linesSearchedInOrder {
                guard !lines.contains(line) else { return }
            } else {
                if seenLines.isEmpty { seenLines = Set(lines) }
                guard seenLines.insert(line).inserted else { return }
            }
            lines.append(line)
        }
    }

    init(machine: Machine, findings: [Diagnostic], options: DiagramOptions) {
        self.machine = machine
        self.options = options
        self.marks = FindingMarks(findings: findings, enabled: options.showFindings)
        self.diagram = Diagram(name: machine.name, location: machine.location)
    }

    mutating func build() -> Diagram {
        groupTransitions()
        tuning = LayoutTuning(edgeCount: edgeGroups.count, labelsAfterLayout: options.labelsAfterLayout)
        addStates()
        addInitialDots()
        addEdges()
        setGraphAttributes()
        nameElements()
        return diagram
    }

    // MARK: - Which states are drawn, and how

    func isDrawn(_ id: StateID) -> Bool { !machine[id].isAbstract }

    /// A composite with at least one drawn child; an empty composite is just a box.
    func isCluster(_ id: StateID) -> Bool {
        isDrawn(id) && firstDrawnChild(of: id) != nil
    }

    func isWithin(_ id: StateID, _ ancestor: StateID) -> Bool {
        id == ancestor || machine.ancestors(of: id).contains(ancestor)
    }

    /// A named function rather than `children.first(where: isDrawn)`, whose closure would copy
    /// this whole assembly on every call.
    func firstDrawnChild(of id: StateID) -> StateID? {
        for child in machine[id].children where isDrawn(child) { return child }
        return nil
    }

    // MARK: - Pass 1: transitions

    mutating func groupTransitions() {
        // Sized up front: growing it step by step was most of building a small diagram.
        var groupIndex: [EdgeKey: Int] = Dictionary(minimumCapacity: machine.transitionCount)
        for source in machine.stateIDs where isDrawn(source) {
            let name = machine[source].name
            for (position, transition) in machine.effectiveTransitions(of: source).enumerated() {
                let text = TransitionLabel.text(of: transition, detail: options.detail)
                let isClashing = marks.isClashing(transition, from: name)
                let target: StateID?
                if let targetRef = transition.target {
                    // Undefined and abstract targets are the checker's findings; there is nothing to point at.
                    guard let named = machine.id(named: targetRef.name), isDrawn(named) else { continue }
                    target = named
                } else if transition.computedTarget != nil {
                    target = nil
                } else {
                    internalLines[source, default: []].append(InternalLine(text: text, isClashing: isClashing))
                    continue
                }
                let key = EdgeKey(source: source, target: target, isDynamic: transition.isDynamic)
                let index = groupIndex[key] ?? {
                    edgeGroups.append(EdgeGroup(key: key))
                    groupIndex[key] = edgeGroups.count - 1
                    return edgeGroups.count - 1
                }()
                let line = transition.computedTarget.map { text.isEmpty ? $0 : "\(text) (\($0))" } ?? text
                if !line.isEmpty { edgeGroups[index].add(line) }
                edgeGroups[index].isClashing = edgeGroups[index].isClashing || isClashing
                edgeGroups[index].isInheritedOnly = edgeGroups[index].isInheritedOnly && transition.inheritedFrom != nil
                if let prefix = options.elementIDPrefix {
                    edgeGroups[index].classes.append(DiagramElementIDs.transition(state: source, position: position, prefix: prefix))
                }
            }
        }
    }

    // MARK: - Pass 2: states

    mutating func addStates() {
        var enclosingClusterOf: [StateID: Int] = [:]
        for id in machine.stateIDs {
            let state = machine[id]
            let enclosing = state.parent.flatMap { clusterOf[$0] ?? enclosingClusterOf[$0] }
            enclosingClusterOf[id] = enclosing
            guard isDrawn(id) else { continue }
            if isCluster(id) {
                addCluster(id, in: enclosing)
            } else {
                addNode(id, in: enclosing)
            }
        }
        if edgeGroups.contains(where: { $0.key.target == nil }) {
            let nodeID = ids.unique("computed_target")
            computedTargetNode = nodeID
            diagram.nodes.append(Diagram.Node(id: nodeID, cluster: nil, attributes: [
                "shape": "circle", "style": "dashed", "label": "?", "tooltip": "a state computed at run time", "width": "0.3", "fixedsize": "true",
            ]))
        }
    }

    mutating func addCluster(_ id: StateID, in enclosing: Int?) {
        let state = machine[id]
        let isRegion = state.parent.map { machine[$0].kind == .orthogonal } ?? false
        var attributes: Attributes = ["label": stateLabel(id), "style": isRegion ? "dashed,rounded" : "rounded"]
        if marks.isUnreachable(state.name) {
            attributes["style"] = "dashed,rounded,filled"
            attributes["color"] = .plain(Style.unreachableColor)
            attributes["fontcolor"] = .plain(Style.unreachableColor)
            attributes["fillcolor"] = .plain(Style.unreachableFill)
        }
        if marks.isStuck(state.name) {
            attributes["color"] = .plain(Style.findingColor)
            attributes["penwidth"] = .plain(Style.findingPenWidth)
        }
        clusterOf[id] = diagram.clusters.count
        diagram.clusters.append(Diagram.Cluster(id: ids.unique("cluster_" + state.name), parent: enclosing, attributes: attributes))
    }

    mutating func addNode(_ id: StateID, in enclosing: Int?) {
        let state = machine[id]
        var attributes: Attributes
        var styles: [String]
        if state.isFinal {
            // A bullseye: Graphviz fills only the inner periphery of a double circle.
            attributes = [
                "shape": "doublecircle", "label": "", "xlabel": .plain(LabelEscaping.plainLabel(state.name)),
                "width": "0.2", "height": "0.2", "fixedsize": "true", "fillcolor": "black",
            ]
            styles = ["filled"]
        } else if state.isHistory {
            // UML's history pseudo-state: a small circle marked H (shallow) or H* (deep), named beside it.
            attributes = [
                "shape": "circle", "label": .plain(state.kind == .deepHistory ? "H*" : "H"),
                "xlabel": .plain(LabelEscaping.plainLabel(state.name)), "width": "0.3", "height": "0.3", "fixedsize": "true",
            ]
            styles = []
        } else {
            attributes = ["label": stateLabel(id)]
            styles = []
        }
        if marks.isUnreachable(state.name) {
            styles = state.isFinal ? ["dashed"] : ["rounded", "dashed", "filled"]
            attributes["color"] = .plain(Style.unreachableColor)
            attributes["fontcolor"] = .plain(Style.unreachableColor)
            attributes["fillcolor"] = .plain(state.isFinal ? Style.unreachableColor : Style.unreachableFill)
        }
        if marks.isStuck(state.name) {
            attributes["color"] = .plain(Style.findingColor)
            attributes["penwidth"] = .plain(Style.findingPenWidth)
        }
        if !styles.isEmpty { attributes["style"] = .plain(styles.joined(separator: ",")) }
        let nodeID = ids.unique(state.name)
        nodeOf[id] = nodeID
        diagram.nodes.append(Diagram.Node(id: nodeID, cluster: enclosing, attributes: attributes))
    }

    /// The state's name, or at `full` detail (and whenever it has internal transitions) a
    /// compartment box in the SMC style: name, then entry/exit actions and internal transitions.
    func stateLabel(_ id: StateID) -> AttributeValue {
        var rows: [String] = []
        if options.detail == .full {
            let entry = machine.effectiveEntryActions(of: id).map(\.name)
            let exit = machine.effectiveExitActions(of: id).map(\.name)
            if !entry.isEmpty { rows.append(Self.compartmentRow("entry / " + entry.joined(separator: ", "))) }
            if !exit.isEmpty { rows.append(Self.compartmentRow("exit / " + exit.joined(separator: ", "))) }
        }
        for line in internalLines[id] ?? [] {
            rows.append(Self.compartmentRow(line.text, color: line.isClashing ? Style.findingColor : nil))
        }
        let name = machine[id].name
        guard !rows.isEmpty else { return .plain(LabelEscaping.plainLabel(name)) }
        return .html(
            "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"1\"><tr><td><b>"
                + LabelEscaping.html(name) + "</b></td></tr><hr/>" + rows.joined() + "</table>"
        )
    }

    static func compartmentRow(_ text: String, color: String? = nil) -> String {
        let escaped = LabelEscaping.html(text)
        let content = color.map { "<font color=\"\($0)\"><b>\(escaped)</b></font>" } ?? escaped
        return "<tr><td align=\"left\">\(content)</td></tr>"
    }

    // MARK: - Pass 3: initial pseudo-states and edges

    /// All dots exist before any of their arrows, because an arrow into a nested composite
    /// attaches to that composite's own dot.
    mutating func addInitialDots() {
        var arrows: [(dot: String, target: StateID)] = []
        for id in machine.stateIDs {
            guard let cluster = clusterOf[id], machine[id].kind != .orthogonal,
                let initial = machine[id].initial.flatMap({ machine.id(named: $0.name) }),
                machine[initial].parent == id, isDrawn(initial)
            else { continue }
            let dot = addInitialDot(named: "initial_" + machine[id].name, in: cluster)
            initialDotOf[id] = dot
            arrows.append((dot, initial))
        }
        if let initial = machine.initial.flatMap({ machine.id(named: $0.name) }), isDrawn(initial) {
            arrows.insert((addInitialDot(named: "initial", in: nil), initial), at: 0)
        }
        for (dot, target) in arrows {
            guard let head = anchor(of: target) else { continue }
            var attributes = Attributes()
            if let targetCluster = clusterOf[target] { attributes["lhead"] = .plain(diagram.clusters[targetCluster].id) }
            diagram.edges.append(Diagram.Edge(tail: dot, head: head, attributes: attributes))
        }
    }

    mutating func addInitialDot(named base: String, in cluster: Int?) -> String {
        let dotID = ids.unique(base)
        diagram.nodes.append(Diagram.Node(id: dotID, cluster: cluster, attributes: ["shape": "point", "width": "0.15", "label": ""]))
        return dotID
    }

    /// The node an edge to or from a state attaches to. A cluster is not a node, so edges to a
    /// composite attach to a node inside it (its initial dot, else its first drawn child's anchor)
    /// and `lhead`/`ltail` clip them at the cluster border.
    func anchor(of id: StateID) -> String? {
        var current = id
        while true {
            if let node = nodeOf[current] ?? initialDotOf[current] { return node }
            guard let child = firstDrawnChild(of: current) else { return nil }
            current = child
        }
    }

    mutating func addEdges() {
        for group in edgeGroups {
            let (source, target) = (group.key.source, group.key.target)
            var attributes = Attributes()
            if !group.lines.isEmpty {
                attributes[tuning.edgeLabelAttribute] = .plain(group.lines.map(LabelEscaping.plainLabel).joined(separator: "\\n"))
            }
            if let cluster = clusterOf[source], target.map({ !isWithin($0, source) }) ?? true {
                attributes["ltail"] = .plain(diagram.clusters[cluster].id)
            }
            if let target, let cluster = clusterOf[target], !isWithin(source, target) {
                attributes["lhead"] = .plain(diagram.clusters[cluster].id)
            }
            if group.key.isDynamic { attributes["style"] = "dashed" }
            if group.isClashing {
                attributes["color"] = .plain(Style.findingColor)
                attributes["fontcolor"] = .plain(Style.findingColor)
                attributes["penwidth"] = .plain(Style.findingPenWidth)
            } else if group.isInheritedOnly {
                attributes["color"] = .plain(Style.inheritedColor)
                attributes["fontcolor"] = .plain(Style.inheritedColor)
            }
            if !group.classes.isEmpty { attributes["class"] = .plain(group.classes.joined(separator: " ")) }
            guard let tail = anchor(of: source), let head = target.map(anchor(of:)) ?? computedTargetNode else { continue }
            diagram.edges.append(Diagram.Edge(tail: tail, head: head, attributes: attributes))
        }
    }

    // MARK: - Pass 4: the graph itself

    /// The box under the picture: a note when the layout was simplified, the legend when findings
    /// are marked; `nil` (no box at all) for a clean machine of ordinary size.
    static func caption(note: String?, legend: [String]) -> String? {
        var rows: [String] = []
        if let note { rows.append("<tr><td align=\"left\"><i>\(LabelEscaping.html(note))</i></td></tr>") }
        if !legend.isEmpty { rows += ["<tr><td align=\"left\"><b>findings</b></td></tr>"] + legend }
        guard !rows.isEmpty else { return nil }
        return "<font point-size=\"10\"><table border=\"1\" cellborder=\"0\" cellspacing=\"2\" color=\"grey\">" + rows.joined() + "</table></font>"
    }

    mutating func setGraphAttributes() {
        var graph: Attributes = ["rankdir": .plain(options.rankDirection.rawValue), "fontname": .plain(Style.fontName)]
        if !diagram.clusters.isEmpty { graph["compound"] = "true" }
        for attribute in tuning.graphAttributes.entries {
            graph[attribute.name] = attribute.value
        }
        if let caption = Self.caption(note: tuning.note, legend: marks.legendRows) {
            graph["label"] = .html(caption)
            graph["labelloc"] = "b"
            graph["labeljust"] = "r"
        }
        diagram.graphAttributes = graph
        diagram.nodeDefaults = ["shape": "box", "style": "rounded", "fontname": .plain(Style.fontName), "fontsize": "12"]
        diagram.edgeDefaults = ["fontname": .plain(Style.fontName), "fontsize": "10", "arrowsize": "0.7"]
    }

    // MARK: - Pass 5: names for a page that scripts the picture

    /// Gives every element the id `DiagramOptions.elementIDPrefix` asks for: a state's node or
    /// cluster the state's id, the rest (initial dots, edges, the graph) ids of their own, so
    /// that no two pictures on one page share an id.
    mutating func nameElements() {
        guard let prefix = options.elementIDPrefix else { return }
        for (state, cluster) in clusterOf {
            diagram.clusters[cluster].attributes["id"] = .plain(DiagramElementIDs.state(state, prefix: prefix))
        }
        var stateOfNode: [String: StateID] = [:]
        for (state, node) in nodeOf { stateOfNode[node] = state }
        for index in diagram.nodes.indices {
            let id = stateOfNode[diagram.nodes[index].id].map { DiagramElementIDs.state($0, prefix: prefix) }
            diagram.nodes[index].attributes["id"] = .plain(id ?? DiagramElementIDs.other("n", index, prefix: prefix))
        }
        for index in diagram.edges.indices {
            diagram.edges[index].attributes["id"] = .plain(DiagramElementIDs.other("e", index, prefix: prefix))
        }
        diagram.graphAttributes["id"] = .plain(DiagramElementIDs.other("g", 0, prefix: prefix))
    }
}
