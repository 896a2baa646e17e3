import FSMDiagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Every file below `directory` with one of `extensions`, sorted by path. Read with the C
    /// library's `readdir`, whose entries say their kind: on a second run over an unchanged app the
    /// walk is most of what is left to do, and Foundation's enumerator, asking each URL for its
    /// resource values, took a quarter of that run. Names starting with `.` are skipped (hidden
    /// files and folders, `.build`, `.build-*`); a symbolic link is taken as a file, never followed
    /// into a folder, so a link cannot make the walk loop or leave the tree.
    private static func walk(_ directory: String, extensions: Set<String>) -> [Found] {
        let prefix = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        var files: [Found] = []
        var folders = [""]
        while let folder = folders.popLast() {
            guard let stream = opendir(folder.isEmpty ? directory : prefix + folder) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let relative = folder + name
                if isFolder(entry.pointee.d_type, path: prefix + relative) {
                    folders.append(relative + "/")
                } else if extensions.contains(SourceFile.fileExtension(of: name)) {
                    files.append(Found(path: prefix + relative, isVendored: VendoredCode.contains(relativePath: relative)))
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether a directory entry is a folder (not a link to one); file systems that do not fill in
    /// the entry's kind are asked with `lstat`.
    private static func isFolder(_ kind: UInt8, path: String) -> Bool {
        if kind != UInt8(DT_UNKNOWN) { return kind == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

/// The command line asked for something impossible: exit status 2, not a finding.
public struct InvocationError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ description: String) { self.description = description }
}
