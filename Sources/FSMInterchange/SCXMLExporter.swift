import FSMModel

/// Writes W3C SCXML.
///
/// Abstract super states have no SCXML counterpart, so each concrete state carries what it
/// inherits. Guards become `cond` text. Actions that are SCXML executable content as fsmcheck's
/// SCXML loader names them (`raise e`, `send e`, `assign x`, `log`) are written back as that
/// content; any other action is an `<fsmcheck:action name="…"/>` in the `urn:fsmcheck:action`
/// namespace, which SCXML processors ignore and the loader reads back. A target computed at run
/// time, which SCXML cannot name, is the code that computes it in an `fsmcheck:computedTarget`
/// attribute of a transition without `target`.
///
/// State ids must be XML names (no spaces, not starting with a digit): a name that is not one is
/// written with `_` for each offending character (numbered if that clashes), everywhere it appears.
struct SCXMLExporter {
    static let actionNamespace = "urn:fsmcheck:action"

    private let machine: Machine
    private var ids = IdentifierPool(alphabet: IdentifierPool.Alphabet(
        first: { $0 == "_" || $0.isLetter },
        rest: { $0 == "_" || $0 == "-" || $0 == "." || $0.isLetter || $0.isNumber }
    ))

    private init(_ machine: Machine) {
        self.machine = machine
        for state in machine.states { _ = ids.identifier(for: state.name) }
    }

    static func export(_ machine: Machine) -> String {
        var exporter = SCXMLExporter(machine)
        return exporter.document()
    }

    private mutating func document() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        var root = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsmcheck=\"\(Self.actionNamespace)\" version=\"1.0\" name=\"\(escape(machine.name))\""
        if let initial = machine.initial { root += " initial=\"\(id(initial))\"" }
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

    /// The id written for a state name, a target or an initial state.
    private mutating func id(_ reference: Reference) -> String { escape(ids.identifier(for: reference.name)) }

    private mutating func open(_ id: StateID, depth: Int) -> [String] {
        let state = machine[id]
        var tag = "<\(element(for: state)) id=\"\(escape(ids.identifier(for: state.name)))\""
        switch state.kind {
        case .shallowHistory: tag += " type=\"shallow\""
        case .deepHistory: tag += " type=\"deep\""
        case .composite: if let initial = state.initial { tag += " initial=\"\(self.id(initial))\"" }
        default: break
        }
        guard hasContent(id) else { return [indent(depth) + tag + "/>"] }
        var lines = [indent(depth) + tag + ">"]
        for (element, actions) in [("onentry", machine.effectiveEntryActions(of: id)), ("onexit", machine.effectiveExitActions(of: id))] where !actions.isEmpty {
            lines.append(indent(depth + 1) + "<\(element)>")
            lines += actions.map { indent(depth + 2) + executableContent(for: $0.name) }
            lines.append(indent(depth + 1) + "</\(element)>")
        }
        for transition in machine.effectiveTransitions(of: id) {
            var tag = "<transition"
            if let event = transition.event { tag += " event=\"\(escape(event.name))\"" }
            if let condition = transition.guard.displayText { tag += " cond=\"\(escape(condition))\"" }
            if let target = transition.target { tag += " target=\"\(self.id(target))\"" }
            if let computed = transition.computedTarget { tag += " fsmcheck:computedTarget=\"\(escape(computed))\"" }
            guard !transition.actions.isEmpty else {
                lines.append(indent(depth + 1) + tag + "/>")
                continue
            }
            lines.append(indent(depth + 1) + tag + ">")
            lines += transition.actions.map { indent(depth + 2) + executableContent(for: $0.name) }
            lines.append(indent(depth + 1) + "</transition>")
        }
        return lines
    }

    private func hasContent(_ id: StateID) -> Bool {
        machine[id].hasChildren || !machine.effectiveTransitions(of: id).isEmpty
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

    private func executableContent(for action: String) -> String {
        let words = action.split(separator: " ", omittingEmptySubsequences: false)
        if action == "log" { return "<log/>" }
        if words.count == 2, !words[1].isEmpty {
            switch words[0] {
            case "raise", "send": return "<\(words[0]) event=\"\(escape(String(words[1])))\"/>"
            case "assign": return "<assign location=\"\(escape(String(words[1])))\"/>"
            default: break
            }
        }
        return "<fsmcheck:action name=\"\(escape(action))\"/>"
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    /// Text safe inside a double-quoted attribute.
    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.append(character)
            }
        }
        return result
    }
}
