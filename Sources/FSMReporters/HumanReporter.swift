import FSMDiagnostics

/// The compiler-style report people read in a terminal: `file:line:column: error: message [rule]`,
/// the offending line with a caret, related notes, the witness (`note: reached by Coin → Brew
/// [Cup.present]`: the events that lead there; each step's location is in the JSON and SARIF
/// reports and in `fsmcheck path`), a hint, and a closing summary.
///
/// Colour is a choice of the caller (on only for a terminal), so that piped output and golden
/// files never contain escape codes.
public struct HumanReporter: Reporter {
    public var sources: SourceLines
    public var useColor: Bool

    public init(sources: SourceLines, useColor: Bool) {
        self.sources = sources
        self.useColor = useColor
    }

    public func render(_ report: Report) -> String {
        render(report.diagnostics) + summaryLine(of: report)
    }

    /// The diagnostics alone, in the order given, without a summary: for commands that show the
    /// problems they met themselves and close with the summary of another report (lint's).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += headline(
                location: diagnostic.location.description, label: diagnostic.severity.rawValue, style: style(for: diagnostic.severity),
                message: diagnostic.message + " [\(diagnostic.ruleID)]")
            output += excerpt(at: diagnostic.location.line, column: diagnostic.location.column, of: diagnostic.location.file)
            for note in diagnostic.notes {
                output += headline(location: note.location.description, label: "note", style: .note, message: note.message)
                output += excerpt(at: note.location.line, column: note.location.column, of: note.location.file)
            }
            if let witness = diagnostic.witness {
                output += "  " + paint("note:", .note) + " " + witness.summary + "\n"
            }
            if let hint = diagnostic.hint {
                output += "  " + paint("hint:", .hint) + " " + hint + "\n"
            }
        }
        return output
    }

    private func headline(location: String, label: String, style: Style, message: String) -> String {
        paint(location + ":", .location) + " " + paint(label + ":", style) + " " + paint(message, .message) + "\n"
    }

    /// The quoted line (a window of a long one) and a caret under the column; tabs are kept so
    /// the caret lines up.
    private func excerpt(at line: Int, column: Int, of path: String) -> String {
        guard let (text, column) = sources.excerpt(line, of: path, around: column) else { return "" }
        let padding = String(text.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        return "    " + text + "\n    " + padding + paint("^", .caret) + "\n"
    }

    /// `2 errors, 1 warning in 3 machines from 2 files` and a newline, coloured by the worst severity counted.
    public func summaryLine(of report: Report) -> String {
        let style: Style = report.count(of: .error) > 0 ? .error : report.count(of: .warning) > 0 ? .warning : .success
        return paint(report.summaryText, style) + "\n"
    }

    /// "1 file", "2 files".
    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private enum Style {
        case location, error, warning, note, message, hint, caret, success

        /// The SGR parameters of the ANSI escape sequence.
        var code: String {
            switch self {
            case .location, .message: "1"
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;36"
            case .hint: "1;32"
            case .caret, .success: "32"
            }
        }
    }

    private func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.code)m\(text)\u{1B}[0m" : text
    }
}
