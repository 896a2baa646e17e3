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
        Self.description.diagnostic(
            message, at: location, severity: severity, notes: notes, hint: hint, subject: subject, witness: witness
        )
    }
}
