/// A state machine as every loader produces it and every checker and exporter reads it.
///
/// States live in one flat array addressed by `StateID`, with parent/child links, so that
/// machines of 100,000 states are walked without recursion or copying.
public struct Machine: Hashable, Codable, Sendable {
    public var name: String
    public var location: SourceLocation
    /// Where the machine starts. `nil` when the source names none.
    public var initial: Reference?
    /// States entered at the start besides `initial`, each in another region of an orthogonal
    /// state: SCXML's `initial="a b"`. In a machine without regions, the other states it may start
    /// in: Swift's `Machine(state: done ? .viewing : .notStarted)`. Reachability is checked from
    /// all of them; a path starts at `initial`.
    public var otherInitialTargets: [Reference] = []
    public var predicateTypes: [PredicateType]
    /// `nil` when the source does not declare its events (then unknown/unused event checks are off).
    public var declaredEvents: [Reference]?
    public private(set) var states: [State]
    public var semantics: Semantics
    /// The notation the machine was read from, e.g. `fsm` or `swiftfsm`.
    public var dialect: String
    /// What the source keeps out of sight (an initial state set at run time, a predicate enum in a
    /// file not read), so that the checker skips only the checks that depend on it.
    public var unseen: [Unseen]
    /// What the team states the machine must do (`never: Shipped`), checked by `property-violated`.
    public var properties: [Property] = []
    private var idsByName: [String: StateID]

    public init(
        name: String,
        location: SourceLocation,
        initial: Reference? = nil,
        predicateTypes: [PredicateType] = [],
        declaredEvents: [Reference]? = nil,
        semantics: Semantics = .spec,
        dialect: String,
        unseen: [Unseen] = []
    ) {
        self.name = name
        self.location = location
        self.initial = initial
        self.predicateTypes = predicateTypes
        self.declaredEvents = declaredEvents
        self.states = []
        self.semantics = semantics
        self.dialect = dialect
        self.unseen = unseen
        self.idsByName = [:]
    }

    /// Adds a state under `parent` (or at the top level) and returns its id.
    ///
    /// Names are unique within a machine: when a name is added twice, lookups keep finding the
    /// first one, and the loader is expected to report the duplicate.
    @discardableResult
    public mutating func addState(_ state: State, parent: StateID? = nil) -> StateID {
        let id = StateID(states.count)
        var state = state
        state.parent = parent
        state.children = []
        states.append(state)
        if let parent { states[parent.index].children.append(id) }
        if idsByName[state.name] == nil { idsByName[state.name] = id }
        return id
    }

    /// Takes the leaves named in `names` that have no transition of their own as final states: how
    /// a team says which states end a machine in a notation that cannot (`final-states:`).
    public mutating func markFinal(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        for index in states.indices where names.contains(states[index].name) && states[index].children.isEmpty {
            guard states[index].kind == .atomic, states[index].transitions.isEmpty, states[index].superStates.isEmpty else { continue }
            states[index].kind = .final
        }
    }

    /// Changes a state in place; its name, parent and children are fixed once added.
    public mutating func update(_ id: StateID, _ change: (inout State) -> Void) {
        let (name, parent, children) = (states[id.index].name, states[id.index].parent, states[id.index].children)
        change(&states[id.index])
        states[id.index].name = name
        states[id.index].parent = parent
        states[id.index].children = children
    }

    /// Inlinable so that reading one field of a state from another module (`machine[id].kind`)
    /// reads that field in place instead of copying the whole state, its arrays and strings.
    @inlinable
    public subscript(id: StateID) -> State { states[id.index] }

    public var stateIDs: [StateID] { states.indices.map(StateID.init) }

    public var topLevelStateIDs: [StateID] { stateIDs.filter { states[$0.index].parent == nil } }

    public func id(named name: String) -> StateID? { idsByName[name] }

    /// The state's ancestors, nearest first.
    public func ancestors(of id: StateID) -> [StateID] {
        var result: [StateID] = []
        var current = states[id.index].parent
        while let parent = current, result.count < states.count {
            result.append(parent)
            current = states[parent.index].parent
        }
        return result
    }

    public var transitionCount: Int { states.reduce(0) { $0 + $1.transitions.count } }
}
