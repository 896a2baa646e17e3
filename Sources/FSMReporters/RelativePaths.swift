import Foundation

/// Turns the paths a run read into the working-directory-relative paths that text reports show
/// (SARIF names files from the repository's root instead: `SourceRoot`).
///
/// Paths are kept as the user gave them when relative (`Specs/a.fsm`, without a leading `./`);
/// absolute paths under the working directory are made relative to it; others stay absolute.
public struct RelativePaths: Sendable {
    public var workingDirectory: String

    public init(workingDirectory: String) {
        self.workingDirectory = workingDirectory.hasSuffix("/") ? String(workingDirectory.dropLast()) : workingDirectory
    }

    public static var current: RelativePaths {
        RelativePaths(workingDirectory: FileManager.default.currentDirectoryPath)
    }

    public func relative(_ path: String) -> String {
        var path = path
        if path.hasPrefix(workingDirectory + "/") { path.removeFirst(workingDirectory.count + 1) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
