import FSMDiagnostics

/// The diff as plain text for a terminal, and as Markdown for a pull-request comment.
///
/// Both list the same things in the same order (machines by name; within one, initial state,
/// states, transitions, findings), so the two forms never disagree.
public enum DiffText {
    public static func human(_ diffs: [MachineDiff]) -> String {
        let changed = diffs.filter { $0.status != .unchanged }
        guard !changed.isEmpty else { return "no semantic differences in \(plural(diffs.count, "machine"))\n" }
        var output = ""
        for diff in changed {
            output += "machine \(diff.name) (\(diff.status.rawValue))"
            if diff.status != .changed { output += ": \(plural(diff.stateCount, "state")), \(plural(diff.transitionCount, "transition"))" }
            output += "\n"
            for section in sections(of: diff) {
                output += "  \(section.title):\n"
                output += section.lines.map { "    \(section.marker) \($0.plain)\n" }.joined()
            }
        }
        return output + summary(diffs) + "\n"
    }

    /// A machine's picture in the Markdown form: Mermaid source, which GitHub draws in comments,
    /// or why there is none.
    public enum Picture: Sendable, Equatable {
        case mermaid(String)
        case leftOut(String)
    }

    /// Said once above the pictures.
    static let pictureLegend = "In the pictures: **+** added (green), **−** removed (red, dashed, from the old version), **~** changed (amber)."

    /// The Markdown form, with the pictures given by machine name under each machine's heading.
    public static func markdown(_ diffs: [MachineDiff], pictures: [String: Picture] = [:]) -> String {
        let changed = diffs.filter { $0.status != .unchanged }
        var output = "## fsmcheck diff\n\n"
        guard !changed.isEmpty else { return output + "No semantic differences in \(plural(diffs.count, "machine")).\n" }
        output += summary(diffs) + ".\n\n"
        output += "| Machine | Change | States | Transitions | Findings |\n|---|---|---|---|---|\n"
        for diff in changed {
            let states = counts(added: diff.addedStates.count, removed: diff.removedStates.count, changed: diff.changedStates.count)
            let transitions = counts(
                added: diff.addedTransitions.count, removed: diff.removedTransitions.count, changed: diff.changedTransitions.count)
            let findings = counts(added: diff.introducedFindings.count, removed: diff.fixedFindings.count, changed: 0)
            output +=
                "| \(MarkdownEscaping.code(diff.name)) | \(diff.status.rawValue) | \(diff.status == .changed ? states : "\(diff.stateCount)") | \(diff.status == .changed ? transitions : "\(diff.transitionCount)") | \(findings) |\n"
        }
        if changed.contains(where: { pictures[$0.name] != nil }) { output += "\n" + pictureLegend + "\n" }
        for diff in changed {
            let sections = sections(of: diff)
            let picture = pictures[diff.name]
            guard !sections.isEmpty || picture != nil else { continue }
            output += "\n### \(MarkdownEscaping.code(diff.name))\n"
            switch picture {
            case .mermaid(let source)?:
                let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: source) + 1))
                output += "\n\(fence)mermaid\n\(source)\(source.hasSuffix("\n") ? "" : "\n")\(fence)\n"
            case .leftOut(let reason)?:
                output += "\n*\(MarkdownEscaping.message(reason))*\n"
            case nil:
                break
            }
            for section in sections {
                output += "\n**\(section.title.prefix(1).uppercased() + section.title.dropFirst())**\n\n"
                output += section.lines.map { "- \($0.markdown)\n" }.joined()
            }
        }
        return output
    }

    public struct Line: Sendable {
        public var plain: String
        public var markdown: String
    }

    /// One list of a machine's diff: `states added`, `transitions changed`, `findings fixed`…
    public struct Section: Sendable {
        public var title: String
        /// `+`, `-` or `~`.
        public var marker: String
        public var lines: [Line]
    }

    /// The lists every form of the diff shows for a machine, in their order.
    public static func sections(of diff: MachineDiff) -> [Section] {
        var sections: [Section] = []
        func add(_ title: String, _ marker: String, _ lines: [Line]) {
            if !lines.isEmpty { sections.append(Section(title: title, marker: marker, lines: lines)) }
        }
        if let change = diff.initialChange {
            add(
                "initial state", "~",
                [
                    Line(
                        plain: "\(change.old) → \(change.new)",
                        markdown: "\(MarkdownEscaping.code(change.old)) → \(MarkdownEscaping.code(change.new))")
                ])
        }
        add("states added", "+", diff.addedStates.map { Line(plain: $0, markdown: MarkdownEscaping.code($0)) })
        add("states removed", "-", diff.removedStates.map { Line(plain: $0, markdown: MarkdownEscaping.code($0)) })
        add(
            "states changed", "~",
            diff.changedStates.map {
                Line(
                    plain: "\($0.state): \($0.aspect) \($0.change.old) → \($0.change.new)",
                    markdown:
                        "\(MarkdownEscaping.code($0.state)): \($0.aspect) \(MarkdownEscaping.code($0.change.old)) → \(MarkdownEscaping.code($0.change.new))"
                )
            })
        add("transitions added", "+", diff.addedTransitions.map { Line(plain: $0.description, markdown: MarkdownEscaping.code($0.description)) })
        add("transitions removed", "-", diff.removedTransitions.map { Line(plain: $0.description, markdown: MarkdownEscaping.code($0.description)) })
        add(
            "transitions changed", "~",
            diff.changedTransitions.map {
                Line(
                    plain: "\($0.old) ⇒ \($0.new)",
                    markdown: "\(MarkdownEscaping.code($0.old.description)) ⇒ \(MarkdownEscaping.code($0.new.description))")
            })
        add("properties added", "+", diff.addedProperties.map { Line(plain: $0, markdown: MarkdownEscaping.code($0)) })
        add("properties removed", "-", diff.removedProperties.map { Line(plain: $0, markdown: MarkdownEscaping.code($0)) })
        add("findings introduced", "+", diff.introducedFindings.map(findingLine))
        add("findings fixed", "-", diff.fixedFindings.map(findingLine))
        return sections
    }

    private static func findingLine(_ finding: FindingSummary) -> Line {
        Line(
            plain: "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]",
            markdown: "**\(finding.severity.rawValue)** \(MarkdownEscaping.message(finding.message)) (\(MarkdownEscaping.code(finding.ruleID)))"
        )
    }

    /// `1 changed, 0 added, 0 removed, 2 unchanged; 1 finding introduced, 0 fixed`.
    public static func summary(_ diffs: [MachineDiff]) -> String {
        let count = { (status: MachineDiff.Status) in diffs.count { $0.status == status } }
        let introduced = diffs.reduce(0) { $0 + $1.introducedFindings.count }
        let fixed = diffs.reduce(0) { $0 + $1.fixedFindings.count }
        return "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed, \(count(.unchanged)) unchanged; "
            + "\(plural(introduced, "finding")) introduced, \(fixed) fixed"
    }

    /// `+2 −1 ~3`, or `–` when nothing changed.
    public static func counts(added: Int, removed: Int, changed: Int) -> String {
        var parts: [String] = []
        if added > 0 { parts.append("+\(added)") }
        if removed > 0 { parts.append("−\(removed)") }
        if changed > 0 { parts.append("~\(changed)") }
        return parts.isEmpty ? "–" : parts.joined(separator: " ")
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var current = 0
        for next in text {
            current = next == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
