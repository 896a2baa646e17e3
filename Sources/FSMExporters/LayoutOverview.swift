import FSMModel

/// What the picture of a machine too large to draw whole leaves out: the states nested below a
/// level, each composite state at that level drawn closed with the number of states it holds, and
/// the transitions between closed composites merged into one unlabelled edge per pair.
///
/// The deepest level that keeps the picture within `LayoutTuning.overviewStateLimit` states is
/// chosen, so an overview shows as much structure as fits. A machine without composite states
/// has nothing to close; `LayoutTuning` then draws it with `sfdp`.
struct LayoutOverview {
    /// Per state (by index): the state it is drawn as, itself or the closed composite holding it.
    let shownAs: [StateID]
    /// The composites drawn closed, with the number of drawn states inside each.
    let closed: [StateID: Int]
    let note: String

    /// Nil when the machine fits in a picture whole, or has no composite state to close.
    init?(machine: Machine, isDrawn: (StateID) -> Bool) {
        var depth = Array(repeating: 0, count: machine.states.count)
        var statesAtDepth: [Int] = []
        var hasComposite = false
        for id in machine.stateIDs where isDrawn(id) {
            // Parents come before their children, so a parent's depth is known.
            depth[id.index] = machine[id].parent.map { depth[$0.index] + 1 } ?? 0
            if depth[id.index] == statesAtDepth.count { statesAtDepth.append(0) }
            statesAtDepth[depth[id.index]] += 1
            hasComposite = hasComposite || depth[id.index] > 0
        }
        let total = statesAtDepth.reduce(0, +)
        guard total > LayoutTuning.overviewStateLimit, hasComposite else { return nil }
        var level = 0
        var shown = statesAtDepth[0]
        while level + 1 < statesAtDepth.count, shown + statesAtDepth[level + 1] <= LayoutTuning.overviewStateLimit {
            level += 1
            shown += statesAtDepth[level]
        }
        var shownAs = machine.stateIDs
        var closed: [StateID: Int] = [:]
        for id in machine.stateIDs where depth[id.index] > level {
            guard let parent = machine[id].parent else { continue }
            shownAs[id.index] = shownAs[parent.index]
            if isDrawn(id) { closed[shownAs[id.index], default: 0] += 1 }
        }
        self.shownAs = shownAs
        self.closed = closed
        note = "overview: \(closed.count) composite states at level \(level + 1) are drawn closed, with the \(total - shown) states inside them; "
            + "transitions between them are merged and unlabelled"
    }
}
