import FSMDiagnostics
import FSMModel

/// Builds a machine from an SCXML element tree, walking it with an explicit stack.
struct SCXMLMachineBuilder {
    private let tree: XMLElementTree
    private let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    /// State names by id, where an export wrote a stand-in id and the name as `fsmcheck:name`.
    private let namesByID: [String: String]

    init(tree: XMLElementTree, file: SourceFile) {
        self.tree = tree
        self.file = file
        var namesByID: [String: String] = [:]
        for element in tree.elements {
            if let id = element.attributes["id"], let name = element.extensions["name"], namesByID[id] == nil { namesByID[id] = name }
        }
        self.namesByID = namesByID
    }

    /// The machine whose `<scxml>` is element `root`: the document's, or one given inline in an
    /// `<invoke><content>`, named `name` unless it names itself, which its invoker cancels.
    mutating func machine(root: Int = 0, name: String? = nil) -> Machine? {
        guard isSCXML(root), element(root).name == "scxml" else {
            report(
                CommonRules.parseError, "the root element is `<\(element(root).name)>`, not `<scxml>`", at: element(root).location,
                hint: "an SCXML document has `<scxml xmlns=\"\(SCXMLLoader.scxmlNamespace)\">` as its root")
            return nil
        }
        var machine = Machine(
            name: element(root).extensions["name"] ?? element(root).attributes["name"] ?? name ?? file.baseName,
            location: element(root).location,
            semantics: Semantics(
                guardOverlap: .firstMatchWins, inheritedOverride: .implicit, unconditionalTransitionsAlwaysFire: true, cancelledByInvoker: root != 0),
            dialect: SCXMLLoader.dialect
        )
        let initialTargets = initialTargets(of: root)
        machine.initial = initialTargets.first
        machine.otherInitialTargets = Array(initialTargets.dropFirst())
        for child in element(root).children where isSCXML(child) && ["transition", "onentry", "onexit"].contains(element(child).name) {
            report(
                SCXMLRules.invalidStructure, "`<\(element(child).name)>` directly inside `<scxml>` belongs to no state", at: element(child).location,
                hint: "move it into a `<state>` that encloses the others, if it should apply everywhere")
            // Some runtimes (uscxml) take it as a machine-wide transition: the checks must not judge
            // reachability or ways out without it, when it goes somewhere.
            if element(child).name == "transition", element(child).attributes["target"] != nil {
                machine.unseen.append(
                    Unseen(.transitions(from: nil), reason: "a `<transition>` directly inside `<scxml>` was not read", at: element(child).location))
            }
        }
        var pending = stateChildren(of: root).reversed().map { (element: $0, parent: StateID?.none) }
        var hasHiddenStates = false
        while let next = pending.popLast() {
            let state = makeState(next.element, isTopLevel: next.parent == nil)
            if let existing = machine.id(named: state.name) {
                report(
                    SCXMLRules.invalidStructure, "state id `\(state.name)` is used twice", at: state.location,
                    notes: [Note("first used here", at: machine[existing].location)], hint: "ids are unique within a document", states: [state.name])
            }
            let id = machine.addState(state, parent: next.parent)
            pending += stateChildren(of: next.element).reversed().map { (element: $0, parent: StateID?.some(id)) }
            if let unread = element(next.element).unreadContent {
                machine.unseen.append(Unseen(.transitions(from: state.name), reason: unread.reason, at: unread.location))
                diagnostics += unread.diagnostic.map { [$0] } ?? []
                hasHiddenStates = hasHiddenStates || unread.hidesStates
            }
        }
        if hasHiddenStates { Self.leaveForHiddenStates(&machine) }
        return machine
    }

    /// A target no state of the machine has may be a state of content fsmcheck could not read (a
    /// `<state src="…">` whose file is not in the run): it is kept as a target computed at run
    /// time, which may be any state, rather than reported as undefined.
    private static func leaveForHiddenStates(_ machine: inout Machine) {
        let names = Set(machine.states.map(\.name))
        let isUnknown = { (transition: Transition) in transition.target.map { !names.contains($0.name) } ?? false }
        for id in machine.stateIDs where machine[id].transitions.contains(where: isUnknown) {
            machine.update(id) { state in
                for index in state.transitions.indices where isUnknown(state.transitions[index]) {
                    state.transitions[index].computedTarget = state.transitions[index].target?.name
                    state.transitions[index].target = nil
                    state.transitions[index].isDynamic = true
                }
            }
        }
    }

