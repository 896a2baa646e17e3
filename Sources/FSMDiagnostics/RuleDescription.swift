/// Everything a user or a tool needs to know about a rule; `fsmcheck rules`, `fsmcheck explain`,
/// SARIF rule tables and the rule tests are all generated from it.
public struct RuleDescription: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// One line, shown by `fsmcheck rules`.
    public var summary: String
    /// Why this matters, shown by `fsmcheck explain`.
    public var rationale: String
    /// An input that triggers the rule; a test asserts that it does.
    public var triggeringExample: SourceExample
    /// A similar input that does not; a test asserts that it does not.
    public var passingExample: SourceExample
    /// Off unless a configuration turns it on.
    public var isOptIn: Bool

    public init(
        id: String,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        triggeringExample: SourceExample,
        passingExample: SourceExample,
        isOptIn: Bool = false
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExample = triggeringExample
        self.passingExample = passingExample
        self.isOptIn = isOptIn
    }
}

/// A small source file used as a rule example; the file name's extension picks the loader.
public struct SourceExample: Hashable, Sendable {
    public var fileName: String
    public var text: String

    public init(fileName: String = "example.fsm", _ text: String) {
        self.fileName = fileName
        self.text = text
    }

    public var fileExtension: String { SourceFile.fileExtension(of: fileName) }
}
