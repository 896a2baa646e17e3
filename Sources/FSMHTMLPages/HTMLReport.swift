import FSMDiagnostics
import FSMModel
import FSMReporters

/// A machine as the report shows it.
public struct ReportMachine: Sendable {
    public var machine: Machine
    /// The findings `lint` reports for this machine: configuration, suppressions and a baseline
    /// already applied.
    public var findings: [Diagnostic]
    /// The diagram, Graphviz's SVG of a diagram built with `DiagramOptions.elementIDPrefix` set to
    /// `HTMLReport.elementPrefix(forMachineAt:)` of this machine's place; nil when none was drawn.
    public var svg: String?
    /// Why there is no diagram, shown in its place.
    public var diagramProblem: String?
    /// When the diagram is an overview: the composite states it draws closed, each drawn open
    /// on its own, which the overview links to.
    public var details: [Detail]
    /// Composite states drawn closed in the overview beyond those in `details`.
    public var detailsLeftOut: Int
    /// Each property of the machine as `lint --properties` lists it (`✓ never: Shipped`), so the
    /// page shows what is proven, not only what failed.
    public var properties: [String] = []

    /// A closed composite state drawn open, with its elements named with `HTMLReport.elementPrefix(forDetail:ofMachineAt:)`.
    public struct Detail: Sendable {
        public var state: String
        public var svg: String?
        public var problem: String?

        public init(state: String, svg: String?, problem: String?) {
            self.state = state
            self.svg = svg
            self.problem = problem
        }
    }

    public init(
        machine: Machine, findings: [Diagnostic], svg: String?, diagramProblem: String? = nil, details: [Detail] = [], detailsLeftOut: Int = 0,
        properties: [String] = []
    ) {
        self.machine = machine
        self.findings = findings
        self.svg = svg
        self.diagramProblem = diagramProblem
        self.details = details
        self.detailsLeftOut = detailsLeftOut
        self.properties = properties
    }
}

/// `fsmcheck report`: every machine of a run in one self-contained HTML page, with an index
/// filterable by severity and rule, each machine's diagram (pan and zoom), findings, transition
/// table and state × event matrix, linked to one another.
///
/// The page is a pure function of its inputs, so the same run gives byte-identical HTML: nothing
/// in it depends on time, order of work or the machine it was written on.
public struct HTMLReport: Sendable {
    public var machines: [ReportMachine]
    /// Findings that belong to no machine (a file that yielded none, a configuration problem).
    public var otherFindings: [Diagnostic]
    public var fileCount: Int
    public var sources: SourceLines
    public var paths: RelativePaths

    public init(machines: [ReportMachine], otherFindings: [Diagnostic], fileCount: Int, sources: SourceLines, paths: RelativePaths) {
        self.machines = machines
        self.otherFindings = otherFindings
        self.fileCount = fileCount
        self.sources = sources
        self.paths = paths
    }

    /// What the diagram of the machine at `index` must name its elements with: ids unique on the
    /// page, which the report uses to find states and transitions in the SVG.
    public static func elementPrefix(forMachineAt index: Int) -> String { "m\(index)_" }

    /// The prefix of a detail picture's elements (`ReportMachine.details`), unique on the page.
    public static func elementPrefix(forDetail detail: Int, ofMachineAt index: Int) -> String { "m\(index)_d\(detail)_" }

    /// At most this many closed composite states of an overview are drawn open in the report;
    /// the page says how to draw the others.
    public static let detailLimit = 30

    public var html: String {
        let quote = SourceQuote(sources: sources, paths: paths)
        let sections = machines.enumerated().map { MachineSection(index: $0, entry: $1, quote: quote) }
        let all = machines.flatMap(\.findings) + otherFindings
        let summary = Report(diagnostics: all, fileCount: fileCount, machineCount: machines.count).summaryText
        var body = HTMLPage.header(title: "fsmcheck report", summary: summary) + "\n<main id=\"main\">\n"
        body += index(sections, findings: all)
        if !otherFindings.isEmpty { body += unattributed(quote: quote) }
        body += sections.map(\.html).joined()
        body += "</main>"
        return HTMLPage.document(title: "fsmcheck report", body: body)
    }

