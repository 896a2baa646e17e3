/// Something a machine depends on that its source keeps out of sight: a declaration in a file that
/// is not part of the run, or a value known only at run time.
///
/// A loader records it instead of reporting an error, because it is a limit of reading source, not
/// a fault of the machine. The checker still makes every check that does not depend on it, skips
/// the ones that do, and says so once per machine.
public struct Unseen: Hashable, Codable, Sendable {
    public enum Subject: Hashable, Codable, Sendable {
        /// Where the machine starts: any state may be the first, so nothing is known to be unreachable.
        case initialState
        /// A predicate type named in guards whose declaration was not read: its cases are an open
        /// set, those the guards name and maybe others.
        case predicateType(String)
        /// Transitions the loader skipped because only running the code gives them (an event held in
        /// a parameter, a table built in a loop): the state named (any state, when `nil`) may leave
        /// for any state, on events nobody can list. The loader's `unsupported-construct` note says
        /// what was skipped.
        case transitions(from: String?)
        /// Which enums are the state and event types: the machine's generic arguments name two
        /// types its library's releases put in different orders, and nothing the code names tells
        /// which is which. States and events are then those the code names, and no case of either
        /// enum is reported as never entered or used.
        case stateType
    }

    public var subject: Subject
    /// Why it cannot be seen, as a phrase naming what the code does: `created from the parameter
    /// \`state\``, `declared in no file of this run`.
    public var reason: String
    /// Where the code that hides it is, or where it is first needed.
    public var location: SourceLocation
    /// Whether the loader has already said what it skipped (SwiftFSM's `unsupported-construct`
    /// notes do), so that the checker does not say it again; when not, the checker's `not-visible`
    /// note is the one that names it (code writing a hand-written machine out of sight).
    public var isReportedByLoader: Bool

    public init(_ subject: Subject, reason: String, at location: SourceLocation, isReportedByLoader: Bool = true) {
        self.subject = subject
        self.reason = reason
        self.location = location
        self.isReportedByLoader = isReportedByLoader
    }
}

extension Machine {
    /// True when the machine's initial state is not `nil` by mistake but hidden from fsmcheck.
    public var initialStateIsUnseen: Bool {
        initial == nil && unseen.contains { $0.subject == .initialState }
    }

    /// Whether transitions of some state were skipped, so that which events the machine uses is not known.
    public var hasUnseenTransitions: Bool {
        unseen.contains { if case .transitions = $0.subject { true } else { false } }
    }

    /// Records that the initial state cannot be seen, once, and clears it.
    public mutating func markInitialStateUnseen(reason: String, at location: SourceLocation) {
        initial = nil
        guard !initialStateIsUnseen else { return }
        unseen.append(Unseen(.initialState, reason: reason, at: location))
    }
}
