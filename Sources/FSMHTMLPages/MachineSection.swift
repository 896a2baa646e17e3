import FSMDiagnostics
import FSMExporters
import FSMModel

/// One machine's part of the report: a header with its notation and size, the diagram with the
/// panel that shows a selected state's transitions, the findings, the transition table and the
/// state × event matrix.
struct MachineSection {
    let id: String
    let entry: ReportMachine
    let tables: TablesHTML
    let findings: FindingHTML

    init(index: Int, entry: ReportMachine, quote: SourceQuote) {
        id = "m\(index)"
        self.entry = entry
        tables = TablesHTML(
            machine: entry.machine, tables: MachineTables(entry.machine), prefix: HTMLReport.elementPrefix(forMachineAt: index), quote: quote)
        findings = FindingHTML(quote: quote)
    }

    var machine: Machine { entry.machine }

    var html: String {
        """
        <section class="machine" id="\(id)" aria-labelledby="\(id)-title">
        <div class="machine-header">
        <h2 id="\(id)-title">\(XMLEscaping.text(machine.name))</h2>
        <p class="facts">\(XMLEscaping.text(facts))</p>
        <button type="button" class="collapse-toggle control" aria-expanded="true" aria-controls="\(id)-body">Hide</button>
        </div>
        <div class="machine-body" id="\(id)-body">
        \(DiagramFrame.html(svg: entry.svg, label: "Diagram of \(machine.name)", problem: entry.diagramProblem))
        \(detailLinks)\
        \(statePanel)
        <h3>Findings</h3>
        \(findingList)
        \(propertyList)\
        <h3>Transitions</h3>
        \(tables.transitionTable)
        <h3>State × event</h3>
        \(tables.matrix)
        \(detailSections)\
        <script type="application/json" class="state-names">\(stateNames)</script>
        </div>
        </section>

        """
    }

    /// The machine's properties with ✓ (holds), ✗ (violated) or ? (cannot be decided), when it states any.
    private var propertyList: String {
        guard !entry.properties.isEmpty else { return "" }
        let items = entry.properties.map { HTMLText.element("li", text: $0) }.joined(separator: "\n")
        return "<h3>Properties</h3>\n<ul class=\"properties\">\n\(items)\n</ul>\n"
    }

    /// `fsm · Specs/a.fsm:1:1 · 4 states · 6 transitions`.
    private var facts: String {
        [
            machine.dialect, findings.quote.location(machine.location),
            plural(machine.states.count, "state"), plural(machine.transitionCount, "transition"),
        ].joined(separator: " · ")
    }

    /// Under an overview: a link to each closed composite state's own picture.
    private var detailLinks: String {
        guard !entry.details.isEmpty else { return "" }
        let links = entry.details.enumerated().map { number, detail in
            "<a href=\"#\(id)-d\(number)\">\(XMLEscaping.text(detail.state))</a>"
        }
        var text =
            "<p class=\"detail-links\">This overview draws composite states closed; each is drawn open further down: "
            + links.joined(separator: " · ")
        if entry.detailsLeftOut > 0 {
            text += " (and \(plural(entry.detailsLeftOut, "other")): <code>fsmcheck render --focus STATE --depth 0</code> draws one)"
        }
        return text + ".</p>\n"
    }

    private var detailSections: String {
        entry.details.enumerated().map { number, detail in
            """
            <section class="detail" id="\(id)-d\(number)" aria-labelledby="\(id)-d\(number)-title">
            <h3 id="\(id)-d\(number)-title">Inside \(XMLEscaping.text(detail.state))</h3>
            \(DiagramFrame.html(svg: detail.svg, label: "Diagram of \(detail.state) in \(machine.name)", problem: detail.problem))
            </section>

            """
        }.joined()
    }

    /// Filled by the page's script with the rows of the transition table that leave or enter the
    /// selected state.
    private var statePanel: String {
        """
        <div class="state-panel" hidden tabindex="-1" aria-live="polite">
        <div class="state-panel-head"><h4>State <span class="state-name"></span></h4>\
        <button type="button" class="close-panel control" aria-label="Close the state's transitions (Escape)">Close</button></div>
        <h4>Transitions out (<span class="out-count"></span>)</h4>
        <div class="table-scroll"><table class="out">\(TablesHTML.transitionHeader)<tbody></tbody></table></div>
        <h4>Transitions in (<span class="in-count"></span>)</h4>
        <div class="table-scroll"><table class="in">\(TablesHTML.transitionHeader)<tbody></tbody></table></div>
        </div>
        """
    }

    private var findingList: String {
        guard !entry.findings.isEmpty else { return "<p>No findings.</p>" }
        let rowIndex = FindingElements.rowIndex(of: tables.tables)
        let items = entry.findings.enumerated().map { number, finding in
            let elements = FindingElements(finding, machine: machine, tables: tables.tables, rowIndex: rowIndex)
            return findings.html(finding, id: "\(id)-f\(number)", context: FindingHTML.Context(tables: tables, elements: elements))
        }
        return "<ol class=\"findings\">\n" + items.joined(separator: "\n") + "\n</ol>"
    }

    /// The name of every drawn state by its id on the diagram, as JSON safe inside a script
    /// element (`<`, `>` and `&` as `\u` escapes, so no name can close it).
    private var stateNames: String {
        let entries = tables.tables.states.map { "\"\(tables.stateID($0))\":" + Self.jsonString(machine[$0].name) }
        return "{" + entries.joined(separator: ",") + "}"
    }

    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": result += unicodeEscape(scalar)
            case _ where scalar.value < 0x20: result += unicodeEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    var counts: [Severity: Int] {
        var counts: [Severity: Int] = [:]
        for finding in entry.findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }
}

func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
