/// The bytes of fsmcheck's binary form (`BinaryCodable`), in one place.
///
/// A document is the magic bytes, the version, the string table (a count, then each string as its
/// UTF-8 length and bytes), then the fields of one value in order, with no key and no tag: a number
/// is variable-length (zigzag for signed ones), a string is its place in the table.
@usableFromInline enum BinaryFormat {
    @usableFromInline static let magic: [UInt8] = Array("FSMB".utf8)
    /// Bumped when the layout changes; a document of another version is refused. (Documents of
    /// `Codable` values, versions up to 2, are no longer written or read.)
    @usableFromInline static let version: UInt8 = 0x81

    /// A whole document: the magic bytes, `version`, the string table, then `body`.
    static func document(strings: [String], body: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.append(version)
        appendVarint(UInt64(strings.count), to: &bytes)
        for string in strings {
            let utf8 = Array(string.utf8)
            appendVarint(UInt64(utf8.count), to: &bytes)
            bytes += utf8
        }
        return bytes + body
    }

    /// The string table of a document, and where its body starts.
    static func header(of bytes: [UInt8]) throws -> (strings: [String], body: Int) {
        guard bytes.starts(with: magic), bytes.count > magic.count else { throw corrupt("not an fsmcheck binary document") }
        guard bytes[magic.count] == version else { throw corrupt("written by another version of the format") }
        var position = magic.count + 1
        let total = try count(in: bytes, at: &position)
        var strings: [String] = []
        strings.reserveCapacity(total)
        for _ in 0..<total {
            let length = try count(in: bytes, at: &position)
            strings.append(String(decoding: bytes[position..<(position + length)], as: UTF8.self))
            position += length
        }
        return (strings, position)
    }

    /// A count of things that each take at least a byte, read at `position`: never more than the
    /// bytes left after it.
    static func count(in bytes: [UInt8], at position: inout Int) throws -> Int {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            guard position < bytes.count else { break }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte < 0x80 {
                guard value <= UInt64(bytes.count - position) else { throw corrupt("a count larger than the document") }
                return Int(value)
            }
        }
        throw corrupt("a number cut short")
    }

    static func corrupt(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description))
    }

    @usableFromInline static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Small negative numbers stay short: 0, -1, 1, -2 … are 0, 1, 2, 3 ….
    @usableFromInline static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    @usableFromInline static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
