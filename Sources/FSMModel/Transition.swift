/// A transition of a state: on `event`, if `guard` holds, perform `actions` and go to `target`.
///
/// A target that code computes at run time is kept, not dropped: when the values it can take are
/// literals, as one dynamic transition per value, all written at the same location (the
/// alternatives of one transition: at most one of them fires, so they never clash with each
/// other); otherwise as one transition with a `computedTarget`, which may go to any state.
public struct Transition: Hashable, Codable, Sendable {
    /// `nil` for eventless transitions (Machinus requests, SCXML transitions without `event`).
    public var event: Reference?
    public var `guard`: Guard
    /// `nil` means internal (the actions run and the state does not change), unless `computedTarget` is set.
    public var target: Reference?
    public var actions: [Reference]
    public var location: SourceLocation
    /// Set on the copies a state inherits from an abstract super state: the super state they came from.
    public var inheritedFrom: Reference?
    /// `computedTarget`, boxed: almost no transition has one, and checking a large machine reads
    /// every transition, so a word here instead of a string's two keeps them all smaller.
    private var computedTargetCode: ComputedTargetCode?
    /// SwiftFSM's `overriding { … }`: this transition deliberately replaces an inherited one.
    public var isOverride: Bool
    /// The target is only one of the values code may compute at run time (drawn dashed).
    public var isDynamic: Bool

    /// The code that computes the target at run time, as written (`self.next()`), when fsmcheck could
    /// not narrow it to named states: the transition may go to any state. `target` is then `nil`
    /// and `isDynamic` true.
    public var computedTarget: String? {
        get { computedTargetCode?.code }
        set { computedTargetCode = newValue.map(ComputedTargetCode.init) }
    }

    public init(
        event: Reference?,
        guard: Guard = .always,
        target: Reference?,
        actions: [Reference] = [],
        location: SourceLocation,
        inheritedFrom: Reference? = nil,
        isOverride: Bool = false,
        isDynamic: Bool = false,
        computedTarget: String? = nil
    ) {
        self.event = event
        self.guard = `guard`
        self.target = target
        self.actions = actions
        self.location = location
        self.inheritedFrom = inheritedFrom
        self.computedTargetCode = computedTarget.map(ComputedTargetCode.init)
        self.isOverride = isOverride
        self.isDynamic = isDynamic || computedTarget != nil
    }

    /// True when firing leaves the state set unchanged and runs no exit/entry actions.
    public var isInternal: Bool { target == nil && computedTarget == nil }

    /// What the transition does once it fires: two transitions with the same outcome never clash.
    public var outcome: Outcome { Outcome(target: target?.name, computedTarget: computedTarget, actions: actions.map(\.name)) }

    public struct Outcome: Hashable, Codable, Sendable {
        public var target: String?
        public var computedTarget: String?
        public var actions: [String]
    }
}

/// The storage of `Transition.computedTarget`. Immutable, so sharing it between copies is safe.
private final class ComputedTargetCode: Hashable, Codable, Sendable {
    let code: String

    init(_ code: String) { self.code = code }

    init(from decoder: any Decoder) throws { code = try decoder.singleValueContainer().decode(String.self) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    static func == (lhs: ComputedTargetCode, rhs: ComputedTargetCode) -> Bool { lhs.code == rhs.code }

    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
