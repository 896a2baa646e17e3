import FSMDiagnostics
import FSMModel

/// Turns a machine and the checker's findings into a statechart diagram.
public enum DiagramBuilder {
    public static func diagram(for machine: Machine, findings: [Diagnostic] = [], options: DiagramOptions = DiagramOptions()) -> Diagram {
        var assembly = DiagramAssembly(machine: machine, findings: findings, options: options)
        return assembly.build()
    }

    /// The composite states that the picture of `machine` drawn with `options` shows closed
    /// because it is an overview (too large to draw whole), in source order: each can be drawn
    /// open on its own with `DiagramOptions.focus` at depth 0, which the HTML report links to.
    public static func overviewClosedStates(of machine: Machine, options: DiagramOptions = DiagramOptions()) -> [StateID] {
        guard let scope = DiagramScope(machine: machine, options: options), scope.dropsLabels else { return [] }
        return scope.closed.keys.sorted()
    }
}

/// One diagram under construction; its edges are added in `DiagramAssembly+Edges.swift`.
///
/// The passes run in a fixed order: transitions are grouped first because a state's label shows
/// its internal transitions; states become clusters and nodes next (parents before children, as
/// the model stores them); edges come last because they attach to nodes inside clusters.
struct DiagramAssembly {
    let machine: Machine
    let options: DiagramOptions
    var marks: FindingMarks
    var path: WitnessMarks
    var ids = DiagramIDPool()
    var diagram: Diagram

    /// Drawn states that are clusters (composites, orthogonal states and their regions).
    var clusterOf: [StateID: Int] = [:]
    /// Drawn states that are nodes.
    var nodeOf: [StateID: String] = [:]
    /// The cluster each drawn state is drawn in (nil: the graph itself).
    var enclosingClusterOf: [StateID: Int] = [:]
    /// The initial dot inside a composite or region.
    var initialDotOf: [StateID: String] = [:]
    /// The `?` node that transitions whose target is computed at run time point at, once there is one.
    var computedTargetNode: String?
    var internalLines: [StateID: [InternalLine]] = [:]
    var edgeGroups: [EdgeGroup] = []
    /// Set when not all of the machine is drawn, or not all of it open.
    var scope: DiagramScope?
    var tuning = LayoutTuning.plain
    /// Some edge carries its label as `xlabel`, which the graph must then force into the picture.
    var hasExternalEdgeLabels = false

    struct InternalLine {
        var text: String
        var isClashing: Bool
        var isOnPath: Bool
    }

    struct EdgeKey: Hashable {
        var source: StateID
        /// `nil` for the `?` node: a target computed at run time, which may be any state.
        var target: StateID?
        var isDynamic: Bool
        /// The target is outside the focus: the edge ends at a copy of it.
        var leavesScope = false
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
        /// The witness's steps that take a transition of this edge, in order.
        var pathSteps: [Int] = []
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
        self.path = WitnessMarks(witness: options.witness, initialState: machine.initial?.name)
        self.diagram = Diagram(name: machine.name, location: machine.location)
    }

    mutating func build() -> Diagram {
        scope = DiagramScope(machine: machine, options: options)
        groupTransitions()
        chooseLayout()
        addStates()
        addInitialDots()
        addEdges()
        setGraphAttributes()
        nameElements()
        return diagram
    }

    // MARK: - Which states are drawn, and how

    /// Abstract states are never drawn, nor the states inside a closed composite or outside a focus.
    func isDrawn(_ id: StateID) -> Bool { !machine[id].isAbstract && shownAs(id) == id }

    /// The state drawn for `id`: itself, the closed composite it is inside of, or nil when it is
    /// outside the focus (`DiagramScope`).
    func shownAs(_ id: StateID) -> StateID? { scope.map { $0.shownAs[id.index] } ?? id }

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

    /// The transitions of the states inside a closed composite become its own, and those that
    /// stay inside it are left out; a transition out of a focus ends at a copy of its target.
    mutating func groupTransitions() {
        // Sized up front: growing it step by step was most of building a small diagram.
        var groupIndex: [EdgeKey: Int] = Dictionary(minimumCapacity: machine.transitionCount)
        for drawnSource in machine.stateIDs where !machine[drawnSource].isAbstract {
            guard let source = shownAs(drawnSource) else { continue }
            let isInside = source != drawnSource
            let name = machine[drawnSource].name
            for (position, transition) in machine.effectiveTransitions(of: drawnSource).enumerated() {
                let text = TransitionLabel.text(of: transition, detail: options.detail)
                let isClashing = marks.isClashing(transition, from: name)
                let steps = path.steps(of: transition, from: name)
                let target: StateID?
                var leavesScope = false
                if let targetRef = transition.target {
                    // Undefined and abstract targets are the checker's findings; there is nothing to point at.
                    guard let named = machine.id(named: targetRef.name), !machine[named].isAbstract else { continue }
                    target = shownAs(named) ?? named
                    leavesScope = shownAs(named) == nil
                    if isInside && target == source { continue }
                } else if transition.computedTarget != nil {
                    target = nil
                } else {
                    let numbered = steps.isEmpty ? text : WitnessMarks.label(steps) + ": " + text
                    if !isInside {
                        internalLines[source, default: []].append(InternalLine(text: numbered, isClashing: isClashing, isOnPath: !steps.isEmpty))
                    }
                    continue
                }
                let key = EdgeKey(source: source, target: target, isDynamic: transition.isDynamic, leavesScope: leavesScope)
                let index =
                    groupIndex[key]
                    ?? {
                        edgeGroups.append(EdgeGroup(key: key))
                        groupIndex[key] = edgeGroups.count - 1
                        return edgeGroups.count - 1
                    }()
                let line = transition.computedTarget.map { text.isEmpty ? $0 : "\(text) (\($0))" } ?? text
                if !line.isEmpty { edgeGroups[index].add(line) }
                edgeGroups[index].isClashing = edgeGroups[index].isClashing || isClashing
                edgeGroups[index].pathSteps += steps
                edgeGroups[index].isInheritedOnly = edgeGroups[index].isInheritedOnly && transition.inheritedFrom != nil
                if let prefix = options.elementIDPrefix {
                    edgeGroups[index].classes.append(DiagramElementIDs.transition(state: drawnSource, position: position, prefix: prefix))
                }
            }
        }
    }

