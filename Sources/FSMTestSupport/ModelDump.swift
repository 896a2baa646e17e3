import FSMModel

/// A one-line-per-element description of a machine, with locations, for exact expectations.
public enum ModelDump {
    public static func text(of machine: Machine) -> String {
        var lines = ["machine \(machine.name) [\(machine.dialect)] initial=\(reference(machine.initial))\(others(machine.otherInitialTargets))"]
        for id in machine.stateIDs {
            let state = machine[id]
            var line =
                "\(String(repeating: "  ", count: machine.ancestors(of: id).count))\(state.name) \(state.kind.rawValue) @\(position(state.location))"
            if let initial = state.initial { line += " initial=\(reference(initial))\(others(state.otherInitialTargets))" }
            if !state.superStates.isEmpty { line += " : " + state.superStates.map(\.name).joined(separator: " ") }
            if !state.entryActions.isEmpty { line += " entry=" + state.entryActions.map(\.name).joined(separator: ",") }
            if !state.exitActions.isEmpty { line += " exit=" + state.exitActions.map(\.name).joined(separator: ",") }
            lines.append(line)
            for transition in state.transitions {
                var text = "\(String(repeating: "  ", count: machine.ancestors(of: id).count + 1))"
                text += "\(transition.event.map { "\($0.name)@\(position($0.location))" } ?? "(eventless)") -> "
                text += transition.target.map { "\($0.name)@\(position($0.location))" } ?? "(internal)"
                if !transition.guard.conditions.isEmpty { text += " if " + transition.guard.conditions.joined(separator: " && ") }
                if !transition.actions.isEmpty { text += " / " + transition.actions.map(\.name).joined(separator: ", ") }
                text += " @\(position(transition.location))"
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func reference(_ reference: Reference?) -> String {
        reference.map { "\($0.name)@\(position($0.location))" } ?? "-"
    }

    /// ` +b@1:2 +c@1:2` for the other initial targets, nothing when there are none.
    private static func others(_ references: [Reference]) -> String {
        references.map { " +\(reference($0))" }.joined()
    }

    private static func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }
}
