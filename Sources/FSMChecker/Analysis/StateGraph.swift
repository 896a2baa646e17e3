import FSMModel

/// Which states can be entered, and which groups of states can never be left.
///
/// Each concrete state has four nodes, so that configurations are followed without ever being
/// enumerated (orthogonal regions would multiply them):
/// - *target X*: X is entered from outside everything (a target computed at run time may be any
///   state). It leads to *enter X* and *via X*, because entering a state enters its ancestors. A
///   transition leads instead to *enter* its target and the regions it enters on the way down from
///   its domain (`entered(by:from:)`), and an initial state likewise (`entered(all:below:)`):
///   the states above are active already.
/// - *enter X*: X is entered at its default, from its parent or from outside. It leads to X's
///   initial child (composite), every region (orthogonal) or *in X* (leaf).
/// - *via X*: X is active because it or a descendant was entered from outside, so its parent becomes
///   active through it: *via parent*, and when the parent is orthogonal, *enter* every region but
///   X (the region on the way is entered at the target, not at its initial state).
/// Two cases over-approximate, so that an unreachable state may be missed there but never made up,
/// nor a dead end from a state entered only in this approximation: a transition into an orthogonal
/// state of more than `pairedRegionLimit` regions, which enters them all from each one's *via*
/// (the graph stays linear), and SCXML's transitions with several targets (`target="a b"`), read as
/// one transition per target, each entering the others' regions at their initial states.
/// - *in X*: X is active and its transitions may fire. A leaf's *in* leads to its parent's *in*,
///   because enclosing composites' transitions apply in their descendants. Inner-first priority is
///   ignored here: it decides which transition fires, not which ones can.
/// Transitions lead from *in S* to *enter T*. A transition that leaves an orthogonal state from one
/// region (for a state outside it, or one in another of its regions) also leaves the others, so it
/// is added to the orthogonal state's *in* node too.
///
/// Entering a shallow history state may restore any child of its composite that has been active,
/// entered at that child's own default; deep history restores configurations already reached and
/// adds nothing. Those edges depend on reachability itself, so they are revealed during the search.
///
/// A transition whose target cannot be followed (undefined, or abstract) leads to one extra node
/// that counts as a way out: its own rule reports it, and the state it leaves is not proven stuck.
/// A transition whose target is computed at run time, or a state whose transitions could not all be
/// read, leads to another extra node, *any state*, which enters every state and also counts as a
/// way out, since the code may pick a state the machine does not list. When the initial state is
/// not visible, every state is a start.
///
/// A leaf is stuck when no path from it leads to any other leaf: a strongly connected component,
/// found with an iterative Tarjan (no recursion: machines nest 1,000 deep), that reaches no leaf
/// outside itself. One leaf is a dead end; several are a trap.
struct StateGraph: Sendable {
    /// Regions per orthogonal state up to which each region's *via* node enters only the others:
    /// the edges grow with the square of the count.
    static let pairedRegionLimit = 64

    /// Per state: true when some sequence of transitions from the initial configuration enters it.
    let isReachable: [Bool]
    /// The initial state is not visible, so every state counted as a start and `isReachable` says nothing.
    let startsAnywhere: Bool
    /// Reachable groups of leaves that, once entered, can never reach a leaf outside the group;
    /// each sorted by state id, the groups sorted by their first member.
    let closedGroups: [[StateID]]
    /// Per state, when the machine has final states: some path from it (its *in* node) enters a final
    /// state, or may (a target fsmcheck cannot follow counts as one that may). Nil without final states.
    let canFinish: [Bool]?

