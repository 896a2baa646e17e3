import FSMDiagnostics

/// The rule `.fsmcheck.yml`'s own problems are reported under. A configuration with a problem is
/// not used at all (a half-read one would lint with settings nobody wrote), so the command stops
/// with these diagnostics before anything is checked.
public enum ConfigurationRules {
    public static let invalidConfiguration = RuleDescription(
        id: "invalid-configuration",
        defaultSeverity: .error,
        summary: "a `.fsmcheck.yml` that fsmcheck cannot apply as written",
        rationale: """
            A misspelt key, an unknown rule or dialect, or a value of the wrong kind would otherwise be \
            ignored, and the lint would run with settings nobody wrote: a rule the team turned off reported, \
            or one it turned on left silent. Every problem in the file is reported at once, with what was \
            probably meant.
            """,
        triggeringExample: SourceExample(
            fileName: ".fsmcheck.yml",
            """
            include: [Sources]
            ↓exclud: [Sources/Generated]
            rules:
              ↓unreachable-stat: warning
            """),
        passingExample: SourceExample(
            fileName: ".fsmcheck.yml",
            """
            include: [Sources]
            exclude: [Sources/Generated]
            rules:
              unreachable-state: warning
            """)
    )

    public static let all = [invalidConfiguration]
}
