import FSMModel

/// Where a statechart is: its active states, given by those without an active child (one per
/// region of an active orthogonal state; a composite without a valid initial state when it was
/// entered), and what its history states would restore.
///
/// Two configurations with the same active states but different histories are different: a
/// transition to a history state leads to different places from them.
public struct StatechartConfiguration: Hashable, Sendable {
    /// The active states that have no active child, in state order. Their ancestors are active too.
    public private(set) var leaves: [StateID]
    /// Per composite with a history state, what was active in it when it was last left; sorted.
    private(set) var memory: [HistoryMemory]

    init(leaves: [StateID], memory: [HistoryMemory]) {
        self.leaves = leaves
        self.memory = memory
    }

    /// The configuration of a machine in exactly one leaf, with no history recorded: the only kind a
    /// machine without composite states has.
    init(leaf: StateID) {
        leaves = [leaf]
        memory = []
    }

    func remembered(by owner: StateID, deep: Bool) -> [StateID]? {
        memory.first { $0.owner == owner && $0.isDeep == deep }?.states
    }

    /// Records what `owner` had active as it is left, replacing what it had before.
    mutating func remember(_ states: [StateID], by owner: StateID, deep: Bool) {
        let entry = HistoryMemory(owner: owner, isDeep: deep, states: states)
        if let index = memory.firstIndex(where: { $0.owner == owner && $0.isDeep == deep }) {
            memory[index] = entry
        } else {
            memory.append(entry)
            memory.sort { ($0.owner, $0.isDeep ? 1 : 0) < ($1.owner, $1.isDeep ? 1 : 0) }
        }
    }

    mutating func setLeaves(_ leaves: [StateID]) { self.leaves = leaves.sorted() }
}

/// What a history state of `owner` restores: shallow, the child that was active; deep, the active
/// states without an active child below it.
struct HistoryMemory: Hashable, Sendable {
    var owner: StateID
    var isDeep: Bool
    var states: [StateID]
}