    /// `targets` holds, per effective transition, its concrete target; `hasUnfollowableTarget` says
    /// per state whether one of its transitions names a target that is not a concrete state, and
    /// `leadsAnywhere` whether it may go to any state (a target computed at run time, transitions
    /// that could not be read). `starts` are the states entered at the start (the initial state, and
    /// SCXML's other initial targets), nil when the machine's initial state is not visible;
    /// `entryChildren` are, per composite, the descendants entering it enters.
    init(
        machine: Machine,
        tree: StateTree,
        starts: [StateID]?,
        targets: TransitionTable<StateID?>,
        hasUnfollowableTarget: [Bool],
        leadsAnywhere: [Bool],
        entryChildren: [[StateID]]
    ) {
        let structure = Structure(
            machine: machine, tree: tree, targets: targets, hasUnfollowableTarget: hasUnfollowableTarget, leadsAnywhere: leadsAnywhere,
            entryChildren: entryChildren)
        let stateCount = machine.states.count
        let edges = Edges(nodeCount: Node.count(stateCount: stateCount)) { edge in structure.enumerateEdges(edge) }

        var restoration = ShallowHistoryRestoration(machine: machine, tree: tree)
        startsAnywhere = starts == nil
        let startNodes =
            starts.map { Self.entered(all: $0, below: nil, machine: machine, tree: tree) }
            ?? (0..<stateCount).filter(structure.isEnterable).map { Node.target(StateID($0)) }
        let reached = edges.reachable(from: startNodes) { restoration.revealed(byReaching: $0) }
        isReachable = (0..<stateCount).map { index in
            let state = StateID(index)
            return reached[Node.in(state)] || reached[Node.enter(state)] || reached[Node.target(state)] || reached[Node.via(state)]
        }
        closedGroups = structure.closedGroups(edges: edges, reached: reached)

        let finals = (0..<stateCount).filter { machine.states[$0].kind == .final && tree.roles[$0] != .abstract }
        let ends = finals.map { Node.enter(StateID($0)) } + [Node.unknown(stateCount: stateCount), Node.anyState(stateCount: stateCount)]
        canFinish = finals.isEmpty ? nil : Self.finishing(edges: edges, from: ends, machine: machine, tree: tree)
    }

    /// The nodes a transition from `source` to `target` leads to: *enter target*, and *enter* the
    /// other regions of each orthogonal state it enters on the way down from its domain (the
    /// innermost composite that holds both, or the whole machine). Past `pairedRegionLimit`
    /// regions, *target target* instead, which climbs to the top.
    private static func entered(by target: StateID, from source: StateID, machine: Machine, tree: StateTree) -> [Int] {
        var nodes = [Node.enter(target)]
        var child = target
        while let parent = machine.states[child.index].parent, tree.roles[parent.index] != .abstract {
            let isOrthogonal = tree.roles[parent.index] == .orthogonal
            if !isOrthogonal, tree.isWithin(source, parent) { break }
            if isOrthogonal {
                let regions = machine.states[parent.index].children
                guard regions.count <= pairedRegionLimit else { return [Node.target(target)] }
                for region in regions where region != child && tree.roles[region.index] != .abstract { nodes.append(Node.enter(region)) }
            }
            child = parent
        }
        return nodes
    }

    /// Whether a transition from `source` (inside `orthogonal`) to `target` leaves the orthogonal
    /// state: its target is outside the region that holds the source, or is the orthogonal state.
    private static func leaves(_ orthogonal: StateID, from source: StateID, to target: StateID, machine: Machine, tree: StateTree) -> Bool {
        guard target != orthogonal, tree.isWithin(target, orthogonal) else { return true }
        var region = source
        while let parent = machine.states[region.index].parent, parent != orthogonal { region = parent }
        return !tree.isWithin(target, region)
    }

    /// The nodes entering `targets` together from `domain` (the whole machine when nil) leads to:
    /// *enter* each target, and *enter* each region of an orthogonal state on their ways down that
    /// holds none of them. One target is the usual case: an initial state, a history's restored child.
    private static func entered(all targets: [StateID], below domain: StateID?, machine: Machine, tree: StateTree) -> [Int] {
        var onTheWay: Set<StateID> = []
        for target in targets {
            var current = machine.states[target.index].parent
            while let state = current, state != domain, onTheWay.insert(state).inserted { current = machine.states[state.index].parent }
        }
        var nodes = targets.map(Node.enter)
        for state in onTheWay.sorted() where tree.roles[state.index] == .orthogonal {
            for region in machine.states[state.index].children
            where tree.roles[region.index] != .abstract && !onTheWay.contains(region) && !targets.contains(region) {
                nodes.append(Node.enter(region))
            }
        }
        return nodes
    }

