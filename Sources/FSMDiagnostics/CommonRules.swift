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
            ↓
            """),
        passingExample: SourceExample("""
            machine: Fine
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
            """)
    )

    public static let duplicateState = RuleDescription(
        id: "duplicate-state",
        defaultSeverity: .error,
        summary: "a state name is defined twice in one machine",
        rationale: """
            Targets, `initial:` and `inherits:` name states, so a name must mean one state. Two states \
            of the same name, even in different composites, make every reference to that name \
            ambiguous; the second definition and everything inside it are ignored until it is renamed. \
            In Swift, Machinus stops the app with a fatal error when a machine configures one state twice.
            """,
        triggeringExample: SourceExample("""
            machine: Player
            initial: Stopped
            states:
              Stopped: { on: { Play: Playing } }
              Playing:
                initial: Paused
                states:
                  Paused: { on: { Resume: Stopped } }
                  ↓Stopped: { on: { Play: Paused } }
            """),
        passingExample: SourceExample("""
            machine: Player
            initial: Stopped
            states:
              Stopped: { on: { Play: Playing } }
              Playing:
                initial: Paused
                states:
                  Paused: { on: { Resume: Running } }
                  Running: { on: { Pause: Paused, Stop: Stopped } }
            """)
    )
}
