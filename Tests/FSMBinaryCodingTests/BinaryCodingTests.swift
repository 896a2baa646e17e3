import FSMBinaryCoding
import FSMModel
import Testing

typealias SourceLocation = FSMModel.SourceLocation

/// The shapes synthesized conformances produce, and the model's own custom ones, read back equal.
struct BinaryCodingTests {
    enum Target: Codable, Equatable {
        case state(name: String, location: SourceLocation)
        case stay
        case parameter(position: Int)
        indirect case neighbour(offset: Int, otherwise: [Target])
    }

    enum Kind: String, Codable { case keyed, plain }

    struct Record: Codable, Equatable {
        var name: String
        var count: Int
        var negative: Int = -3
        var ratio: Double
        var flag: Bool
        var label: String?
        var nested: [[String]]
        var optionals: [Int?]
        var targets: [Target]
        var byName: [String: Int]
        var byNumber: [Int: String]
        var kind: Kind
        var child: Child?
        var empty: [String] = []
        var big: UInt64 = .max
    }

    struct Child: Codable, Equatable {
        var tag: String?
        var values: Set<String>
    }

    static let location = SourceLocation(file: "Sources/App/Player.swift", line: 12, column: 5)

    static let record = Record(
        name: "player", count: 300, ratio: 0.25, flag: true, label: nil, nested: [["a", "b"], [], ["a"]], optionals: [1, nil, -70000],
        targets: [.state(name: "idle", location: location), .stay, .parameter(position: 2), .neighbour(offset: -1, otherwise: [.stay])],
        byName: ["x": 1, "y": 2], byNumber: [3: "three"], kind: .plain, child: Child(tag: "t", values: ["q"]))

    @Test func valuesOfEveryShapeReadBackEqual() throws {
        let bytes = try BinaryEncoder().encode(Self.record)
        #expect(try BinaryDecoder().decode(Record.self, from: bytes) == Self.record)
        var withoutChild = Self.record
        withoutChild.child = Child(tag: nil, values: [])
        withoutChild.label = "label"
        #expect(try BinaryDecoder().decode(Record.self, from: try BinaryEncoder().encode(withoutChild)) == withoutChild)
        #expect(
            try BinaryDecoder().decode([Record].self, from: try BinaryEncoder().encode([Self.record, withoutChild])) == [Self.record, withoutChild])
    }

    @Test func stringsAreWrittenOnce() throws {
        let many = Array(repeating: Self.location, count: 1_000)
        let bytes = try BinaryEncoder().encode(many)
        // Each location: its container's tag, three entries (key, tag, number) and an end mark.
        #expect(bytes.count < 13 * many.count)
        #expect(try BinaryDecoder().decode([SourceLocation].self, from: bytes) == many)
    }

    @Test func theModelsCompactLocationsReadBack() throws {
        var encoder = BinaryEncoder()
        encoder.userInfo[try #require(SourceLocation.fileNumbers)] = [Self.location.file: 0]
        var decoder = BinaryDecoder()
        decoder.userInfo[try #require(SourceLocation.filePaths)] = [Self.location.file]
        let references = [Reference("idle", at: Self.location), Reference("busy", at: SourceLocation(file: "Other.swift", line: 1, column: 1))]
        #expect(try decoder.decode([Reference].self, from: try encoder.encode(references)) == references)
    }

    @Test func anythingElseIsAnErrorNeverACrash() throws {
        let bytes = try BinaryEncoder().encode(Self.record)
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Record.self, from: Array("{\"name\": 1}".utf8)) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Record.self, from: bytes + [0]) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Child.self, from: bytes) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Record.self, from: []) }
        // Every prefix, and every single byte changed, either reads back or is refused.
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Record.self, from: Array(bytes[..<length])) }
        }
        for position in bytes.indices {
            for value: UInt8 in [0, 1, 0x7F, 0xFF] {
                var changed = bytes
                changed[position] = value
                _ = try? BinaryDecoder().decode(Record.self, from: changed)
            }
        }
    }
}