    /// Per state, whether its *in* node leads to one of `ends`: one search backwards from them. A
    /// shallow history state may restore any child of its composite, so entering a child counts
    /// as reachable from entering the history state.
    private static func finishing(edges: Edges, from ends: [Int], machine: Machine, tree: StateTree) -> [Bool] {
        var shallowHistories: [StateID: [StateID]] = [:]
        for (index, state) in machine.states.enumerated() where state.kind == .shallowHistory {
            if let parent = state.parent, tree.roles[parent.index] != .abstract { shallowHistories[parent, default: []].append(StateID(index)) }
        }
        let reached = edges.reversed().reachable(from: ends) { node in
            let index = Node.state(of: node)
            guard !shallowHistories.isEmpty, index < machine.states.count, node == Node.enter(StateID(index)),
                let parent = machine.states[index].parent
            else { return [] }
            return (shallowHistories[parent] ?? []).map(Node.enter)
        }
        return (0..<machine.states.count).map { reached[Node.in(StateID($0))] }
    }

    /// Node numbering: four consecutive nodes per state, then `unknown` and `anyState`.
    private enum Node {
        static func `in`(_ state: StateID) -> Int { 4 * state.index }
        static func enter(_ state: StateID) -> Int { 4 * state.index + 1 }
        static func via(_ state: StateID) -> Int { 4 * state.index + 2 }
        static func target(_ state: StateID) -> Int { 4 * state.index + 3 }
        static func state(of node: Int) -> Int { node / 4 }
        /// Where transitions to undefined or abstract targets lead, after every state's nodes.
        static func unknown(stateCount: Int) -> Int { 4 * stateCount }
        /// Where transitions with a computed target lead: on to every state, and to `unknown`.
        static func anyState(stateCount: Int) -> Int { 4 * stateCount + 1 }
        static func count(stateCount: Int) -> Int { 4 * stateCount + 2 }
    }
}

extension StateGraph {
    /// The entries shallow history states add (SCXML: a shallow history restores the child of its
    /// parent that was last active, entered at that child's default). Which child was last active
    /// is unknown statically, so any child that has been active may be restored: once a composite's
    /// shallow history is entered, each of its children that has been or becomes active is entered
    /// too. Each history scans its siblings once and each state is looked at once, so this keeps
    /// the search linear.
    private struct ShallowHistoryRestoration {
        private let machine: Machine
        private let tree: StateTree
        /// Per state: some node of it has been reached, so it has been part of a configuration.
        private var wasActive: [Bool]
        /// Per state: one of its shallow history children has been entered.
        private var restoresChildren: [Bool]

        init(machine: Machine, tree: StateTree) {
            self.machine = machine
            self.tree = tree
            wasActive = [Bool](repeating: false, count: machine.states.count)
            restoresChildren = wasActive
        }

        /// The *enter* nodes that reaching `node` adds.
        mutating func revealed(byReaching node: Int) -> [Int] {
            let index = Node.state(of: node)
            guard index < wasActive.count else { return [] }
            var entered: [Int] = []
            if !wasActive[index] {
                wasActive[index] = true
                if let parent = machine.states[index].parent, restoresChildren[parent.index], isRestorable(index) {
                    entered.append(Node.enter(StateID(index)))
                }
            }
            if node == Node.enter(StateID(index)), machine.states[index].kind == .shallowHistory,
                let parent = machine.states[index].parent, tree.roles[parent.index] != .abstract, !restoresChildren[parent.index]
            {
                restoresChildren[parent.index] = true
                for child in machine.states[parent.index].children where wasActive[child.index] && isRestorable(child.index) {
                    entered.append(Node.enter(child))
                }
            }
            return entered
        }

        /// History states are pseudo-states, and abstract ones are never entered.
        private func isRestorable(_ index: Int) -> Bool {
            !machine.states[index].kind.isHistory && tree.roles[index] != .abstract
        }
    }
}

extension StateGraph {
    /// What the graph is built from, as the analysis gives it (`StateGraph.init` says what each
    /// input is), and the edges and closed groups that follow from it.
    private struct Structure {
        let machine: Machine
        let tree: StateTree
        let targets: TransitionTable<StateID?>
        let hasUnfollowableTarget: [Bool]
        let leadsAnywhere: [Bool]
        let entryChildren: [[StateID]]

        private var unknown: Int { Node.unknown(stateCount: machine.states.count) }
        private var anyState: Int { Node.anyState(stateCount: machine.states.count) }

        /// States a computed target may pick, and where a machine with an unseen initial state may start.
        func isEnterable(_ index: Int) -> Bool {
            tree.roles[index] != .abstract && !machine.states[index].kind.isHistory
        }

