import FSMDiagnostics
import FSMModel

/// The properties every harness checks beyond not crashing. A broken one stops the process the way a
/// crash does, so libFuzzer saves the input that broke it.
enum Expect {
    static func fail(_ message: String) -> Never {
        fatalError("fuzz property broken: \(message)")
    }

    /// The same input gives the same answer: fsmcheck's output must be byte-identical run to run.
    static func same<Value: Equatable>(_ first: Value, _ second: Value, _ what: @autoclosure () -> String) {
        guard first == second else { fail("\(what()) differ between two runs on the same input:\n\(first)\n---\n\(second)") }
    }

    /// Every diagnostic, and every note, points inside `file`.
    static func locationsInside(_ diagnostics: [Diagnostic], of file: SourceFile, reportedBy reporter: String) {
        let bounds = TextBounds(file.text)
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) + diagnostic.subject.transitions
            where location.file != file.path || !bounds.contains(location) {
                fail("\(reporter) reported \(diagnostic.ruleID) \"\(diagnostic.message)\" at \(location), outside \(file.path) (\(bounds))")
            }
        }
    }
}

/// How far a location in a text can reach. Loaders count in their own ways (swift-syntax columns in
/// UTF-8 bytes, Yams in characters; YAML also breaks lines at U+0085, U+2028 and U+2029, Swift's
/// `isNewline` at vertical tabs and form feeds too), so the bounds are the widest any of them could
/// give: a line for every line break any of them knows, plus one past the end, and columns in UTF-8
/// bytes up to one past the end of the longest run between line feeds, the one break all of them know.
struct TextBounds: CustomStringConvertible {
    private(set) var lineCount = 1
    private(set) var longestLine = 0

    init(_ text: String) {
        var current = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                lineCount += 1
                longestLine = max(longestLine, current)
                current = 0
            case "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lineCount += 1
                current += UTF8.width(scalar)
            default:
                current += UTF8.width(scalar)
            }
        }
        longestLine = max(longestLine, current)
    }

    func contains(_ location: SourceLocation) -> Bool {
        (1...lineCount + 1).contains(location.line) && (1...longestLine + 1).contains(location.column)
    }

    var description: String { "\(lineCount) lines, the longest \(longestLine) bytes" }
}
