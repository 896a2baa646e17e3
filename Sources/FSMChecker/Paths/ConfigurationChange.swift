import FSMModel

/// How firing transitions changes a configuration, as SCXML's algorithm does it:
/// - each active state without an active child picks a transition (inner first, `PathModel.chosen`);
///   a transition picked from two of them fires once;
/// - two transitions whose exits overlap conflict: the one from the inner state wins, else the earlier;
/// - a transition leaves every active state below its domain (the innermost composite, not
///   orthogonal, that strictly contains both its source and its target; the whole machine when there
///   is none), so a transition to the state itself, or into it from a composite, leaves and enters again;
/// - leaving a composite that has history states records what was active in it;
/// - entering a state enters its ancestors below the domain, every other region of an orthogonal
///   ancestor at its initial state, and the state's own initial state (a composite), every region (an
///   orthogonal state), or what its history records (a history state: the child that was active,
///   shallow, or the whole configuration below, deep; the history's own transition, else the
///   composite's initial state, when nothing is recorded yet).
/// Everything works with explicit stacks: machines nest a thousand states deep.
extension PathModel {
    /// The configuration a machine is in once `state` is entered from outside: the initial
    /// configuration when `state` is the initial state.
    func configuration(entering state: StateID) -> StatechartConfiguration? {
        configuration(entering: [state])
    }

    /// The configuration the machine starts in: its initial state entered, with SCXML's other
    /// initial targets in their regions; nil without a valid initial state.
    var startConfiguration: StatechartConfiguration? {
        initial.flatMap { configuration(entering: [$0] + otherInitialStates) }
    }

    /// The configurations runs start in: the start configuration, or, on a machine without regions
    /// whose initial state is one of several candidates (a ternary in Swift), one per candidate;
    /// empty without a valid initial state. (SCXML's `initial="a b"` enters its states together.)
    var startConfigurations: [StatechartConfiguration] {
        guard let initial else { return [] }
        if otherInitialStates.isEmpty || tree.roles.contains(.orthogonal) { return startConfiguration.map { [$0] } ?? [] }
        return ([initial] + otherInitialStates).compactMap { configuration(entering: $0) }
    }

    /// The configuration once `states`, each in another region, are entered together from outside.
    private func configuration(entering states: [StateID]) -> StatechartConfiguration? {
        guard let first = states.first, states.allSatisfy({ tree.roles[$0.index] != .abstract }) else { return nil }
        if isFlat { return StatechartConfiguration(leaf: first) }
        var active: Set<StateID> = []
        let empty = StatechartConfiguration(leaves: [], memory: [])
        var work: [Entry] = [states.count == 1 ? .path(first, below: nil) : .paths(states, below: nil)]
        enter(&work, into: &active, remembering: empty)
        var result = empty
        result.setLeaves(leaves(of: active))
        return active.isEmpty ? nil : result
    }

    /// What firing the stimulus does: the transitions that fire, in order, and the configuration
    /// after them; nil when one of them goes where fsmcheck cannot follow (a target computed at run
    /// time, an undefined or abstract one).
    func fire(
        event: String?, valuation: Valuation, conditions: [String], preferred: [TransitionID], in configuration: StatechartConfiguration
    ) -> (fired: [TransitionID], configuration: StatechartConfiguration)? {
        if isFlat, configuration.leaves.count == 1 {
            guard let fired = chosen(from: configuration.leaves[0], event: event, valuation: valuation, conditions: conditions, preferred: preferred)
            else { return ([], configuration) }
            switch destination(of: fired) {
            case .stays: return ([fired], configuration)
            case .state(let target): return ([fired], StatechartConfiguration(leaf: target))
            case .unknown: return nil
            }
        }
        let active = activeStates(of: configuration)
        var picked: [TransitionID] = []
        for leaf in configuration.leaves {
            guard let transition = chosen(from: leaf, event: event, valuation: valuation, conditions: conditions, preferred: preferred),
                !picked.contains(transition)
            else { continue }
            picked.append(transition)
        }
        var firing: [Move] = []
        for transition in picked {
            guard let move = move(transition, active: active) else { return nil }
            resolve(move, into: &firing)
        }
        var result = configuration
        var remaining = active
        let exited = firing.reduce(into: Set<StateID>()) { $0.formUnion($1.exits) }
        for state in exited where historyKinds[state.index] != 0 {
            if historyKinds[state.index] & 1 != 0 {
                result.remember(active.filter { parent(of: $0) == state }.sorted(), by: state, deep: false)
            }
            if historyKinds[state.index] & 2 != 0 {
                result.remember(configuration.leaves.filter { $0 != state && tree.isWithin($0, state) }, by: state, deep: true)
            }
        }
        remaining.subtract(exited)
        for move in firing {
            if let target = move.target {
                var work: [Entry] = [.path(target, below: move.domain)]
                enter(&work, into: &remaining, remembering: result)
            }
        }
        result.setLeaves(leaves(of: remaining))
        return (firing.map(\.transition), result)
    }

    /// The active states: the leaves and all their ancestors.
    func activeStates(of configuration: StatechartConfiguration) -> Set<StateID> {
        var active: Set<StateID> = []
        for leaf in configuration.leaves {
            var current: StateID? = leaf
            while let state = current, active.insert(state).inserted { current = parent(of: state) }
        }
        return active
    }

    /// Whether the machine has finished: a top-level final state is active.
    func isFinished(_ configuration: StatechartConfiguration) -> Bool {
        configuration.leaves.contains(where: isTopLevelFinal)
    }

    /// A final state outside every composite: once it is active, the machine has finished.
    func isTopLevelFinal(_ state: StateID) -> Bool {
        machine.states[state.index].kind == .final && parent(of: state) == nil
    }

    // MARK: - Exits