    // MARK: - States

    private mutating func makeState(_ index: Int, isTopLevel: Bool) -> State {
        let node = element(index)
        let name = stateName(index)
        var state = State(name: name, location: node.location)
        switch node.name {
        case "parallel":
            // A `<parallel>` without regions is entered and left as a leaf, and is written back as one.
            state.kind = stateChildren(of: index).isEmpty ? .atomic : .orthogonal
        case "final":
            state.kind = .final
        case "history":
            state.kind = historyKind(index)
            if isTopLevel {
                report(
                    SCXMLRules.invalidStructure, "history state `\(name)` is not inside a state", at: node.location,
                    hint: "a `<history>` belongs in the `<state>` or `<parallel>` whose children it remembers", states: [name])
            }
        default:
            state.kind = stateChildren(of: index).isEmpty ? .atomic : .composite
            // The drafts before SCXML 1.0 wrote a final state as `<state final="true"/>`; runtimes still read it.
            if state.kind == .atomic, node.attributes["final"] == "true" { state.kind = .final }
            if state.kind == .composite {
                let initialTargets = initialTargets(of: index)
                state.initial = initialTargets.first
                state.otherInitialTargets = Array(initialTargets.dropFirst())
            }
        }
        for child in node.children where isSCXML(child) {
            switch element(child).name {
            case "onentry": state.entryActions += actions(in: child)
            case "onexit": state.exitActions += actions(in: child)
            case "transition": state.transitions += transitions(of: child)
            default: break
            }
        }
        return state
    }

    private mutating func historyKind(_ index: Int) -> StateKind {
        switch element(index).attributes["type"] ?? "shallow" {
        case "deep": return .deepHistory
        case "shallow": return .shallowHistory
        case let other:
            report(
                SCXMLRules.invalidStructure, "unknown history type `\(other)`", at: tree.location(ofAttribute: "type", of: index),
                hint: "write `type=\"shallow\"` or `type=\"deep\"`")
            return .shallowHistory
        }
    }

    /// The `initial` attribute, else the `<initial>` element's targets, else the first child state.
    private mutating func initialTargets(of index: Int) -> [Reference] {
        let initialElement = element(index).children.first { isSCXML($0) && element($0).name == "initial" }
        if let ids = element(index).attributes["initial"] {
            if let initialElement {
                report(
                    SCXMLRules.invalidStructure, "a state has both an `initial` attribute and an `<initial>` element",
                    at: element(initialElement).location,
                    hint: "keep one of them")
            }
            return references(to: Self.words(ids), at: tree.location(ofAttribute: "initial", of: index))
        }
        if let name = element(index).extensions["initial"] {
            return [Reference(name, at: element(index).location)]
        }
        if let initialElement {
            let transition = element(initialElement).children.first { isSCXML($0) && element($0).name == "transition" }
            guard let transition, let targets = element(transition).attributes["target"].map(Self.words), !targets.isEmpty else {
                report(
                    SCXMLRules.invalidStructure, "`<initial>` has no transition with a target", at: element(initialElement).location,
                    hint: "write `<initial><transition target=\"child\"/></initial>`")
                return []
            }
            return references(to: targets, at: tree.location(ofAttribute: "target", of: transition))
        }
        return stateChildren(of: index).first { element($0).name != "history" }.map { [Reference(stateName($0), at: element($0).location)] } ?? []
    }

    /// An initial's targets, entered together; a note when there are several, which only the
    /// checker and an SCXML export know: the other notations have one initial state per composite.
    private mutating func references(to ids: [String], at location: SourceLocation) -> [Reference] {
        if let first = ids.first, ids.count > 1 {
            report(
                SCXMLRules.multipleInitialTargets,
                "the initial targets \(ids.map { "`\($0)`" }.joined(separator: ", ")) are entered together; diagrams and the exports other than SCXML and JSON show only `\(first)`",
                at: location,
                hint: "nothing to change for the checks, which follow every target")
        }
        return ids.map { Reference(name(ofID: $0), at: location) }
    }