        /// Every edge, the same each time (`Edges` enumerates twice).
        func enumerateEdges(_ edge: (Int, Int) -> Void) {
            if leadsAnywhere.contains(true) {
                edge(anyState, unknown)
                for index in machine.states.indices where isEnterable(index) { edge(anyState, Node.target(StateID(index))) }
            }
            for index in machine.states.indices where tree.roles[index] != .abstract {
                let state = StateID(index)
                let parent = machine.states[index].parent.flatMap { tree.roles[$0.index] == .abstract ? nil : $0 }
                enteringEdges(of: state, parent: parent, edge)
                edge(Node.target(state), Node.enter(state))
                if let parent {
                    edge(Node.target(state), Node.via(state))
                    edge(Node.via(state), Node.via(parent))
                    edge(Node.in(state), Node.in(parent))
                }
                transitionEdges(of: state, edge)
            }
        }

        /// Where entering `state` at its default leads, by its role in the tree.
        private func enteringEdges(of state: StateID, parent: StateID?, _ edge: (Int, Int) -> Void) {
            let index = state.index
            switch tree.roles[index] {
            case .leaf:
                edge(Node.enter(state), Node.in(state))
                // A history state without a default transition falls back to its parent's initial
                // state, as SCXML runtimes do: the machine never rests in it.
                if machine.states[index].kind.isHistory, targets.values(of: index).isEmpty, let parent {
                    for node in StateGraph.entered(all: entryChildren[parent.index], below: parent, machine: machine, tree: tree) {
                        edge(Node.in(state), node)
                    }
                }
            case .composite:
                if entryChildren[index].isEmpty { edge(Node.enter(state), Node.in(state)) }
                for node in StateGraph.entered(all: entryChildren[index], below: state, machine: machine, tree: tree) {
                    edge(Node.enter(state), node)
                }
            case .orthogonal:
                let regions = machine.states[index].children.filter { tree.roles[$0.index] != .abstract }
                let isPaired = regions.count <= StateGraph.pairedRegionLimit
                for region in regions {
                    edge(Node.enter(state), Node.enter(region))
                    for other in regions where other != region || !isPaired { edge(Node.via(region), Node.enter(other)) }
                }
            case .abstract:
                break
            }
        }

        /// Where `state`'s transitions lead from its *in* node, and from the *in* node of each
        /// orthogonal state a transition leaves from one of its regions.
        private func transitionEdges(of state: StateID, _ edge: (Int, Int) -> Void) {
            let index = state.index
            if hasUnfollowableTarget[index] { edge(Node.in(state), unknown) }
            if leadsAnywhere[index] { edge(Node.in(state), anyState) }
            for case let target? in targets.values(of: index) {
                let entered = StateGraph.entered(by: target, from: state, machine: machine, tree: tree)
                for node in entered { edge(Node.in(state), node) }
                var orthogonal = tree.orthogonalAncestor[index]
                while let enclosing = orthogonal, StateGraph.leaves(enclosing, from: state, to: target, machine: machine, tree: tree) {
                    for node in entered { edge(Node.in(enclosing), node) }
                    orthogonal = tree.orthogonalAncestor[enclosing.index]
                }
            }
        }

        /// The reached groups of leaves that can never reach a leaf outside the group.
        ///
        /// Regions run side by side: one that settles in a state it loops on, or cycles among its own
        /// states, while the others go on is how a statechart listens, not a machine that stops. So
        /// inside an orthogonal state a group counts only when none of its leaves, nor a state
        /// enclosing them, has a transition at all.
        func closedGroups(edges: Edges, reached: [Bool]) -> [[StateID]] {
            let leafNodes = machine.states.indices.filter { tree.roles[$0] == .leaf }.map { Node.in(StateID($0)) }
            let hasTransitions = machine.states.indices.map { index in
                !targets.values(of: index).isEmpty || hasUnfollowableTarget[index] || leadsAnywhere[index]
            }
            let isStillInside = { (leaf: StateID) in
                var current: StateID? = leaf
                while let state = current {
                    if hasTransitions[state.index] { return false }
                    current = machine.states[state.index].parent
                }
                return true
            }
            return edges.closedComponents(among: reached, marked: leafNodes + [unknown])
                .filter { $0 != [unknown] }
                .map { $0.map { StateID(Node.state(of: $0)) } }
                .filter { group in group.allSatisfy { tree.orthogonalAncestor[$0.index] == nil } || group.allSatisfy(isStillInside) }
        }
    }
}
