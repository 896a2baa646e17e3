import FSMDiagnostics
import FSMModel

/// Writes W3C SCXML that the W3C SCXML 1.0 schema accepts.
///
/// Abstract super states have no SCXML counterpart, so each concrete state carries what it
/// inherits. Guards become `cond` text. Actions that are SCXML executable content as fsmcheck's
/// SCXML loader names them (`raise e`, `send e`, `assign x`, `log`) are written back as that
/// content; any other action is an `<fsmcheck:action name="…"/>`. Elements and attributes in the
/// `fsmcheck` namespace (`urn:fsmcheck:action`) are ignored by SCXML processors and read back by
/// fsmcheck's loader, so that a round trip gives back the same names:
///
/// - a state name that is not an `xs:ID` is written as a stand-in id (illegal characters as `_`,
///   numbered when taken) with `fsmcheck:name="the name"`; so is a machine name that is not an
///   `xs:NMTOKEN`, on `<scxml>`;
/// - an event name that is not an SCXML event descriptor (a space would make it two events) is
///   written as a stand-in with `fsmcheck:event="the name"`;
/// - a target or initial state that names no state the document holds (undefined, or an abstract
///   super state) is written as `fsmcheck:target` / `fsmcheck:initial` instead, since SCXML
///   requires ids to resolve (the export warns: see `SCXMLSemanticsCheck`);
/// - a history state without a default transition, which SCXML requires, gets one to its parent's
///   initial state, marked `fsmcheck:implied="true"` so that the loader leaves it out;
/// - a target computed at run time, which SCXML cannot name, is the code that computes it in
///   `fsmcheck:computedTarget` on a transition without `target`.
struct SCXMLExporter {
    static let namespace = "urn:fsmcheck:action"

    private let machine: Machine
    private var ids = IdentifierPool(alphabet: SCXMLNames.idAlphabet)
    private var events: SCXMLEventNames

    private init(_ machine: Machine) {
        self.machine = machine
        events = SCXMLEventNames(machine.stateIDs.flatMap { machine.effectiveTransitions(of: $0).compactMap(\.event?.name) })
        for state in machine.states where !state.isAbstract { _ = ids.identifier(for: state.name) }
    }

    static func export(_ machine: Machine) -> String {
        var exporter = SCXMLExporter(machine)
        return exporter.document()
    }

