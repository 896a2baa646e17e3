/// A value per transition of every state, state after state, in one array.
///
/// An array per state would be most of the check's allocations, and of the time spent freeing
/// them, on a machine of 100,000 states.
struct TransitionTable<Value: Sendable>: Sendable {
    private var values: [Value] = []
    /// Per state, where its values start in `values`, and after the last state, `values.count`.
    private var start: [Int]

    /// An empty table, to be filled state by state with `append` and `endState`.
    init(reservingStates stateCount: Int) {
        start = [0]
        start.reserveCapacity(stateCount + 1)
    }

    var stateCount: Int { start.count - 1 }

    /// The value of the `index`-th transition of `state`, or nil when the table has no such transition.
    subscript(state: Int, index: Int) -> Value? {
        let position = start[state] + index
        return position < start[state + 1] ? values[position] : nil
    }

    /// The values of one state's transitions.
    func values(of state: Int) -> ArraySlice<Value> { values[start[state]..<start[state + 1]] }

    /// Every value, state after state.
    var allValues: [Value] { values }

    /// Adds the value of the current state's next transition.
    mutating func append(_ value: Value) { values.append(value) }

    /// Moves on to the next state.
    mutating func endState() { start.append(values.count) }

    /// Adds the states of `other`, which follow these.
    mutating func append(contentsOf other: Self) {
        let offset = values.count
        values += other.values
        start += other.start.dropFirst().map { $0 + offset }
    }

    /// The same shape with every value transformed.
    func map<Transformed>(_ transform: (Value) -> Transformed) -> TransitionTable<Transformed> {
        TransitionTable<Transformed>(values: values.map(transform), start: start)
    }

    private init(values: [Value], start: [Int]) {
        self.values = values
        self.start = start
    }
}
