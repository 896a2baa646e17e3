/// The rules of the dialect a machine was written in, where dialects disagree.
///
/// The checker reads these instead of asking which loader made the machine, so a new dialect
/// only has to say which conventions it follows.
public struct Semantics: Hashable, Sendable {
    /// What happens when two guards of one state and event can hold together.
    public enum GuardOverlap: String, Hashable, Sendable {
        /// Nondeterminism: report a clash (the `.fsm` format, SMC).
        case clash
        /// The transition naming more predicate types wins; equally specific ones clash (SwiftFSM).
        case mostSpecificWins
        /// The first transition in document order wins (SCXML, Feedbacks, reducers' `switch`).
        case firstMatchWins
    }

    /// How a state's own transition relates to one it inherits from a super state for the same event.
    public enum InheritedOverride: String, Hashable, Sendable {
        /// The state's own transition replaces the inherited one (SMC, the `.fsm` format).
        case implicit
        /// Only a transition marked `isOverride` replaces it; otherwise both apply and may clash (SwiftFSM).
        case explicit
    }

    public var guardOverlap: GuardOverlap
    public var inheritedOverride: InheritedOverride

    public init(guardOverlap: GuardOverlap = .clash, inheritedOverride: InheritedOverride = .implicit) {
        self.guardOverlap = guardOverlap
        self.inheritedOverride = inheritedOverride
    }

    public static let spec = Semantics()
}
