import FSMModel

/// Everything a user or a tool needs to know about a rule; `fsmcheck rules`, `fsmcheck explain`,
/// SARIF rule tables and the rule tests are all generated from it.
public struct RuleDescription: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// One line, shown by `fsmcheck rules`.
    public var summary: String
    /// Why this matters, shown by `fsmcheck explain`.
    public var rationale: String
    /// An input that triggers the rule, the one `explain`, `Docs/Rules.md` and SARIF's help show.
    public var triggeringExample: SourceExample
    /// A similar input that does not.
    public var passingExample: SourceExample
    /// Further inputs that trigger the rule: the other forms it catches.
    public var moreTriggeringExamples: [SourceExample]
    /// Further inputs that do not: the near misses it must leave alone.
    public var morePassingExamples: [SourceExample]
    /// Off unless a configuration turns it on.
    public var isOptIn: Bool

    public init(
        id: String,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        triggeringExample: SourceExample,
        passingExample: SourceExample,
        moreTriggeringExamples: [SourceExample] = [],
        morePassingExamples: [SourceExample] = [],
        isOptIn: Bool = false
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExample = triggeringExample
        self.passingExample = passingExample
        self.moreTriggeringExamples = moreTriggeringExamples
        self.morePassingExamples = morePassingExamples
        self.isOptIn = isOptIn
    }

    /// Every input that triggers the rule; a test checks that each reports it exactly where its
    /// `↓` markers say.
    public var triggeringExamples: [SourceExample] { [triggeringExample] + moreTriggeringExamples }

    /// Every input that must not trigger the rule; a test checks that none reports it.
    public var passingExamples: [SourceExample] { [passingExample] + morePassingExamples }
}

/// A small source file used as a rule example; the file name's extension picks the loader.
///
/// The text may mark with `↓` each place a finding must point at, as SwiftLint's examples do: the
/// marker stands just before the line and column the finding names, and is not part of `text`.
public struct SourceExample: Hashable, Sendable {
    public static let marker: Character = "↓"

    public var fileName: String
    /// The source, without markers.
    public var text: String
    /// Where the markers stood, in the text without them; columns count code points from 1, as
    /// every loader does.
    public var markedLocations: [SourceLocation]

    public init(fileName: String = "example.fsm", _ markedText: String) {
        self.fileName = fileName
        var text = ""
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in markedText {
            if character == Self.marker {
                locations.append(SourceLocation(file: fileName, line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.markedLocations = locations
    }

    public var fileExtension: String { SourceFile.fileExtension(of: fileName) }
}

extension RuleDescription {
    /// A finding of this rule: the one way a diagnostic is built, so that its id and severity are
    /// always the ones `fsmcheck rules` and `fsmcheck explain` show for it. `severity` is given only
    /// where the rule's own logic picks another (the checker's rules, for a finding that may be wrong).
    public func diagnostic(
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        notes: [Note] = [],
        hint: String? = nil,
        subject: Diagnostic.Subject = Diagnostic.Subject(),
        witness: Witness? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: id, severity: severity ?? defaultSeverity, message: message, location: location, notes: notes, hint: hint,
            subject: subject, witness: witness)
    }
}
