import FSMDiagnostics

/// The rules only the SMC loader reports; syntax errors are the common `parse-error`.
public enum SMCRules {
    public static let inconsistentDeclaration = RuleDescription(
        id: "smc-inconsistent-state",
        defaultSeverity: .error,
        summary: "an SMC state is declared both abstract and concrete",
        rationale: """
            SMC lets a state be declared in several entries, and merges them. An abstract super state \
            `(Name)` is never entered while a concrete one is, so a state written both ways has no single \
            meaning; fsmcheck keeps the first declaration and reports the other.
            """,
        triggeringExample: SourceExample(fileName: "example.sm", """
            Initial: Locked
            FSM: Turnstile
            {
              (Locked) Coin Unlocked -
              Locked Pass Locked -
              Unlocked Pass Locked -
            }
            """),
        passingExample: SourceExample(fileName: "example.sm", """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked -
              Locked Pass Locked -
              Unlocked Pass Locked -
            }
            """)
    )
}
