import FSMDiagnostics
import FSMExporters
import FSMModel

/// The states and transitions a finding is about, read from its subject: what the report
/// highlights on the diagram and lists under the finding when it is selected.
///
/// Transitions are found by source location, as the diagram's finding marks find them: an
/// inherited copy keeps the location of the super state's transition, so when the finding also
/// names states, only the copies on those states are taken (all of them if none is on them).
/// A finding that names an event but no transition is about that event on its states.
///
/// A witness path (the events that lead from the initial state to what a finding reports) will
/// belong here, as an ordered list of rows, once the checker gives one: the report then lists
/// those rows in order under the finding and highlights them like `rows`.
struct FindingElements {
    /// The states the finding names, in the order it names them, abstract ones included.
    var states: [StateID] = []
    /// Indices into `MachineTables.rows`, in table order.
    var rows: [Int] = []

    /// Rows by their transition's location, built once per machine for all its findings.
    typealias RowIndex = [SourceLocation: [Int]]

    static func rowIndex(of tables: MachineTables) -> RowIndex {
        var index: RowIndex = [:]
        for (position, row) in tables.rows.enumerated() { index[row.transition.location, default: []].append(position) }
        return index
    }

    init(_ finding: Diagnostic, machine: Machine, tables: MachineTables, rowIndex: RowIndex) {
        let subject = finding.subject
        var seen: Set<StateID> = []
        for name in subject.states {
            if let id = machine.id(named: name), seen.insert(id).inserted { states.append(id) }
        }
        let named = Set(subject.states)
        let isOnNamedState = { (row: Int) in named.contains(machine[tables.rows[row].state].name) }
        var found: Set<Int> = []
        for location in subject.transitions {
            let candidates = rowIndex[location] ?? []
            let onNamed = candidates.filter(isOnNamedState)
            found.formUnion(onNamed.isEmpty ? candidates : onNamed)
        }
        if subject.transitions.isEmpty, let event = subject.event, !named.isEmpty {
            found = Set(tables.rows.indices.filter { isOnNamedState($0) && tables.rows[$0].transition.event?.name == event })
        }
        rows = found.sorted()
    }

    var isEmpty: Bool { states.isEmpty && rows.isEmpty }
}
