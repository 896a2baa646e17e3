import FSMModel

/// Which part of a machine a diagram draws, when not all of it: an overview of a machine too
/// large to draw whole, its composite states closed (`render --collapse`), or the neighbourhood
/// of one state (`render --focus STATE --depth N`).
///
/// A closed composite is one box with the number of states inside it; the transitions of the
/// states inside become its own, merged into one edge per pair of boxes. A state left out of a
/// focus is not drawn, and a transition from a drawn state to it ends at a copy of it (`↪ Name`)
/// beside its source, so that the ways out of the neighbourhood stay in the picture.
struct DiagramScope {
    /// Per state (by index): the state drawn for it — itself, or the closed composite holding
    /// it — or nil when it is left out.
    let shownAs: [StateID?]
    /// The composites drawn closed, with the number of states inside each.
    let closed: [StateID: Int]
    /// An overview: its merged edges go unlabelled.
    let dropsLabels: Bool
    /// What the picture says about what it leaves out.
    let note: String

    /// How to see more of a machine than its overview shows, said on the overview.
    static let seeMore = "`fsmcheck render --focus STATE --depth N` draws a part in full, `fsmcheck table` lists every transition"

    /// The part of `machine` that `options` asks for, or an overview when the machine has more
    /// than `LayoutTuning.overviewStateLimit` states and composites to close; nil for all of it.
    /// A focus on a state the machine does not have draws all of it (`fsmcheck render` draws
    /// only the machines that have the state).
    init?(machine: Machine, options: DiagramOptions) {
        let drawable = machine.stateIDs.map { !machine[$0].isAbstract }
        if let focus = options.focus, let state = machine.id(named: focus.state), drawable[state.index] {
            self = Self.neighbourhood(of: state, depth: max(0, focus.depth), in: machine, drawable: drawable)
            return
        }
        var depth = Array(repeating: 0, count: machine.states.count)
        var statesAtDepth: [Int] = []
        for id in machine.stateIDs where drawable[id.index] {
            // Parents come before their children, so a parent's depth is known.
            depth[id.index] = machine[id].parent.map { depth[$0.index] + 1 } ?? 0
            if depth[id.index] == statesAtDepth.count { statesAtDepth.append(0) }
            statesAtDepth[depth[id.index]] += 1
        }
        guard statesAtDepth.count > 1 else { return nil }
        let total = statesAtDepth.reduce(0, +)
        if options.collapse {
            let (shownAs, closed) = Self.closing(below: 0, depth: depth, in: machine, drawable: drawable)
            self.init(
                shownAs: shownAs, closed: closed, dropsLabels: false,
                note: "collapsed: "
                    + (closed.count == 1
                        ? "1 composite state is drawn closed, with the \(total - statesAtDepth[0]) states inside it"
                        : "\(closed.count) composite states are drawn closed, with the \(total - statesAtDepth[0]) states inside them")
            )
            return
        }
        guard total > LayoutTuning.overviewStateLimit else { return nil }
        // The deepest level that keeps the picture within the limit: as much structure as fits.
        var level = 0
        var shown = statesAtDepth[0]
        while level + 1 < statesAtDepth.count, shown + statesAtDepth[level + 1] <= LayoutTuning.overviewStateLimit {
            level += 1
            shown += statesAtDepth[level]
        }
        let (shownAs, closed) = Self.closing(below: level, depth: depth, in: machine, drawable: drawable)
        self.init(
            shownAs: shownAs, closed: closed, dropsLabels: true,
            note:
                "overview of \(total) states: \(closed.count) composite states at level \(level + 1) are drawn closed, with the \(total - shown) states "
                + "inside them; transitions between them are merged and unlabelled"
        )
    }

    private init(shownAs: [StateID?], closed: [StateID: Int], dropsLabels: Bool, note: String) {
        self.shownAs = shownAs
        self.closed = closed
        self.dropsLabels = dropsLabels
        self.note = note
    }

    /// Every state nested deeper than `level` drawn as the composite at `level` holding it.
    private static func closing(below level: Int, depth: [Int], in machine: Machine, drawable: [Bool]) -> ([StateID?], [StateID: Int]) {
        var shownAs: [StateID?] = machine.stateIDs.map { $0 }
        var closed: [StateID: Int] = [:]
        for id in machine.stateIDs where depth[id.index] > level {
            guard let parent = machine[id].parent, let holder = shownAs[parent.index] else { continue }
            shownAs[id.index] = holder
            if drawable[id.index] { closed[holder, default: 0] += 1 }
        }
        return (shownAs, closed)
    }

    /// The states within `depth` transitions of `state` (or of any state inside it), either way,
    /// with the composites around them. A composite reached without any of its states is drawn
    /// closed.
    private static func neighbourhood(of state: StateID, depth: Int, in machine: Machine, drawable: [Bool]) -> DiagramScope {
        var neighbours = Array(repeating: [Int](), count: machine.states.count)
        for source in machine.stateIDs where drawable[source.index] {
            for transition in machine.effectiveTransitions(of: source) {
                guard let name = transition.target?.name, let target = machine.id(named: name), drawable[target.index], target != source else {
                    continue
                }
                neighbours[source.index].append(target.index)
                neighbours[target.index].append(source.index)
            }
        }
        var distance = Array(repeating: Int.max, count: machine.states.count)
        var frontier = [state.index]
        var inside = 0
        while inside < frontier.count {
            for child in machine[StateID(frontier[inside])].children where drawable[child.index] { frontier.append(child.index) }
            inside += 1
        }
        for index in frontier { distance[index] = 0 }
        var reached = frontier
        for step in stride(from: 1, through: depth, by: 1) {
            var next: [Int] = []
            for index in frontier {
                for neighbour in neighbours[index] where distance[neighbour] == .max {
                    distance[neighbour] = step
                    next.append(neighbour)
                }
            }
            reached += next
            frontier = next
        }
        // The reached states and the composites around them; parents come before their children.
        var kept = Array(repeating: false, count: machine.states.count)
        for index in reached {
            var current: StateID? = StateID(index)
            while let id = current, !kept[id.index] {
                kept[id.index] = true
                current = machine[id].parent
            }
        }
        var shownAs: [StateID?] = Array(repeating: nil, count: machine.states.count)
        var closed: [StateID: Int] = [:]
        for id in machine.stateIDs {
            if let parent = machine[id].parent, let holder = shownAs[parent.index], holder != parent || closed[parent] != nil {
                shownAs[id.index] = holder
                if drawable[id.index] { closed[holder, default: 0] += 1 }
            } else if kept[id.index] {
                shownAs[id.index] = id
                let children = machine[id].children.filter { drawable[$0.index] }
                if !children.isEmpty, !children.contains(where: { kept[$0.index] }) { closed[id] = 0 }
            }
        }
        let name = machine[state].name
        let within = depth == 1 ? "1 transition" : "\(depth) transitions"
        let states = reached.count == 1 ? "the 1 state" : "the \(reached.count) states"
        return DiagramScope(
            shownAs: shownAs, closed: closed, dropsLabels: false,
            note: "focus on \(name): \(states) within \(within) of it; transitions to the rest end at a copy of their target (↪ name)"
        )
    }
}
