import FSMDiagnostics

/// The rules about suppression comments themselves.
public enum SuppressionRules {
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        defaultSeverity: .warning,
        summary: "a suppression comment that silences nothing",
        rationale: """
            A suppression outlives the finding it was written for: once the state is fixed or renamed, the \
            comment silences nothing, and later hides a new finding nobody has looked at. This also covers a \
            suppression naming a rule that does not exist, usually a typo, and one that names no rule at all.
            """,
        triggeringExample: SourceExample(
            """
            machine: Tidy
            initial: A
            states:
              # ↓fsmcheck:disable-next-line unreachable-state -- legacy screen, removed in 2.0
              A: { on: { Go: B } }
              B: { on: { Back: A } }
            """),
        passingExample: SourceExample(
            """
            machine: Tidy
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
              # fsmcheck:disable-next-line unreachable-state -- legacy screen, removed in 2.0
              Legacy: { on: { Go: A } }
            """)
    )

    public static let suppressionWithoutReason = RuleDescription(
        id: "suppression-without-reason",
        defaultSeverity: .warning,
        summary: "a suppression comment without `-- reason`; it silences nothing until it has one",
        rationale: """
            A silenced finding is a decision, and the next reader needs to know why it was taken. A \
            suppression without a reason is ignored, so the finding stays visible until someone writes \
            the reason after `--` (after `because` in SCXML, where XML forbids `--` inside a comment).
            """,
        triggeringExample: SourceExample(
            """
            machine: Quiet
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
              # ↓fsmcheck:disable-next-line unreachable-state
              Legacy: { on: { Go: A } }
            """),
        passingExample: SourceExample(
            """
            machine: Quiet
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
              # fsmcheck:disable-next-line unreachable-state -- legacy screen, removed in 2.0
              Legacy: { on: { Go: A } }
            """)
    )

    public static let all = [unusedSuppression, suppressionWithoutReason]
}
