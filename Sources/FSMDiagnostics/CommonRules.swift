/// Rules that more than one loader reports, described once.
public enum CommonRules {
    public static let parseError = RuleDescription(
        id: "parse-error",
        defaultSeverity: .error,
        summary: "the file cannot be read as a state machine",
        rationale: """
            A file fsmcheck cannot read is a file it cannot check: every other rule is silent about it. \
            This covers YAML syntax errors, text that is not UTF-8, binary files, a document that is not \
            a mapping, and Swift files with syntax errors (what parsed is still read and checked).
            """,
        triggeringExample: SourceExample("""
            machine: Broken
            initial: A
            states: [A, B
            """),
        passingExample: SourceExample("""
            machine: Fine
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
            """)
    )
}
