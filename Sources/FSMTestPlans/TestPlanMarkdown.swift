import FSMChecker
import FSMModel

/// A test plan for people: a table per path (event, what it arrives with, the states expected
/// after it), then what needs a hand-chosen condition and what is not covered.
enum TestPlanMarkdown {
    static func text(of plan: TestPlan, relativePath: (String) -> String) -> String {
        func place(_ location: SourceLocation) -> String { "\(relativePath(location.file)):\(location.line):\(location.column)" }
        var text = "# Test plan: \(plan.machine)\n\n"
        text += "From `\(place(plan.location))`, covering every \(plan.coverage == .transitions ? "transition" : "state").\n\n"
        if let reason = plan.reason { return text + "No test can be made: \(reason).\n" }
        let summary = plan.summary.prefix(1).uppercased() + plan.summary.dropFirst()
        text +=
            plan.startsInSeveralPlaces
            ? "\(summary). The machine starts in one of several initial candidates; each path says which.\n"
            : "\(summary). Each path starts in \(names(plan.initial)).\n"
        for (index, path) in plan.paths.enumerated() {
            text += "\n## Path \(index + 1): \(path.steps.map(\.transition.label).joined(separator: " → "))\n\n"
            if plan.startsInSeveralPlaces { text += "Starts in \(names(path.start)).\n\n" }
            text += "| # | event | given | transition | expected after it |\n|---:|---|---|---|---|\n"
            for (number, step) in path.steps.enumerated() {
                let taken = step.transition
                let event = taken.event.map { "`\(cell($0))`" } ?? "*(none)*"
                let given = (taken.values + taken.conditions).map { "`\(cell($0))`" }.joined(separator: ", ")
                let move = "`\(cell(taken.state))` " + (taken.target.map { "→ `\(cell($0))`" } ?? "(stays)") + " at `\(cell(place(taken.location)))`"
                text += "| \(number + 1) | \(event) | \(given) | \(move) | \(names(step.expected)) |\n"
            }
        }
        if !plan.needingConditions.isEmpty {
            text += "\n## Needing a hand-chosen condition\n\nfsmcheck cannot evaluate these guards; a test must make them hold:\n\n"
            for taken in plan.needingConditions {
                text +=
                    "- `\(cell(taken.state))` on \(taken.event.map { "`\(cell($0))`" } ?? "no event") (`\(place(taken.location))`): "
                    + taken.conditions.map { "`\(cell($0))`" }.joined(separator: ", ") + "\n"
            }
        }
        if !plan.uncovered.isEmpty {
            text += "\n## Not covered\n\n"
            for gap in plan.uncovered { text += "- \(gap.subject) (`\(place(gap.location))`): \(gap.reason)\n" }
        }
        return text
    }

    private static func names(_ states: [String]) -> String {
        states.isEmpty ? "—" : states.map { "`\(cell($0))`" }.joined(separator: ", ")
    }

    /// A table cell cannot hold `|` or a line break.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
