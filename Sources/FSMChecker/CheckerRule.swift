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
        subject: Diagnostic.Subject
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id,
            severity: severity ?? Self.description.defaultSeverity,
            message: message,
            location: location,
            notes: notes,
            hint: hint,
            subject: subject
        )
    }
}

/// Wording shared by the rules' messages.
enum Phrase {
    /// `` `A` ``, `` `A` and `B` ``, `` `A`, `B` and `C` ``.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "on `Coin`", or "without an event" for eventless transitions.
    static func event(_ event: Reference?) -> String {
        event.map { "on `\($0.name)`" } ?? "without an event"
    }

    /// What a transition does, e.g. "goes to `Alarming` and does `alarmOn`", or "stays" when internal.
    static func outcome(_ transition: Transition) -> String {
        let move = transition.target.map { "goes to `\($0.name)`" } ?? "stays"
        return transition.actions.isEmpty ? move : "\(move) and does \(list(transition.actions.map(\.name)))"
    }
}