    private mutating func document() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        var root = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsmcheck=\"\(Self.namespace)\" version=\"1.0\""
        let token = SCXMLNames.nameToken(for: machine.name)
        if !token.isEmpty { root += " name=\"\(XMLEscaping.attribute(token))\"" }
        if token != machine.name { root += " fsmcheck:name=\"\(XMLEscaping.attribute(machine.name))\"" }
        if let initial = machine.initial { root += initialAttribute(initial, others: machine.otherInitialTargets) }
        lines.append(root + ">")
        for step in StateTreeWalk.steps(of: machine, including: { !$0.isAbstract }) {
            switch step {
            case .enter(let id, let depth):
                lines += open(id, depth: depth + 1)
            case .exit(let id, let depth):
                if hasContent(id) { lines.append(indent(depth + 1) + "</\(element(for: machine[id]))>") }
            }
        }
        lines.append("</scxml>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// True for a name the document declares as a state id.
    private func isDrawnState(_ name: String) -> Bool {
        machine.id(named: name).map { !machine[$0].isAbstract } ?? false
    }

    /// ` attribute="id"` for a state the document holds, else ` fsmcheck:attribute="name"`.
    private mutating func reference(_ reference: Reference, attribute: String) -> String {
        isDrawnState(reference.name)
            ? " \(attribute)=\"\(XMLEscaping.attribute(ids.identifier(for: reference.name)))\""
            : " fsmcheck:\(attribute)=\"\(XMLEscaping.attribute(reference.name))\""
    }

    /// ` initial="a b"` when there are other initial targets and the document holds them all, else
    /// the first target as `reference` writes it.
    /// Several targets only when each is in a region of its own: states a machine without regions
    /// may start in (a Swift ternary) are alternatives, which SCXML cannot say; the first is written.
    private mutating func initialAttribute(_ initial: Reference, others: [Reference]) -> String {
        let all = [initial] + others
        let parents = all.map { machine.id(named: $0.name).flatMap { machine[$0].parent } }
        guard !others.isEmpty, all.allSatisfy({ isDrawnState($0.name) }), Set(parents).count == all.count else {
            return reference(initial, attribute: "initial")
        }
        return " initial=\"\(all.map { XMLEscaping.attribute(ids.identifier(for: $0.name)) }.joined(separator: " "))\""
    }

    private mutating func open(_ id: StateID, depth: Int) -> [String] {
        let state = machine[id]
        let stateID = ids.identifier(for: state.name)
        var tag = "<\(element(for: state)) id=\"\(XMLEscaping.attribute(stateID))\""
        if stateID != state.name { tag += " fsmcheck:name=\"\(XMLEscaping.attribute(state.name))\"" }
        switch state.kind {
        case .shallowHistory: tag += " type=\"shallow\""
        case .deepHistory: tag += " type=\"deep\""
        case .composite: if let initial = state.initial { tag += initialAttribute(initial, others: state.otherInitialTargets) }
        default: break
        }
        guard hasContent(id) else { return [indent(depth) + tag + "/>"] }
        var lines = [indent(depth) + tag + ">"]
        for (element, actions) in [("onentry", machine.effectiveEntryActions(of: id)), ("onexit", machine.effectiveExitActions(of: id))]
        where !actions.isEmpty {
            lines.append(indent(depth + 1) + "<\(element)>")
            lines += actions.map { indent(depth + 2) + executableContent(for: $0.name) }
            lines.append(indent(depth + 1) + "</\(element)>")
        }
        for transition in machine.effectiveTransitions(of: id) { lines += self.transition(transition, depth: depth + 1) }
        if let implied = impliedHistoryDefault(of: id) {
            lines.append(
                indent(depth + 1)
                    + "<transition target=\"\(XMLEscaping.attribute(ids.identifier(for: machine[implied].name)))\" fsmcheck:implied=\"true\"/>")
        }
        return lines
    }

    private mutating func transition(_ transition: Transition, depth: Int) -> [String] {
        var tag = "<transition"
        if let event = transition.event {
            let descriptor = events.descriptor(for: event.name)
            tag += " event=\"\(XMLEscaping.attribute(descriptor.text))\""
            if descriptor.isStandIn { tag += " fsmcheck:event=\"\(XMLEscaping.attribute(event.name))\"" }
        }
        if let condition = transition.guard.displayText { tag += " cond=\"\(XMLEscaping.attribute(condition))\"" }
        if let target = transition.target { tag += reference(target, attribute: "target") }
        if let computed = transition.computedTarget { tag += " fsmcheck:computedTarget=\"\(XMLEscaping.attribute(computed))\"" }
        guard !transition.actions.isEmpty else { return [indent(depth) + tag + "/>"] }
        return [indent(depth) + tag + ">"] + transition.actions.map { indent(depth + 1) + executableContent(for: $0.name) } + [
            indent(depth) + "</transition>"
        ]
    }

    /// SCXML requires a history state's default transition; without one in the model, the
    /// history's parent is entered as usual: at its initial state, else its first child.
    private func impliedHistoryDefault(of id: StateID) -> StateID? {
        guard machine[id].isHistory, machine.effectiveTransitions(of: id).isEmpty, let parent = machine[id].parent else { return nil }
        let siblings = machine[parent].children.filter { !machine[$0].isHistory && !machine[$0].isAbstract }
        let initial = machine[parent].initial.flatMap { machine.id(named: $0.name) }.flatMap { siblings.contains($0) ? $0 : nil }
        return initial ?? siblings.first
    }

    private func hasContent(_ id: StateID) -> Bool {
        machine[id].hasChildren || !machine.effectiveTransitions(of: id).isEmpty || impliedHistoryDefault(of: id) != nil
            || !machine.effectiveEntryActions(of: id).isEmpty || !machine.effectiveExitActions(of: id).isEmpty
    }

    private func element(for state: State) -> String {
        switch state.kind {
        case .orthogonal: "parallel"
        case .final: "final"
        case .shallowHistory, .deepHistory: "history"
        case .atomic, .composite, .abstract: "state"
        }
    }

    /// SCXML content where the action reads as the loader names it and its argument has the type
    /// the schema asks for (`raise`: an NMTOKEN, `send`: one event), else `<fsmcheck:action>`.
    private func executableContent(for action: String) -> String {
        let words = action.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if action == "log" { return "<log/>" }
        if words.count == 2 {
            switch words[0] {
            case "raise" where SCXMLNames.isNameToken(words[1]), "send" where SCXMLNames.isEventDescriptor(words[1]) && !words[1].contains("*"):
                return "<\(words[0]) event=\"\(XMLEscaping.attribute(words[1]))\"/>"
            case "assign" where !words[1].isEmpty:
                return "<assign location=\"\(XMLEscaping.attribute(words[1]))\"/>"
            default: break
            }
        }
        return "<fsmcheck:action name=\"\(XMLEscaping.attribute(action))\"/>"
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
