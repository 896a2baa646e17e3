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
}
