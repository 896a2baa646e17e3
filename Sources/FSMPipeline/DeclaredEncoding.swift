import FSMDiagnostics

/// An encoding other than UTF-8 that a file says it is written in: by a byte-order mark, by the
/// first bytes of an XML declaration written in UTF-16 or UTF-32, or by the declaration's
/// `encoding` (XML 1.0, appendix F).
///
/// SCXML written by Java tools is often declared ISO-8859-1 or windows-1252, and Windows editors
/// save UTF-16. Their own parsers read such files, so the reader decodes them (`CharacterDecoder`),
/// where the raw bytes are read, and loaders still only ever see Unicode text.
struct DeclaredEncoding: Equatable {
    /// As the file names it (`ISO-8859-1`), or the name of the byte order found (`UTF-16LE`), which
    /// is also the name `iconv` knows it by.
    var name: String
    /// The bytes of a byte-order mark, which are not text.
    var markLength = 0
    /// Where the file says it: its first byte, or the `encoding` of its XML declaration.
    var column = 1
    var isFromDeclaration = false

    /// What the file says, or `nil` for UTF-8 and for a file that says nothing. A UTF-8 mark wins
    /// over a declaration that says otherwise, as it does in libxml2.
    static func detect(in bytes: [UInt8]) -> DeclaredEncoding? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        if let (prefix, name) = byteOrderMarks.first(where: { bytes.starts(with: $0.prefix) }) {
            return DeclaredEncoding(name: name, markLength: prefix.count)
        }
        if let (_, name) = wideDeclarationStarts.first(where: { bytes.starts(with: $0.prefix) }) {
            return DeclaredEncoding(name: name, isFromDeclaration: true)
        }
        guard let declared = XMLDeclaration.encodingAttribute(in: bytes) else { return nil }
        let name = String(decoding: bytes[declared.value], as: UTF8.self)
        guard !isReadAsUTF8(name) else { return nil }
        return DeclaredEncoding(name: name, column: declared.attribute.lowerBound + 1, isFromDeclaration: true)
    }

    /// Longest first: the UTF-32 little-endian mark begins with the UTF-16 one.
    private static let byteOrderMarks: [(prefix: [UInt8], name: String)] = [
        ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"), ([0xFE, 0xFF], "UTF-16BE"), ([0xFF, 0xFE], "UTF-16LE"),
    ]

    /// `<?` in each wide encoding, for a declaration without a byte-order mark.
    private static let wideDeclarationStarts: [(prefix: [UInt8], name: String)] = [
        ([0x00, 0x00, 0x00, 0x3C], "UTF-32BE"), ([0x3C, 0x00, 0x00, 0x00], "UTF-32LE"),
        ([0x00, 0x3C, 0x00, 0x3F], "UTF-16BE"), ([0x3C, 0x00, 0x3F, 0x00], "UTF-16LE"),
    ]

    /// ASCII and UTF-8 are read as UTF-8; so is a wide encoding declared in a file whose bytes are
    /// not wide (they would have been found by their first bytes), as libxml2 reads it.
    private static func isReadAsUTF8(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        let names = ["utf-8", "utf8", "us-ascii", "ascii", "ucs-2", "ucs-4", "iso-10646-ucs-2", "iso-10646-ucs-4"]
        return names.contains(lowercased) || lowercased.hasPrefix("utf-16") || lowercased.hasPrefix("utf-32")
    }
}
