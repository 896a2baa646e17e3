import FSMDiagnostics
import FSMModel

/// Locations as lint prints them in CI formats (paths relative to the working directory) and the
/// source lines they point at, quoted from the files the run read.
struct SourceQuote {
    var sources: SourceLines
    var paths: RelativePaths

    /// `Specs/a.fsm:12:5`.
    func location(_ location: SourceLocation) -> String {
        "\(paths.relative(location.file)):\(location.line):\(location.column)"
    }

    /// The line with a caret under the column, as `lint` quotes it; empty when the line is unknown.
    func excerpt(at location: SourceLocation) -> String {
        guard let (text, column) = sources.excerpt(location.line, of: location.file, around: location.column) else { return "" }
        let padding = String(text.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        return "<pre class=\"source\"><code>" + XMLEscaping.text(text) + "\n" + padding + "^</code></pre>"
    }

    /// The line alone, without its indentation, for a table cell; empty when unknown.
    func line(at location: SourceLocation) -> String {
        guard let text = sources.excerpt(location.line, of: location.file, around: location.column)?.text else { return "" }
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty ? "" : "<pre class=\"source\"><code>" + XMLEscaping.text(String(trimmed)) + "</code></pre>"
    }
}
