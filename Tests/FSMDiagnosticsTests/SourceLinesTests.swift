import FSMDiagnostics
import FSMModel
import Testing

/// Quoting a line under a finding: whole when short, a window around the column when long (a
/// minified document is one line of megabytes, with thousands of findings on it).
@Suite struct SourceLinesTests {
    private static func lines(_ text: String) -> SourceLines {
        SourceLines([SourceFile(path: "f", text: text)])
    }

    @Test func shortLinesAreQuotedWhole() {
        let lines = Self.lines("first\r\nsecond é\nthird")
        #expect(lines.line(2, of: "f") == "second é")
        #expect(lines.excerpt(1, of: "f", around: 3).map { "\($0.text)|\($0.column)" } == "first|3")
        #expect(lines.excerpt(3, of: "f", around: 1).map { "\($0.text)|\($0.column)" } == "third|1")
        #expect(lines.excerpt(4, of: "f", around: 1) == nil)
        #expect(lines.line(1, of: "other") == nil)
    }

    /// The window keeps the column's character under the same column of the quoted text.
    @Test(arguments: [1, 2, 500, 5_000, 9_999, 10_000])
    func aLongLineIsQuotedAroundTheColumn(column: Int) throws {
        let text = String((0..<10_000).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) })
        let (quoted, quotedColumn) = try #require(Self.lines(text).excerpt(1, of: "f", around: column))
        #expect(quoted.unicodeScalars.count <= SourceLines.excerptWidth + 2)
        #expect(Array(quoted.unicodeScalars)[quotedColumn - 1] == Array(text.unicodeScalars)[column - 1])
        #expect(quoted.hasPrefix("…") == (column > SourceLines.excerptWidth / 2 + 1))
    }

    @Test func aLongLineOfOtherScriptsIsCutBetweenCodePoints() throws {
        let text = String(repeating: "é🚪ж", count: 2_000) + "X" + String(repeating: "ж", count: 2_000)
        let column = 6_001
        let (quoted, quotedColumn) = try #require(Self.lines(text).excerpt(1, of: "f", around: column))
        #expect(Array(quoted.unicodeScalars)[quotedColumn - 1] == "X")
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
    }
}
