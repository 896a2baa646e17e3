import FSMDiagnostics
import Foundation
import Testing

@testable import FSMSwiftLoader

/// What the Swift loader keeps of each file between runs (`StoredFacts`): read back, the facts give
/// exactly the machines and notes that reading the files gives, a file that changed is read again,
/// and bytes that are not such facts are ignored.
struct StoredFactsTests {
    /// A store in memory, as `LoadCache` keeps one on disk.
    final class MemoryStore: FactsStore, @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [UInt8]] = [:]

        func read(_ name: String) -> [UInt8]? { lock.withLock { entries[name] } }
        func write(_ bytes: [UInt8], as name: String) { lock.withLock { entries[name] = bytes } }

        func change(_ body: (inout [UInt8]) -> Void) {
            lock.withLock {
                for name in entries.keys { body(&entries[name, default: []]) }
            }
        }
    }

    /// The Swift files of the real-project fixtures with findings or notes (not their clean twins):
    /// each dialect, hand-written machines across files, computed targets, parse errors.
    static func projectFiles() throws -> [SourceFile] {
        let root = repositoryRoot().appendingPathComponent("Tests/RealProjectTests/Projects")
        let paths = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift") && ($0.hasPrefix("real-") || $0.hasPrefix("unknown-"))
        }
        return try paths.sorted().map {
            SourceFile(path: "Projects/\($0)", text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func json(_ result: LoadResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    @Test func factsReadBackGiveWhatReadingTheFilesGives() throws {
        let files = try Self.projectFiles()
        #expect(files.count > 50)
        let fresh = try Self.json(SwiftLoader().load(files))
        let store = MemoryStore()
        #expect(try Self.json(SwiftLoader().load(files, keepingFactsIn: store)) == fresh)
        let stored = StoredFacts(in: store, for: files)
        let trees = SyntaxTrees(sources: files.map(\.text))
        #expect(files.indices.allSatisfy { stored.restore(files[$0], index: $0, trees: trees) != nil }, "every file is restored")
        #expect(try Self.json(SwiftLoader().load(files, keepingFactsIn: store)) == fresh)
    }

    static let lamp = """
        final class Lamp {
            enum Light { case on, off, broken }
            private(set) var light = Light.off

            func flip() {
                switch light {
                case .on: light = .off
                case .off: light = .on
                case .broken: break
                }
            }
        }
        """

    @Test func aChangedFileAloneIsReadAgain() throws {
        var files = try Self.projectFiles()
        let store = MemoryStore()
        _ = SwiftLoader().load(files, keepingFactsIn: store)
        let changed = try #require(files.firstIndex { $0.text.contains("case ") && $0.text.contains(" = .") })
        files[changed] = SourceFile(path: files[changed].path, text: files[changed].text + "\nenum AddedLater { case one, two }\n")
        files.append(SourceFile(path: "Projects/New.swift", text: Self.lamp))
        let stored = StoredFacts(in: store, for: files)
        let trees = SyntaxTrees(sources: files.map(\.text))
        let restored = files.indices.filter { stored.restore(files[$0], index: $0, trees: trees) != nil }
        #expect(restored == Array(files.indices.filter { $0 != changed && $0 != files.count - 1 }))
        let freshResult = SwiftLoader().load(files)
        #expect(freshResult.machines.contains { $0.name == "Lamp.light" })
        let fresh = try Self.json(freshResult)
        #expect(try Self.json(SwiftLoader().load(files, keepingFactsIn: store)) == fresh)
        // A file removed: the others are still restored, and the archive no longer holds it.
        files.removeLast()
        #expect(try Self.json(SwiftLoader().load(files, keepingFactsIn: store)) == (try Self.json(SwiftLoader().load(files))))
    }

    /// (A store checks its entries' integrity: `LoadCache` keeps a checksum with each.)
    @Test(arguments: ["cut short", "foreign", "truncated blob"])
    func bytesThatAreNotFactsAreIgnored(_ damage: String) throws {
        let files = try Self.projectFiles().filter { $0.path.contains("handwritten") }
        let fresh = try Self.json(SwiftLoader().load(files))
        let store = MemoryStore()
        _ = SwiftLoader().load(files, keepingFactsIn: store)
        store.change { bytes in
            switch damage {
            case "cut short": bytes.removeLast(bytes.count / 3)
            case "foreign": bytes = Array("{\"files\": []}".utf8)
            default:
                // The archive's last blob ends early: that file is read again, the others restored.
                bytes.removeLast(3)
                bytes.append(contentsOf: [0, 0, 0])
            }
        }
        #expect(try Self.json(SwiftLoader().load(files, keepingFactsIn: store)) == fresh)
    }
}
