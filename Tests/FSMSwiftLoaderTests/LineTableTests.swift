import SwiftParser
import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// Lines must agree with swift-syntax's own converter, which agrees with the compiler; columns are
/// its byte columns counted in code points, as in every other loader.
@Suite struct LineTableTests {
    static let texts = [
        "let a = 1\nlet b = 2\n",
        "let a = 1\r\nlet b = 2\r\n\r\nlet c = 3",
        "let a = 1\rlet b = 2\r\rlet c = \"é∆ 🚪\"\n",
        "",
        "\n\n\n",
        String(repeating: "let value = \"\(String(repeating: "x", count: 700))\"\n", count: 40),
    ]

    @Test(arguments: texts)
    func everyOffsetIsOnTheLineSwiftSyntaxGivesAtItsColumnInCodePoints(_ text: String) {
        let table = LineTable(text)
        let converter = SourceLocationConverter(fileName: "File.swift", tree: Parser.parse(source: text))
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || !UTF8.isContinuation(bytes[offset]) {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let lineStart = offset - (expected.column - 1)
            let codePoints = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            let actual = table.lineAndColumn(ofOffset: offset)
            #expect(actual.line == expected.line && actual.column == codePoints + 1, "offset \(offset)")
        }
    }

    /// The lines `TextLines` gives are the ones the table numbers, without their line breaks.
    @Test(arguments: texts)
    func eachLineIsTheTextBetweenTheLineBreaksTheTableCounts(_ text: String) {
        let lines = TextLines(text)
        let expected = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == expected.count)
        #expect((1...lines.count).map { lines[$0].map(String.init) } == expected.map { String($0) })
        #expect(lines[0] == nil && lines[lines.count + 1] == nil)
    }
}
