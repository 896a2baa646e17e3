import FSMDiagnostics
import FSMModel

/// The facts about one machine that several rules need, computed once per `check`: the state
/// tree, effective transitions (inherited included) with resolved targets, normalized guards and
/// the state graph. Rules only read it, so each stays a short loop over ready-made facts.
struct MachineAnalysis: Sendable {
    let machine: Machine
    let tree: StateTree
    let predicates: PredicateSpace
    /// Per state: its own transitions, then those inherited from abstract super states.
    let effectiveTransitions: [[Transition]]
    /// Per state, parallel to `effectiveTransitions`: the concrete state each target names, if any.
    let resolvedTargets: [[StateID?]]
    /// Effective transitions that share a state and an event, in groups of two or more.
    let eventGroups: [EventGroup]
    /// Per state, parallel to its own `transitions`.
    let ownGuards: [[NormalizedGuard]]
    /// Per state: the concrete descendant its `initial` names, when it is a valid one.
    let entryChild: [StateID?]
    /// The concrete state the machine's `initial` names, when it is a valid one.
    let initialState: StateID?
    /// Nil when the machine has no valid initial state: then nothing can be said about reachability.
    let graph: StateGraph?

    init(_ machine: Machine) {
        self.machine = machine
        let tree = StateTree(machine)
        self.tree = tree
        predicates = PredicateSpace(machine.predicateTypes)
        let normalizer = GuardNormalizer(space: predicates)
        ownGuards = machine.states.map { $0.transitions.map { normalizer.normalize($0.guard.predicate) } }
        let effectiveTransitions = machine.stateIDs.map { machine.effectiveTransitions(of: $0) }
        self.effectiveTransitions = effectiveTransitions
        eventGroups = EventGroup.groups(in: effectiveTransitions)
        let concrete = { (name: String) -> StateID? in
            machine.resolve(name).flatMap { tree.roles[$0.index] == .abstract ? nil : $0 }
        }
        let resolvedTargets = effectiveTransitions.map { transitions in transitions.map { $0.target.flatMap { concrete($0.name) } } }
        self.resolvedTargets = resolvedTargets
        let entryChild = machine.stateIDs.map { id in
            machine[id].initial.flatMap { concrete($0.name) }.flatMap { $0 != id && tree.isWithin($0, id) ? $0 : nil }
        }
        self.entryChild = entryChild
        let initialState = machine.initial.flatMap { concrete($0.name) }
        self.initialState = initialState
        graph = initialState.map {
            StateGraph(machine: machine, tree: tree, initial: $0, resolvedTargets: resolvedTargets, entryChild: entryChild)
        }
    }

    var stateNames: [String] { machine.states.map(\.name) }

    /// The guard of a state's `index`-th effective transition; inherited copies are normalized on
    /// demand, since only the few that share an event with another transition are ever compared.
    func normalizedGuard(of state: StateID, effectiveIndex index: Int) -> NormalizedGuard {
        let own = ownGuards[state.index]
        if index < own.count { return own[index] }
        return GuardNormalizer(space: predicates).normalize(effectiveTransitions[state.index][index].guard.predicate)
    }

    func subject(states: [String] = [], event: String? = nil, transitions: [SourceLocation] = []) -> Diagnostic.Subject {
        Diagnostic.Subject(machine: machine.name, states: states, event: event, transitions: transitions)
    }
}
