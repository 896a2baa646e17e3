import Foundation

/// The folder SARIF's `%SRCROOT%` stands for, and the paths of the files a run read relative to it.
///
/// Code scanning resolves a relative artifact URI against the root of the repository it analyses,
/// so URIs are made relative to the repository, not to the working directory: a run from `Specs/`,
/// or one given `../project/Specs/a.fsm` or an absolute path, names every file as every other run
/// does. Paths are resolved the way the operating system does (`.`, `..`, symbolic links), since
/// code scanning cannot show a result in a file it reaches only through a link.
public struct SourceRoot: Hashable, Sendable {
    /// Absolute, without symbolic links or a trailing slash.
    public let path: String
    /// What relative paths in diagnostics are relative to.
    public let workingDirectory: String

    public init(path: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        self.path = Self.resolved(path, in: workingDirectory)
    }

    /// The git top level of the files read (the nearest folder above each holding `.git`, a folder
    /// in a repository and a file in a worktree or submodule), the outermost when they differ, so
    /// that a submodule's files are named from the repository that contains it; the working
    /// directory when no file is in a repository.
    public static func repository(of files: [String], workingDirectory: String) -> SourceRoot {
        var topLevels: Set<String> = []
        var checked: [String: String?] = [:]
        for file in files {
            var folder = (resolved(file, in: workingDirectory) as NSString).deletingLastPathComponent
            var visited: [String] = []
            var found: String?
            while true {
                if let known = checked[folder] {
                    found = known
                    break
                }
                visited.append(folder)
                if FileManager.default.fileExists(atPath: folder + "/.git") {
                    found = folder
                    break
                }
                guard folder != "/", !folder.isEmpty else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            for folder in visited { checked[folder] = found }
            if let found { topLevels.insert(found) }
        }
        let outermost = topLevels.min { ($0.count, $0) < ($1.count, $1) }
        return SourceRoot(path: outermost ?? workingDirectory, workingDirectory: workingDirectory)
    }

    /// `file:///…/`, the root as SARIF's `originalUriBaseIds` gives it.
    public var uri: String {
        "file://" + Self.percentEncoded(path == "/" ? "/" : path + "/")
    }

    /// The file's path below the root, or nil for a file outside it.
    public func relativePath(of file: String) -> String? {
        let absolute = Self.resolved(file, in: workingDirectory)
        let prefix = path == "/" ? "/" : path + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    /// A URI reference relative to the root, or a `file://` URI for a file outside it.
    public func uri(for file: String) -> (uri: String, isRelative: Bool) {
        if let relative = relativePath(of: file) { return (Self.percentEncoded(relative), true) }
        return ("file://" + Self.percentEncoded(Self.resolved(file, in: workingDirectory)), false)
    }

    /// An absolute path without `.`, `..` or symbolic links where the file exists; normalised by
    /// its spelling alone where it does not.
    static func resolved(_ path: String, in workingDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? path
    }

    /// RFC 3986 path characters; `:` is left out so a relative path is never read as a scheme.
    private static let pathCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@"
    )
}
