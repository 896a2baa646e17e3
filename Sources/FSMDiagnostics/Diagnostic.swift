import FSMModel

/// How much a finding matters. Ordered so that `max` gives the worst.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// A related location that helps explain a diagnostic ("the other transition is here").
public struct Note: Hashable, Codable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One finding: the single shape shared by loader errors and checker rules, so that every
/// reporter, suppression and baseline treats them alike.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// The stable kebab-case rule id, e.g. `unreachable-state`.
    public var ruleID: String
    public var severity: Severity
    /// One line, lowercase start, no final period.
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]
    /// What to do about it, e.g. "did you mean `Unlocked`?".
    public var hint: String?
    /// Identity that survives unrelated edits (line numbers do not): used by baselines and
    /// to mark findings on diagrams.
    public var subject: Subject
    /// The events that lead to what the finding reports, or why nothing does; nil for rules that
    /// have none, and when the path cannot be known (the initial state is not visible).
    public var witness: Witness?

    /// Every part given as is: for tests and decoders. fsmcheck's own code builds a diagnostic
    /// from its rule's description (`RuleDescription.diagnostic`), so that the id and severity are
    /// always the rule's.
    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        notes: [Note] = [],
        hint: String? = nil,
        subject: Subject = Subject(),
        witness: Witness? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.hint = hint
        self.subject = subject
        self.witness = witness
    }

    /// The machine elements a finding is about.
    public struct Subject: Hashable, Codable, Sendable {
        public var machine: String?
        /// Every state the finding concerns (a trap names all its members).
        public var states: [String]
        public var event: String?
        /// Source locations of the transitions involved, to mark edges on a diagram.
        public var transitions: [SourceLocation]

        public init(machine: String? = nil, states: [String] = [], event: String? = nil, transitions: [SourceLocation] = []) {
            self.machine = machine
            self.states = states
            self.event = event
            self.transitions = transitions
        }
    }
}

extension Diagnostic: Comparable {
    /// Reports are sorted by location, then rule and message, so output is byte-identical across runs.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
