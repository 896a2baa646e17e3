/// The containers `BinaryReader` hands to the values it decodes.
struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    let serial: Int
    var codingPath: [any CodingKey] { [] }

    /// The entries not read yet, in order: a dictionary's keys, or an enum's one case.
    var allKeys: [Key] {
        (try? reader.enter(serial)).flatMap {
            try? reader.lookingAhead {
                var keys: [Key] = []
                while let key = try reader.readKey() {
                    if let known = Key(stringValue: key) { keys.append(known) }
                    try reader.skipValue()
                }
                return keys
            }
        } ?? []
    }

    /// Whether the entry the container is at is `key`'s.
    func contains(_ key: Key) -> Bool {
        guard (try? reader.enter(serial)) != nil else { return false }
        return (try? reader.lookingAhead { try reader.readKey() }) == key.stringValue
    }

    /// An absent entry is `nil`, as `encodeIfPresent` leaves it.
    func decodeNil(forKey key: Key) throws -> Bool {
        guard contains(key) else { return true }
        let isNil = try reader.lookingAhead {
            _ = try reader.readKey()
            return try reader.readNil()
        }
        if isNil {
            _ = try reader.readKey()
            _ = try reader.readNil()
        }
        return isNil
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try enter(key)
        return try reader.decodeNested(type)
    }

    private func enter(_ key: Key) throws {
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: [], debugDescription: "the entry at byte \(reader.position) is not `\(key.stringValue)`"))
        }
        _ = try reader.readKey()
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try enter(key)
        return try reader.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try enter(key)
        return try reader.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { reader }
    func superDecoder(forKey key: Key) throws -> any Decoder { reader }
}

struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: BinaryReader
    let serial: Int
    var codingPath: [any CodingKey] { [] }
    var count: Int? { nil }
    private(set) var currentIndex = 0

    init(reader: BinaryReader, serial: Int) {
        self.reader = reader
        self.serial = serial
    }

    var isAtEnd: Bool {
        guard (try? reader.enter(serial)) != nil else { return true }
        return (try? reader.peekByte()) ?? BinaryFormat.end == BinaryFormat.end
    }

    mutating func decodeNil() throws -> Bool {
        try enter()
        guard try reader.readNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try enter()
        currentIndex += 1
        return try reader.decodeNested(type)
    }

    private func enter() throws {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: [], debugDescription: "no element left in the container"))
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try enter()
        currentIndex += 1
        return try reader.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try enter()
        currentIndex += 1
        return try reader.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { reader }
}

/// The value itself, at the reader's place.
struct SingleValueReader: SingleValueDecodingContainer {
    let reader: BinaryReader
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? reader.readNil()) ?? false }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reader.decodeNested(type) }
}
