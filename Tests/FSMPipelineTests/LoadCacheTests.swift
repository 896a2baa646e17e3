import FSMDiagnostics
import FSMParallel
import FSMPipeline
import Foundation
import Synchronization
import Testing

/// The cache of files read: a result is reused only for exactly the files, loader and binary it
/// was written for; a broken or foreign entry is ignored; the folder stays under its limit; a
/// folder that cannot be written is said, not fatal.
@Suite struct LoadCacheTests {
    private static let loader = Workspace.loaders[0]
    private static let turnstile = SourceFile(
        path: "/project/turnstile.fsm", text: "machine: Turnstile\ninitial: Locked\nstates:\n  Locked: { on: { Coin: Unlocked } }\n  Unlocked: {}\n")

    /// A cache in a folder of its own, and every note it says.
    private final class Probe: Sendable {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("load-cache-\(UUID().uuidString)")
        let notes = Mutex<[String]>([])
        let loads = Atomic<Int>(0)

        func cache(binary: String = "fsmcheck 1", limit: Int = LoadCache.defaultLimit) -> LoadCache {
            LoadCache(folder: folder, limit: limit, binary: binary) { note in self.notes.withLock { $0.append(note) } }
        }

        /// Loads through `cache`, counting how often the files are really read.
        func load(_ files: [SourceFile], with cache: LoadCache) -> LoadResult {
            cache.result(of: LoadCacheTests.loader, files: files) {
                loads.add(1, ordering: .relaxed)
                return LoadCacheTests.loader.load(files)
            }
        }

