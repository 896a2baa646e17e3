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
/// `.build-*`), since nobody wants the checked-out dependencies linted, and Xcode's file templates
/// (`*.xctemplate`), Swift with placeholders that is never compiled; files in vendored folders
/// below them (`VendoredCode`) are found, and marked. Explicitly named files are taken as they
/// are; a named file of an unknown kind is a usage error, unless `anyNamedFile` says that one
/// notation was chosen, in which it is read whatever its extension.
enum FileDiscovery {
    /// A file to read, whether it was found in a vendored folder, and whether a folder above it
    /// in the walk holds an app's project (`AppProject`).
    struct Found: Equatable {
        var path: String
        var isVendored = false
        var isInWholeApp = false
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
        var appFolders: [String] = []
        while let folder = folders.popLast() {
            guard let stream = opendir(folder.isEmpty ? directory : prefix + folder) else { continue }
            defer { closedir(stream) }
            var project = AppProject()
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let relative = folder + name
                let isFolder = isFolder(entry.pointee.d_type, path: prefix + relative)
                project.note(name, isFolder: isFolder)
                if isFolder {
                    // An Xcode file template holds placeholders (`___FILEBASENAME___`), never compiled.
                    guard !name.hasSuffix(".xctemplate") else { continue }
                    folders.append(relative + "/")
                } else if extensions.contains(SourceFile.fileExtension(of: name)) {
                    files.append(Found(path: prefix + relative, isVendored: VendoredCode.contains(relativePath: relative)))
                }
            }
            if project.isFound(in: folder.isEmpty ? directory : prefix + folder) { appFolders.append(folder) }
        }
        for index in files.indices {
            let relative = files[index].path.dropFirst(prefix.count)
            files[index].isInWholeApp = appFolders.contains { relative.hasPrefix($0) }
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

/// Whether a folder holds an app's project: an Xcode project whose targets include an application
/// (`App.xcodeproj/project.pbxproj` names `com.apple.product-type.application`), or a Tuist
/// manifest that makes one (`Project.swift` with a `.app` product, beside a `Tuist` folder). The
/// modules of an app are its own: what one declares `public` is written by the others, which a walk
/// from that folder reads too. A framework's project makes no app: its `public` API is for others.
struct AppProject {
    private var xcodeProjects: [String] = []
    private var hasTuistManifest = false
    private var hasTuistFolder = false

    mutating func note(_ name: String, isFolder: Bool) {
        if isFolder {
            if name.hasSuffix(".xcodeproj") { xcodeProjects.append(name) }
            hasTuistFolder = hasTuistFolder || name == "Tuist"
        } else {
            hasTuistManifest = hasTuistManifest || name == "Project.swift"
        }
    }

    /// Whether the folder at `path` (its entries noted) holds an app's project.
    func isFound(in path: String) -> Bool {
        let folder = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
        if xcodeProjects.contains(where: { Self.read(folder + $0 + "/project.pbxproj", contains: "com.apple.product-type.application") }) {
            return true
        }
        return hasTuistManifest && hasTuistFolder && Self.read(folder + "Project.swift", contains: ".app")
    }

    private static func read(_ path: String, contains text: String) -> Bool {
        (try? String(contentsOfFile: path, encoding: .utf8))?.contains(text) ?? false
    }
}
