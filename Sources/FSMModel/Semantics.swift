/// The rules of the dialect a machine was written in, where dialects disagree.
///
/// The checker reads these instead of asking which loader made the machine, so a new dialect
/// only has to say which conventions it follows.
public struct Semantics: Hashable, Codable, Sendable {
    /// What happens when two guards of one state and event can hold together.
    public enum GuardOverlap: String, Hashable, Codable, Sendable {
        /// Nondeterminism: report a clash (the `.fsm` format, SMC).
        case clash
        /// The transition naming more predicate types wins; equally specific ones clash (SwiftFSM).
        case mostSpecificWins
        /// The first transition in document order wins (SCXML, Feedbacks, reducers' `switch`).
        case firstMatchWins
    }

    /// How a state's own transition relates to one it inherits from a super state for the same event.
    public enum InheritedOverride: String, Hashable, Codable, Sendable {
        /// The state's own transition replaces the inherited one (SMC, the `.fsm` format).
        case implicit
        /// Only a transition marked `isOverride` replaces it; otherwise both apply and may clash (SwiftFSM).
        case explicit
    }

    public var guardOverlap: GuardOverlap
    public var inheritedOverride: InheritedOverride
    /// Whether a transition with neither a predicate guard nor conditions fires whenever its state
    /// is active and its event arrives, so that it pre-empts later ones (SCXML). False where a
    /// loader lists the possible outcomes of code it cannot evaluate (the branches of an `if` in a
    /// closure, the targets of an allow-list that callers request) as transitions without conditions.
    public var unconditionalTransitionsAlwaysFire: Bool
    /// Whether any state can be a super state, handing its transitions and entry/exit actions down
    /// to the states that inherit it (SMC: "a state can derive from any other state"). False where
    /// only abstract super states do (the `.fsm` format, SwiftFSM): there, inheriting a concrete
    /// state copies nothing and is `inherits-concrete-state`.
    public var concreteSuperStates: Bool
    /// Whether what runs the machine ends it, in any state: a session another machine invokes
    /// (SCXML's inline `<invoke><content><scxml>`), cancelled when the invoking state is left, or a
    /// function's local, gone when the function returns. None of its states is then a dead end or a
    /// trap, and a state where it waits to be ended cannot be made final without ending it sooner.
    public var cancelledByInvoker: Bool

    public init(
        guardOverlap: GuardOverlap = .clash,
        inheritedOverride: InheritedOverride = .implicit,
        unconditionalTransitionsAlwaysFire: Bool = false,
        concreteSuperStates: Bool = false,
        cancelledByInvoker: Bool = false
    ) {
        self.guardOverlap = guardOverlap
        self.inheritedOverride = inheritedOverride
        self.unconditionalTransitionsAlwaysFire = unconditionalTransitionsAlwaysFire
        self.concreteSuperStates = concreteSuperStates
        self.cancelledByInvoker = cancelledByInvoker
    }

    public static let spec = Semantics()

    /// Uncle Bob's SMC: clashes are errors, a state's own row overrides an inherited one, and any
    /// state can be a super state.
    public static let smc = Semantics(concreteSuperStates: true)
}
