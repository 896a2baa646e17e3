import FSMDiagnostics

/// The text `fsmcheck explain RULE` prints.
public enum RuleExplanation {
    public static func text(for rule: RuleDescription) -> String {
        let severity = rule.isOptIn ? "off by default (opt-in), \(rule.defaultSeverity.rawValue) when enabled" : rule.defaultSeverity.rawValue
        return """
            \(rule.id) (\(severity))
            \(rule.summary)

            \(rule.helpText)

            """
    }
}
