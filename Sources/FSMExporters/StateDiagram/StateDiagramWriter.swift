import FSMModel

/// Where Mermaid's and PlantUML's state diagram languages differ; everything else they share.
protocol StateDiagramSyntax {
    static var header: [String] { get }
    static var footer: [String] { get }
    static var indentUnit: String { get }
    /// How many indent units the diagram's lines start with (Mermaid indents under its header).
    static var baseDepth: Int { get }
    /// True for identifiers the language keeps for itself: keywords, names of its own nodes.
    static func isReserved(_ identifier: String) -> Bool
    /// The characters that would end a label or start markup, and how the language spells them
    /// instead (`StateDiagramEscaping`).
    static var escapes: [Character: String] { get }
    /// Declare every state as `state "Name" as identifier`, even when the name is the identifier
    /// (Mermaid reads a bare `state Name` line followed by another state as one malformed name).
    static var titlesEveryState: Bool { get }
    /// The lines that show a composite or parallel state's entry/exit actions and internal
    /// transitions, written after its block (`inside` false) or as its block's first lines.
    static func compositeDescriptions(_ lines: [String], identifier: String) -> (lines: [String], inside: Bool)
    static var edgeRouting: StateDiagramEdgeRouting { get }
    /// Write the diagram's `[*] --> initial` line first rather than last. Mermaid's layout fails
    /// ("cannot set properties of undefined") on some parallel states nested in a composite when
    /// that line comes last, and on others when a block's own marker comes first, so blocks keep
    /// theirs last.
    static var topLevelInitialMarkerFirst: Bool { get }
    /// The lines that give marked states their mark's style, written last.
    static func markLines(_ marks: [StateDiagramMarks.Mark], members: [(mark: String, identifiers: [String])]) -> [String]
}

extension StateDiagramSyntax {
    /// Free text made safe on one line of the diagram.
    static func escape(_ text: String) -> String { StateDiagramEscaping.escape(text, replacing: escapes) }

    static func markLines(_ marks: [StateDiagramMarks.Mark], members: [(mark: String, identifiers: [String])]) -> [String] { [] }
}

/// Writes a state diagram: the state tree as nested blocks (the regions of a parallel state
/// separated by `--`), initial and final markers inside the block they belong to, every state
/// titled with its own name (a history state with `(H)` or `(H*)` after it: neither language has
/// a history notation that works inside parallel states), and the edges where
/// `StateDiagramEdgeRouting` puts them.
struct StateDiagramWriter<Syntax: StateDiagramSyntax> {
    private let content: StateDiagramContent
    private let marks: StateDiagramMarks
    private var identifiers = IdentifierPool(isReserved: Syntax.isReserved)
    private var lines: [String] = Syntax.header
    private var edgesByPlacement: [StateDiagramEdgeRouting.Placement: [String]] = [:]

    private init(_ machine: Machine, marks: StateDiagramMarks) {
        content = StateDiagramContent(machine, marks: marks)
        self.marks = marks
        for state in machine.states { _ = identifiers.identifier(for: state.name) }
    }

    static func write(_ machine: Machine, marks: StateDiagramMarks = StateDiagramMarks()) -> String {
        var writer = StateDiagramWriter(machine, marks: marks)
        writer.collectEdges()
        if Syntax.topLevelInitialMarkerFirst { writer.writeInitialMarker(depth: 0) }
        writer.writeStates()
        if !Syntax.topLevelInitialMarkerFirst { writer.writeInitialMarker(depth: 0) }
        for edge in writer.edgesByPlacement[.top] ?? [] { writer.emit(edge, depth: 0) }
        writer.writeMarks()
        return (writer.lines + Syntax.footer).joined(separator: "\n") + "\n"
    }

    private var machine: Machine { content.machine }

    private mutating func writeStates() {
        var drawnChildren = [Int](repeating: 0, count: machine.states.count)
        for step in StateTreeWalk.steps(of: machine, including: { !$0.isAbstract }) {
            switch step {
            case .enter(let id, let depth):
                if let parent = machine[id].parent, machine[parent].kind == .orthogonal {
                    if drawnChildren[parent.index] > 0 { emit("--", depth: depth) }
                    drawnChildren[parent.index] += 1
                }
                declare(id, depth: depth)
            case .exit(let id, let depth):
                if machine[id].hasChildren { close(id, depth: depth) }
                for edge in edgesByPlacement[.after(id)] ?? [] { emit(edge, depth: depth) }
            }
        }
    }

