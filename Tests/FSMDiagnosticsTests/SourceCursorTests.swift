import FSMDiagnostics
import FSMModel
import Testing

/// The two ways fsmcheck's readers count lines and columns (`SourceCursor`).
@Suite struct SourceCursorTests {
    /// The location after walking the whole text.
    private static func end(of text: String, counting: SourceCursor.Counting) -> FSMModel.SourceLocation {
        var cursor = SourceCursor(text: text, file: "f", counting: counting)
        while !cursor.isAtEnd { cursor.advance() }
        return cursor.location
    }

    /// Steps by character, but a column is a code point in every loader: `e` with a combining accent is two.
    @Test(arguments: [
        ("ab", 1, 3), ("a\nb", 2, 2), ("a\r\nb", 2, 2), ("a\rb", 2, 2), ("é\n", 2, 1), ("e\u{301}x", 1, 4), ("🔒x", 1, 3), ("a\u{2028}b", 2, 2),
        ("a\u{0B}b", 2, 2),
    ])
    func countingCharacters(text: String, line: Int, column: Int) {
        #expect(Self.end(of: text, counting: .characters) == FSMModel.SourceLocation(file: "f", line: line, column: column))
    }

    /// libyaml's counting: a combining accent is a column of its own, and a vertical tab is not a line break.
    @Test(arguments: [("ab", 1, 3), ("a\r\nb", 2, 2), ("a\rb", 2, 2), ("e\u{301}x", 1, 4), ("a\u{85}b", 2, 2), ("a\u{0B}b", 1, 4)])
    func countingUnicodeScalarsAsYAMLDoes(text: String, line: Int, column: Int) {
        #expect(Self.end(of: text, counting: .unicodeScalars) == FSMModel.SourceLocation(file: "f", line: line, column: column))
    }

    @Test func skipsPastATerminatorOrToTheEnd() {
        var cursor = SourceCursor(text: "<!-- a\n -->x", file: "f")
        cursor.skip(past: "-->")
        #expect(cursor.current == "x")
        #expect(cursor.location == FSMModel.SourceLocation(file: "f", line: 2, column: 5))
        cursor.skip(past: "-->")
        #expect(cursor.isAtEnd)
    }

    @Test func startsWhereItIsTold() {
        var cursor = SourceCursor(text: "ab", file: "f", line: 7, column: 3)
        cursor.advance()
        #expect(cursor.location == FSMModel.SourceLocation(file: "f", line: 7, column: 4))
        #expect(cursor.rest == "b")
    }
}
