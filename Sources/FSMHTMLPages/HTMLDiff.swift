import FSMDiagnostics
import FSMDiff

/// `fsmcheck diff --format html`: the semantic change between two versions as one self-contained
/// page, each changed machine drawn with its change on it (a `DiffOverlay` drawn by Graphviz:
/// added in green, removed dashed red, changed amber) beside the lists of what changed and the
/// findings that appeared or went away.
public struct HTMLDiff: Sendable {
    /// A machine's picture, or why there is none.
    public struct Picture: Sendable {
        public var svg: String?
        public var problem: String?

        public init(svg: String?, problem: String? = nil) {
            self.svg = svg
            self.problem = problem
        }
    }

    public var diffs: [MachineDiff]
    /// By machine name.
    public var pictures: [String: Picture]

    public init(diffs: [MachineDiff], pictures: [String: Picture]) {
        self.diffs = diffs
        self.pictures = pictures
    }

    public var html: String {
        let changed = diffs.filter { $0.status != .unchanged }
        var body = HTMLPage.header(title: "fsmcheck diff", summary: DiffText.summary(diffs)) + "\n<main id=\"main\">\n"
        if changed.isEmpty {
            body += "<p>No semantic differences in \(plural(diffs.count, "machine")).</p>\n"
        } else {
            body += index(changed) + legend
            body += changed.enumerated().map { section(for: $1, id: "d\($0)") }.joined()
        }
        return HTMLPage.document(title: "fsmcheck diff", body: body + "</main>")
    }

    private func index(_ changed: [MachineDiff]) -> String {
        var html =
            "<div class=\"table-scroll\"><table class=\"index\"><thead><tr><th scope=\"col\">Machine</th><th scope=\"col\">Change</th>"
            + "<th scope=\"col\">States</th><th scope=\"col\">Transitions</th><th scope=\"col\">Findings</th></tr></thead><tbody>\n"
        for (number, diff) in changed.enumerated() {
            let whole = diff.status != .changed
            html +=
                "<tr><td><a href=\"#d\(number)\">" + XMLEscaping.text(diff.name) + "</a></td><td>\(diff.status.rawValue)</td>"
                + "<td>"
                + (whole
                    ? "\(diff.stateCount)"
                    : DiffText.counts(added: diff.addedStates.count, removed: diff.removedStates.count, changed: diff.changedStates.count)) + "</td>"
                + "<td>"
                + (whole
                    ? "\(diff.transitionCount)"
                    : DiffText.counts(
                        added: diff.addedTransitions.count, removed: diff.removedTransitions.count, changed: diff.changedTransitions.count)) + "</td>"
                + "<td>" + DiffText.counts(added: diff.introducedFindings.count, removed: diff.fixedFindings.count, changed: 0) + "</td></tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    private var legend: String {
        """
        <ul class="legend" aria-label="Legend">\
        <li><span class="mark-added">+ green</span>: added</li>\
        <li><span class="mark-removed">− red, dashed</span>: removed (drawn from the old version)</li>\
        <li><span class="mark-changed">~ amber</span>: changed (kind, parent, guard, target or actions)</li></ul>

        """
    }

    private func section(for diff: MachineDiff, id: String) -> String {
        var html =
            "<section class=\"machine\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<div class=\"machine-header\"><h2 id=\"\(id)-title\">"
            + XMLEscaping.text(diff.name) + "</h2><p class=\"facts\">\(diff.status.rawValue)</p></div>\n"
        let picture = pictures[diff.name]
        html += DiagramFrame.html(svg: picture?.svg, label: "The change to \(diff.name)", problem: picture?.problem ?? "No picture was drawn.") + "\n"
        for section in DiffText.sections(of: diff) {
            let isFinding = section.title.hasPrefix("findings")
            let markClass = isFinding ? "" : section.marker == "+" ? "mark-added" : section.marker == "-" ? "mark-removed" : "mark-changed"
            let symbol = section.marker == "-" ? "−" : section.marker
            html += "<h3>" + XMLEscaping.text(section.title.prefix(1).uppercased() + section.title.dropFirst()) + "</h3>\n<ul class=\"diff-list\">\n"
            for line in section.lines {
                let text = isFinding ? XMLEscaping.text(line.plain) : "<code>" + XMLEscaping.text(line.plain) + "</code>"
                html += "<li><span class=\"\(markClass)\" aria-hidden=\"true\">\(symbol)</span> " + text + "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }
}
