import FSMDiagnostics
import FSMExporters
import Testing

@Suite struct EscapingTests {
    @Test(arguments: [
        ("plain", "plain"),
        (#"back\slash"#, #"back\\slash"#),
        (#"\N"#, #"\\N"#),
        ("Say \"hi\"", "Say \"hi\""),
        ("two\nlines", #"two\nlines"#),
        ("状態 ☕️", "状態 ☕️"),
    ])
    func plainLabels(_ raw: String, escaped: String) {
        #expect(DOTEscaping.plainLabel(raw) == escaped)
    }

    @Test(arguments: [
        ("a<b>&c", "a&lt;b&gt;&amp;c"),
        ("Say \"hi\"", "Say &quot;hi&quot;"),
        (#"back\slash"#, #"back\slash"#),
        ("Café ☕️", "Café ☕️"),
    ])
    func htmlLabels(_ raw: String, escaped: String) {
        #expect(DOTEscaping.html(raw) == escaped)
    }

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
