/// A value written field by field into fsmcheck's binary form, for data read back in bulk on every
/// run (a large app's per-file facts), where `Codable`'s keyed containers cost more than reading
/// the source again: each field is written in order, with no key and no tag, and read back in the
/// same order. A type's `write(to:)` and `init(from:)` name its fields in the same order; the
/// round-trip tests of each type catch a field written and not read.
public protocol BinaryCodable {
    init(from input: inout BinaryInput) throws
    func write(to output: inout BinaryOutput)
}

/// The bytes of one document being written: the string table (`BinaryFormat`) and the fields.
public struct BinaryOutput {
    @usableFromInline var body: [UInt8] = []
    @usableFromInline var strings: [String] = []
    @usableFromInline var stringNumbers: [String: UInt64] = [:]

    public init() {}

    /// The document: magic bytes, version, string table, then the fields.
    public func finished() -> [UInt8] {
        BinaryFormat.document(strings: strings, body: body)
    }

    @inlinable public mutating func write(_ value: some BinaryCodable) { value.write(to: &self) }

    @inlinable public mutating func writeVarint(_ value: UInt64) { BinaryFormat.appendVarint(value, to: &body) }

    /// One case of an enum with values: its number, then its values.
    @inlinable public mutating func write<each Value: BinaryCodable>(kind: UInt64, _ values: repeat each Value) {
        writeVarint(kind)
        repeat write(each values)
    }

    @inlinable public mutating func writeString(_ string: String) {
        if let number = stringNumbers[string] { return writeVarint(number) }
        let number = UInt64(strings.count)
        strings.append(string)
        stringNumbers[string] = number
        writeVarint(number)
    }
}

/// The bytes of one document being read, checked at every step: a document cut short or foreign
/// is a `DecodingError`, never a crash.
public struct BinaryInput {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline var position = 0
    @usableFromInline var strings: [String] = []
    /// What the reader of the document knows that the document does not hold (where its file is
    /// in this run), for the types whose values depend on it.
    public let context: (any Sendable)?

    public init(_ bytes: [UInt8], context: (any Sendable)? = nil) throws {
        self.bytes = bytes
        self.context = context
        (strings, position) = try BinaryFormat.header(of: bytes)
    }

    /// Checks that every byte was read.
    public func finish() throws {
        guard position == bytes.count else { throw Self.corrupt("bytes left after the value") }
    }

    /// What reading a document that is not what its reader expects throws (`description` says what
    /// was found), for the types whose own checks find it (an unknown case, a state before its parent).
    public static func corrupt(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description))
    }

    @inlinable public mutating func read<Value: BinaryCodable>() throws -> Value { try Value(from: &self) }

    @inlinable public mutating func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw Self.corrupt("a number cut short")
    }

    /// A count of things that each take at least a byte: never more than the bytes left.
    @inlinable public mutating func readCount() throws -> Int {
        let value = try readVarint()
        guard value <= UInt64(bytes.count - position) else { throw Self.corrupt("a count larger than the document") }
        return Int(value)
    }

    /// A case of an enum, written by its raw value.
    @inlinable public mutating func readRawValue<Value: RawRepresentable>() throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try readString()) else { throw Self.corrupt("an unknown case") }
        return value
    }

    @inlinable public mutating func readString() throws -> String {
        let number = try readVarint()
        guard number < UInt64(strings.count) else { throw Self.corrupt("a string not in the table") }
        return strings[Int(number)]
    }
}

extension String: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws { self = try input.readString() }
    @inlinable public func write(to output: inout BinaryOutput) { output.writeString(self) }
}

extension Int: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws {
        guard let value = Int(exactly: BinaryFormat.unzigzag(try input.readVarint())) else { throw BinaryInput.corrupt("an Int out of range") }
        self = value
    }
    @inlinable public func write(to output: inout BinaryOutput) { output.writeVarint(BinaryFormat.zigzag(Int64(self))) }
}

extension UInt64: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws { self = try input.readVarint() }
    @inlinable public func write(to output: inout BinaryOutput) { output.writeVarint(self) }
}

extension Bool: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws {
        switch try input.readVarint() {
        case 0: self = false
        case 1: self = true
        default: throw BinaryInput.corrupt("a Bool that is neither 0 nor 1")
        }
    }
    @inlinable public func write(to output: inout BinaryOutput) { output.writeVarint(self ? 1 : 0) }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws {
        self = try Bool(from: &input) ? .some(try Wrapped(from: &input)) : .none
    }
    @inlinable public func write(to output: inout BinaryOutput) {
        output.write(self != nil)
        if let self { output.write(self) }
    }
}

extension Array: BinaryCodable where Element: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws {
        let count = try input.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &input)) }
    }
    @inlinable public func write(to output: inout BinaryOutput) {
        output.writeVarint(UInt64(count))
        for element in self { output.write(element) }
    }
}

extension Set: BinaryCodable where Element: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws { self = Set(try [Element](from: &input)) }
    @inlinable public func write(to output: inout BinaryOutput) { output.write(Array(self)) }
}

extension Dictionary: BinaryCodable where Key: BinaryCodable, Value: BinaryCodable {
    @inlinable public init(from input: inout BinaryInput) throws {
        let count = try input.readCount()
        self = [:]
        for _ in 0..<count { self[try Key(from: &input)] = try Value(from: &input) }
    }
    @inlinable public func write(to output: inout BinaryOutput) {
        output.writeVarint(UInt64(count))
        for (key, value) in self {
            output.write(key)
            output.write(value)
        }
    }
}
