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
        triggeringExample: SourceExample("""
            machine: Door
            initial: Closed
            states:
              Closed: { on: { Open: Opened } }
              Opened: { entr: [chime], on: { Close: Closed } }
            """),
        passingExample: SourceExample("""
            machine: Door
            initial: Closed
            states:
              Closed: { on: { Open: Opened } }
              Opened: { entry: [chime], on: { Close: Closed } }
            """)
    )

    public static let duplicateState = RuleDescription(
        id: "duplicate-state",
        defaultSeverity: .error,
        summary: "a state name is defined twice in one machine",
        rationale: """
            Targets, `initial:` and `inherits:` name states, so a name must mean one state. Two states \
            of the same name, even in different composites, make every reference to that name \
            ambiguous; the second definition and everything inside it are ignored until it is renamed.
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
                  Stopped: { on: { Play: Paused } }
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

    /// Every rule the loader can report, `parse-error` included.
    public static let all: [RuleDescription] = [CommonRules.parseError, invalidSpec, duplicateState]
}
