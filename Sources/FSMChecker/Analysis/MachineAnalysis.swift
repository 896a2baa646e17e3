import FSMDiagnostics
import FSMModel

/// The facts about one machine that several rules need, computed once per `check`: the state
/// tree, effective transitions (inherited included) with resolved targets, normalized guards,
/// clashes and the state graph. Rules only read it, so each stays a short loop over ready-made facts.
struct MachineAnalysis: Sendable {
    let machine: Machine
    let tree: StateTree
    let predicates: PredicateSpace
    /// Per state: its own transitions, then those inherited from abstract super states.
    let effectiveTransitions: [[Transition]]
    /// Parallel to `effectiveTransitions`: the state each target names, if it exists (abstract
    /// ones included, for the rules that report them); nil for internal transitions too.
    let targets: TransitionTable<StateID?>
    /// The normalized guard of every effective transition.
    let guards: EffectiveGuards
    /// Effective transitions that share a state and an event, in groups of two or more.
    let eventGroups: [EventGroup]
    /// Per entry of `eventGroups`, the pairs in it that clash under the machine's semantics; nil
    /// for a group too large to compare pair by pair.
    let clashes: [[Clash]?]
    /// Nil when the machine has no valid initial state: then nothing can be said about reachability.
    /// When the initial state is not visible, every state is taken as a possible start, so that
    /// dead ends and traps are still found.
    let graph: StateGraph?
    /// Per state: the concrete descendant its `initial` names, when it is a valid one.
    let entryChild: [StateID?]
    /// Per state: the valid descendants its `otherInitialTargets` name, entered with `entryChild`.
    let otherEntryChildren: [[StateID]]
    /// The concrete state the machine starts in; nil when it names none or cannot be seen.
    let initialState: StateID?
    /// The concrete states entered at the start with `initialState` (SCXML's `initial="a b"`).
    let otherInitialStates: [StateID]

    init(_ machine: Machine) {
        self.machine = machine
        let tree = StateTree(machine)
        self.tree = tree
        predicates = PredicateSpace(of: machine)
        let effectiveTransitions = machine.states.indices.map { machine.effectiveTransitions(of: StateID($0)) }
        self.effectiveTransitions = effectiveTransitions
        let normalizer = GuardNormalizer(space: predicates)
        let sweep = TransitionSweep(machine: machine, effectiveTransitions: effectiveTransitions, tree: tree, normalizer: normalizer)
        let targets = sweep.targets
        let guards = EffectiveGuards(own: sweep.ownGuards, effectiveTransitions: effectiveTransitions, normalizer: normalizer)
        self.guards = guards
        self.targets = targets
        let descendant = { (reference: Reference, index: Int) in
            tree.concrete(machine.resolve(reference.name)).flatMap { $0.index != index && tree.isWithin($0, StateID(index)) ? $0 : nil }
        }
        let entryChild = machine.states.indices.map { index in machine.states[index].initial.flatMap { descendant($0, index) } }
        self.entryChild = entryChild
        let otherEntryChildren = machine.states.indices.map { index in
            entryChild[index] == nil ? [] : machine.states[index].otherInitialTargets.compactMap { descendant($0, index) }
        }
        self.otherEntryChildren = otherEntryChildren
        let initial = tree.concrete(machine.initial.flatMap { machine.resolve($0.name) })
        initialState = initial
        let otherInitialStates = initial == nil ? [] : machine.otherInitialTargets.compactMap { tree.concrete(machine.resolve($0.name)) }
        self.otherInitialStates = otherInitialStates
        graph =
            initial == nil && !machine.initialStateIsUnseen
            ? nil
            : StateGraph(
                machine: machine,
                tree: tree,
                starts: initial.map { [$0] + otherInitialStates },
                targets: targets.map(tree.concrete),
                hasUnfollowableTarget: sweep.hasUnfollowableTarget,
                leadsAnywhere: Self.leadsAnywhere(machine, computedTargets: sweep.hasComputedTarget),
                entryChildren: entryChild.indices.map { index in entryChild[index].map { [$0] + otherEntryChildren[index] } ?? [] }
            )
        let eventGroups = EventGroup.groups(in: effectiveTransitions)
        self.eventGroups = eventGroups
        let finder = ClashFinder(
            mode: machine.semantics.guardOverlap,
            predicates: predicates,
            effectiveTransitions: effectiveTransitions,
            guards: guards
        )
        clashes = eventGroups.map(finder.clashes)
    }

