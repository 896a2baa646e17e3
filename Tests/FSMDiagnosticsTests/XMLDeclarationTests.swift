import FSMDiagnostics
import Testing

/// The declaration's `encoding`, which the reader decodes by and the SCXML loader blanks out.
@Suite struct XMLDeclarationTests {
    private func encoding(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        return XMLDeclaration.encodingAttribute(in: bytes).map { String(decoding: bytes[$0.value], as: UTF8.self) }
    }

    @Test func theEncodingIsFoundWhateverTheQuotesAndBlanks() {
        #expect(encoding(#"<?xml version="1.0" encoding="ISO-8859-1"?><scxml/>"#) == "ISO-8859-1")
        #expect(encoding("<?xml version='1.0'\n   encoding = 'windows-1252' standalone='yes'?>") == "windows-1252")
        #expect(encoding("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>") == "UTF-8")
    }

    @Test func theAttributeRunsFromItsNameToItsClosingQuote() throws {
        let text = #"<?xml version="1.0" encoding="KOI8-R" ?>"#
        let found = try #require(XMLDeclaration.encodingAttribute(in: Array(text.utf8)))
        #expect(found.attribute == 20..<37)
        #expect(String(decoding: Array(text.utf8)[found.attribute], as: UTF8.self) == #"encoding="KOI8-R""#)
    }

    /// Only a declaration at the very start is one; `<?xml-stylesheet?>` is a processing instruction.
    @Test func thereIsNoneWithoutADeclarationFirst() {
        #expect(encoding(#"<?xml version="1.0"?><scxml/>"#) == nil)
        #expect(encoding(#" <?xml version="1.0" encoding="ISO-8859-1"?>"#) == nil)
        #expect(encoding(#"<?xml-stylesheet encoding="ISO-8859-1"?>"#) == nil)
        #expect(encoding(#"<scxml encoding="ISO-8859-1"/>"#) == nil)
        #expect(encoding(#"<?xml version="1.0" encoding="ISO-8859-1"#) == nil)
        #expect(encoding("<?xml ") == nil)
    }
}
