import FSMDiagnostics

/// The rules the `.fsm` loader reports. Name resolution (undefined states, unknown predicates and
/// events) is the checker's job, so these cover only what can be judged from one document's shape.
public enum SpecRules {
    public static let invalidSpec = RuleDescription(
        id: "invalid-spec",
        defaultSeverity: .error,
        summary: "the spec is valid YAML but not a valid state machine description",
        rationale: """
            A misspelt key or a value of the wrong shape is silently meaningless to a YAML parser: \
            `tranistions:` would simply be ignored and the state would look like a dead end. fsmcheck \
            reads every key it knows and rejects everything else: unknown keys (with a did-you-mean \
            hint), values of the wrong type (a list where a mapping is expected), malformed `when:` \
            expressions (pointing at the offending token) and missing required keys such as `machine`.
            """,
        triggeringExample: SourceExample(
            """
            machine: Door
            initial: Closed
            states:
              Closed: { on: { Open: Opened } }
              Opened: { ↓entr: [chime], on: { Close: Closed } }
            """),
        passingExample: SourceExample(
            """
            machine: Door
            initial: Closed
            states:
              Closed: { on: { Open: Opened } }
              Opened: { entry: [chime], on: { Close: Closed } }
            """)
    )

    /// Shared with the Swift loader, which reports a Machinus state configured twice.
    public static let duplicateState = CommonRules.duplicateState

    /// Every rule the loader can report, `parse-error` included.
    public static let all: [RuleDescription] = [CommonRules.parseError, invalidSpec, duplicateState, CommonRules.guardTooComplex]
}
