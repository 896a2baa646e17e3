import FSMModel

/// What a machine's tables show, computed once for every format that tabulates it (`fsmcheck
/// table`'s Markdown, the HTML report): each drawn state's transitions, in the order they are
/// tried, and the state × event matrix.
///
/// Abstract super states are left out: their transitions appear, inherited, on the states that
/// inherit them, which is what those states do at run time (and what the diagram draws).
public struct MachineTables: Sendable {
    /// Above this many cells the matrix is left out: it would be unreadable and megabytes long.
    public static let matrixCellLimit = 10_000

    /// One transition of one state: a row of the transition table.
    public struct Row: Sendable {
        public var state: StateID
        /// The transition's place among the state's effective transitions (`Machine.effectiveTransitions(of:)`):
        /// with `state`, what names it on a diagram (`DiagramElementIDs.transition`).
        public var position: Int
        public var transition: Transition
    }

    /// Events as columns, in order of first appearance, and per state the rows in each column.
    public struct Matrix: Sendable {
        public var events: [String]
        /// One per drawn state, in `states` order: column index → indices into `rows`.
        public var cells: [[Int: [Int]]]
    }

    /// The drawn states, in model order.
    public let states: [StateID]
    public let rows: [Row]
    public let matrix: Matrix

    public init(_ machine: Machine) {
        states = machine.stateIDs.filter { !machine[$0].isAbstract }
        var rows: [Row] = []
        var events: [String] = []
        var eventIndex: [String: Int] = [:]
        var cells: [[Int: [Int]]] = []
        for id in states {
            var row: [Int: [Int]] = [:]
            for (position, transition) in machine.effectiveTransitions(of: id).enumerated() {
                if let event = transition.event?.name {
                    let column =
                        eventIndex[event]
                        ?? {
                            events.append(event)
                            eventIndex[event] = events.count - 1
                            return events.count - 1
                        }()
                    row[column, default: []].append(rows.count)
                }
                rows.append(Row(state: id, position: position, transition: transition))
            }
            cells.append(row)
        }
        self.rows = rows
        matrix = Matrix(events: events, cells: cells)
    }

    /// True when the matrix has too many cells to be worth showing.
    public var matrixIsTooLarge: Bool { states.count * matrix.events.count > Self.matrixCellLimit }
}
