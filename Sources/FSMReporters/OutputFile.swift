import Foundation

/// The system calls, under names that `OutputFile`'s own `write` and `rename` do not hide.
private let systemWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = write
private let systemRename: @Sendable (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32 = rename

/// Writes an output file (a report, a baseline, a diagram, an export) whole or not at all.
///
/// The bytes go to a file beside the destination that has no name yet (Linux's `O_TMPFILE`). Only
/// once complete is it given the destination's name, or, when an older version is there, a hidden
/// temporary name that is then renamed over it. A run that is killed, or a disk that fills up,
/// leaves the previous version intact and nothing else behind (but for a kill between those two
/// steps, which leaves the complete file under its hidden name), never half a SARIF log that code
/// scanning would reject. Where a file cannot be made without a name, it is made under a hidden
/// name and removed on any error. A symbolic link at the destination is replaced, never followed,
/// so nothing outside the output folder is written through it; a file that is replaced keeps its
/// permissions. Nothing is flushed to the disk (`fsync`): the promise is about fsmcheck being
/// stopped, not the machine.
public enum OutputFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try write(bytes, to: path, withoutNameFirst: true)
    }

    /// `withoutNameFirst: false` goes the way a file system without `O_TMPFILE` makes fsmcheck go,
    /// which the tests take on purpose.
    static func write(_ bytes: [UInt8], to path: String, withoutNameFirst: Bool) throws(WriteError) {
        do {
            let mode = permissions(replacing: path)
            var written = false
            if withoutNameFirst { written = try writeUnnamed(bytes, to: path, mode: mode) }
            if !written { try writeNamed(bytes, to: path, mode: mode) }
        } catch {
            throw WriteError(description: "cannot write \(path): \(error.reason)")
        }
    }

    /// A system call that failed, and why.
    private struct Failure: Error {
        var code: Int32

        init(_ code: Int32 = errno) { self.code = code }

        var reason: String { String(cString: strerror(code)) }
    }

    /// The permissions of the regular file being replaced, or those of a new file.
    private static func permissions(replacing path: String) -> mode_t {
        var existing = stat()
        guard lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG else { return 0o666 }
        return existing.st_mode & 0o7777
    }

    /// False when the file system cannot make a file without a name (or `/proc` cannot name it).
    private static func writeUnnamed(_ bytes: [UInt8], to path: String, mode: mode_t) throws(Failure) -> Bool {
        #if os(Linux)
            // `O_TMPFILE`, which Swift does not import: `__O_TMPFILE | O_DIRECTORY` on Linux's common architectures.
            let file = open(folder(of: path), O_WRONLY | O_CLOEXEC | O_DIRECTORY | 0o20000000, mode_t(0o666))
            guard file >= 0 else {
                if [EISDIR, EOPNOTSUPP, EINVAL].contains(errno) { return false }
                throw Failure()
            }
            var closed = false
            defer { if !closed { close(file) } }
            if mode != 0o666 { fchmod(file, mode) }
            try writeAll(bytes, to: file)
            // Naming a file that has none takes its `/proc` link; `AT_EMPTY_PATH` would need privileges.
            let unnamed = "/proc/self/fd/\(file)"
            // A new file is named at once; an older version is replaced by renaming over it, from a
            // temporary name that a kill at that very instant can leave behind (a complete file).
            if linkat(AT_FDCWD, unnamed, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 {
                closed = true
                guard close(file) == 0 else {
                    let failure = Failure()
                    unlink(path)
                    throw failure
                }
                return true
            }
            guard errno == EEXIST else {
                if errno == ENOENT { return false }
                throw Failure()
            }
            let temporary = temporaryPath(for: path)
            guard linkat(AT_FDCWD, unnamed, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else { throw Failure() }
            closed = true
            guard close(file) == 0 else {
                let failure = Failure()
                unlink(temporary)
                throw failure
            }
            try rename(temporary, over: path)
            return true
        #else
            return false
        #endif
    }

    private static func writeNamed(_ bytes: [UInt8], to path: String, mode: mode_t) throws(Failure) {
        let temporary = temporaryPath(for: path)
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o666))
        guard file >= 0 else { throw Failure() }
        if mode != 0o666 { fchmod(file, mode) }
        do {
            try writeAll(bytes, to: file)
        } catch {
            close(file)
            unlink(temporary)
            throw error
        }
        guard close(file) == 0 else {
            let failure = Failure()
            unlink(temporary)
            throw failure
        }
        try rename(temporary, over: path)
    }

    private static func rename(_ temporary: String, over path: String) throws(Failure) {
        guard systemRename(temporary, path) == 0 else {
            let failure = Failure()
            unlink(temporary)
            throw failure
        }
    }

    private static func writeAll(_ bytes: [UInt8], to file: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in systemWrite(file, buffer.baseAddress.map { $0 + written }, bytes.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw Failure(result == 0 ? EIO : errno) }
            written += result
        }
    }

    /// A hidden name beside the destination that no generated file has (they never start with a
    /// dot), short enough for any destination's folder.
    private static func temporaryPath(for path: String) -> String {
        let name = String((path as NSString).lastPathComponent.utf8.prefix(100)) ?? "output"
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return (folder(of: path) as NSString).appendingPathComponent(".\(name).fsmcheck-\(random).tmp")
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