    private mutating func writeInitialMarker(depth: Int) {
        guard let initial = content.initialState else { return }
        let marker = Syntax.edgeRouting.initialMarker(to: initial, in: machine)
        emit("[*] --> \(reference(marker.target))" + (marker.label.map { " : \(Syntax.escape($0))" } ?? ""), depth: depth)
    }

    /// A composite's `[*] --> child` line.
    private mutating func writeInitialMarker(of id: StateID, depth: Int) {
        if machine[id].kind != .orthogonal, let child = content.initialChild(of: id) { emit("[*] --> \(reference(child))", depth: depth) }
    }

    private mutating func declare(_ id: StateID, depth: Int) {
        let state = machine[id]
        let identifier = identifiers.identifier(for: state.name)
        let symbol = marks.symbol(of: id)
        if state.isHistory {
            let title = StateDiagramMarks.prefixed("\(state.name) (\(state.kind == .deepHistory ? "H*" : "H"))", with: symbol)
            emit("state \"\(Syntax.escape(title))\" as \(identifier)", depth: depth)
            return
        }
        let title =
            Syntax.titlesEveryState || symbol != nil || identifiers.needsLabel(state.name)
            ? Syntax.escape(StateDiagramMarks.prefixed(state.name, with: symbol)) : nil
        let declaration = title.map { "state \"\($0)\" as \(identifier)" } ?? "state \(identifier)"
        let descriptions = content.descriptions[id.index].map(Syntax.escape)
        if state.hasChildren {
            emit(declaration + " {", depth: depth)
            let shown = Syntax.compositeDescriptions(descriptions, identifier: identifier)
            if shown.inside { shown.lines.forEach { emit($0, depth: depth + 1) } }
            return
        }
        emit(declaration, depth: depth)
        for line in descriptions { emit("\(identifier) : \(line)", depth: depth) }
        if state.isFinal { emit("\(identifier) --> [*]", depth: depth) }
    }

    /// Ends a composite's or parallel state's block: its edges, its initial marker, then what is
    /// shown beside it.
    private mutating func close(_ id: StateID, depth: Int) {
        for edge in edgesByPlacement[.inside(id)] ?? [] { emit(edge, depth: depth + 1) }
        writeInitialMarker(of: id, depth: depth + 1)
        emit("}", depth: depth)
        let identifier = identifiers.identifier(for: machine[id].name)
        let shown = Syntax.compositeDescriptions(content.descriptions[id.index].map(Syntax.escape), identifier: identifier)
        if !shown.inside { shown.lines.forEach { emit($0, depth: depth) } }
    }

    /// The marks' styles and the states that take each, in the order of `marks.marks`.
    private mutating func writeMarks() {
        guard !marks.states.isEmpty else { return }
        var members: [(mark: String, identifiers: [String])] = []
        for mark in marks.marks {
            let marked = machine.stateIDs.filter { marks.states[$0] == mark.name && !machine[$0].isAbstract }
            guard !marked.isEmpty else { continue }
            var identifiers: [String] = []
            for id in marked { identifiers.append(reference(id)) }
            members.append((mark.name, identifiers))
        }
        for line in Syntax.markLines(marks.marks, members: members) { emit(line, depth: 0) }
    }

    private mutating func collectEdges() {
        for edge in content.edges {
            let routed = Syntax.edgeRouting.route(edge, in: content)
            let targetText = if let target = routed.target { reference(target) } else { identifiers.identifier(for: routed.targetName) }
            let label = routed.label.trimmingLeadingSpace
            let line = "\(reference(routed.source)) --> \(targetText)" + (label.isEmpty ? "" : " : \(Syntax.escape(label))")
            edgesByPlacement[routed.placement, default: []].append(line)
        }
    }

    private mutating func reference(_ id: StateID) -> String { identifiers.identifier(for: machine[id].name) }

    private mutating func emit(_ line: String, depth: Int) {
        lines.append(String(repeating: Syntax.indentUnit, count: depth + Syntax.baseDepth) + line)
    }
}

extension String {
    fileprivate var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
