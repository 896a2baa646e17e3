import FSMPipeline
import Foundation

/// What the cache of files read saves: `lint`'s loading and checking of a folder with no cache,
/// then again with a cache that holds this folder (the second run over an unchanged repository),
/// side by side in one run.
enum LoadCacheBenchmark {
    static func measure(_ label: String, folder: URL) {
        let cacheFolder = folder.appendingPathExtension("cache")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = LoadCache(folder: cacheFolder) { print($0) }
        do {
            let cold = try best { _ = try Workspace.load(paths: [folder.path]) }
            _ = try Workspace.load(paths: [folder.path], cache: cache)
            let warm = try best { _ = try Workspace.load(paths: [folder.path], cache: cache) }
            let figures = [
                String(format: "no cache %.0f ms", cold * 1_000),
                String(format: "unchanged, with the cache %.0f ms", warm * 1_000),
                String(format: "%.2f of the run without it", warm / cold),
            ]
            print("cache, \(label): " + figures.joined(separator: ", "))
        } catch {
            print("cache benchmark failed: \(error)")
        }
    }

    /// The shortest wall time of three runs.
    private static func best(_ run: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = Date()
            try run()
            best = min(best, Date().timeIntervalSince(start))
        }
        return best
    }
}
