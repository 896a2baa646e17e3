import FSMDiagnostics
import FSMModel

/// One finding as the report lists it: severity, message and rule, the location and the quoted
/// line as `lint` prints them, the notes with theirs, the hint, and, for a finding on a machine,
/// the states and transitions it is about and the path that leads to it (shown and highlighted
/// when it is selected).
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
            attributes += [
                ("data-states", highlightedStates(context).joined(separator: " ")),
                (
                    "data-transitions",
                    context.elements.rows.map { context.tables.transitionID(context.tables.tables.rows[$0]) }.joined(separator: " ")
                ),
            ]
            if finding.witness?.why == nil, finding.witness != nil {
                let machine = context.tables.machine
                attributes += [
                    (
                        "data-path",
                        context.elements.path.compactMap { $0 }.map { context.tables.transitionID(context.tables.tables.rows[$0]) }.joined(
                            separator: " ")
                    ),
                    (
                        "data-path-states",
                        context.elements.pathStates.filter { !machine[$0].isAbstract }.map(context.tables.stateID).joined(separator: " ")
                    ),
                ]
            }
        }
        let headline =
            "<span class=\"badge \(severity)\">\(severity)</span> " + XMLEscaping.text(finding.message)
            + " <span class=\"rule\">[" + XMLEscaping.text(finding.ruleID) + "]</span>"
        var html = HTMLText.open("li", attributes) + "\n"
        if context != nil {
            html +=
                "<button type=\"button\" class=\"finding-head\" aria-expanded=\"false\" aria-controls=\"\(id)-involved\">" + headline + "</button>\n"
        } else {
            html += "<div class=\"finding-head\">" + headline + "</div>\n"
        }
        html += "<div class=\"location mono\">" + XMLEscaping.text(quote.location(finding.location)) + "</div>\n"
        html += quote.excerpt(at: finding.location)
        if !finding.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in finding.notes {
                html +=
                    "<li><span class=\"mono\">" + XMLEscaping.text(quote.location(note.location)) + "</span>: note: "
                    + XMLEscaping.text(note.message) + quote.excerpt(at: note.location) + "</li>"
            }
            html += "</ul>\n"
        }
        if let hint = finding.hint { html += "<p class=\"hint\"><strong>hint:</strong> " + XMLEscaping.text(hint) + "</p>\n" }
        if let context { html += involved(context, witness: finding.witness, id: id) }
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

    private func involved(_ context: Context, witness: Witness?, id: String) -> String {
        let machine = context.tables.machine
        var html = "<div class=\"involved\" id=\"\(id)-involved\" hidden>\n"
        if let witness { html += path(witness) }
        guard !context.elements.isEmpty else {
            return html + "<p>This finding names no state or transition of the diagram.</p>\n</div>\n"
        }
        if !context.elements.states.isEmpty {
            html += "<h4>States</h4><ul class=\"state-list\">"
            for state in context.elements.states {
                let name = machine[state].name
                html +=
                    machine[state].isAbstract
                    ? "<li>" + XMLEscaping.text(name) + " <em>(abstract: not drawn)</em></li>"
                    : "<li>"
                        + HTMLText.element(
                            "button", [("type", "button"), ("class", "state-link"), ("data-state", context.tables.stateID(state))], text: name)
                        + "</li>"
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

    /// The witness: the steps from the initial state, numbered as on the diagram, each with where
    /// its transition is written; or why there is none.
    private func path(_ witness: Witness) -> String {
        if let why = witness.why { return "<h4>Why</h4><p class=\"why\">" + XMLEscaping.text(why) + "</p>\n" }
        let steps = witness.allSteps
        guard !steps.isEmpty else { return "<h4>Path</h4><p class=\"path-start\">Reached at the start: the machine starts there.</p>\n" }
        var html = "<h4>Path from the initial state</h4><ol class=\"path\">"
        for (index, step) in steps.enumerated() {
            let sentence =
                witness.trigger != nil && index == steps.count - 1
                ? "in `\(step.state)`, \(step.label) can fire both transitions"
                : step.sentence
            html +=
                "<li>" + XMLEscaping.text(sentence) + " <span class=\"mono location\">" + XMLEscaping.text(quote.location(step.location))
                + "</span></li>"
        }
        return html + "</ol>\n"
    }
}
