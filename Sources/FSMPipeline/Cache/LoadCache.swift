import FSMBinaryCoding
import FSMDiagnostics
import FSMModel
import Foundation

/// What loading a set of files gave last time, kept on disk so that a second run over unchanged
/// files skips reading them, as SwiftLint's cache does.
///
/// An entry holds one loader's result (machines and what reading said) for exactly one set of
/// files: its key is every file's path, length, content hash and vendored flag, the loader and
/// the notations it reads, and the identity of the binary that wrote it. The Swift loader links
/// declarations across all its files, so a change to any Swift file reads them all again (a
/// per-file entry needs an index of plain declarations, not syntax trees: Docs/Performance.md);
/// a change to a `.fsm` file does not touch the Swift entry. Checking, configuration,
/// suppressions and the baseline always run afresh, so no finding is ever stale.
///
/// A cache that cannot be read or written is said once through `report` and the run goes on
/// without it; an entry that is corrupt, written by another binary or for other files is ignored.
public struct LoadCache: FactsStore {
    /// Past this many bytes of entries, the least recently used are removed.
    public static let defaultLimit = 512 * 1024 * 1024

    public let folder: URL
    let limit: Int
    let binary: String
    private let report: @Sendable (String) -> Void
    private let store: CacheFolder

    public init(folder: URL, limit: Int = Self.defaultLimit, binary: String = BinaryIdentity.current, report: @escaping @Sendable (String) -> Void) {
        self.folder = folder
        self.limit = limit
        self.binary = binary
        self.report = report
        store = CacheFolder(url: folder.appendingPathComponent("loads", isDirectory: true))
    }

    /// `$XDG_CACHE_HOME/fsmcheck`, else `~/.cache/fsmcheck`; `nil` without either variable.
    public static func standardFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("fsmcheck", isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/fsmcheck", isDirectory: true)
    }

    /// What `loader` makes of `files`: the stored result when one was written for exactly these
    /// files by this binary, else `load()`'s, stored for the next run.
    public func result(of loader: any MachineLoader, files: [SourceFile], load: () -> LoadResult) -> LoadResult {
        let manifest = Manifest(binary: binary, loader: loader, files: files)
        let name = StableHash.hex(of: manifest.key) + CacheFolder.entryExtension
        do {
            if let stored = try store.read(name), let entry = try? Entry.read(from: Array(stored)), entry.manifest == manifest {
                return entry.result
            }
        } catch {
            report("fsmcheck: note: the cache in \(folder.path) cannot be read (\(Self.reason(error))); files are read afresh")
        }
        let result = load()
        do {
            try store.write(Data(Entry(manifest: manifest, result: result).bytes), as: name, limit: limit)
        } catch {
            report("fsmcheck: note: the cache in \(folder.path) cannot be written (\(Self.reason(error))); the next run reads every file again")
        }
        return result
    }

    /// Entries a loader keeps of each file (`FactsStore`), beside the results and under the same
    /// limit: named with this binary, and headed by the binary and the name, so that an entry of
    /// another binary or a colliding name is never handed back.
    public func read(_ name: String) -> [UInt8]? {
        do {
            guard let stored = try store.read(Self.factsEntry(name, binary: binary)) else { return nil }
            let header = Self.factsHeader(name, binary: binary)
            return stored.starts(with: header) ? Array(stored.dropFirst(header.count)) : nil
        } catch {
            report("fsmcheck: note: the cache in \(folder.path) cannot be read (\(Self.reason(error))); files are read afresh")
            return nil
        }
    }

    public func write(_ bytes: [UInt8], as name: String) {
        do {
            try store.write(Data(Self.factsHeader(name, binary: binary) + bytes), as: Self.factsEntry(name, binary: binary), limit: limit)
        } catch {
            report("fsmcheck: note: the cache in \(folder.path) cannot be written (\(Self.reason(error))); the next run reads every file again")
        }
    }

    private static func factsEntry(_ name: String, binary: String) -> String {
        "facts-" + StableHash.hex(of: "\(binary)\u{1F}\(name)") + CacheFolder.entryExtension
    }

    private static func factsHeader(_ name: String, binary: String) -> [UInt8] { Array("\(binary)\u{1F}\(name)\n".utf8) }

    /// What went wrong, without the sentence Foundation puts before every file error.
    private static func reason(_ error: any Error) -> String {
        let description = error.localizedDescription
        let generic = "The operation could not be completed. "
        return description.hasPrefix(generic) ? String(description.dropFirst(generic.count)) : description
    }

    /// What an entry was written for; compared whole on reading, so that two sets of files whose
    /// keys collide never share a result.
    struct Manifest: BinaryCodable, Equatable {
        /// Bumped when the entry's layout changes.
        var format = 3
        var binary: String
        var loader: String
        var files: [FileStamp]

        init(binary: String, loader: any MachineLoader, files: [SourceFile]) {
            self.binary = binary
            self.loader = "\(type(of: loader)) \(loader.dialectNames.joined(separator: ","))"
            self.files = files.map(FileStamp.init)
        }

        var key: String {
            ([String(format), binary, loader] + files.map(\.key)).joined(separator: "\u{1F}")
        }

        init(from input: inout BinaryInput) throws {
            (format, binary, loader, files) = (try input.read(), try input.read(), try input.read(), try input.read())
        }

        func write(to output: inout BinaryOutput) {
            output.write(format)
            output.write(binary)
            output.write(loader)
            output.write(files)
        }
    }

    struct FileStamp: BinaryCodable, Equatable {
        var path: String
        var bytes: Int
        var hash: UInt64
        var isVendored: Bool
        var isInWholeApp: Bool

        init(_ file: SourceFile) {
            path = file.path
            bytes = file.text.utf8.count
            hash = StableHash.value(of: file.text)
            isVendored = file.isVendored
            isInWholeApp = file.isInWholeApp
        }

        var key: String { "\(path)\u{1E}\(bytes)\u{1E}\(hash)\u{1E}\(isVendored)\u{1E}\(isInWholeApp)" }

        init(from input: inout BinaryInput) throws {
            (path, bytes, hash) = (try input.read(), try input.read(), try input.read())
            (isVendored, isInWholeApp) = (try input.read(), try input.read())
        }

        func write(to output: inout BinaryOutput) {
            output.write(path)
            output.write(bytes)
            output.write(hash)
            output.write(isVendored)
            output.write(isInWholeApp)
        }
    }

    /// One stored result, in fsmcheck's binary form: every string once, fields in order.
    struct Entry {
        var manifest: Manifest
        var result: LoadResult

        static func read(from bytes: [UInt8]) throws -> Entry {
            var input = try BinaryInput(bytes)
            let entry = Entry(manifest: try input.read(), result: try input.read())
            try input.finish()
            return entry
        }

        var bytes: [UInt8] {
            var output = BinaryOutput()
            output.write(manifest)
            output.write(result)
            return output.finished()
        }
    }
}
