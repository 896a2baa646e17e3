/// Encodes `Codable` values into fsmcheck's compact binary form, the form its caches store.
///
/// JSON spelled every key and number out, and decoding a large app's stored facts took as long as
/// reading the app (Docs/Performance.md). Here every string (keys, names, paths) is written once,
/// in a table at the start, and referred to by number, and numbers are variable-length
/// (`BinaryFormat` has the layout).
///
/// Containers are written in the order the values encode themselves, and read back in that order:
/// writing to a container finishes the containers opened after it (a nested container is done
/// before its parent is written to again), and a value's containers finish when its `encode(to:)`
/// returns, which is how synthesized conformances use them.
public struct BinaryEncoder {
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    public func encode(_ value: some Encodable) throws -> [UInt8] {
        let writer = BinaryWriter(userInfo: userInfo)
        try writer.encodeNested(value)
        return writer.finished()
    }
}

/// The state of one encoding: the bytes so far, the string table, and the containers still open.
final class BinaryWriter: Encoder {
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringNumbers: [String: Int] = [:]
    /// The containers open, innermost last: whether each is keyed, and a number that tells it apart.
    private var open: [(isKeyed: Bool, serial: Int)] = []
    private var serials = 0

    init(userInfo: [CodingUserInfoKey: any Sendable]) {
        self.userInfo = userInfo
    }

    func finished() -> [UInt8] {
        close(above: 0)
        return BinaryFormat.document(version: BinaryFormat.version, strings: strings, body: body)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(writer: self, serial: openContainer(isKeyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedWriter(writer: self, serial: openContainer(isKeyed: false))
    }

    /// The value itself: it opens nothing of its own.
    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueWriter(writer: self, depth: open.count) }

    private func openContainer(isKeyed: Bool) -> Int {
        serials += 1
        open.append((isKeyed, serials))
        write(isKeyed ? .keyed : .unkeyed)
        return serials
    }

    /// Readies container `serial` for an entry: the containers opened after it are finished.
    func enter(_ serial: Int) {
        guard let position = open.lastIndex(where: { $0.serial == serial }) else { return }
        close(above: position + 1)
    }

    /// Finishes every container from `depth` up, innermost first.
    func close(above depth: Int) {
        while open.count > depth { body.append(open.removeLast().isKeyed ? 0 : BinaryFormat.end) }
    }

    func write(_ tag: BinaryFormat.Tag) { body.append(tag.rawValue) }

    func writeKey(_ key: some CodingKey) { writeVarint(UInt64(number(of: key.stringValue)) + 1) }

    /// Writes `value` as a primitive when it is one, else as the containers it encodes itself into.
    func encodeNested(_ value: some Encodable) throws {
        if writePrimitive(value) { return }
        let depth = open.count
        try value.encode(to: self)
        close(above: depth)
    }

    private func writePrimitive(_ value: some Encodable) -> Bool {
        switch value {
        case let string as String: write(.string, UInt64(number(of: string)))
        case let integer as Int: write(.signed, BinaryFormat.zigzag(Int64(integer)))
        case let bool as Bool: write(bool ? .trueValue : .falseValue)
        case let double as Double: write(.double, fixed: double.bitPattern, bytes: 8)
        case let integer as UInt64: write(.unsigned, integer)
        case let integer as UInt32: write(.unsigned, UInt64(integer))
        case let integer as UInt: write(.unsigned, UInt64(integer))
        case let integer as UInt8: write(.unsigned, UInt64(integer))
        case let integer as Int64: write(.signed, BinaryFormat.zigzag(integer))
        case let integer as Int32: write(.signed, BinaryFormat.zigzag(Int64(integer)))
        case let float as Float: write(.float, fixed: UInt64(float.bitPattern), bytes: 4)
        default: return false
        }
        return true
    }

    private func write(_ tag: BinaryFormat.Tag, _ number: UInt64) {
        write(tag)
        writeVarint(number)
    }

    private func write(_ tag: BinaryFormat.Tag, fixed bits: UInt64, bytes: Int) {
        write(tag)
        for byte in 0..<bytes { body.append(UInt8(truncatingIfNeeded: bits >> UInt64(8 * byte))) }
    }

    private func writeVarint(_ value: UInt64) { BinaryFormat.appendVarint(value, to: &body) }

    private func number(of string: String) -> Int {
        if let number = stringNumbers[string] { return number }
        strings.append(string)
        stringNumbers[string] = strings.count - 1
        return strings.count - 1
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: BinaryWriter
    let serial: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        enter(key)
        writer.write(.null)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        enter(key)
        try writer.encodeNested(value)
    }

    private func enter(_ key: Key) {
        writer.enter(serial)
        writer.writeKey(key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        enter(key)
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        enter(key)
        return writer.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { writer }
    mutating func superEncoder(forKey key: Key) -> any Encoder { writer }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let writer: BinaryWriter
    let serial: Int
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(writer: BinaryWriter, serial: Int) {
        self.writer = writer
        self.serial = serial
    }

    mutating func encodeNil() throws {
        enter()
        writer.write(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        enter()
        try writer.encodeNested(value)
    }

    private mutating func enter() {
        writer.enter(serial)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        enter()
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        enter()
        return writer.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { writer }
}

private struct SingleValueWriter: SingleValueEncodingContainer {
    let writer: BinaryWriter
    /// How many containers were open when the value began.
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        writer.close(above: depth)
        writer.write(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        writer.close(above: depth)
        try writer.encodeNested(value)
    }
}
