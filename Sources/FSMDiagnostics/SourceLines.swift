/// The lines of the files a run read, so the human reporter can quote the line a diagnostic
/// points at without reading anything from disk again.
public struct SourceLines: Sendable {
    private var linesByPath: [String: [Substring]]

    public init(_ files: [SourceFile]) {
        var lines: [String: [Substring]] = [:]
        for file in files {
            lines[file.path] = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        linesByPath = lines
    }

    /// The text of a 1-based line, without its line break, or nil when unknown.
    public func line(_ number: Int, of path: String) -> String? {
        guard let lines = linesByPath[path], number >= 1, number <= lines.count else { return nil }
        var line = lines[number - 1]
        if line.last == "\r" { line = line.dropLast() }
        return String(line)
    }
}
