import FSMModel

/// Effective transitions of one state that share an event: the only ones that can clash, shadow
/// or duplicate each other. Transitions of enclosing states are not included: inner first is
/// priority, not a clash.
struct EventGroup: Sendable {
    let state: StateID
    let event: Reference?
    /// Indices into the state's effective transitions, in order.
    let indices: [Int]

    /// The groups of two or more transitions, state by state, in order of each event's first
    /// transition within a state.
    static func groups(in effectiveTransitions: [[Transition]]) -> [EventGroup] {
        var groups: [EventGroup] = []
        for (stateIndex, transitions) in effectiveTransitions.enumerated() where transitions.count > 1 {
            let state = StateID(stateIndex)
            if transitions.count <= smallStateLimit {
                appendGroupsByScanning(transitions, of: state, to: &groups)
            } else {
                appendGroupsBySorting(transitions, of: state, to: &groups)
            }
        }
        return groups
    }

    /// Up to this many transitions, comparing each with the later ones costs less than sorting
    /// them or hashing their events, and almost every state of a real machine is this small.
    private static let smallStateLimit = 16

    private static func appendGroupsByScanning(_ transitions: [Transition], of state: StateID, to groups: inout [EventGroup]) {
        for first in transitions.indices {
            let event = transitions[first].event?.name
            guard !(0..<first).contains(where: { transitions[$0].event?.name == event }) else { continue }
            var indices: [Int]?
            for other in (first + 1)..<transitions.count where transitions[other].event?.name == event {
                if indices == nil { indices = [first] }
                indices?.append(other)
            }
            if let indices { groups.append(EventGroup(state: state, event: transitions[first].event, indices: indices)) }
        }
    }

    private static func appendGroupsBySorting(_ transitions: [Transition], of state: StateID, to groups: inout [EventGroup]) {
        let order = transitions.indices.sorted { left, right in
            switch (transitions[left].event?.name, transitions[right].event?.name) {
            case (let a?, let b?) where a != b: a < b
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
            if end - start > 1 { groups.append(EventGroup(state: state, event: event, indices: Array(order[start..<end]))) }
            start = end
        }
    }
}

extension [Transition] {
    /// Whether two of these transitions do the same thing once they fire; equal to comparing
    /// `outcome`s without building them, since this runs for every pair of transitions sharing an
    /// event. It takes indices because passing an element of an array as an argument copies it,
    /// and a transition holds a dozen references.
    func haveSameOutcome(_ first: Int, _ second: Int) -> Bool {
        self[first].target?.name == self[second].target?.name
            && self[first].computedTarget == self[second].computedTarget
            && self[first].actions.count == self[second].actions.count
            && zip(self[first].actions, self[second].actions).allSatisfy { $0.name == $1.name }
    }

    /// Whether two of these transitions are alternatives of one transition whose target code
    /// computes (dynamic, written at the same place): at most one of them fires, so they never clash.
    func areAlternatives(_ first: Int, _ second: Int) -> Bool {
        self[first].isDynamic && self[second].isDynamic && self[first].location == self[second].location
    }
}
