import FSMModel
import FSMParallel

/// What one pass over every effective transition learns: the normalized guards of own
/// transitions, the state each target names, which states have a target the state graph
/// cannot follow, and which have one computed at run time.
///
/// It is one pass because on a large machine the transitions do not fit in any cache, so a pass
/// per fact would each wait on memory for all of them; and it runs on every core, over disjoint
/// runs of states, because that waiting, not computing, is what it spends its time on.
struct TransitionSweep: Sendable {
    var ownGuards: TransitionTable<NormalizedGuard>
    /// Parallel to the effective transitions.
    var targets: TransitionTable<StateID?>
    /// Per state: some target names no concrete state.
    var hasUnfollowableTarget: [Bool]
    /// Per state: some transition's target is computed at run time, so it may lead to any state.
    var hasComputedTarget: [Bool]

    /// Fewer states than this per run would cost more in threads than they save.
    private static let statesPerRun = 8_192

    init(machine: Machine, effectiveTransitions: [[Transition]], tree: StateTree, normalizer: GuardNormalizer) {
        let count = machine.states.count
        let runs = stride(from: 0, to: count, by: Self.statesPerRun).map { $0..<min($0 + Self.statesPerRun, count) }
        let parts = runs.concurrentMap { states in
            Self(machine: machine, effectiveTransitions: effectiveTransitions, tree: tree, normalizer: normalizer, states: states)
        }
        ownGuards = TransitionTable(reservingStates: count)
        targets = TransitionTable(reservingStates: count)
        hasUnfollowableTarget = []
        hasUnfollowableTarget.reserveCapacity(count)
        hasComputedTarget = []
        hasComputedTarget.reserveCapacity(count)
        for part in parts {
            ownGuards.append(contentsOf: part.ownGuards)
            targets.append(contentsOf: part.targets)
            hasUnfollowableTarget += part.hasUnfollowableTarget
            hasComputedTarget += part.hasComputedTarget
        }
    }

    private init(
        machine: Machine, effectiveTransitions: [[Transition]], tree: StateTree, normalizer: GuardNormalizer, states: Range<Int>
    ) {
        ownGuards = TransitionTable(reservingStates: states.count)
        targets = TransitionTable(reservingStates: states.count)
        hasUnfollowableTarget = []
        hasUnfollowableTarget.reserveCapacity(states.count)
        hasComputedTarget = []
        hasComputedTarget.reserveCapacity(states.count)
        for state in states {
            let transitions = effectiveTransitions[state]
            let ownCount = machine.states[state].transitions.count
            var unfollowable = false
            var computed = false
            for index in transitions.indices {
                if index < ownCount { ownGuards.append(normalizer.normalize(transitions[index].guard.predicate)) }
                guard let name = transitions[index].target?.name else {
                    if transitions[index].computedTarget != nil { computed = true }
                    targets.append(nil)
                    continue
                }
                let target = machine.resolve(name)
                targets.append(target)
                if tree.concrete(target) == nil { unfollowable = true }
            }
            ownGuards.endState()
            targets.endState()
            hasUnfollowableTarget.append(unfollowable)
            hasComputedTarget.append(computed)
        }
    }
}
