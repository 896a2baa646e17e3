/// A rule's documentation as `fsmcheck explain`, `Docs/Rules.md` and SARIF's `help` show it: the
/// rationale with a triggering and a passing example, written once for all three.
extension RuleDescription {
    /// `error`, or `off (opt-in)` for a rule a configuration must turn on.
    public var defaultSeverityText: String {
        isOptIn ? "off (opt-in)" : defaultSeverity.rawValue
    }

    /// The rationale and both examples as plain text, the examples indented.
    public var helpText: String {
        """
        \(rationale)

        Triggers (\(triggeringExample.fileName)):
        \(Self.indented(triggeringExample.text))

        Passes (\(passingExample.fileName)):
        \(Self.indented(passingExample.text))
        """
    }

    /// The severity, summary, rationale and both examples as Markdown, the examples in fenced blocks.
    public var helpMarkdown: String {
        """
        **\(defaultSeverityText)** · \(summary)

        \(rationale)

        Triggers:

        \(Self.codeBlock(triggeringExample))

        Passes:

        \(Self.codeBlock(passingExample))
        """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// A fenced block, highlighted and headed by the file name in the notation's own comment syntax.
    private static func codeBlock(_ example: SourceExample) -> String {
        let name = example.fileName
        let (language, heading) =
            switch example.fileExtension {
            case "fsm": ("yaml", "# \(name)")
            case "scxml": ("xml", "<!-- \(name) -->")
            case "swift": ("swift", "// \(name)")
            default: ("", "// \(name)")
            }
        return "```\(language)\n\(heading)\n\(example.text)\n```"
    }
}
