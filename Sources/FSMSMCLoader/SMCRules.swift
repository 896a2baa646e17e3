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
        triggeringExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              (Locked) Coin Unlocked -
              ↓Locked Pass Locked -
              Unlocked Pass Locked -
            }
            """),
        passingExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked -
              Locked Pass Locked -
              Unlocked Pass Locked -
            }
            """)
    )

    public static let missingHeader = RuleDescription(
        id: "smc-missing-header",
        defaultSeverity: .error,
        summary: "an SMC file without the `FSM:` header naming its machine",
        rationale: """
            The `FSM:` header names the class CC_SMC generates, and CC_SMC refuses a file without \
            it, so the build that runs SMC fails. fsmcheck still checks the machine, named after \
            the file. (A missing `Initial:` is `missing-initial`.)
            """,
        triggeringExample: SourceExample(
            fileName: "example.sm",
            """
            ↓Initial: Locked
            {
              Locked Coin Unlocked -
              Unlocked Pass Locked -
            }
            """),
        passingExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked -
              Unlocked Pass Locked -
            }
            """)
    )

    public static let rowWithoutEvent = RuleDescription(
        id: "smc-row-without-event",
        defaultSeverity: .warning,
        summary: "an SMC row whose event is `-`, which never fires",
        rationale: """
            CC_SMC accepts a row such as `Locked - Unlocked unlock`, but no event ever fires it: \
            the generated code has no case for it, so the transition it seems to promise never \
            happens. Usually the event was forgotten. The names it holds are still checked (an \
            undefined next state is `undefined-state`). `- - -`, SMC's way of writing a state with \
            no transitions on one line, is not reported.
            """,
        triggeringExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked -
              Unlocked ↓- Locked lock
            }
            """),
        passingExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked -
              Unlocked Pass Locked lock
            }
            """)
    )

    public static let conflictingStateActions = RuleDescription(
        id: "smc-conflicting-state-actions",
        defaultSeverity: .error,
        summary: "an SMC state given different entry/exit actions in two of its entries",
        rationale: """
            SMC lets a state appear in many entries, and the one-line form repeats it on every row; \
            repeating the same `<entry >exit` actions there is fine. Two entries giving different \
            ones leave it unclear which run when the state is entered or left, and CC_SMC refuses \
            the file. fsmcheck keeps the first and reports the other.
            """,
        triggeringExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked <lock Coin Unlocked -
              ↓Locked <beep Pass Locked -
              Unlocked Pass Locked -
            }
            """),
        passingExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked <lock Coin Unlocked -
              Locked <lock Pass Locked -
              Unlocked Pass Locked -
            }
            """)
    )
}
