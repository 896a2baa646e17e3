import Foundation

/// The executables `swift build --build-tests` puts beside the test bundle: the tests run
/// `fsmcheck` end to end, and the render pool's tests start the real render worker.
public enum BuiltProducts {
    public static var fsmcheck: URL { executable(named: "fsmcheck") }

    /// The environment tests start `fsmcheck` in: this process's, except that fsmcheck keeps its
    /// cache of files read (`LoadCache`) in a folder of the tests' own, never in the user's.
    public static var fsmcheckEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-tests-cache").path
        return environment
    }

    /// The render worker `fsmcheck render` starts beside it.
    public static var renderWorker: URL { executable(named: "fsmcheck-render-worker") }

    /// The first folder from the running test bundle's up that holds `name`; else `.build/debug`'s.
    public static func executable(named name: String) -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return TestFiles.packageRoot.appendingPathComponent(".build/debug").appendingPathComponent(name)
    }
}
