import FSMModel

/// The picture of a change, as a machine: the new version with what only the old one had put
/// back, and every state and transition that changed marked with how.
///
/// Drawing it with marks (green added, red dashed removed, amber changed) shows a reviewer the
/// change where it happened, with the rest of the machine around it. Removed states return under
/// their old parent (the composite holding them is in the new version, or returns as well);
/// removed transitions return on their old source state. A changed transition whose target
/// changed is shown twice: the new one marked changed, the old one marked removed, so both ends
/// of the move are visible.
public struct DiffOverlay: Sendable {
    public enum Change: String, Hashable, Sendable, CaseIterable {
        case added
        case removed
        case changed
    }

    public private(set) var machine: Machine
    /// By state name.
    public private(set) var stateChanges: [String: Change] = [:]
    /// By what the transition is (`TransitionSummary`), which inherited copies share with the
    /// transition they copy.
    private var transitionChanges: [TransitionSummary: Change] = [:]

    /// The overlay of one machine's diff; `old` or `new` is nil for a machine added or removed
    /// as a whole, which is then marked as a whole.
    public init?(old: MachineVersion?, new: MachineVersion?, diff: MachineDiff) {
        switch (old?.machine, new?.machine) {
        case (nil, let added?):
            self.init(wholly: added, marked: .added)
        case (let removed?, nil):
            self.init(wholly: removed, marked: .removed)
        case (let before?, let after?):
            self.init(before: before, after: after, diff: diff)
        case (nil, nil):
            return nil
        }
    }

    /// How the transition at `state` changed, for a transition of `machine` as
    /// `Machine.effectiveTransitions(of:)` gives it; nil when it did not.
    public func change(of transition: Transition, in state: StateID) -> Change? {
        guard !transitionChanges.isEmpty else { return nil }
        return transitionChanges[TransitionSummary(source: transition.inheritedFrom?.name ?? machine[state].name, transition)]
    }

    private init(wholly machine: Machine, marked change: Change) {
        self.machine = machine
        for state in machine.states {
            stateChanges[state.name] = change
            for transition in state.transitions { transitionChanges[TransitionSummary(source: state.name, transition)] = change }
        }
    }

    private init(before: Machine, after: Machine, diff: MachineDiff) {
        machine = after
        for name in diff.addedStates { stateChanges[name] = .added }
        for change in diff.changedStates { stateChanges[change.state] = .changed }
        putBack(removedStates: Set(diff.removedStates), from: before)

        for transition in diff.addedTransitions { transitionChanges[transition] = .added }
        for change in diff.changedTransitions { transitionChanges[change.new] = .changed }
        let moved = diff.changedTransitions.filter { $0.old.target != $0.new.target }.map(\.old)
        putBack(removedTransitions: Multiset(diff.removedTransitions + moved), from: before)
    }

    /// Adds the removed states, parents first (the order a machine keeps them in), each under
    /// its old parent, without their transitions (those are put back as removed transitions).
    private mutating func putBack(removedStates: Set<String>, from before: Machine) {
        guard !removedStates.isEmpty else { return }
        for id in before.stateIDs where removedStates.contains(before[id].name) {
            var state = before[id]
            state.transitions = []
            let parent = state.parent.flatMap { machine.id(named: before[$0].name) }
            machine.addState(state, parent: parent)
            stateChanges[state.name] = .removed
        }
    }

    private mutating func putBack(removedTransitions: Multiset<TransitionSummary>, from before: Machine) {
        var removed = removedTransitions
        guard !removed.isEmpty else { return }
        for state in before.states {
            for transition in state.transitions where removed.remove(TransitionSummary(source: state.name, transition)) {
                guard let source = machine.id(named: state.name) else { continue }
                machine.update(source) { $0.transitions.append(transition) }
                transitionChanges[TransitionSummary(source: state.name, transition)] = .removed
            }
        }
    }
}
