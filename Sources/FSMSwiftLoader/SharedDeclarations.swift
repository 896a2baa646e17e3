import FSMModel

/// Enum cases several machines of a run take from one declaration, kept in each machine only when
/// the machine names them.
///
/// Real code declares one `State` and one `Event` enum and builds many machines from them: each
/// test of a suite builds a small table with the cases it needs. A case one of those machines never
/// names is not a state it cannot enter nor an event it forgot, only one it does not use, and saying
/// so once per machine at the shared declaration floods a report with false findings. A case that
/// only one machine takes from its declaration is still checked as a state or event of that machine.
enum SharedDeclarations {
    static func pruned(_ machines: [Machine]) -> [Machine] {
        let (sharing, sharedPlaces) = machinesSharingADeclaration(machines)
        guard sharing.contains(true) else { return machines }
        return machines.indices.map { position in
            let machine = machines[position]
            guard sharing[position] else { return machine }
            let used = Uses(of: machine)
            var pruned = machine.keepingStates { state in
                state.parent != nil || state.hasChildren || !state.transitions.isEmpty || used.firstMention[state.name] != nil
            }
            pruned.declaredEvents = machine.declaredEvents?.filter { used.events.contains($0.name) }
            // A finding about this machine's use of a shared case points at this machine's code (where
            // it names the case, else where the machine is declared), not at the enum every other
            // machine's findings would point at too.
            for id in pruned.stateIDs where sharedPlaces.contains(pruned[id].location) {
                let mention = used.firstMention[pruned[id].name] ?? machine.location
                pruned.update(id) { $0.location = mention }
            }
            return pruned
        }
    }

    /// Per machine, whether another machine of the run holds a state or declares an event at the
    /// same place (both were given their cases by the same enum declaration), and those places.
    private static func machinesSharingADeclaration(_ machines: [Machine]) -> (sharing: [Bool], places: Set<SourceLocation>) {
        var firstHolder: [SourceLocation: Int] = [:]
        var sharing = [Bool](repeating: false, count: machines.count)
        var places: Set<SourceLocation> = []
        for (position, machine) in machines.enumerated() {
            for location in machine.states.map(\.location) + (machine.declaredEvents ?? []).map(\.location) {
                let holder = firstHolder[location, default: position]
                firstHolder[location] = holder
                if holder != position {
                    sharing[holder] = true
                    sharing[position] = true
                    places.insert(location)
                }
            }
        }
        return (sharing, places)
    }

    /// The states and events a machine names anywhere but in the declarations themselves, each state
    /// with the first place the machine's code names it.
    private struct Uses {
        var firstMention: [String: SourceLocation] = [:]
        var events: Set<String> = []

        init(of machine: Machine) {
            for initial in [machine.initial].compactMap({ $0 }) + machine.otherInitialTargets { mention(initial.name, at: initial.location) }
            // A transition names its source where it is written for that source alone; one written
            // for several (`define(.a, .b)`, a move made from whatever state the value is in) names
            // none of them, and a finding is better at the machine than at one of those places.
            var sources: [SourceLocation: [String]] = [:]
            for state in machine.states {
                if let initial = state.initial { mention(initial.name, at: initial.location) }
                for superState in state.superStates { mention(superState.name, at: superState.location) }
                for transition in state.transitions {
                    sources[transition.location, default: []].append(state.name)
                    if let target = transition.target { mention(target.name, at: target.location) }
                    if let event = transition.event { events.insert(event.name) }
                }
            }
            for (location, names) in sources where Set(names).count == 1 { mention(names[0], at: location) }
        }

        private mutating func mention(_ state: String, at location: SourceLocation) {
            if let known = firstMention[state], known <= location { return }
            firstMention[state] = location
        }
    }
}

extension Machine {
    /// The machine with only the states `keep` accepts; a state whose parent is dropped is dropped too.
    func keepingStates(_ keep: (State) -> Bool) -> Machine {
        var result = Machine(
            name: name, location: location, initial: initial, predicateTypes: predicateTypes, declaredEvents: declaredEvents,
            semantics: semantics, dialect: dialect, unseen: unseen
        )
        var newIDs: [StateID?] = []
        newIDs.reserveCapacity(states.count)
        for state in states {
            let parent = state.parent.flatMap { newIDs[$0.index] }
            let parentDropped = state.parent != nil && parent == nil
            newIDs.append(parentDropped || !keep(state) ? nil : result.addState(state, parent: parent))
        }
        result.otherInitialTargets = otherInitialTargets.filter { result.id(named: $0.name) != nil }
        result.properties = properties
        return result
    }
}