        var entries: [URL] {
            let loads = folder.appendingPathComponent("loads")
            return ((try? FileManager.default.contentsOfDirectory(at: loads, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func aSecondLoadOfTheSameFilesReadsNothingAndGivesTheSameResult() {
        let probe = Probe()
        let first = probe.load([Self.turnstile], with: probe.cache())
        let second = probe.load([Self.turnstile], with: probe.cache())
        #expect(probe.loads.load(ordering: .relaxed) == 1)
        #expect(second.machines == first.machines)
        #expect(second.diagnostics == first.diagnostics)
        #expect(first.machines.map(\.name) == ["Turnstile"])
        #expect(probe.notes.withLock { $0 }.isEmpty)
    }

    /// Locations name their file by number: the path is written once, in the entry's list of files.
    @Test func anEntryWritesEachPathOnce() throws {
        let probe = Probe()
        let result = probe.load([Self.turnstile], with: probe.cache())
        #expect(result.machines.first?.states.count == 2)
        let entry = try String(decoding: Data(contentsOf: try #require(probe.entries.first)), as: UTF8.self)
        #expect(entry.components(separatedBy: "turnstile.fsm").count - 1 == 1, "\(entry)")
    }

    @Test func anEditedFileAnotherBinaryOrAnotherVendoredFlagIsReadAgain() {
        let probe = Probe()
        _ = probe.load([Self.turnstile], with: probe.cache())
        var edited = Self.turnstile
        edited.text = edited.text.replacingOccurrences(of: "Unlocked: {}", with: "Unlocked: { on: { Push: Locked } }")
        let afterEdit = probe.load([edited], with: probe.cache())
        #expect(probe.loads.load(ordering: .relaxed) == 2)
        #expect(afterEdit.machines.first?.transitionCount == 2)
        _ = probe.load([Self.turnstile], with: probe.cache(binary: "fsmcheck 1, rebuilt"))
        #expect(probe.loads.load(ordering: .relaxed) == 3)
        var vendored = Self.turnstile
        vendored.isVendored = true
        _ = probe.load([vendored], with: probe.cache())
        #expect(probe.loads.load(ordering: .relaxed) == 4)
        var moved = Self.turnstile
        moved.path = "/project/moved.fsm"
        #expect(probe.load([moved], with: probe.cache()).machines.first?.location.file == "/project/moved.fsm")
        #expect(probe.loads.load(ordering: .relaxed) == 5)
    }

    @Test(arguments: ["", "{\"manifest\": 3}", "\u{0}\u{1}garbage", "{\"manifest\":{\"format\":1"])
    func aCorruptEntryIsIgnoredAndReplaced(content: String) throws {
        let probe = Probe()
        let expected = probe.load([Self.turnstile], with: probe.cache())
        let entry = try #require(probe.entries.first)
        try Data(content.utf8).write(to: entry)
        #expect(probe.load([Self.turnstile], with: probe.cache()).machines == expected.machines)
        #expect(probe.loads.load(ordering: .relaxed) == 2)
        #expect(probe.notes.withLock { $0 }.isEmpty)
        _ = probe.load([Self.turnstile], with: probe.cache())
        #expect(probe.loads.load(ordering: .relaxed) == 2, "the entry was written again")
    }

    /// A byte changed anywhere in an entry (a disk error, an editor) is caught by its checksum: a
    /// binary number has no syntax that would break, so a changed one would be read as another.
    @Test func anEntryWithAByteChangedIsIgnored() throws {
        let probe = Probe()
        let expected = probe.load([Self.turnstile], with: probe.cache())
        let entry = try #require(probe.entries.first)
        let original = try Data(contentsOf: entry)
        var loads = 1
        for position in stride(from: 0, to: original.count, by: max(1, original.count / 40)) {
            var changed = original
            changed[position] ^= 0x01
            try changed.write(to: entry)
            #expect(probe.load([Self.turnstile], with: probe.cache()).machines == expected.machines)
            loads += 1
            #expect(probe.loads.load(ordering: .relaxed) == loads, "byte \(position) changed: the files are read again")
        }
    }

    /// An entry written for other files under this one's name (a key collision, or a file copied
    /// in from another cache) is not taken for it.
    @Test func anEntryForOtherFilesIsNotTakenForTheseOnes() throws {
        let probe = Probe()
        var other = Self.turnstile
        other.text = other.text.replacingOccurrences(of: "Turnstile", with: "Gate")
        _ = probe.load([other], with: probe.cache())
        let foreign = try #require(probe.entries.first)
        let data = try Data(contentsOf: foreign)
        _ = probe.load([Self.turnstile], with: probe.cache())
        for entry in probe.entries { try data.write(to: entry) }
        #expect(probe.load([Self.turnstile], with: probe.cache()).machines.map(\.name) == ["Turnstile"])
        #expect(probe.loads.load(ordering: .relaxed) == 3)
    }

    @Test func theLeastRecentlyUsedEntriesGoWhenTheFolderIsFull() throws {
        let probe = Probe()
        let files = (0..<3).map { number in
            SourceFile(path: "/project/m\(number).fsm", text: Self.turnstile.text.replacingOccurrences(of: "Turnstile", with: "M\(number)"))
        }
        _ = probe.load([files[0]], with: probe.cache())
        let entrySize = try #require(probe.entries.first.flatMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize })
        let limit = entrySize * 2 + entrySize / 2
        Thread.sleep(forTimeInterval: 0.02)
        _ = probe.load([files[1]], with: probe.cache(limit: limit))
        Thread.sleep(forTimeInterval: 0.02)
        _ = probe.load([files[0]], with: probe.cache(limit: limit))  // used again: now the newest
        Thread.sleep(forTimeInterval: 0.02)
        _ = probe.load([files[2]], with: probe.cache(limit: limit))
        #expect(probe.entries.count == 2)
        #expect(probe.loads.load(ordering: .relaxed) == 3)
        _ = probe.load([files[0]], with: probe.cache(limit: limit))
        #expect(probe.loads.load(ordering: .relaxed) == 3, "m0 was kept")
        _ = probe.load([files[1]], with: probe.cache(limit: limit))
        #expect(probe.loads.load(ordering: .relaxed) == 4, "m1, the least recently used, was removed")
    }

    /// An entry an older fsmcheck wrote (JSON) is never read again, so it counts against the limit
    /// and goes first.
    @Test func anOlderFsmchecksEntriesGoWhenTheFolderIsFull() throws {
        let probe = Probe()
        _ = probe.load([Self.turnstile], with: probe.cache())
        let entry = try #require(probe.entries.first)
        let entrySize = try #require(try entry.resourceValues(forKeys: [.fileSizeKey]).fileSize)
        let old = entry.deletingLastPathComponent().appendingPathComponent("0123456789abcdef.json")
        try Data(repeating: UInt8(ascii: "x"), count: entrySize).write(to: old)
        try FileManager.default.setAttributes([.modificationDate: Date.distantPast], ofItemAtPath: old.path)
        var other = Self.turnstile
        other.path = "/project/other.fsm"
        _ = probe.load([other], with: probe.cache(limit: entrySize * 2 + entrySize / 2))
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(probe.entries.count == 2)
    }

    @Test func aFolderThatCannotBeWrittenIsANoteAndTheFilesAreStillRead() throws {
        let probe = Probe()
        try Data("a file where the folder should be\n".utf8).write(to: probe.folder)
        let result = probe.load([Self.turnstile], with: probe.cache())
        #expect(result.machines.map(\.name) == ["Turnstile"])
        let notes = probe.notes.withLock { $0 }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("fsmcheck: note: the cache in \(probe.folder.path) cannot be written") == true)
    }

    /// Processes (here: threads) writing and reading the same entries at once each get a whole
    /// result, and no temporary file is left behind.
    @Test func manyRunsAtOnceShareTheFolderSafely() {
        let probe = Probe()
        let files = (0..<4).map { number in
            SourceFile(path: "/project/m\(number).fsm", text: Self.turnstile.text.replacingOccurrences(of: "Turnstile", with: "M\(number)"))
        }
        let names = Array(0..<32).concurrentMap { run in probe.load([files[run % 4]], with: probe.cache()).machines.map(\.name) }
        #expect(names == (0..<32).map { ["M\($0 % 4)"] })
        #expect(probe.entries.map(\.lastPathComponent).allSatisfy { $0.hasSuffix(".fsmb") && !$0.hasPrefix(".") })
        #expect(probe.entries.count == 4)
    }

    @Test func theStandardFolderFollowsXDG() {
        #expect(LoadCache.standardFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])?.path == "/x/cache/fsmcheck")
        // The XDG specification ignores a relative path.
        #expect(LoadCache.standardFolder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/a"])?.path == "/home/a/.cache/fsmcheck")
        #expect(LoadCache.standardFolder(environment: ["HOME": "/home/a"])?.path == "/home/a/.cache/fsmcheck")
        #expect(LoadCache.standardFolder(environment: [:]) == nil)
    }
}
