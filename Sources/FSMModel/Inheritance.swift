extension Machine {
    /// The super states a state inherits from, transitively, nearest first, each once: the abstract
    /// ones, or every one where the notation lets concrete states be super states too
    /// (`Semantics.concreteSuperStates`).
    ///
    /// Cycles (`A inherits B`, `B inherits A`) are cut where they close, so that a cyclic spec is
    /// reported instead of hanging every consumer.
    public func superStateClosure(of id: StateID) -> [StateID] {
        // Most states inherit nothing: answer them without the set and queue below, since
        // checking, drawing and tabulating ask this of every state.
        guard !states[id.index].superStates.isEmpty else { return [] }
        var result: [StateID] = []
        var seen: Set<StateID> = [id]
        var queue = self[id].superStates.compactMap { self.id(named: $0.name) }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue += self[next].superStates.compactMap { self.id(named: $0.name) }
        }
        return semantics.concreteSuperStates ? result : result.filter { self[$0].isAbstract }
    }

    /// The transitions that apply in a state itself: its own, then those inherited from its super
    /// states (marked with `inheritedFrom`).
    ///
    /// With `.implicit` overriding, an inherited transition is dropped when the state handles the
    /// same event itself; with `.explicit` it is dropped only when an own transition on that event
    /// says `isOverride`. A super state that inherits another overrides it the same way for the
    /// states below it, as CC_SMC does: `A : B`, `B : C` and `B` handling `C`'s event gives `A`
    /// only `B`'s transition. Transitions of enclosing composites are not included: they apply by
    /// priority, inner first, and the checker walks ancestors for them.
    public func effectiveTransitions(of id: StateID) -> [Transition] {
        let own = self[id].transitions
        let superStates = superStateClosure(of: id)
        guard !superStates.isEmpty else { return own }
        let overridden = overriddenEvents(above: id, among: superStates)
        var result = own
        for superState in superStates where !self[superState].transitions.isEmpty {
            let origin = Reference(self[superState].name, at: self[superState].location)
            let dropped = overridden[superState] ?? []
            for transition in self[superState].transitions where !dropped.contains(transition.event?.name) {
                var copy = transition
                copy.inheritedFrom = copy.inheritedFrom ?? origin
                result.append(copy)
            }
        }
        return result
    }

    /// Per super state of `id`: the events whose transitions it must not hand down to `id`, because
    /// `id` or a super state standing between them handles the event itself.
    ///
    /// What is overridden flows up the inheritance edges from `id`, each state adding its own
    /// overrides for the states above it; a state is visited again only when what reaches it grows,
    /// so a chain of a thousand super states costs a thousand steps, not a million, and a cycle ends.
    private func overriddenEvents(above id: StateID, among superStates: [StateID]) -> [StateID: Set<String?>] {
        let contributes = Set(superStates)
        var overridden: [StateID: Set<String?>] = [:]
        var pending: [(state: StateID, passedUp: Set<String?>)] = [(id, overriddenEvents(by: id))]
        while let (state, passedUp) = pending.popLast() {
            for parent in self[state].superStates.compactMap({ self.id(named: $0.name) }) where parent != id {
                let known = overridden[parent]
                let grown = (known ?? []).union(passedUp)
                guard known == nil || grown.count > (known?.count ?? 0) else { continue }
                overridden[parent] = grown
                pending.append((parent, contributes.contains(parent) ? grown.union(overriddenEvents(by: parent)) : grown))
            }
        }
        return overridden
    }

    /// The events whose inherited transitions a state's own transitions replace.
    private func overriddenEvents(by id: StateID) -> Set<String?> {
        switch semantics.inheritedOverride {
        case .implicit: Set(self[id].transitions.map { $0.event?.name })
        case .explicit: Set(self[id].transitions.filter(\.isOverride).map { $0.event?.name })
        }
    }

    /// Entry actions including those inherited from super states, own first.
    public func effectiveEntryActions(of id: StateID) -> [Reference] {
        self[id].entryActions + superStateClosure(of: id).flatMap { self[$0].entryActions }
    }

    /// Exit actions including those inherited from super states, own first.
    public func effectiveExitActions(of id: StateID) -> [Reference] {
        self[id].exitActions + superStateClosure(of: id).flatMap { self[$0].exitActions }
    }
}
