/// The `encoding` pseudo-attribute of the declaration an XML document may open with
/// (`<?xml version="1.0" encoding="ISO-8859-1"?>`).
///
/// Two places need it and must agree: the file reader decodes the bytes as it says, and the SCXML
/// loader blanks it out before handing libxml2 the text, always as UTF-8 by then, which libxml2
/// would otherwise decode again as the declaration says.
public enum XMLDeclaration {
    public struct EncodingAttribute: Equatable, Sendable {
        /// The bytes from `encoding` to the closing quote.
        public var attribute: Range<Int>
        /// The bytes of the name between the quotes.
        public var value: Range<Int>
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// A declaration is a few dozen bytes; this bounds the search in a file that never closes one.
    private static let longestDeclaration = 512

    /// Where the declaration at the very start of `bytes` (after a UTF-8 byte-order mark) names
    /// the encoding, in a text whose declaration is written in ASCII; `nil` when it does not.
    public static func encodingAttribute(in bytes: [UInt8]) -> EncodingAttribute? {
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let opening = Array("<?xml".utf8)
        guard bytes[start...].starts(with: opening), start + opening.count < bytes.count, isBlank(bytes[start + opening.count]) else {
            return nil
        }
        var scanner = Scanner(bytes: bytes, position: start + opening.count, end: min(bytes.count, start + longestDeclaration))
        while let (name, value, end) = scanner.nextPseudoAttribute() {
            if bytes[name].elementsEqual("encoding".utf8) { return EncodingAttribute(attribute: name.lowerBound..<end, value: value) }
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Reads `name = "value"` pairs up to the `?>` that ends the declaration.
    private struct Scanner {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        /// The next pair's name, value and the end of its closing quote; `nil` at `?>` or anything unexpected.
        mutating func nextPseudoAttribute() -> (name: Range<Int>, value: Range<Int>, end: Int)? {
            skipBlanks()
            let nameStart = position
            while position < end, isNameByte(bytes[position]) { position += 1 }
            let name = nameStart..<position
            skipBlanks()
            guard !name.isEmpty, position < end, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            skipBlanks()
            guard position < end else { return nil }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            let valueStart = position + 1
            guard let close = bytes[valueStart..<end].firstIndex(of: quote) else { return nil }
            position = close + 1
            return (name, valueStart..<close, position)
        }

        private mutating func skipBlanks() {
            while position < end, XMLDeclaration.isBlank(bytes[position]) { position += 1 }
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }
}
