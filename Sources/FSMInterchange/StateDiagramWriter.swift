import FSMModel

/// Where Mermaid's and PlantUML's state diagram languages differ; everything else they share.
protocol StateDiagramSyntax {
    static var header: [String] { get }
    static var footer: [String] { get }
    static var indentUnit: String { get }
    /// How many indent units the diagram's lines start with (Mermaid indents under its header).
    static var baseDepth: Int { get }
    /// Words that cannot be used as a state identifier.
    static var reservedWords: Set<String> { get }
    /// Makes free text (a label, a name) safe on one line of the diagram.
    static func escape(_ text: String) -> String
    /// How a history state inside composite `parentIdentifier` is referred to when the language
    /// has a notation for it; `nil` draws it as a state labelled `H` or `H*`.
    static func historyReference(deep: Bool, parentIdentifier: String) -> String?
    /// Draw edges that touch a state with children inside a parallel region at that state's
    /// initial leaf instead (Mermaid crashes on the direct form: mermaid-js/mermaid#4052).
    static var avoidsCompositeEndpointsInRegions: Bool { get }
    /// Separate the regions of an orthogonal state with `--`, or draw them as plain nested blocks.
    static var separatesRegions: Bool { get }
    /// The line that opens a state's block.
    static func blockOpening(_ identifier: String, isOrthogonal: Bool) -> String
    /// Declare an edge inside the innermost block that holds both its ends, or always at the top level.
    static var declaresEdgesInTheirScope: Bool { get }
}

/// Writes a state diagram: the state tree as nested blocks, initial and final markers inside the
/// block they belong to, and the edges, each after the states it connects are declared.
///
/// Mermaid: an edge between two children of one composite is declared inside that composite's
/// block, as Mermaid's own examples do (which keeps a region's edges inside the region); every
/// other edge is declared at the top level. Mermaid moves a state into the last block that
/// mentions it (mermaid-js/mermaid#5290), and a mention at the top level is the one that leaves
/// it in place. PlantUML takes every edge at the top level.
struct StateDiagramWriter<Syntax: StateDiagramSyntax> {
    private let content: DiagramContent
    private var identifiers = IdentifierPool(reserved: Syntax.reservedWords)
    private var lines: [String] = Syntax.header
    /// Per block (`nil`: the top level), the edge lines declared in it.
    private var edgesByScope: [StateID?: [String]] = [:]

    private init(_ machine: Machine) {
        content = DiagramContent(machine)
        for state in machine.states { _ = identifiers.identifier(for: state.name) }
    }

    static func write(_ machine: Machine) -> String {
        var writer = StateDiagramWriter(machine)
        writer.collectEdges()
        writer.writeStates()
        for edge in writer.edgesByScope[nil] ?? [] { writer.emit(edge, depth: 0) }
        return (writer.lines + Syntax.footer).joined(separator: "\n") + "\n"
    }

    private var machine: Machine { content.machine }

    private mutating func writeStates() {
        var drawnChildren = [Int](repeating: 0, count: machine.states.count)
        for step in StateTreeWalk.steps(of: machine, including: { !$0.isAbstract }) {
            switch step {
            case .enter(let id, let depth):
                if Syntax.separatesRegions, let parent = machine[id].parent, machine[parent].kind == .orthogonal {
                    if drawnChildren[parent.index] > 0 { emit("--", depth: depth) }
                    drawnChildren[parent.index] += 1
                }
                declare(id, depth: depth)
            case .exit(let id, let depth):
                guard machine[id].hasChildren else { continue }
                for edge in edgesByScope[id] ?? [] { emit(edge, depth: depth + 1) }
                if machine[id].kind != .orthogonal, let child = content.initialChild(of: id) {
                    emit("[*] --> \(reference(child))", depth: depth + 1)
                }
                emit("}", depth: depth)
            }
        }
        if let initial = content.initialState { emit("[*] --> \(reference(initial))", depth: 0) }
    }

    private mutating func declare(_ id: StateID, depth: Int) {
        let state = machine[id]
        let identifier = identifiers.identifier(for: state.name)
        if state.isHistory, historyReference(of: id) != nil { return }
        if state.isHistory {
            emit("state \"\(state.kind == .deepHistory ? "H*" : "H")\" as \(identifier)", depth: depth)
            return
        }
        if identifiers.needsLabel(state.name) {
            emit("state \"\(Syntax.escape(state.name))\" as \(identifier)", depth: depth)
        }
        if state.hasChildren {
            emit(Syntax.blockOpening(identifier, isOrthogonal: state.kind == .orthogonal), depth: depth)
        } else if !identifiers.needsLabel(state.name) {
            emit("state \(identifier)", depth: depth)
        }
        for line in content.descriptions[id.index] { emit("\(identifier) : \(Syntax.escape(line))", depth: depth + (state.hasChildren ? 1 : 0)) }
        if state.isFinal { emit("\(identifier) --> [*]", depth: depth) }
    }

    private mutating func collectEdges() {
        for edge in content.edges {
            var source = edge.source
            var target = edge.target
            var label = edge.label
            if Syntax.avoidsCompositeEndpointsInRegions {
                if needsRedirect(source) {
                    label += " (from \(machine[source].name))"
                    source = content.initialLeaf(of: source)
                }
                if let original = target, needsRedirect(original) {
                    label += " (to \(machine[original].name))"
                    target = content.initialLeaf(of: original)
                }
            }
            let targetText = if let target { reference(target) } else { identifiers.identifier(for: edge.targetName) }
            let trimmed = label.trimmingLeadingSpace
            let line = "\(reference(source)) --> \(targetText)" + (trimmed.isEmpty ? "" : " : \(Syntax.escape(trimmed))")
            edgesByScope[Syntax.declaresEdgesInTheirScope ? scope(of: source, target) : nil, default: []].append(line)
        }
    }

    /// The composite whose block declares an edge: the parent of both ends, when they share one.
    private func scope(of source: StateID, _ target: StateID?) -> StateID? {
        guard let parent = machine[source].parent, let target, machine[target].parent == parent, machine[parent].kind == .composite else { return nil }
        return parent
    }

    private func needsRedirect(_ id: StateID) -> Bool {
        machine[id].hasChildren && content.isInsideRegion(id)
    }

    private mutating func reference(_ id: StateID) -> String {
        historyReference(of: id) ?? identifiers.identifier(for: machine[id].name)
    }

    private mutating func historyReference(of id: StateID) -> String? {
        guard machine[id].isHistory, let parent = machine[id].parent, machine[parent].kind == .composite else { return nil }
        return Syntax.historyReference(deep: machine[id].kind == .deepHistory, parentIdentifier: identifiers.identifier(for: machine[parent].name))
    }

    private mutating func emit(_ line: String, depth: Int) {
        lines.append(String(repeating: Syntax.indentUnit, count: depth + Syntax.baseDepth) + line)
    }
}

private extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
