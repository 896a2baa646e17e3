import FSMBinaryCoding
import Testing

/// Values written field by field, and the archive of per-file blobs, read back equal; anything
/// else is refused.
struct BinaryCodableTests {
    struct Fields: BinaryCodable, Equatable {
        var name: String
        var numbers: [Int]
        var label: String?
        var nested: [[String]?]
        var tags: Set<String>
        var byName: [String: Int]
        var flag: Bool
        var big: UInt64

        init(name: String, numbers: [Int], label: String?, nested: [[String]?], tags: Set<String>, byName: [String: Int], flag: Bool, big: UInt64) {
            (self.name, self.numbers, self.label, self.nested, self.tags, self.byName, self.flag, self.big) =
                (name, numbers, label, nested, tags, byName, flag, big)
        }

        init(from input: inout BinaryInput) throws {
            name = try input.read()
            numbers = try input.read()
            label = try input.read()
            nested = try input.read()
            tags = try input.read()
            byName = try input.read()
            flag = try input.read()
            big = try input.read()
        }

        func write(to output: inout BinaryOutput) {
            output.write(name)
            output.write(numbers)
            output.write(label)
            output.write(nested)
            output.write(tags)
            output.write(byName)
            output.write(flag)
            output.write(big)
        }
    }

    static let value = Fields(
        name: "player", numbers: [0, -1, 300, .min, .max], label: nil, nested: [["a", "player"], nil, []], tags: ["x", "y"],
        byName: ["a": 1, "b": -2], flag: true, big: .max)

    static func bytes(of value: Fields) -> [UInt8] {
        var output = BinaryOutput()
        output.write(value)
        return output.finished()
    }

    static func read(_ bytes: [UInt8]) throws -> Fields {
        var input = try BinaryInput(bytes)
        let value: Fields = try input.read()
        try input.finish()
        return value
    }

    @Test func fieldsReadBackEqual() throws {
        #expect(try Self.read(Self.bytes(of: Self.value)) == Self.value)
        var other = Self.value
        other.label = "label"
        other.tags = []
        #expect(try Self.read(Self.bytes(of: other)) == other)
    }

    @Test func aDocumentCutShortOrForeignIsRefused() throws {
        let bytes = Self.bytes(of: Self.value)
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try Self.read(Array(bytes[..<length])) }
        }
        #expect(throws: DecodingError.self) { try Self.read(bytes + [0]) }
        // A document of the `Codable` form earlier builds wrote: the same magic bytes, version 2.
        #expect(throws: DecodingError.self) { try Self.read(Array("FSMB".utf8) + [2, 1, 1, 0x61, 7, 0]) }
        for position in bytes.indices {
            var changed = bytes
            changed[position] ^= 0xFF
            _ = try? Self.read(changed)
        }
    }

    @Test func anArchiveKeepsEachBlobAsWritten() throws {
        let blobs: [(name: String, bytes: ArraySlice<UInt8>)] = [
            ("a.swift", [1, 2, 3]), ("b.swift", []), ("c/ü.swift", ArraySlice(Self.bytes(of: Self.value))),
        ]
        let archive = BlobArchive.encode(blobs)
        let read = try #require(BlobArchive.decode(archive))
        #expect(read.count == 3)
        for blob in blobs { #expect(read[blob.name].map(Array.init) == Array(blob.bytes)) }
        for length in 0..<archive.count { #expect(BlobArchive.decode(Array(archive[..<length])) == nil) }
        #expect(BlobArchive.decode(archive + [0]) == nil)
    }
}
