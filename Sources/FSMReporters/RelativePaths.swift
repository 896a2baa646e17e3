import Foundation

/// Turns the paths a run read into the repository-relative paths and URIs that CI tools expect.
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

    /// A relative URI reference (percent-encoded), or a `file://` URI for paths outside the working directory.
    public func uri(for path: String) -> String {
        let relativePath = relative(path)
        let encoded = relativePath.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? relativePath
        return relativePath.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// RFC 3986 path characters; `:` is left out so a relative path is never read as a scheme.
    private static let pathCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@"
    )
}
