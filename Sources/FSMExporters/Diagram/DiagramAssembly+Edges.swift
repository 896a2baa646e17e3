import FSMModel

extension DiagramAssembly {
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

    /// A far edge (`LayoutTuning.farEdges`) and an edge leaving the focus end at a copy of their
    /// target beside their source.
    ///
    /// An edge whose ends are drawn in different composites carries its label as `xlabel`, placed
    /// by its drawn part after layout. For two reasons: `dot` lays a `label` out on a rank between
    /// the nodes the edge attaches to, and an edge to or from a composite attaches to a node inside
    /// it, so the label could end up inside a composite or region the edge only leaves (the
    /// `unplug` label of `Specs/keyboard.fsm` did); and Graphviz 2.42 corrupts its memory when such
    /// an edge with a `label` ends up with both ends on one rank (`flat_edges` grows a rank array
    /// the clusters still point into, and it is freed twice: seen under valgrind on
    /// `Specs/user-session`'s machine with one transition added).
    mutating func addEdges() {
        var clusterOfNode: [String: Int] = [:]
        for node in diagram.nodes { clusterOfNode[node.id] = node.cluster }
        for (index, group) in edgeGroups.enumerated() {
            let (source, target) = (group.key.source, group.key.target)
            let isFar = tuning.farEdges.contains(index) || group.key.leavesScope
            var attributes = Attributes()
            if let cluster = clusterOf[source], target.map({ !isWithin($0, source) }) ?? true {
                attributes["ltail"] = .plain(diagram.clusters[cluster].id)
            }
            if !isFar, let target, let cluster = clusterOf[target], !isWithin(source, target) {
                attributes["lhead"] = .plain(diagram.clusters[cluster].id)
            }
            guard let tail = anchor(of: source) else { continue }
            let head: String
            if isFar, let target {
                let copy = addCopy(of: target, beside: source)
                head = copy.id
                clusterOfNode[copy.id] = copy.cluster
            } else {
                guard let anchor = target.map(anchor(of:)) ?? computedTargetNode else { continue }
                head = anchor
            }
            let lines = group.pathSteps.isEmpty ? group.lines : [WitnessMarks.label(group.pathSteps.sorted())] + group.lines
            if !lines.isEmpty, tuning.labels != .none {
                let betweenClusters = clusterOfNode[tail] != clusterOfNode[head]
                let name = tuning.labels == .afterLayout || betweenClusters ? "xlabel" : "label"
                if betweenClusters && tuning.labels == .onEdges {
                    let longest = lines.map(\.count).max() ?? 0
                    attributes["minlen"] = .plain(String(2 + longest / Self.charactersPerExtraRank))
                }
                hasExternalEdgeLabels = hasExternalEdgeLabels || name == "xlabel"
                attributes[name] = .plain(lines.map(DOTEscaping.plainLabel).joined(separator: "\\n"))
            }
            if machine[source].isHistory { attributes["tailport"] = .plain(HistoryLabel.port) }
            if !isFar, let target, machine[target].isHistory { attributes["headport"] = .plain(HistoryLabel.port) }
            if group.key.isDynamic { attributes["style"] = "dashed" }
            // The path asked for is drawn over a finding's mark: it is what the reader follows.
            if !group.pathSteps.isEmpty {
                attributes["color"] = .plain(Style.witnessColor)
                attributes["fontcolor"] = .plain(Style.witnessColor)
                attributes["penwidth"] = .plain(Style.witnessPenWidth)
            } else if group.isClashing {
                attributes["color"] = .plain(Style.findingColor)
                attributes["fontcolor"] = .plain(Style.findingColor)
                attributes["penwidth"] = .plain(Style.findingPenWidth)
            } else if group.isInheritedOnly {
                attributes["color"] = .plain(Style.inheritedColor)
                attributes["fontcolor"] = .plain(Style.inheritedColor)
            }
            if !group.classes.isEmpty { attributes["class"] = .plain(group.classes.joined(separator: " ")) }
            diagram.edges.append(Diagram.Edge(tail: tail, head: head, attributes: attributes))
        }
    }

    /// An `xlabel` between composites gets one extra rank of edge to sit beside, and one more
    /// for this many characters of its longest line: placed after layout by the edge's drawn part,
    /// which ends at the composite's border, it otherwise overlapped the nodes around a short one
    /// (`Failed / callRepairman` in the hierarchical turnstile).
    static let charactersPerExtraRank = 10

    /// A small dashed box named after `target`, in the cluster `source` is drawn in (outside it,
    /// when `source` is a cluster itself).
    mutating func addCopy(of target: StateID, beside source: StateID) -> (id: String, cluster: Int?) {
        let cluster = clusterOf[source].map { diagram.clusters[$0].parent } ?? enclosingClusterOf[source]
        let copyID = ids.unique("to_" + machine[target].name)
        diagram.nodes.append(
            Diagram.Node(
                id: copyID, cluster: cluster,
                attributes: [
                    "label": .plain("↪ " + DOTEscaping.plainLabel(machine[target].name)), "style": "rounded,dashed",
                    "color": .plain(Style.inheritedColor), "fontcolor": .plain(Style.inheritedColor), "fontsize": "10",
                ]))
        return (copyID, cluster)
    }
}
