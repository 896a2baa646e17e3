import FSMModel

/// Effective transitions of one state that share an event: the only ones that can clash, shadow
/// or duplicate each other. Transitions of enclosing states are not included: inner first is
/// priority, not a clash.
struct EventGroup: Sendable {
    let state: StateID
    let event: Reference?
    /// Indices into the state's effective transitions, in order.
    let indices: [Int]

    /// The groups of two or more transitions, state by state, in order of first appearance.
    static func groups(in effectiveTransitions: [[Transition]]) -> [EventGroup] {
        var groups: [EventGroup] = []
        for (stateIndex, transitions) in effectiveTransitions.enumerated() where transitions.count > 1 {
            var indicesByEvent: [String?: [Int]] = [:]
            var order: [String?] = []
            for (index, transition) in transitions.enumerated() {
                let key = transition.event?.name
                if indicesByEvent[key] == nil { order.append(key) }
                indicesByEvent[key, default: []].append(index)
            }
            for key in order {
                guard let indices = indicesByEvent[key], indices.count > 1 else { continue }
                groups.append(EventGroup(state: StateID(stateIndex), event: transitions[indices[0]].event, indices: indices))
            }
        }
        return groups
    }
}
