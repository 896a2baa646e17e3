import FSMDiagnostics
import FSMModel

/// One check over a machine, with the description that documents and tests it.
protocol CheckerRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ analysis: MachineAnalysis) -> [Diagnostic]
}

extension CheckerRule {
    /// A finding of this rule, at its default severity unless the finding says otherwise.
    func finding(
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        notes: [Note] = [],
        hint: String? = nil,
        subject: Diagnostic.Subject,
        witness: Witness? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id,
            severity: severity ?? Self.description.defaultSeverity,
            message: message,
            location: location,
            notes: notes,
            hint: hint,
            subject: subject,
            witness: witness
        )
    }
}
