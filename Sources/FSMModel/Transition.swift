/// A transition of a state: on `event`, if `guard` holds, perform `actions` and go to `target`.
public struct Transition: Hashable, Sendable {
    /// `nil` for eventless transitions (Machinus requests, SCXML transitions without `event`).
    public var event: Reference?
    public var `guard`: Guard
    /// `nil` means internal: the actions run and the state does not change.
    public var target: Reference?
    public var actions: [Reference]
    public var location: SourceLocation
    /// Set on the copies a state inherits from an abstract super state: the super state they came from.
    public var inheritedFrom: Reference?
    /// SwiftFSM's `overriding { … }`: this transition deliberately replaces an inherited one.
    public var isOverride: Bool
    /// The target is only one of the values code may compute at run time (drawn dashed).
    public var isDynamic: Bool

    public init(
        event: Reference?,
        guard: Guard = .always,
        target: Reference?,
        actions: [Reference] = [],
        location: SourceLocation,
        inheritedFrom: Reference? = nil,
        isOverride: Bool = false,
        isDynamic: Bool = false
    ) {
        self.event = event
        self.guard = `guard`
        self.target = target
        self.actions = actions
        self.location = location
        self.inheritedFrom = inheritedFrom
        self.isOverride = isOverride
        self.isDynamic = isDynamic
    }

    /// True when firing leaves the state set unchanged and runs no exit/entry actions.
    public var isInternal: Bool { target == nil }

    /// What the transition does once it fires: two transitions with the same outcome never clash.
    public var outcome: Outcome { Outcome(target: target?.name, actions: actions.map(\.name)) }

    public struct Outcome: Hashable, Sendable {
        public var target: String?
        public var actions: [String]
    }
}
