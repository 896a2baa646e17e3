import FSMModel

/// Writes fsmcheck's `.fsm` spec format, so that loading the output gives the same machine
/// (states, kinds, initial states, transitions, guards, actions, entry/exit, predicates, events).
///
/// Transitions of one event are written together under `on:`, in their order, when that keeps
/// the state's order of transitions; otherwise (an event comes back after another one, an
/// eventless transition comes before an event's) they are written in their order under
/// `ordered:`, each naming its event, since the first that matches wins where semantics say so
/// (SCXML: `entering` also matches `entering.s011`). Every transition is a flow mapping
/// (`{ to: T, do: [a], when: "…", if: ["…"] }`) or, with only a target, the target name.
/// What the `.fsm` core cannot say is written as extension keys, for the spec loader to read:
/// `semantics:` when the machine follows another notation's conventions (SCXML, SwiftFSM, SMC),
/// `unseen:` for what its source hid from fsmcheck (an initial state, predicate enums, transitions),
/// `history: shallow|deep` on a history state, `always:` for a state's eventless transitions
/// (a list like an event's alternatives), `override: true` / `dynamic: true` on a transition, and
/// `computed: "code"` for a target code computes that may be any state.
enum SpecExporter {
    static func export(_ machine: Machine) -> String {
        var lines = ["machine: \(YAMLText.scalar(machine.name))"]
        if let initial = machine.initial { lines.append("initial: \(YAMLText.scalar(initial.name))") }
        if !machine.predicateTypes.isEmpty {
            lines.append("predicates:")
            lines += machine.predicateTypes.map { "  \(YAMLText.scalar($0.name)): \(YAMLText.list($0.cases))" }
        }
        if let events = machine.declaredEvents { lines.append("events: \(YAMLText.list(events.map(\.name)))") }
        if machine.semantics != .spec {
            let semantics = machine.semantics
            let firing = semantics.unconditionalTransitionsAlwaysFire ? ", unconditionalAlwaysFires: true" : ""
            let inheriting = semantics.concreteSuperStates ? ", concreteSuperStates: true" : ""
            let invoked = semantics.cancelledByInvoker ? ", cancelledByInvoker: true" : ""
            lines.append(
                "semantics: { guards: \(semantics.guardOverlap.rawValue), overrides: \(semantics.inheritedOverride.rawValue)\(firing)\(inheriting)\(invoked) }"
            )
        }
        lines += unseenLines(machine.unseen)
        lines += SpecProperties.lines(machine.properties)
        lines.append(machine.states.isEmpty ? "states: {}" : "states:")
        for step in StateTreeWalk.steps(of: machine) {
            guard case .enter(let id, let depth) = step else { continue }
            lines += stateLines(machine[id], indent: String(repeating: " ", count: 2 + 4 * depth))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `unseen: { initial: "why", predicates: { Type: "why" }, transitions: [{ from: S, why: "why" }], types: "why" }`,
    /// or nothing when all was seen.
    private static func unseenLines(_ unseen: [Unseen]) -> [String] {
        var entries: [String] = []
        if let initial = unseen.first(where: { $0.subject == .initialState }) { entries.append("initial: \(YAMLText.quoted(initial.reason))") }
        var seenTypes: Set<String> = []
        var types: [String] = []
        var transitions: [String] = []
        for fact in unseen {
            switch fact.subject {
            case .initialState:
                continue
            case .predicateType(let name):
                if seenTypes.insert(name).inserted { types.append("\(YAMLText.scalar(name)): \(YAMLText.quoted(fact.reason))") }
            case .transitions(let from):
                transitions.append("{ " + (from.map { "from: \(YAMLText.scalar($0)), " } ?? "") + "why: \(YAMLText.quoted(fact.reason)) }")
            case .stateType:
                continue
            }
        }
        if !types.isEmpty { entries.append("predicates: { \(types.joined(separator: ", ")) }") }
        if !transitions.isEmpty { entries.append("transitions: [\(transitions.joined(separator: ", "))]") }
        if let types = unseen.first(where: { $0.subject == .stateType }) { entries.append("types: \(YAMLText.quoted(types.reason))") }
        return entries.isEmpty ? [] : ["unseen: { \(entries.joined(separator: ", ")) }"]
    }

    /// The state's key and properties; its children follow under the `states:` or `regions:` written last.
    private static func stateLines(_ state: State, indent: String) -> [String] {
        var properties: [String] = []
        switch state.kind {
        case .abstract: properties.append("abstract: true")
        case .final: properties.append("final: true")
        case .shallowHistory: properties.append("history: shallow")
        case .deepHistory: properties.append("history: deep")
        case .atomic, .composite, .orthogonal: break
        }
        if !state.superStates.isEmpty { properties.append("inherits: \(YAMLText.list(state.superStates.map(\.name)))") }
        if state.kind == .composite, let initial = state.initial { properties.append("initial: \(YAMLText.scalar(initial.name))") }
        if !state.entryActions.isEmpty { properties.append("entry: \(YAMLText.list(state.entryActions.map(\.name)))") }
        if !state.exitActions.isEmpty { properties.append("exit: \(YAMLText.list(state.exitActions.map(\.name)))") }
        properties += transitionLines(state.transitions)
        if state.hasChildren { properties.append(state.kind == .orthogonal ? "regions:" : "states:") }
        let key = indent + YAMLText.scalar(state.name) + ":"
        return properties.isEmpty ? [key + " {}"] : [key] + properties.map { indent + "  " + $0 }
    }

    private static func transitionLines(_ transitions: [Transition]) -> [String] {
        guard keepsOrderWhenGrouped(transitions) else {
            return ["ordered:"]
                + transitions.map { transition in
                    let mapping = mapping(of: transition)
                    guard let event = transition.event?.name else { return "  - \(mapping)" }
                    return "  - { on: \(YAMLText.scalar(event))" + (mapping == "{}" ? " }" : ", " + mapping.dropFirst(2))
                }
        }
        var eventOrder: [String] = []
        var byEvent: [String: [Transition]] = [:]
        var eventless: [Transition] = []
        for transition in transitions {
            guard let event = transition.event?.name else {
                eventless.append(transition)
                continue
            }
            if byEvent[event] == nil { eventOrder.append(event) }
            byEvent[event, default: []].append(transition)
        }
        var lines: [String] = []
        if !eventOrder.isEmpty {
            lines.append("on:")
            for event in eventOrder {
                let alternatives = byEvent[event] ?? []
                if alternatives.count == 1 {
                    lines.append("  \(YAMLText.scalar(event)): \(value(of: alternatives[0]))")
                } else {
                    lines.append("  \(YAMLText.scalar(event)):")
                    lines += alternatives.map { "    - \(mapping(of: $0))" }
                }
            }
        }
        if !eventless.isEmpty {
            lines.append("always:")
            lines += eventless.map { "  - \(mapping(of: $0))" }
        }
        return lines
    }

    /// True when `on:` (events in order of first appearance, each with its transitions) followed
    /// by `always:` lists the transitions in their own order.
    private static func keepsOrderWhenGrouped(_ transitions: [Transition]) -> Bool {
        var finished: Set<String> = []
        var current: String?
        var sawEventless = false
        for transition in transitions {
            guard let event = transition.event?.name else {
                sawEventless = true
                continue
            }
            if sawEventless { return false }
            if event != current {
                if let current { finished.insert(current) }
                guard !finished.contains(event) else { return false }
                current = event
            }
        }
        return true
    }

    /// The bare target name when that says everything, else the mapping. A name a shorthand would
    /// read otherwise (`</b>` holds the `/` before actions; spaces at its ends are trimmed) goes under `to:`.
    private static func value(of transition: Transition) -> String {
        if let target = transition.target, transition.actions.isEmpty, transition.guard.isUnconditional, transition.guard.text == nil,
            !transition.isOverride, !transition.isDynamic, readsBackAsShorthand(target.name)
        {
            return YAMLText.scalar(target.name)
        }
        return mapping(of: transition)
    }

    private static func readsBackAsShorthand(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last else { return false }
        return !name.contains("/") && !first.properties.isWhitespace && !last.properties.isWhitespace
    }

    private static func mapping(of transition: Transition) -> String {
        var entries: [String] = []
        if let target = transition.target { entries.append("to: \(YAMLText.scalar(target.name))") }
        if let computed = transition.computedTarget { entries.append("computed: \(YAMLText.quoted(computed))") }
        if !transition.actions.isEmpty { entries.append("do: \(YAMLText.list(transition.actions.map(\.name)))") }
        if let predicate = transition.guard.predicate, let text = Guard(predicate: predicate).displayText {
            entries.append("when: \(YAMLText.quoted(text))")
        }
        if !transition.guard.conditions.isEmpty {
            entries.append("if: [\(transition.guard.conditions.map(YAMLText.quoted).joined(separator: ", "))]")
        }
        if let text = transition.guard.text { entries.append("guardText: \(YAMLText.quoted(text))") }
        if transition.isOverride { entries.append("override: true") }
        if transition.isDynamic, transition.computedTarget == nil { entries.append("dynamic: true") }
        return entries.isEmpty ? "{}" : "{ " + entries.joined(separator: ", ") + " }"
    }
}

/// YAML scalars written so that a YAML reader gives back exactly the text: plain when that is
/// unambiguous, double-quoted otherwise.
enum YAMLText {
    /// Words YAML 1.1 or 1.2 would read as something other than a string.
    private static let specialWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
    ]

    static func scalar(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Letters, digits, `_`, and `.` or `-` after the first character; not a number, not a special word.
    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        guard !specialWords.contains(text.lowercased()) else { return false }
        return text.allSatisfy { $0 == "_" || $0 == "." || $0 == "-" || $0.isLetter || $0.isNumber }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