    /// A transition about to fire: what it leaves, and where it enters from.
    private struct Move {
        var transition: TransitionID
        var exits: Set<StateID>
        var domain: StateID?
        /// Nil for an internal transition, which leaves and enters nothing.
        var target: StateID?
    }

    private func move(_ transition: TransitionID, active: Set<StateID>) -> Move? {
        switch destination(of: transition) {
        case .unknown:
            return nil
        case .stays:
            return Move(transition: transition, exits: [], domain: nil, target: nil)
        case .state(let target):
            let domain = domain(from: transition.state, to: target)
            let exits = active.filter { state in domain.map { state != $0 && tree.isWithin(state, $0) } ?? true }
            return Move(transition: transition, exits: exits, domain: domain, target: target)
        }
    }

    /// SCXML's conflict resolution: a move whose exits overlap an earlier one's replaces it when it
    /// comes from a state inside that one's source, and is dropped otherwise.
    private func resolve(_ move: Move, into firing: inout [Move]) {
        var replaced: [Int] = []
        for (index, earlier) in firing.enumerated() where !earlier.exits.isDisjoint(with: move.exits) {
            let isInner = move.transition.state != earlier.transition.state && tree.isWithin(move.transition.state, earlier.transition.state)
            guard isInner else { return }
            replaced.append(index)
        }
        for index in replaced.reversed() { firing.remove(at: index) }
        firing.append(move)
    }

    /// The innermost composite (not orthogonal) strictly containing both states, or nil for the machine itself.
    func domain(from source: StateID, to target: StateID) -> StateID? {
        var current = parent(of: source)
        while let state = current {
            if tree.roles[state.index] == .composite, state != target, tree.isWithin(target, state) { return state }
            current = parent(of: state)
        }
        return nil
    }

    // MARK: - Entries

    private enum Entry {
        /// Enter the states from below `domain` down to the state, then the state itself.
        case path(StateID, below: StateID?)
        /// The same for several states in different regions of an orthogonal state (SCXML's
        /// `initial="a b"`): a region leading to none of them is entered at its default.
        case paths([StateID], below: StateID?)
        /// Enter the state at its default: initial child, regions, or what a history restores.
        case state(StateID)
    }

    private func enter(_ work: inout [Entry], into active: inout Set<StateID>, remembering memory: StatechartConfiguration) {
        while let entry = work.popLast() {
            switch entry {
            case .path(let target, let domain):
                var chain: [StateID] = []
                var current = parent(of: target)
                while let state = current, state != domain {
                    chain.append(state)
                    current = parent(of: state)
                }
                chain.reverse()
                for (index, state) in chain.enumerated() {
                    active.insert(state)
                    guard tree.roles[state.index] == .orthogonal else { continue }
                    let onPath = index + 1 < chain.count ? chain[index + 1] : target
                    for region in regions(of: state) where region != onPath { work.append(.state(region)) }
                }
                work.append(.state(target))
            case .paths(let targets, let domain):
                var onTheWay: Set<StateID> = []
                for target in targets {
                    var current = parent(of: target)
                    while let state = current, state != domain, onTheWay.insert(state).inserted { current = parent(of: state) }
                }
                for state in onTheWay {
                    active.insert(state)
                    guard tree.roles[state.index] == .orthogonal else { continue }
                    for region in regions(of: state) where !onTheWay.contains(region) && !targets.contains(region) { work.append(.state(region)) }
                }
                for target in targets where !onTheWay.contains(target) { work.append(.state(target)) }
            case .state(let state):
                if machine.states[state.index].kind.isHistory {
                    restore(state, into: &active, work: &work, remembering: memory)
                    continue
                }
                active.insert(state)
                switch tree.roles[state.index] {
                case .composite:
                    if let child = entryChild[state.index] {
                        let others = otherEntryChildren[state.index]
                        work.append(others.isEmpty ? .path(child, below: state) : .paths([child] + others, below: state))
                    }
                case .orthogonal:
                    for region in regions(of: state) { work.append(.state(region)) }
                case .leaf, .abstract:
                    break
                }
            }
        }
    }

    /// Entering a history state: what it recorded, else its own transition, else the composite's initial state.
    private func restore(_ history: StateID, into active: inout Set<StateID>, work: inout [Entry], remembering memory: StatechartConfiguration) {
        guard let owner = parent(of: history) else { return }
        let isDeep = machine.states[history.index].kind == .deepHistory
        if let recorded = memory.remembered(by: owner, deep: isDeep), !recorded.isEmpty {
            for state in recorded {
                if isDeep {
                    var current: StateID? = state
                    while let inside = current, inside != owner, active.insert(inside).inserted { current = parent(of: inside) }
                } else {
                    work.append(.path(state, below: owner))
                }
            }
        } else if let target = defaultTarget(of: history, in: owner) {
            work.append(.path(target, below: owner))
        } else if let child = entryChild[owner.index] {
            work.append(.path(child, below: owner))
        }
    }

    /// The target of a history state's own transition, when it is inside the composite.
    private func defaultTarget(of history: StateID, in owner: StateID) -> StateID? {
        for position in effectiveTransitions[history.index].indices {
            if case .state(let target) = destination(of: TransitionID(state: history, position: position)), target != owner,
                tree.isWithin(target, owner)
            {
                return target
            }
        }
        return nil
    }

    /// An orthogonal state's regions: its children that can be entered.
    private func regions(of state: StateID) -> [StateID] {
        machine.states[state.index].children.filter { tree.roles[$0.index] != .abstract && !machine.states[$0.index].kind.isHistory }
    }

    private func leaves(of active: Set<StateID>) -> [StateID] {
        let parents = Set(active.compactMap(parent(of:)))
        return active.filter { !parents.contains($0) }
    }
}
