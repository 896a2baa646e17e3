import FSMModel

/// What simulating a machine reads, taken from the checker's analysis so that the checker's
/// witnesses, `fsmcheck path` and a test-plan generator all follow the same semantics: effective
/// transitions (inherited ones included), resolved targets, normalized guards, initial children.
///
/// Which transition fires, for an event with given predicate values and conditions, in a state:
/// - inner first: the active state's own transitions, then its parent's, and so on up; the first
///   state that has an enabled transition on the event decides, the states above it are not asked;
/// - within that state, by the notation's `Semantics.guardOverlap`: under `clash` any enabled one
///   may fire; under `mostSpecificWins` those naming the most predicate types; under
///   `firstMatchWins` the first enabled one, unless it is only a possible outcome of code
///   fsmcheck cannot evaluate (no guard at all where `unconditionalTransitionsAlwaysFire` is
///   false), in which case the enabled ones up to the first that decides may fire.
/// A guard fsmcheck cannot evaluate (an unknown predicate, one too complex) is taken not to hold,
/// and so is a condition not listed as holding.
struct PathModel: Sendable {
    let machine: Machine
    let tree: StateTree
    let predicates: PredicateSpace
    let effectiveTransitions: [[Transition]]
    /// Per effective transition, the state its target names (abstract and undefined ones included).
    let targets: TransitionTable<StateID?>
    let guards: EffectiveGuards
    let entryChild: [StateID?]
    /// Per state: the descendants entered with `entryChild` (SCXML's `initial="a b"`).
    let otherEntryChildren: [[StateID]]
    /// Nil when the machine names no initial state, or one that cannot be entered.
    let initial: StateID?
    /// The states entered at the start with `initial`.
    let otherInitialStates: [StateID]
    /// Per state: whether it has a shallow (bit 0) or a deep (bit 1) history state among its children.
    let historyKinds: [UInt8]
    /// No state has children: every configuration is one leaf, which the simulator takes a short way.
    let isFlat: Bool
    /// Per state, where its transitions start in per-transition arrays such as `sharesEvent`; then their count.
    let slots: [Int]
    /// Per transition: another transition of its state is on the same event, so that which one fires
    /// depends on the values; a transition alone on its event fires whenever its guard holds.
    let sharesEvent: [Bool]

    init(_ analysis: MachineAnalysis) {
        machine = analysis.machine
        tree = analysis.tree
        predicates = analysis.predicates
        effectiveTransitions = analysis.effectiveTransitions
        targets = analysis.targets
        guards = analysis.guards
        entryChild = analysis.entryChild
        otherEntryChildren = analysis.otherEntryChildren
        initial = analysis.initialState
        otherInitialStates = analysis.otherInitialStates
        var historyKinds = [UInt8](repeating: 0, count: analysis.machine.states.count)
        var isFlat = true
        for (index, state) in analysis.machine.states.enumerated() {
            if !state.children.isEmpty && analysis.tree.roles[index] != .abstract { isFlat = false }
            guard let parent = state.parent else { continue }
            if state.kind == .shallowHistory { historyKinds[parent.index] |= 1 }
            if state.kind == .deepHistory { historyKinds[parent.index] |= 2 }
        }
        self.historyKinds = historyKinds
        self.isFlat = isFlat
        var slots = [Int](repeating: 0, count: analysis.machine.states.count + 1)
        for (index, transitions) in analysis.effectiveTransitions.enumerated() { slots[index + 1] = slots[index] + transitions.count }
        var sharesEvent = [Bool](repeating: false, count: slots[analysis.machine.states.count])
        for group in analysis.eventGroups {
            for position in group.indices { sharesEvent[slots[group.state.index] + position] = true }
        }
        self.slots = slots
        self.sharesEvent = sharesEvent
    }

    func slot(of transition: TransitionID) -> Int { slots[transition.state.index] + transition.position }

    /// Whether the notation fires transitions without an event by themselves (SCXML) and `state` has
    /// one without any condition: then, while it is active, nothing waits for an event.
    func firesEventlessFirst(_ state: StateID) -> Bool {
        semantics.unconditionalTransitionsAlwaysFire
            && effectiveTransitions[state.index].contains { $0.event == nil && $0.guard.isUnconditional }
    }

