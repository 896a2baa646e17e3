/// A stand-in for SwiftFSM, for fsmcheck's CI, which cannot fetch the real package: the public
/// surface the generated tests use, in the same shapes (`FSMHashable`, `Predicate`,
/// `FSM<State, Event>` and its `async` `handleEvent(_:predicates:)` with variadic predicates and the
/// caller's isolation), and a table of its own to fill, much simpler than SwiftFSM's builder.
/// Written for these tests; the real package is used by `SwiftFSMDriverTests` when it is at hand.
public typealias FSMHashable = Hashable & Sendable

public protocol Predicate: CaseIterable, FSMHashable {}

public final class FSM<State: FSMHashable, Event: FSMHashable> {
    private struct Row {
        var state: State
        var event: Event
        var predicates: Set<AnyHashable>
        var next: State
        var action: @isolated(any) () async -> Void
    }

    private var rows: [Row] = []
    private var state: State

    public init(initialState: State) {
        state = initialState
    }

    /// One transition: in `state`, on `event` with at least these predicate values, go to `next`.
    public func add(_ state: State, on event: Event, matching predicates: [any Predicate] = [], to next: State, action: @escaping @isolated(any) () async -> Void = {}) {
        rows.append(Row(state: state, event: event, predicates: Set(predicates.map { AnyHashable($0) }), next: next, action: action))
    }

    /// Takes the transition of the current state on `event` whose predicate values are all given,
    /// the one that names the most when several are; does nothing when there is none.
    public func handleEvent(_ event: Event, predicates: (any Predicate)..., isolation: isolated (any Actor)? = #isolation) async {
        let given = Set(predicates.map { AnyHashable($0) })
        let matching = rows.filter { $0.state == state && $0.event == event && $0.predicates.isSubset(of: given) }
        guard let row = matching.max(by: { $0.predicates.count < $1.predicates.count }) else { return }
        state = row.next
        await row.action()
    }
}