    /// Numbers the drawn states for `LayoutTuning`, which sees only the graph; the `?` node of
    /// computed targets comes last.
    mutating func chooseLayout() {
        var index: [StateID: Int] = [:]
        for id in machine.stateIDs where isDrawn(id) { index[id] = index.count }
        let computedTargetIndex = index.count
        // Every group joins two drawn states; the edges keep the groups' order, which `farEdges` refers to.
        let edges = edgeGroups.map { group in
            let source = group.key.source
            guard let target = group.key.target else { return (tail: index[source] ?? 0, head: computedTargetIndex, joinsParents: false) }
            // A copy of a target outside the focus is drawn beside its source, like a loop.
            if group.key.leavesScope { return (tail: index[source] ?? 0, head: index[source] ?? 0, joinsParents: false) }
            let joinsParents = source != target && machine[source].parent != machine[target].parent
            return (tail: index[source] ?? 0, head: index[target] ?? 0, joinsParents: joinsParents)
        }
        let nodeCount = index.count + (edgeGroups.contains { $0.key.target == nil } ? 1 : 0)
        let roots = machine.initial.flatMap { machine.id(named: $0.name) }.flatMap { shownAs($0) }.flatMap { index[$0] }.map { [$0] } ?? []
        tuning = LayoutTuning(nodeCount: nodeCount, edges: edges, roots: roots, scope: scope, labelsAfterLayout: options.labelsAfterLayout)
    }

    // MARK: - Pass 2: states

    mutating func addStates() {
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
            diagram.nodes.append(
                Diagram.Node(
                    id: nodeID, cluster: nil,
                    attributes: [
                        "shape": "circle", "style": "dashed", "label": "?", "tooltip": "a state computed at run time", "width": "0.3",
                        "fixedsize": "true",
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
        } else if path.isVisited(state.name) {
            attributes["color"] = .plain(Style.witnessColor)
            attributes["penwidth"] = .plain(Style.witnessPenWidth)
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
                "shape": "doublecircle", "label": "", "xlabel": .plain(DOTEscaping.plainLabel(state.name)),
                "width": "0.2", "height": "0.2", "fixedsize": "true", "fillcolor": "black",
            ]
            styles = ["filled"]
        } else if state.isHistory {
            let label = HistoryLabel.html(
                name: state.name, isDeep: state.kind == .deepHistory, isUnreachable: marks.isUnreachable(state.name),
                isStuck: marks.isStuck(state.name)
            )
            appendNode(for: id, in: enclosing, attributes: ["shape": "plain", "label": .html(label)])
            return
        } else if let inside = scope?.closed[id] {
            // A composite drawn closed: a double border, and what it holds.
            attributes = ["label": .plain(DOTEscaping.plainLabel(state.name) + "\\n(\(inside) states)"), "peripheries": "2"]
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
        } else if path.isVisited(state.name) {
            attributes["color"] = .plain(Style.witnessColor)
            attributes["penwidth"] = .plain(Style.witnessPenWidth)
        }
        if !styles.isEmpty { attributes["style"] = .plain(styles.joined(separator: ",")) }
        appendNode(for: id, in: enclosing, attributes: attributes)
    }

    mutating func appendNode(for id: StateID, in enclosing: Int?, attributes: Attributes) {
        let nodeID = ids.unique(machine[id].name)
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
            rows.append(Self.compartmentRow(line.text, color: line.isOnPath ? Style.witnessColor : line.isClashing ? Style.findingColor : nil))
        }
        let name = machine[id].name
        guard !rows.isEmpty else { return .plain(DOTEscaping.plainLabel(name)) }
        return .html(
            "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"1\"><tr><td><b>"
                + DOTEscaping.html(name) + "</b></td></tr><hr/>" + rows.joined() + "</table>"
        )
    }

    static func compartmentRow(_ text: String, color: String? = nil) -> String {
        let escaped = DOTEscaping.html(text)
        let content = color.map { "<font color=\"\($0)\"><b>\(escaped)</b></font>" } ?? escaped
        return "<tr><td align=\"left\">\(content)</td></tr>"
    }

    // MARK: - Pass 4: the graph itself

    /// The box under the picture: notes when the layout was tuned, the legend when findings are
    /// marked; `nil` (no box at all) for a clean machine of ordinary size.
    static func caption(notes: [String], legend: [String]) -> String? {
        var rows: [String] = []
        for note in notes { rows.append("<tr><td align=\"left\"><i>\(DOTEscaping.html(note))</i></td></tr>") }
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
        if hasExternalEdgeLabels { graph["forcelabels"] = "true" }
        if let caption = Self.caption(notes: tuning.notes, legend: marks.legendRows + path.legendRows) {
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
