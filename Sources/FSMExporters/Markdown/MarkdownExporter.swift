import FSMDiagnostics
import FSMModel

/// A machine as GitHub-flavoured Markdown: transitions, a state × event matrix, the states, and
/// the findings. Output depends only on the machine and findings, so it can be golden-tested.
public enum MarkdownExporter {
    public static func markdown(for machine: Machine, findings: [Diagnostic] = []) -> String {
        let tables = MachineTables(machine)
        var sections = ["# \(MarkdownEscaping.text(machine.name))"]
        sections.append(transitionTable(machine, tables))
        sections.append(matrix(machine, tables))
        sections.append(statesTable(machine))
        sections.append(findingsTable(findings))
        return sections.joined(separator: "\n\n") + "\n"
    }

    static func transitionTable(_ machine: Machine, _ tables: MachineTables) -> String {
        let rows = tables.rows.map { row -> [String] in
            let transition = row.transition
            var event = transition.event.map { MarkdownEscaping.code($0.name) } ?? "*(none)*"
            if let origin = transition.inheritedFrom { event += " *(inherited from \(MarkdownEscaping.text(origin.name)))*" }
            let target =
                transition.target.map { MarkdownEscaping.text($0.name) + (transition.isDynamic ? " *(dynamic)*" : "") }
                ?? untargeted(transition)
            return [
                MarkdownEscaping.text(machine[row.state].name), event,
                transition.guard.displayText.map(MarkdownEscaping.code) ?? "",
                target, transition.actions.map { MarkdownEscaping.code($0.name) }.joined(separator: ", "),
            ]
        }
        guard !rows.isEmpty else { return "## Transitions\n\nNo transitions." }
        return "## Transitions\n\n" + MarkdownTable.render(header: ["State", "Event", "Guard", "Target", "Actions"], rows: rows)
    }

    static func matrix(_ machine: Machine, _ tables: MachineTables) -> String {
        let events = tables.matrix.events
        guard !events.isEmpty else { return "## State × event\n\nNo events." }
        guard !tables.matrixIsTooLarge else {
            return "## State × event\n\nLeft out: \(tables.states.count) states × \(events.count) events is too large to read as a table."
        }
        let rows = zip(tables.states, tables.matrix.cells).map { id, row in
            [MarkdownEscaping.text(machine[id].name)]
                + events.indices.map { column in
                    (row[column] ?? []).map { entry(tables.rows[$0].transition) }.joined(separator: "<br>")
                }
        }
        return "## State × event\n\n" + MarkdownTable.render(header: ["State"] + events.map(MarkdownEscaping.code), rows: rows)
    }

    /// What a transition without a named target does: stay, or go to a state code computes.
    private static func untargeted(_ transition: Transition) -> String {
        transition.computedTarget.map { "*(computed:* " + MarkdownEscaping.code($0) + "*)*" } ?? "*(internal)*"
    }

    /// A matrix cell's line for one transition: where it goes, and when.
    private static func entry(_ transition: Transition) -> String {
        var entry = transition.target.map { MarkdownEscaping.text($0.name) } ?? untargeted(transition)
        if let guardText = transition.guard.displayText { entry += " if " + MarkdownEscaping.code(guardText) }
        return entry
    }

    static func statesTable(_ machine: Machine) -> String {
        guard !machine.states.isEmpty else { return "## States\n\nNo states." }
        let initial = machine.initial?.name
        let rows = machine.stateIDs.map { id -> [String] in
            let state = machine[id]
            var kind = state.kind.rawValue
            if state.parent == nil, state.name == initial { kind += ", initial" }
            return [
                MarkdownEscaping.text(state.name),
                state.parent.map { MarkdownEscaping.text(machine[$0].name) } ?? "",
                kind,
                state.initial.map { MarkdownEscaping.text($0.name) } ?? "",
                state.superStates.map { MarkdownEscaping.text($0.name) }.joined(separator: ", "),
                machine.effectiveEntryActions(of: id).map { MarkdownEscaping.code($0.name) }.joined(separator: ", "),
                machine.effectiveExitActions(of: id).map { MarkdownEscaping.code($0.name) }.joined(separator: ", "),
            ]
        }
        return "## States\n\n" + MarkdownTable.render(header: ["State", "Parent", "Kind", "Initial child", "Inherits", "Entry", "Exit"], rows: rows)
    }

    static func findingsTable(_ findings: [Diagnostic]) -> String {
        guard !findings.isEmpty else { return "## Findings\n\nNo findings." }
        let rows = findings.sorted().map { finding in
            [
                finding.severity.rawValue, MarkdownEscaping.code(finding.ruleID),
                MarkdownEscaping.text("\(finding.location.line):\(finding.location.column)"),
                MarkdownEscaping.text(finding.message) + (finding.hint.map { " — " + MarkdownEscaping.text($0) } ?? ""),
            ]
        }
        return "## Findings\n\n" + MarkdownTable.render(header: ["Severity", "Rule", "Line:column", "Message"], rows: rows)
    }
}

/// A GitHub table from cells that are already escaped.
enum MarkdownTable {
    static func render(header: [String], rows: [[String]]) -> String {
        var lines = [line(header), line(header.map { _ in "---" })]
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }

    private static func line(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
