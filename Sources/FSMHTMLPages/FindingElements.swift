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
/// A finding's witness (the events that lead from the initial state to what it reports) gives
/// `path`: per step, the row of the transition it takes, found like the diagram finds it (by the
/// step's state and location, and its target when it names one), and the states it passes through.
struct FindingElements {
    /// The states the finding names, in the order it names them, abstract ones included.
    var states: [StateID] = []
    /// Indices into `MachineTables.rows`, in table order.
    var rows: [Int] = []
    /// Per step of the witness, in order, the row it takes; nil for a step whose row is not in the table.
    var path: [Int?] = []
    /// The states the witness passes through: the initial state, then each step's source and target.
    var pathStates: [StateID] = []

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
        guard let witness = finding.witness, witness.why == nil else { return }
        var names = [machine.initial?.name]
        for step in witness.allSteps {
            path.append(
                (rowIndex[step.location] ?? []).first { row in
                    machine[tables.rows[row].state].name == step.state
                        && (step.target == nil || tables.rows[row].transition.target?.name == step.target)
                })
            names += [step.state, step.target]
        }
        var visited: Set<StateID> = []
        pathStates = names.compactMap { $0.flatMap(machine.id(named:)) }.filter { visited.insert($0).inserted }
    }

    var isEmpty: Bool { states.isEmpty && rows.isEmpty }
}
