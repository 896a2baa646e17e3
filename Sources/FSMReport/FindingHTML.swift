import FSMDiagnostics
import FSMModel

/// One finding as the report lists it: severity, message and rule, the location and the quoted
/// line as `lint` prints them, the notes with theirs, the hint, and, for a finding on a machine,
/// the states and transitions it is about (shown and highlighted when it is selected).
struct FindingHTML {
    let quote: SourceQuote

    /// What a finding on a machine links to.
    struct Context {
        var tables: TablesHTML
        var elements: FindingElements
    }

    func html(_ finding: Diagnostic, id: String, context: Context?) -> String {
        let severity = finding.severity.rawValue
        var attributes = [("class", "finding severity-\(severity)"), ("data-severity", severity), ("data-rule", finding.ruleID)]
        if let context {
            attributes += [("data-states", highlightedStates(context).joined(separator: " ")),
                           ("data-transitions", context.elements.rows.map { context.tables.transitionID(context.tables.tables.rows[$0]) }.joined(separator: " "))]
        }
        let headline = "<span class=\"badge \(severity)\">\(severity)</span> " + HTMLText.escaped(finding.message)
            + " <span class=\"rule\">[" + HTMLText.escaped(finding.ruleID) + "]</span>"
        var html = HTMLText.open("li", attributes) + "\n"
        if context != nil {
            html += "<button type=\"button\" class=\"finding-head\" aria-expanded=\"false\" aria-controls=\"\(id)-involved\">" + headline + "</button>\n"
        } else {
            html += "<div class=\"finding-head\">" + headline + "</div>\n"
        }
        html += "<div class=\"location mono\">" + HTMLText.escaped(quote.location(finding.location)) + "</div>\n"
        html += quote.excerpt(at: finding.location)
        if !finding.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in finding.notes {
                html += "<li><span class=\"mono\">" + HTMLText.escaped(quote.location(note.location)) + "</span>: note: "
                    + HTMLText.escaped(note.message) + quote.excerpt(at: note.location) + "</li>"
            }
            html += "</ul>\n"
        }
        if let hint = finding.hint { html += "<p class=\"hint\"><strong>hint:</strong> " + HTMLText.escaped(hint) + "</p>\n" }
        if let context { html += involved(context, id: id) }
        return html + "</li>"
    }

    /// The drawn states to highlight: those named, and the states whose internal transitions
    /// (drawn inside the state's box, not as edges) the finding is about.
    private func highlightedStates(_ context: Context) -> [String] {
        let machine = context.tables.machine
        var ids = context.elements.states.filter { !machine[$0].isAbstract }
        for row in context.elements.rows {
            let source = context.tables.tables.rows[row]
            if source.transition.isInternal, !ids.contains(source.state) { ids.append(source.state) }
        }
        return ids.map(context.tables.stateID)
    }

    private func involved(_ context: Context, id: String) -> String {
        let machine = context.tables.machine
        var html = "<div class=\"involved\" id=\"\(id)-involved\" hidden>\n"
        guard !context.elements.isEmpty else {
            return html + "<p>This finding names no state or transition of the diagram.</p>\n</div>\n"
        }
        if !context.elements.states.isEmpty {
            html += "<h4>States</h4><ul class=\"state-list\">"
            for state in context.elements.states {
                let name = machine[state].name
                html += machine[state].isAbstract
                    ? "<li>" + HTMLText.escaped(name) + " <em>(abstract: not drawn)</em></li>"
                    : "<li>" + HTMLText.element("button", [("type", "button"), ("class", "state-link"), ("data-state", context.tables.stateID(state))], text: name) + "</li>"
            }
            html += "</ul>\n"
        }
        if !context.elements.rows.isEmpty {
            html += "<h4>Transitions</h4><div class=\"table-scroll\"><table>" + TablesHTML.transitionHeader + "<tbody>"
            html += context.elements.rows.map { context.tables.row($0, linked: false) }.joined(separator: "\n")
            html += "</tbody></table></div>\n"
        }
        return html + "</div>\n"
    }
}
