import FSMDiagnostics
import FSMExporters
import FSMModel

/// A machine's transition table and state × event matrix as HTML, from the same `MachineTables`
/// `fsmcheck table` writes as Markdown.
///
/// Each transition row carries the ids of its transition and of its source and target states on
/// the diagram, which is how the page finds a state's transitions in and out, and a finding's rows.
struct TablesHTML {
    let machine: Machine
    let tables: MachineTables
    let prefix: String
    let quote: SourceQuote

    static let transitionHeader =
        "<thead><tr><th scope=\"col\">State</th><th scope=\"col\">Event</th><th scope=\"col\">Guard</th>"
        + "<th scope=\"col\">Target</th><th scope=\"col\">Actions</th><th scope=\"col\">Source</th></tr></thead>"

    func stateID(_ id: StateID) -> String { DiagramElementIDs.state(id, prefix: prefix) }

    func transitionID(_ row: MachineTables.Row) -> String {
        DiagramElementIDs.transition(state: row.state, position: row.position, prefix: prefix)
    }

    var transitionTable: String {
        guard !tables.rows.isEmpty else { return "<p>No transitions.</p>" }
        var html = "<div class=\"table-scroll\"><table class=\"transitions\">" + Self.transitionHeader + "<tbody>\n"
        for index in tables.rows.indices { html += row(index, linked: true) + "\n" }
        return html + "</tbody></table></div>"
    }

    /// One transition; `linked` rows carry the data attributes the page's script reads (rows
    /// listed under a finding repeat the table's and are left plain).
    func row(_ index: Int, linked: Bool) -> String {
        let row = tables.rows[index]
        let transition = row.transition
        var attributes: [(String, String)] = []
        if linked {
            attributes = [("data-transition", transitionID(row)), ("data-from", stateID(row.state))]
            if let target = transition.target.flatMap({ machine.id(named: $0.name) }) { attributes.append(("data-to", stateID(target))) }
        }
        var event = transition.event.map { HTMLText.element("code", text: $0.name) } ?? "<em>(none)</em>"
        if let origin = transition.inheritedFrom { event += " <em>(inherited from " + XMLEscaping.text(origin.name) + ")</em>" }
        let target =
            transition.target.map { XMLEscaping.text($0.name) + (transition.isDynamic ? " <em>(dynamic)</em>" : "") }
            ?? untargeted(transition)
        let cells = [
            XMLEscaping.text(machine[row.state].name),
            event,
            transition.guard.displayText.map { HTMLText.element("code", text: $0) } ?? "",
            target,
            transition.actions.map { HTMLText.element("code", text: $0.name) }.joined(separator: ", "),
        ]
        let source =
            "<td class=\"source-cell\"><div class=\"location mono\">" + XMLEscaping.text(quote.location(transition.location)) + "</div>"
            + quote.line(at: transition.location) + "</td>"
        return HTMLText.open("tr", attributes) + cells.map { "<td>\($0)</td>" }.joined() + source + "</tr>"
    }

    var matrix: String {
        let events = tables.matrix.events
        guard !events.isEmpty else { return "<p>No events.</p>" }
        guard !tables.matrixIsTooLarge else {
            return "<p>Left out: \(tables.states.count) states × \(events.count) events is too large to read as a table.</p>"
        }
        var html = "<div class=\"table-scroll\"><table class=\"matrix\"><thead><tr><th scope=\"col\">State</th>"
        html += events.map { "<th scope=\"col\">" + HTMLText.element("code", text: $0) + "</th>" }.joined() + "</tr></thead><tbody>\n"
        for (id, cells) in zip(tables.states, tables.matrix.cells) {
            html += "<tr><th scope=\"row\">" + XMLEscaping.text(machine[id].name) + "</th>"
            for column in events.indices {
                html += "<td>" + (cells[column] ?? []).map { entry(tables.rows[$0].transition) }.joined(separator: "<br>") + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>"
    }

    /// What a transition without a named target does: stay, or go to a state code computes.
    private func untargeted(_ transition: Transition) -> String {
        transition.computedTarget.map { "<em>(computed:</em> " + HTMLText.element("code", text: $0) + "<em>)</em>" } ?? "<em>(internal)</em>"
    }

    /// A matrix cell's line for one transition: where it goes, and when.
    private func entry(_ transition: Transition) -> String {
        var entry = transition.target.map { XMLEscaping.text($0.name) } ?? untargeted(transition)
        if let guardText = transition.guard.displayText { entry += " if " + HTMLText.element("code", text: guardText) }
        return entry
    }
}
