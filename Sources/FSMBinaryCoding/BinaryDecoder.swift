/// Decodes what `BinaryEncoder` wrote, in the order it was written.
///
/// Bytes that are not such a document, or not one of the type asked for (a cache file cut short,
/// written by another version, or foreign), give a `DecodingError`, never a crash: every read is
/// bounds-checked and nesting is limited. A keyed container answers for its entries in the order
/// they were written (`decodeIfPresent` of an absent key reads nothing), as synthesized
/// conformances read them; `allKeys` lists the entries not read yet, as a dictionary asks.
public struct BinaryDecoder {
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let reader = try BinaryReader(bytes: bytes, userInfo: userInfo)
        let value = try reader.decodeNested(type)
        try reader.finish()
        return value
    }
}

/// The state of one decoding: where it is in the bytes, the string table, the containers open.
final class BinaryReader: Decoder {
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }
    private let bytes: [UInt8]
    private(set) var position = 0
    private var strings: [String] = []
    private var open: [(isKeyed: Bool, serial: Int)] = []
    private var serials = 0

    init(bytes: [UInt8], userInfo: [CodingUserInfoKey: any Sendable]) throws {
        self.bytes = bytes
        self.userInfo = userInfo
        (strings, position) = try BinaryFormat.header(of: bytes, version: BinaryFormat.version)
    }

    /// Checks that the document was read to its end.
    func finish() throws {
        try close(above: 0)
        guard position == bytes.count else { throw corrupt("bytes left after the value") }
    }

    func corrupt(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "\(description) (at byte \(position))"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(reader: self, serial: try openContainer(.keyed)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedReader(reader: self, serial: try openContainer(.unkeyed))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueReader(reader: self) }

    /// Opens the container the next value is, reading nothing when it is something else (a type
    /// may try one form and fall back to another).
    private func openContainer(_ tag: BinaryFormat.Tag) throws -> Int {
        guard try peekByte() == tag.rawValue else {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "no \(tag) container at byte \(position)"))
        }
        guard open.count < BinaryFormat.depthLimit else { throw corrupt("containers nested too deep") }
        position += 1
        serials += 1
        open.append((tag == .keyed, serials))
        return serials
    }

    /// Readies container `serial` for reading: the containers opened after it must be read to their ends.
    func enter(_ serial: Int) throws {
        guard let index = open.lastIndex(where: { $0.serial == serial }) else { throw corrupt("a container read after it was closed") }
        try close(above: index + 1)
    }

    private func close(above depth: Int) throws {
        while open.count > depth {
            let end = open.removeLast().isKeyed ? 0 : BinaryFormat.end
            guard try readByte() == end else { throw corrupt("a container holds entries its type did not read") }
        }
    }

    func peekByte() throws -> UInt8 {
        guard position < bytes.count else { throw corrupt("the document ends early") }
        return bytes[position]
    }

    func readByte() throws -> UInt8 {
        let byte = try peekByte()
        position += 1
        return byte
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            let byte = try readByte()
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte < 0x80 { return value }
        }
        throw corrupt("a number longer than 64 bits")
    }

    /// The key of the keyed entry the reader is at, read; `nil` at the container's end, which is left unread.
    func readKey() throws -> String? {
        let start = position
        let number = try readVarint()
        guard number > 0 else {
            position = start
            return nil
        }
        guard number <= UInt64(strings.count) else { throw corrupt("a key not in the string table") }
        return strings[Int(number - 1)]
    }

    /// Runs `body` and puts the reader back where it was.
    func lookingAhead<Result>(_ body: () throws -> Result) rethrows -> Result {
        let start = position
        defer { position = start }
        return try body()
    }

    /// Whether the next value is `nil`, read if it is.
    func readNil() throws -> Bool {
        guard try peekByte() == BinaryFormat.Tag.null.rawValue else { return false }
        position += 1
        return true
    }

    func decodeNested<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let primitive = try readPrimitive(type) { return primitive }
        let depth = open.count
        let value = try Value(from: self)
        try close(above: depth)
        return value
    }

    private func readPrimitive<Value>(_ type: Value.Type) throws -> Value? {
        switch type {
        case is String.Type: return try readString() as? Value
        case is Int.Type: return Int(exactly: try readSigned()) as? Value
        case is Bool.Type: return try readBool() as? Value
        case is Double.Type: return Double(bitPattern: try readFixed(.double, bytes: 8)) as? Value
        case is UInt64.Type: return try readUnsigned() as? Value
        case is UInt32.Type: return UInt32(exactly: try readUnsigned()) as? Value
        case is UInt.Type: return UInt(exactly: try readUnsigned()) as? Value
        case is UInt8.Type: return UInt8(exactly: try readUnsigned()) as? Value
        case is Int64.Type: return try readSigned() as? Value
        case is Int32.Type: return Int32(exactly: try readSigned()) as? Value
        case is Float.Type: return UInt32(exactly: try readFixed(.float, bytes: 4)).map(Float.init(bitPattern:)) as? Value
        default: return nil
        }
    }

    private func expect(_ tag: BinaryFormat.Tag) throws {
        let found = try peekByte()
        guard found == tag.rawValue else {
            throw DecodingError.typeMismatch(
                Any.self, .init(codingPath: [], debugDescription: "expected \(tag), found tag \(found) at byte \(position)"))
        }
        position += 1
    }

    private func readString() throws -> String {
        try expect(.string)
        let number = try readVarint()
        guard number < UInt64(strings.count) else { throw corrupt("a string not in the string table") }
        return strings[Int(number)]
    }

    private func readSigned() throws -> Int64 {
        try expect(.signed)
        return BinaryFormat.unzigzag(try readVarint())
    }

    private func readUnsigned() throws -> UInt64 {
        try expect(.unsigned)
        return try readVarint()
    }

    private func readBool() throws -> Bool {
        switch try readByte() {
        case BinaryFormat.Tag.falseValue.rawValue: return false
        case BinaryFormat.Tag.trueValue.rawValue: return true
        default: throw corrupt("expected a Bool")
        }
    }

    private func readFixed(_ tag: BinaryFormat.Tag, bytes count: Int) throws -> UInt64 {
        try expect(tag)
        var bits: UInt64 = 0
        for byte in 0..<count { bits |= UInt64(try readByte()) << UInt64(8 * byte) }
        return bits
    }

    /// Steps over the next value, containers and all, without recursion.
    func skipValue() throws {
        var enclosing: [Bool] = []
        repeat {
            if let isKeyed = enclosing.last, try isKeyed ? readKey() == nil : peekByte() == BinaryFormat.end {
                position += 1
                enclosing.removeLast()
                continue
            }
            switch BinaryFormat.Tag(rawValue: try readByte()) {
            case .null, .falseValue, .trueValue: break
            case .signed, .unsigned, .string: _ = try readVarint()
            case .double: position += try available(8)
            case .float: position += try available(4)
            case .keyed, .unkeyed:
                guard open.count + enclosing.count < BinaryFormat.depthLimit else { throw corrupt("containers nested too deep") }
                enclosing.append(bytes[position - 1] == BinaryFormat.Tag.keyed.rawValue)
            case nil: throw corrupt("an unknown tag")
            }
        } while !enclosing.isEmpty
    }

    private func available(_ count: Int) throws -> Int {
        guard bytes.count - position >= count else { throw corrupt("the document ends early") }
        return count
    }

    func superDecoder() throws -> any Decoder { self }
}
