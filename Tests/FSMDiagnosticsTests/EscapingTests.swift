import FSMDiagnostics
import Testing

@Suite struct EscapingTests {
    @Test(arguments: [
        ("pipe|name", #"pipe\|name"#),
        ("a<b>&c", "a&lt;b&gt;&amp;c"),
        ("*bold* _it_", #"\*bold\* \_it\_"#),
        ("two\nlines", "two lines"),
    ])
    func markdownText(_ raw: String, escaped: String) {
        #expect(MarkdownEscaping.text(raw) == escaped)
    }

    @Test(arguments: [
        ("x | y", #"`x \| y`"#),
        ("a`b", "``a`b``"),
        ("`tick", "`` `tick ``"),
    ])
    func markdownCode(_ raw: String, escaped: String) {
        #expect(MarkdownEscaping.code(raw) == escaped)
    }
}
