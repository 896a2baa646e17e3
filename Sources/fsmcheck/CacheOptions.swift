import ArgumentParser
import FSMPipeline
import Foundation

/// Where the commands that read machines keep what reading files gave (`LoadCache`), so that a
/// second run over unchanged files skips reading them.
struct CacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "Keep what reading files gave in this folder (default: $XDG_CACHE_HOME/fsmcheck, else ~/.cache/fsmcheck).",
            valueName: "folder"
        )
    )
    var folder: String?

    @Flag(name: .customLong("no-cache"), help: "Read every file afresh, and leave the cache alone.")
    var isOff = false

    func validate() throws {
        if isOff, folder != nil { throw ValidationError("--no-cache and --cache-path contradict each other; give one of them") }
    }

    /// The cache this run reads and writes, `nil` with `--no-cache`; a problem with it is a note
    /// on stderr, never an error.
    var cache: LoadCache? {
        guard !isOff, let folder = folder.map({ URL(fileURLWithPath: $0, isDirectory: true) }) ?? LoadCache.standardFolder() else { return nil }
        return LoadCache(folder: folder) { Terminal.writeError($0 + "\n") }
    }
}
