import SwiftParser
import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// Locations must agree with swift-syntax's own converter, which agrees with the compiler.
@Suite struct LineTableTests {
    @Test(arguments: [
        "let a = 1\nlet b = 2\n",
        "let a = 1\r\nlet b = 2\r\n\r\nlet c = 3",
        "let a = 1\rlet b = 2\r\rlet c = \"é∆ 🚪\"\n",
        "",
        "\n\n\n",
        String(repeating: "let value = \"\(String(repeating: "x", count: 700))\"\n", count: 40),
    ])
    func everyOffsetIsOnTheLineAndColumnSwiftSyntaxGives(_ text: String) {
        let table = LineTable(text)
        let converter = SourceLocationConverter(fileName: "File.swift", tree: Parser.parse(source: text))
        for offset in 0...text.utf8.count {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let actual = table.lineAndColumn(ofOffset: offset)
            #expect(actual.line == expected.line && actual.column == expected.column, "offset \(offset)")
        }
    }
}