    private func index(_ sections: [MachineSection], findings: [Diagnostic]) -> String {
        var html = "<nav aria-labelledby=\"index-title\">\n<h2 id=\"index-title\">Machines</h2>\n" + filters(findings)
        html +=
            "<div class=\"table-scroll\"><table class=\"index\"><thead><tr><th scope=\"col\">Machine</th><th scope=\"col\">Notation</th>"
            + "<th scope=\"col\">Source</th><th scope=\"col\" class=\"number\">States</th><th scope=\"col\" class=\"number\">Transitions</th>"
            + "<th scope=\"col\" class=\"number\">Errors</th><th scope=\"col\" class=\"number\">Warnings</th><th scope=\"col\" class=\"number\">Notes</th></tr></thead><tbody>\n"
        for section in sections {
            let machine = section.machine
            let counts = section.counts
            html +=
                "<tr data-section=\"\(section.id)\"><td><a href=\"#\(section.id)\">" + XMLEscaping.text(machine.name) + "</a></td>"
                + "<td>" + XMLEscaping.text(machine.dialect) + "</td>"
                + "<td class=\"mono\">" + XMLEscaping.text(section.findings.quote.location(machine.location)) + "</td>"
                + "<td class=\"number\">\(machine.states.count)</td><td class=\"number\">\(machine.transitionCount)</td>"
                + Severity.allCases.reversed().map { severity in
                    let count = counts[severity] ?? 0
                    return "<td class=\"number\(count > 0 ? " count-\(severity.rawValue)" : "")\">\(count)</td>"
                }.joined() + "</tr>\n"
        }
        if !otherFindings.isEmpty {
            html +=
                "<tr data-section=\"other\"><td colspan=\"5\"><a href=\"#other\">Findings outside any machine</a></td>"
                + Severity.allCases.reversed().map { severity in "<td class=\"number\">\(otherFindings.count { $0.severity == severity })</td>" }
                .joined()
                + "</tr>\n"
        }
        return html + "</tbody></table></div>\n</nav>\n"
    }

    /// Severity boxes and a rule menu, each with its count; the script applies them.
    private func filters(_ findings: [Diagnostic]) -> String {
        var html = "<fieldset class=\"filters control\"><legend>Show findings</legend>\n"
        for severity in Severity.allCases.reversed() {
            let count = findings.count { $0.severity == severity }
            html += "<label><input type=\"checkbox\" data-severity=\"\(severity.rawValue)\" checked> \(plural(count, severity.rawValue))</label>\n"
        }
        var rules: [String: Int] = [:]
        for finding in findings { rules[finding.ruleID, default: 0] += 1 }
        html += "<label>Rule <select class=\"rule-filter\"><option value=\"\">every rule</option>"
        html += rules.keys.sorted().map { rule in
            HTMLText.element("option", [("value", rule)], text: "\(rule) (\(rules[rule] ?? 0))")
        }.joined()
        html += "</select></label>\n<label><input type=\"checkbox\" class=\"clean-filter\" checked> machines without findings</label>\n"
        return html + "<span class=\"filter-status\" aria-live=\"polite\"></span>\n</fieldset>\n"
    }

    private func unattributed(quote: SourceQuote) -> String {
        let finding = FindingHTML(quote: quote)
        let items = otherFindings.enumerated().map { finding.html($1, id: "other-f\($0)", context: nil) }
        return
            "<section class=\"unattributed\" id=\"other\" aria-labelledby=\"other-title\">\n<h2 id=\"other-title\">Findings outside any machine</h2>\n"
            + "<ol class=\"findings\">\n" + items.joined(separator: "\n") + "\n</ol>\n</section>\n"
    }
}
