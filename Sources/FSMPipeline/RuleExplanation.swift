import FSMDiagnostics

/// The text `fsmcheck explain RULE` prints.
public enum RuleExplanation {
    public static func text(for rule: RuleDescription) -> String {
        let severity = rule.isOptIn ? "off by default (opt-in), \(rule.defaultSeverity.rawValue) when enabled" : rule.defaultSeverity.rawValue
        return """
            \(rule.id) (\(severity))
            \(rule.summary)

            \(rule.rationale)

            Triggers (\(rule.triggeringExample.fileName)):
            \(indented(rule.triggeringExample.text))

            Passes (\(rule.passingExample.fileName)):
            \(indented(rule.passingExample.text))

            """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
