import FSMDiagnostics
import Testing

@testable import FSMPipeline

/// Files in another encoding that say so, by a byte-order mark or an XML declaration, are decoded
/// where they are read; an encoding the platform cannot decode is a note, never an error.
@Suite struct SourceReaderTests {
    private static func declared(_ encoding: String, body: [UInt8]) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<scxml id=\"".utf8) + body + Array("\"/>".utf8)
    }

    private static func text(_ bytes: [UInt8]) -> String? {
        if case .text(let file) = SourceReader.decode(bytes, path: "m.scxml") { return file.text }
        return nil
    }

    private static func problem(_ bytes: [UInt8]) -> String? {
        guard case .unreadable(let diagnostic) = SourceReader.decode(bytes, path: "m.scxml") else { return nil }
        let location = diagnostic.location
        return "\(location.line):\(location.column) \(diagnostic.severity.rawValue) \(diagnostic.ruleID): \(diagnostic.message)"
    }

    @Test func anEightBitEncodingIsDecodedAsItsDeclarationSays() {
        #expect(Self.text(Self.declared("ISO-8859-1", body: [0x63, 0x61, 0x66, 0xE9]))?.hasSuffix("<scxml id=\"café\"/>") == true)
        #expect(Self.text(Self.declared("windows-1252", body: [0x80]))?.hasSuffix("<scxml id=\"€\"/>") == true)
        #expect(Self.text(Self.declared("cp1252", body: [0x80]))?.hasSuffix("<scxml id=\"€\"/>") == true)
        #expect(Self.text(Self.declared("ISO-8859-15", body: [0xA4]))?.hasSuffix("<scxml id=\"€\"/>") == true)
        #expect(Self.text(Self.declared("KOI8-R", body: [0xC1, 0xC2]))?.hasSuffix("<scxml id=\"аб\"/>") == true)
    }

    @Test func utf16IsFoundByItsByteOrderMarkOrItsDeclaration() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<scxml id=\"é\"/>"
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(Self.text([0xFF, 0xFE] + littleEndian) == text)
        #expect(Self.text([0xFE, 0xFF] + bigEndian) == text)
        #expect(Self.text(littleEndian) == text)
        #expect(Self.text(bigEndian) == text)
        let utf32 = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        #expect(Self.text([0xFF, 0xFE, 0x00, 0x00] + utf32) == text)
    }

    /// A UTF-8 file that declares UTF-16, ASCII or UTF-8 is read as UTF-8, as libxml2 reads it; so
    /// is one whose UTF-8 byte-order mark says otherwise than its declaration.
    @Test func whatIsUTF8IsReadAsUTF8() {
        #expect(Self.text(Self.declared("UTF-16", body: [0xC3, 0xA9]))?.hasSuffix("<scxml id=\"é\"/>") == true)
        #expect(Self.text(Self.declared("US-ASCII", body: [0xC3, 0xA9]))?.hasSuffix("<scxml id=\"é\"/>") == true)
        #expect(Self.text([0xEF, 0xBB, 0xBF] + Self.declared("ISO-8859-1", body: [0xC3, 0xA9]))?.hasSuffix("<scxml id=\"é\"/>") == true)
    }

    @Test func anEncodingThePlatformCannotDecodeIsANote() {
        #expect(
            Self.problem(Self.declared("x-no-such-encoding", body: [0xE9]))
                == "1:21 note unsupported-format: the file is encoded in `x-no-such-encoding`, as its XML declaration says, which fsmcheck cannot decode on this platform: nothing in it was checked"
        )
    }

    @Test func bytesTheDeclaredEncodingCannotHoldAreAParseError() {
        #expect(
            Self.problem(Self.declared("windows-1252", body: [0x81]))
                == "1:21 error parse-error: the file is not valid `windows-1252`, which its XML declaration says it is")
    }

    @Test func aNulInUTF16IsBinaryWhereItStands() {
        let units = Array("<a>\n  \0</a>".utf16)
        #expect(
            Self.problem([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                == "2:3 error parse-error: the file is binary (it contains a NUL byte), not a state-machine source")
    }

    /// A clone whose git-crypt key is not unlocked holds encrypted files: not broken, a note.
    @Test func aFileGitCryptEncryptedIsANoteAndAnyOtherNulIsBinary() {
        let encrypted = Array("\0GITCRYPT\0".utf8) + [0x8F, 0x00, 0x13]
        #expect(Self.problem(encrypted) == "1:1 note unsupported-format: the file is encrypted with git-crypt, so nothing in it was read")
        #expect(
            Self.problem(Array("\0GITCRYPX\0".utf8))
                == "1:1 error parse-error: the file is binary (it contains a NUL byte), not a state-machine source")
    }

    @Test func plainUTF8IsReadAsBefore() {
        #expect(Self.text(Array("\u{FEFF}<scxml/>".utf8)) == "<scxml/>")
        #expect(Self.problem([0x61, 0xC3, 0x28]) == "1:2 error parse-error: the file is not valid UTF-8 (byte 2)")
    }
}
