import FSMTestSupport
import Foundation
import Testing

/// What fsmcheck prints is the same with and without its cache of files read, whatever changed
/// between runs: the cache may only save time.
@Suite struct CacheCommandTests {
    private static let player = """
        final class Player {
            private(set) var phase: Phase = .idle

            func play() {
                guard phase == .idle else { return }
                phase = .playing
            }

            func stop() {
                phase = .stopped
            }
        }

        """
    private static let phase = "enum Phase {\n    case idle, playing, stopped, orphan\n}\n"
    private static let door = "machine: Door\ninitial: Closed\nstates:\n  Closed: { on: { Open: Opened } }\n  Opened: {}\n  Ajar: {}\n"

    /// Lints `folder` with the cache in `cache` and without any, in both output formats, and
    /// expects the same status and the same bytes; returns the cached run's report.
    @discardableResult
    private func expectSameOutput(
        in folder: TemporaryFolder, cache: URL, executable: URL? = nil, options: [String] = [], _ comment: Comment
    ) throws -> String {
        var cachedReport = ""
        for format in ["human", "json"] {
            let arguments = options + ["--format", format, "."]
            let cached = try BinaryRunner.run(["lint", "--cache-path", cache.path] + arguments, in: folder.url, command: executable)
            let fresh = try BinaryRunner.run(["lint", "--no-cache"] + arguments, in: folder.url)
            #expect(cached.status == fresh.status, comment)
            #expect(cached.standardOutput == fresh.standardOutput, comment)
            #expect(cached.standardError == fresh.standardError, comment)
            if format == "human" { cachedReport = cached.standardOutput }
        }
        return cachedReport
    }

    @Test func everyChangeBetweenRunsGivesTheSameReportAsNoCache() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent(".cache-folder")
        try folder.write("Sources/Player.swift", Self.player)
        try folder.write("Sources/Phase.swift", Self.phase)
        try folder.write("Specs/door.fsm", Self.door)
        let first = try expectSameOutput(in: folder, cache: cache, "a cold cache")
        #expect(first.contains("orphan") && first.contains("Ajar"), "the project's findings are reported: \(first)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("loads").path).count >= 2)
        try expectSameOutput(in: folder, cache: cache, "nothing changed")

        try folder.write("Sources/Phase.swift", Self.phase.replacingOccurrences(of: ", orphan", with: ""))
        #expect(!(try expectSameOutput(in: folder, cache: cache, "an edit")).contains("orphan"))

        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("Sources/Player.swift"), to: folder.url.appendingPathComponent("Sources/Playback.swift"))
        try expectSameOutput(in: folder, cache: cache, "a rename")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Specs/door.fsm"))
        #expect(!(try expectSameOutput(in: folder, cache: cache, "a deletion")).contains("Ajar"))

        try folder.write("Sources/Other.swift", "enum Phase {\n    case idle, playing, stopped, lost\n}\n")
        try expectSameOutput(in: folder, cache: cache, "a new file declaring a type of the same name")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Other.swift"))

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Phase.swift"))
        try folder.write("Sources/Playback.swift", Self.player + Self.phase)
        #expect(try expectSameOutput(in: folder, cache: cache, "a moved declaration").contains("orphan"))

        let onlySwiftFSM = try expectSameOutput(in: folder, cache: cache, options: ["--dialect", "swiftfsm"], "another notation read")
        #expect(!onlySwiftFSM.contains("orphan"), "the hand-written machine is not read: \(onlySwiftFSM)")

        try folder.write(
            "Sources/Playback.swift", (Self.player + Self.phase).replacingOccurrences(of: "private(set) var phase", with: "public var phase"))
        #expect(try expectSameOutput(in: folder, cache: cache, "a public storage").contains("[not-visible]"))
        try folder.write("App.xcodeproj/project.pbxproj", "productType = \"com.apple.product-type.application\";")
        #expect(try expectSameOutput(in: folder, cache: cache, "an app's project around it").contains("orphan"))

        try folder.write(".fsmcheck.yml", "rules:\n  unreachable-state: off\n")
        #expect(!(try expectSameOutput(in: folder, cache: cache, "a configuration change")).contains("[unreachable-state]"))
    }

    /// Another binary (here a copy, which is another file) does not take the first one's entries,
    /// and prints what it would print without a cache.
    @Test func anotherBinaryGivesTheSameReport() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent(".cache-folder")
        try folder.write("Sources/Player.swift", Self.player + Self.phase)
        try expectSameOutput(in: folder, cache: cache, "the first binary")
        let copy = folder.url.appendingPathComponent("bin/fsmcheck")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: copy)
        let entriesBefore = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("loads").path).count
        try expectSameOutput(in: folder, cache: cache, executable: copy, "a new binary")
        let entriesAfter = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("loads").path).count
        #expect(entriesAfter == entriesBefore + 2, "the copy wrote entries of its own: the result and the Swift facts")
    }

    @Test func noCacheAndACachePathContradictEachOther() throws {
        let run = try BinaryRunner.run(["lint", "--no-cache", "--cache-path", "/tmp/x", "Specs/turnstile.fsm"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--no-cache and --cache-path contradict each other"))
    }
}