    var semantics: Semantics { machine.semantics }

    /// The parent a configuration knows: abstract states are never entered, so a state nested in
    /// one behaves as a top-level state.
    func parent(of state: StateID) -> StateID? {
        machine.states[state.index].parent.flatMap { tree.roles[$0.index] == .abstract ? nil : $0 }
    }

    /// Where a transition goes: `.stays` for an internal one, `.unknown` when its target is
    /// computed at run time or names no state that can be entered.
    enum Destination: Equatable {
        case stays
        case state(StateID)
        case unknown
    }

    func destination(of transition: TransitionID) -> Destination {
        let written = effectiveTransitions[transition.state.index][transition.position]
        if written.isInternal { return .stays }
        guard let target = tree.concrete(targets[transition.state.index, transition.position] ?? nil) else { return .unknown }
        return .state(target)
    }

    // MARK: - Which transitions fire

    func transition(_ id: TransitionID) -> Transition { effectiveTransitions[id.state.index][id.position] }

    /// Whether the `position`-th transition of `state` can fire for `event` with these values and conditions.
    func isEnabled(_ state: StateID, _ position: Int, event: String?, valuation: Valuation, conditions: [String]) -> Bool {
        let transition = effectiveTransitions[state.index][position]
        guard transition.event?.name == event else { return false }
        for condition in transition.guard.conditions where !conditions.contains(condition) { return false }
        if transition.guard.predicate == nil { return true }
        guard let terms = guards.of(state, position).terms else { return false }
        return terms.contains(where: valuation.satisfies)
    }

    /// Under first-match-wins, whether an enabled transition settles which one fires: it has a
    /// guard, or the notation says a transition without one always fires.
    func decides(_ transition: Transition) -> Bool {
        semantics.unconditionalTransitionsAlwaysFire || !transition.guard.isUnconditional
    }

    /// The positions of `state`'s transitions that may fire, in order; empty when none is enabled.
    func candidates(at state: StateID, event: String?, valuation: Valuation, conditions: [String]) -> [Int] {
        let transitions = effectiveTransitions[state.index]
        let enabled = transitions.indices.filter { isEnabled(state, $0, event: event, valuation: valuation, conditions: conditions) }
        switch semantics.guardOverlap {
        case .clash:
            return enabled
        case .mostSpecificWins:
            let most = enabled.map { transitions[$0].guard.specificity }.max()
            return enabled.filter { transitions[$0].guard.specificity == most }
        case .firstMatchWins:
            guard let deciding = enabled.firstIndex(where: { decides(transitions[$0]) }) else { return enabled }
            return Array(enabled[...deciding])
        }
    }

    /// The transition that fires from `leaf` (its own, or an enclosing state's, inner first):
    /// the one of `preferred` that may fire there, else the first of them.
    func chosen(from leaf: StateID, event: String?, valuation: Valuation, conditions: [String], preferred: [TransitionID]) -> TransitionID? {
        var current: StateID? = leaf
        while let state = current {
            let candidates = candidates(at: state, event: event, valuation: valuation, conditions: conditions)
            if let first = candidates.first {
                if let match = preferred.first(where: { $0.state == state && candidates.contains($0.position) }) { return match }
                return TransitionID(state: state, position: first)
            }
            current = parent(of: state)
        }
        return nil
    }
}

/// A value for every predicate type: the cases given, and the first case of every other type.
struct Valuation: Hashable, Sendable {
    struct Assignment: Hashable, Sendable {
        var type: Int
        var value: Int
    }

    /// Sorted by type.
    var assignments: [Assignment]

    static let firstCases = Valuation(assignments: [])

    /// The first combination a guard term allows: per type it restricts, its first case.
    init(_ term: GuardTerm) {
        assignments = term.restrictions.compactMap { restriction in restriction.cases.first.map { Assignment(type: restriction.type, value: $0) } }
    }

    init(assignments: [Assignment]) {
        self.assignments = assignments.sorted { $0.type < $1.type }
    }

    func value(of type: Int) -> Int {
        for assignment in assignments where assignment.type == type { return assignment.value }
        return 0
    }

    func satisfies(_ term: GuardTerm) -> Bool {
        term.restrictions.allSatisfy { $0.cases.contains(value(of: $0.type)) }
    }
}
