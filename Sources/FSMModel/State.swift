/// The index of a state in its machine's `states` array; cheap to copy, hash and sort.
public struct StateID: Hashable, Codable, Sendable, Comparable {
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: StateID, rhs: StateID) -> Bool { lhs.index < rhs.index }
}

/// What kind of node a state is in the statechart.
public enum StateKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A leaf state.
    case atomic
    /// Has children; entering it enters its `initial` child (an OR-state).
    case composite
    /// Has regions as children, all active at once (an AND-state); each region is a composite.
    case orthogonal
    /// Reaching it completes its parent (or the machine).
    case final
    /// A history pseudo-state inside a composite (SCXML `<history type="shallow">`, UML `H`):
    /// entering it restores the composite's last active child, or takes its own default transition.
    case shallowHistory
    /// Like `shallowHistory`, but restores the whole nested configuration below the composite (`H*`).
    case deepHistory
    /// An SMC/SwiftFSM super state: a bundle of transitions and entry/exit actions that concrete
    /// states inherit. It is never entered.
    case abstract

    /// A history pseudo-state of either depth.
    @inlinable public var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
}

public struct State: Hashable, Codable, Sendable {
    public var name: String
    public var location: SourceLocation
    public var kind: StateKind
    public var parent: StateID?
    public var children: [StateID]
    /// For composites and regions: the child entered when this state is entered.
    public var initial: Reference?
    /// Descendants entered with `initial`, each in another region of an orthogonal state inside
    /// it: SCXML's `initial="a b"`. Empty in every other notation.
    public var otherInitialTargets: [Reference] = []
    /// The abstract super states this state inherits from, in declaration order.
    public var superStates: [Reference]
    public var entryActions: [Reference]
    public var exitActions: [Reference]
    /// The transitions declared on this state, in source order (inherited ones are not copied here).
    public var transitions: [Transition]

    public init(
        name: String,
        location: SourceLocation,
        kind: StateKind = .atomic,
        initial: Reference? = nil,
        superStates: [Reference] = [],
        entryActions: [Reference] = [],
        exitActions: [Reference] = [],
        transitions: [Transition] = []
    ) {
        self.name = name
        self.location = location
        self.kind = kind
        self.parent = nil
        self.children = []
        self.initial = initial
        self.superStates = superStates
        self.entryActions = entryActions
        self.exitActions = exitActions
        self.transitions = transitions
    }

    @inlinable public var isAbstract: Bool { kind == .abstract }
    @inlinable public var isFinal: Bool { kind == .final }
    @inlinable public var isHistory: Bool { kind.isHistory }
    @inlinable public var hasChildren: Bool { !children.isEmpty }
}