    private func stateName(_ index: Int) -> String { element(index).stateName }

    /// The name of the state an `initial` or `target` id refers to.
    private func name(ofID id: String) -> String { namesByID[id] ?? id }

    private func stateChildren(of index: Int) -> [Int] {
        element(index).children.filter { element($0).isState }
    }

    // MARK: - Transitions and actions

    /// The transitions a `<transition>` stands for, one per event and target. An export's
    /// `fsmcheck:event`, `fsmcheck:target` give the names SCXML could not hold, and
    /// `fsmcheck:computedTarget` the code that computes a target at run time; a transition it
    /// marked `fsmcheck:implied` (a history default SCXML requires) stands for none.
    private mutating func transitions(of index: Int) -> [Transition] {
        let attributes = element(index).attributes
        let extensions = element(index).extensions
        if extensions["implied"] == "true" { return [] }
        if let type = attributes["type"], type != "internal", type != "external" {
            report(
                SCXMLRules.invalidStructure, "unknown transition type `\(type)`", at: tree.location(ofAttribute: "type", of: index),
                hint: "write `type=\"internal\"` or `type=\"external\"`")
        }
        let eventLocation = tree.location(ofAttribute: "event", of: index)
        let targetLocation = tree.location(ofAttribute: "target", of: index)
        let events: [Reference?] =
            extensions["event"].map { [Reference($0, at: eventLocation)] }
            ?? attributes["event"].map { Self.words($0).map { Reference($0, at: eventLocation) } }.flatMap { $0.isEmpty ? nil : $0 } ?? [nil]
        let targets: [Reference?] =
            attributes["target"].map { Self.words($0).map { Reference(name(ofID: $0), at: targetLocation) } }.flatMap { $0.isEmpty ? nil : $0 }
            ?? extensions["target"].map { [Reference($0, at: element(index).location)] } ?? [nil]
        let condition = attributes["cond"].map { Guard(conditions: [$0]) } ?? .always
        let actions = actions(in: index)
        let computed = extensions["computedTarget"]
        return events.flatMap { event in
            targets.map { target in
                Transition(
                    event: event, guard: condition, target: target, actions: actions, location: element(index).location,
                    computedTarget: target == nil ? computed : nil
                )
            }
        }
    }

    /// The executable content directly inside `index`, as action names.
    private func actions(in index: Int) -> [Reference] {
        element(index).children.compactMap { child in
            let node = element(child)
            if node.namespace == SCXMLLoader.actionNamespace {
                return node.name == "action" ? node.attributes["name"].map { Reference($0, at: node.location) } : nil
            }
            guard isSCXML(child) else { return nil }
            let detail: String? =
                switch node.name {
                case "raise", "send": node.attributes["event"]
                case "assign": node.attributes["location"]
                default: nil
                }
            return Reference(detail.map { "\(node.name) \($0)" } ?? node.name, at: node.location)
        }
    }

    // MARK: - Helpers

    private func element(_ index: Int) -> XMLElementTree.Element { tree.elements[index] }

    private func isSCXML(_ index: Int) -> Bool { element(index).isSCXML }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private mutating func report(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, notes: [Note] = [], hint: String, states: [String] = []
    ) {
        diagnostics.append(
            rule.diagnostic(message, at: location, notes: notes, hint: hint, subject: Diagnostic.Subject(states: states)))
    }
}

extension XMLElementTree.Element {
    /// SCXML elements; documents without the namespace declaration are accepted too.
    var isSCXML: Bool { namespace.isEmpty || namespace == SCXMLLoader.scxmlNamespace }

    /// `<state>`, `<parallel>`, `<final>` or `<history>`: the elements that are states.
    var isState: Bool { isSCXML && ["state", "parallel", "final", "history"].contains(name) }

    /// The `fsmcheck:name`, else the `id`, else a name made from the location for a state without
    /// one, or with an empty one (no transition can name it).
    var stateName: String {
        extensions["name"] ?? attributes["id"].flatMap { $0.isEmpty ? nil : $0 } ?? "_anonymous_\(location.line)_\(location.column)"
    }
}
