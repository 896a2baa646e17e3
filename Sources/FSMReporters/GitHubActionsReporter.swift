import FSMDiagnostics

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff, at its line, titled with the rule id.
///
/// Escaping follows the runner's rules: in the message `%`, CR and LF are percent-encoded; in
/// property values `:` and `,` are too, since they separate properties. Notes, the witness and the
/// hint follow the message on their own lines, which annotations show.
public struct GitHubActionsReporter: Reporter {
    public var paths: RelativePaths

    public init(paths: RelativePaths) {
        self.paths = paths
    }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let properties = [
                "file=" + Self.escapedProperty(paths.relative(diagnostic.location.file)),
                "line=\(max(1, diagnostic.location.line))",
                "col=\(max(1, diagnostic.location.column))",
                "title=" + Self.escapedProperty(diagnostic.ruleID),
            ]
            var lines = [diagnostic.message]
            lines += diagnostic.notes.map { "note: \($0.message) (\(paths.relative($0.location.file)):\($0.location.line):\($0.location.column))" }
            if let witness = diagnostic.witness { lines.append("note: \(witness.summary)") }
            if let hint = diagnostic.hint { lines.append("hint: \(hint)") }
            output +=
                "::\(Self.command(for: diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapedData(lines.joined(separator: "\n")))\n"
        }
        output += "fsmcheck: \(report.summaryText)\n"
        return output
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapedProperty(_ text: String) -> String {
        escapedData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
