import FSMModel

/// Everything a machine says except where it was written: one line per element, so that two
/// machines compare exactly (order of states and transitions included) and a difference is
/// reported as the first line that differs.
///
/// Left out: source locations, and the dialect (the notation a machine was read from, which a
/// round trip changes by nature). States are listed in tree order (each state's children in
/// their order), not in the order a loader happened to number them: nested notations such as
/// `.fsm` and SCXML can only number them depth first.
struct ComparableMachine: Equatable {
    let lines: [String]

    init(_ machine: Machine) {
        var lines = [
            "machine \(machine.name) initial=\(machine.initial?.name ?? "-")",
            "semantics \(machine.semantics.guardOverlap) \(machine.semantics.inheritedOverride) always=\(machine.semantics.unconditionalTransitionsAlwaysFire)",
            "predicates " + machine.predicateTypes.map { "\($0.name)=\($0.cases)" }.joined(separator: " "),
            "events " + (machine.declaredEvents.map { "\($0.map(\.name))" } ?? "-"),
            "unseen " + machine.unseen.map { "\($0.subject): \($0.reason)" }.joined(separator: " | "),
            "properties " + machine.properties.map(\.text).joined(separator: " | "),
        ]
        for id in Self.treeOrder(machine) {
            let state = machine[id]
            lines.append(
                "state \(state.name) \(state.kind) parent=\(state.parent.map { machine[$0].name } ?? "-")"
                    + " children=\(state.children.map { machine[$0].name }) initial=\(state.initial?.name ?? "-")"
                    + " inherits=\(state.superStates.map(\.name)) entry=\(state.entryActions.map(\.name)) exit=\(state.exitActions.map(\.name))")
            for transition in state.transitions {
                lines.append(
                    "  on \(transition.event?.name ?? "(eventless)") when=\(transition.guard.predicate.map(Self.text) ?? "-")"
                        + " if=\(transition.guard.conditions) text=\(transition.guard.text ?? "-") to=\(Self.target(of: transition))"
                        + " do=\(transition.actions.map(\.name)) from=\(transition.inheritedFrom?.name ?? "-")"
                        + " override=\(transition.isOverride) dynamic=\(transition.isDynamic)")
            }
        }
        self.lines = lines
    }

    /// Where a transition goes: a state, `?(code)` for one code computes at run time, or `(internal)`.
    static func target(of transition: Transition) -> String {
        transition.target?.name ?? transition.computedTarget.map { "?(\($0))" } ?? "(internal)"
    }

    static func treeOrder(_ machine: Machine) -> [StateID] {
        var order: [StateID] = []
        var pending = Array(machine.topLevelStateIDs.reversed())
        while let next = pending.popLast() {
            order.append(next)
            pending += machine[next].children.reversed()
        }
        return order
    }

    /// The structure of a predicate as written, without locations: `and(A.x, not(B.y))`.
    private static func text(_ expression: PredicateExpression) -> String {
        switch expression {
        case .atom(let atom): atom.description
        case .not(let inner): "not(\(text(inner)))"
        case .and(let parts): "and(\(parts.map(text).joined(separator: ", ")))"
        case .or(let parts): "or(\(parts.map(text).joined(separator: ", ")))"
        }
    }

    /// `nil` when equal; else the first line that differs, as `got` against `expected`.
    func firstDifference(from expected: ComparableMachine) -> String? {
        Self.firstDifference(lines, expected.lines)
    }

    static func firstDifference(_ lines: [String], _ expected: [String]) -> String? {
        guard lines != expected else { return nil }
        for (index, (got, wanted)) in zip(lines, expected).enumerated() where got != wanted {
            return "line \(index + 1): got `\(got)`, expected `\(wanted)`"
        }
        return "\(lines.count) lines, expected \(expected.count)"
    }
}

/// What SCXML can say of a machine: its concrete states (abstract super states folded into the
/// states that inherit them), each with its effective entry/exit actions and transitions, guards
/// as condition text. Predicates, declared events, overrides, dynamic targets and the notation's
/// semantics have no SCXML words; an SCXML composite without `initial` starts at its first child.
struct SCXMLProjection: Equatable {
    let lines: [String]

    init(_ machine: Machine) {
        let drawn = { (id: StateID) in !machine[id].isAbstract }
        let firstChild = { (ids: [StateID]) in ids.first { drawn($0) && !machine[$0].isHistory }.map { machine[$0].name } }
        let others = { (references: [Reference]) in references.map { " +\($0.name)" }.joined() }
        var lines = [
            "machine \(machine.name) initial=\(machine.initial?.name ?? firstChild(machine.topLevelStateIDs) ?? "-")\(others(machine.otherInitialTargets))"
        ]
        for id in ComparableMachine.treeOrder(machine) where drawn(id) {
            let state = machine[id]
            let initial =
                state.kind == .composite ? (state.initial?.name ?? firstChild(state.children)).map { $0 + others(state.otherInitialTargets) } : nil
            lines.append(
                "state \(state.name) \(state.kind) parent=\(state.parent.map { machine[$0].name } ?? "-")"
                    + " children=\(state.children.filter(drawn).map { machine[$0].name }) initial=\(initial ?? "-")"
                    + " entry=\(machine.effectiveEntryActions(of: id).map(\.name)) exit=\(machine.effectiveExitActions(of: id).map(\.name))")
            for transition in machine.effectiveTransitions(of: id) {
                lines.append(
                    "  on \(transition.event?.name ?? "(eventless)") cond=\(transition.guard.displayText ?? "-")"
                        + " to=\(ComparableMachine.target(of: transition)) do=\(transition.actions.map(\.name))")
            }
        }
        self.lines = lines
    }

    func firstDifference(from expected: SCXMLProjection) -> String? {
        ComparableMachine.firstDifference(lines, expected.lines)
    }
}
