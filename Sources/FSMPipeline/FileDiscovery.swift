import FSMDiagnostics
import Foundation

/// Expands the paths a user names into the source files to read.
///
/// Directories are walked recursively, skipping hidden folders and build folders (`.build`,
/// `.build-*`), since nobody wants the checked-out dependencies linted; files in vendored folders
/// below them (`VendoredCode`) are found, and marked. Explicitly named files are taken as they
/// are; a named file of an unknown kind is a usage error, unless `anyNamedFile` says that one
/// notation was chosen, in which it is read whatever its extension.
enum FileDiscovery {
    /// A file to read, and whether it was found in a vendored folder.
    struct Found: Equatable {
        var path: String
        var isVendored = false
    }

    static func files(in paths: [String], extensions: Set<String>, anyNamedFile: Bool = false) throws(InvocationError) -> [Found] {
        var found: [Found] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InvocationError("no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                found += walk(path, extensions: extensions)
            } else if anyNamedFile || extensions.contains(SourceFile.fileExtension(of: path)) {
                found.append(Found(path: path))
            } else {
                let known = extensions.sorted().map { "." + $0 }.joined(separator: " or ")
                throw InvocationError(
                    "\(path) is not a state-machine source (expected \(known); `--dialect NAME` reads a file in one notation whatever its extension)")
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.path).inserted }
    }

    private static func walk(_ directory: String, extensions: Set<String>) -> [Found] {
        let root = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [Found] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if url.lastPathComponent.hasPrefix(".build") { enumerator.skipDescendants() }
                continue
            }
            guard extensions.contains(SourceFile.fileExtension(of: url.path)) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count).drop { $0 == "/" })
            files.append(Found(path: directory == "." ? relative : prefix + relative, isVendored: VendoredCode.contains(relativePath: relative)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// The command line asked for something impossible: exit status 2, not a finding.
public struct InvocationError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ description: String) { self.description = description }
}
