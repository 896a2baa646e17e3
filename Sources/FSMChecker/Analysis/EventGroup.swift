import FSMModel

/// Effective transitions of one state that share an event: the only ones that can clash, shadow
/// or duplicate each other. Transitions of enclosing states are not included: inner first is
/// priority, not a clash.
struct EventGroup: Sendable {
    let state: StateID
    let event: Reference?
    /// Indices into the state's effective transitions, in order.
    let indices: [Int]

    /// The groups of two or more transitions, state by state, by event name within a state.
    ///
    /// Sorting a state's few transitions by event costs less than a dictionary per state, and
    /// this runs over every state of the machine.
    static func groups(in effectiveTransitions: [[Transition]]) -> [EventGroup] {
        var groups: [EventGroup] = []
        for (stateIndex, transitions) in effectiveTransitions.enumerated() where transitions.count > 1 {
            let order = transitions.indices.sorted { left, right in
                switch (transitions[left].event?.name, transitions[right].event?.name) {
                case let (a?, b?) where a != b: a < b
                case (nil, _?): true
                case (_?, nil): false
                default: left < right
                }
            }
            var start = 0
            while start < order.count {
                let event = transitions[order[start]].event
                var end = start + 1
                while end < order.count, transitions[order[end]].event?.name == event?.name { end += 1 }
                if end - start > 1 {
                    groups.append(EventGroup(state: StateID(stateIndex), event: event, indices: Array(order[start..<end])))
                }
                start = end
            }
        }
        return groups
    }
}

extension Transition {
    /// Whether two transitions do the same thing once they fire; equal to comparing `outcome`s,
    /// without building them, since this runs for every pair of transitions sharing an event.
    func hasSameOutcome(as other: Transition) -> Bool {
        target?.name == other.target?.name
            && actions.count == other.actions.count
            && zip(actions, other.actions).allSatisfy { $0.name == $1.name }
    }
}