    var stateNames: [String] { machine.states.map(\.name) }

    /// Per state: it may go to any state, through a target computed at run time or through
    /// transitions the loader could not read (its own, or a super state's it inherits).
    private static func leadsAnywhere(_ machine: Machine, computedTargets: [Bool]) -> [Bool] {
        var hidden: Set<String> = []
        for unseen in machine.unseen {
            guard case .transitions(let state) = unseen.subject else { continue }
            guard let state else { return computedTargets.map { _ in true } }
            hidden.insert(state)
        }
        guard !hidden.isEmpty else { return computedTargets }
        return machine.states.indices.map { index in
            computedTargets[index] || hidden.contains(machine.states[index].name)
                || machine.superStateClosure(of: StateID(index)).contains { hidden.contains(machine[$0].name) }
        }
    }

    /// The own transitions whose guard meets `condition`, as state and index. Rules that flag few
    /// guards read the precomputed guards instead of copying every transition of a large machine.
    func ownTransitions(whereGuard condition: (NormalizedGuard) -> Bool) -> [(state: StateID, index: Int)] {
        guards.ownTransitions(where: condition)
    }

    /// The own transitions whose target names an existing state that meets `condition`, or, when
    /// `condition` is nil, names no existing state; as state and index.
    func ownTransitions(whereTarget condition: ((StateID) -> Bool)?) -> [(state: StateID, index: Int)] {
        var found: [(state: StateID, index: Int)] = []
        for stateIndex in machine.states.indices {
            for index in 0..<machine.states[stateIndex].transitions.count {
                let matches =
                    if let target = targets[stateIndex, index] ?? nil {
                        condition?(target) ?? false
                    } else {
                        condition == nil && machine.states[stateIndex].transitions[index].target != nil
                    }
                if matches { found.append((StateID(stateIndex), index)) }
            }
        }
        return found
    }

    func subject(states: [String] = [], event: String? = nil, transitions: [SourceLocation] = []) -> Diagnostic.Subject {
        Diagnostic.Subject(machine: machine.name, states: states, event: event, transitions: transitions)
    }
}

/// The normalized guard of any effective transition: own transitions are normalized once, up
/// front, because every guard is checked for contradictions and unknown names; inherited copies
/// are normalized on demand, since only those sharing an event with another transition are compared.
struct EffectiveGuards: Sendable {
    /// The guards of every state's own transitions.
    private let own: TransitionTable<NormalizedGuard>
    private let effectiveTransitions: [[Transition]]
    private let normalizer: GuardNormalizer

    init(own: TransitionTable<NormalizedGuard>, effectiveTransitions: [[Transition]], normalizer: GuardNormalizer) {
        self.own = own
        self.effectiveTransitions = effectiveTransitions
        self.normalizer = normalizer
    }

    /// The guard of the `index`-th effective transition of `state`.
    func of(_ state: StateID, _ index: Int) -> NormalizedGuard {
        if let ownGuard = own[state.index, index] { return ownGuard }
        return normalizer.normalize(effectiveTransitions[state.index][index].guard.predicate)
    }

    /// The own transitions whose guard meets `condition`, as state and index.
    func ownTransitions(where condition: (NormalizedGuard) -> Bool) -> [(state: StateID, index: Int)] {
        var found: [(state: StateID, index: Int)] = []
        for state in 0..<own.stateCount {
            let guards = own.values(of: state)
            for position in guards.indices where condition(guards[position]) {
                found.append((StateID(state), position - guards.startIndex))
            }
        }
        return found
    }
}
