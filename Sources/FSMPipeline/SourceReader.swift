import FSMDiagnostics
import FSMModel
import Foundation

#if canImport(Glibc)
    import Glibc
    /// `read(2)`, which `SourceReader.read(path:)` hides by its name.
    private let readBytes = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let readBytes = Darwin.read
#endif

/// A file read as text, or the reason it could not be.
enum SourceRead: Sendable {
    case text(SourceFile)
    case unreadable(Diagnostic)
}

/// Reads a file into a `SourceFile`, or explains why it cannot be read as text.
///
/// This is the one place that sees raw bytes, so loaders can take `String`s and never meet
/// binary files or broken encodings; a file in another encoding that says so is decoded here
/// (`DeclaredEncoding`).
enum SourceReader {
    /// Files larger than this are refused rather than risking minutes of parsing and gigabytes of memory.
    static let maximumSize = 64 * 1024 * 1024

    static func read(path: String) -> SourceRead {
        switch bytes(at: path) {
        case .success(let bytes): decode(bytes, path: path)
        case .failure(.tooLarge(let size)):
            .unreadable(
                problem(
                    "the file is \(size / 1_048_576) MB; fsmcheck reads files of at most \(maximumSize / 1_048_576) MB", in: path,
                    hint: "split the machine into several files"))
        case .failure(.system(let reason)): .unreadable(problem("cannot read the file: \(reason)", in: path))
        }
    }

    private enum ReadFailure: Error {
        case tooLarge(Int)
        case system(String)
    }

    /// The file's bytes, through the C library: one `open`, `fstat` and `read` per file, where
    /// Foundation's `URL`, attributes and `Data` took a third of a run that found every file in the
    /// cache.
    private static func bytes(at path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { return .failure(.system(String(cString: strerror(EISDIR)))) }
        let size = Int(status.st_size)
        guard size <= maximumSize else { return .failure(.tooLarge(size)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(size + 1, 4_096))
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
            if count == 0 { return .success(bytes) }
            bytes += chunk[..<count]
            // A file that grew while it was read (a log, a pipe) is read up to the limit, no further.
            guard bytes.count <= maximumSize else { return .failure(.tooLarge(bytes.count)) }
        }
    }

    /// Decodes as the file says, by a byte-order mark or an XML declaration, else as UTF-8.
    static func decode(_ bytes: [UInt8], path: String) -> SourceRead {
        guard let declared = DeclaredEncoding.detect(in: bytes) else { return decodeUTF8(bytes, path: path) }
        let saying = declared.isFromDeclaration ? "its XML declaration" : "its byte-order mark"
        let location = SourceLocation(file: path, line: 1, column: declared.column)
        let text: String
        switch CharacterDecoder.decode(bytes[declared.markLength...], from: declared.name) {
        case .success(let decoded):
            text = decoded
        case .failure(.unknownEncoding):
            let rule = CommonRules.unsupportedFormat
            return .unreadable(
                rule.diagnostic(
                    "the file is encoded in `\(declared.name)`, as \(saying) says, which fsmcheck cannot decode on this platform: nothing in it was checked",
                    at: location, hint: "save it as UTF-8 to have it checked"))
        case .failure(.invalidBytes):
            return .unreadable(
                problem(
                    "the file is not valid `\(declared.name)`, which \(saying) says it is", at: location,
                    hint: "save the file as UTF-8, or declare the encoding it is written in"))
        }
        if let nul = text.unicodeScalars.firstIndex(of: "\0") {
            return .unreadable(binary(at: position(after: String(text.unicodeScalars[..<nul]), path: path)))
        }
        return .text(SourceFile(path: path, text: text))
    }

    /// What git-crypt writes at the start of a file it encrypted, in a clone whose key is not unlocked.
    private static let gitCryptHeader = Array("\0GITCRYPT\0".utf8)

    private static func decodeUTF8(_ bytes: [UInt8], path: String) -> SourceRead {
        // Encrypted by its repository, not broken: what this clone cannot read is a note, not an error.
        if bytes.starts(with: gitCryptHeader) {
            return .unreadable(
                CommonRules.unsupportedFormat.diagnostic(
                    "the file is encrypted with git-crypt, so nothing in it was read", at: SourceLocation(file: path, line: 1, column: 1),
                    hint: "run `git-crypt unlock` in the repository to have it checked, or exclude it"))
        }
        if let nul = bytes.firstIndex(of: 0) {
            return .unreadable(binary(at: position(ofByte: nul, in: bytes, path: path)))
        }
        // Valid text, nearly every file, is decoded at once; only a broken file is walked scalar by
        // scalar, to say where it breaks.
        if var text = String(validating: bytes, as: UTF8.self) {
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            return .text(SourceFile(path: path, text: text))
        }
        var text = ""
        text.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.unicodeScalars.append(scalar)
                consumed += UTF8.width(scalar)
            case .emptyInput:
                if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
                return .text(SourceFile(path: path, text: text))
            case .error:
                let location = position(ofByte: consumed, in: bytes, path: path)
                return .unreadable(problem("the file is not valid UTF-8 (byte \(consumed + 1))", at: location, hint: "save the file as UTF-8"))
            }
        }
    }

    private static func binary(at location: SourceLocation) -> Diagnostic {
        problem(
            "the file is binary (it contains a NUL byte), not a state-machine source", at: location,
            hint: "state-machine sources are text files; exclude this one, or check what wrote it")
    }

    /// The line and column of a byte offset, counted in the code points decoded before it (`SourceCursor`).
    private static func position(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        position(after: String(decoding: bytes[..<offset], as: UTF8.self), path: path)
    }

    /// Where the text after `prefix` begins.
    private static func position(after prefix: String, path: String) -> SourceLocation {
        var cursor = SourceCursor(text: prefix, file: path)
        while !cursor.isAtEnd { cursor.advance() }
        return cursor.location
    }

    private static func problem(_ message: String, in path: String, hint: String? = nil) -> Diagnostic {
        problem(message, at: SourceLocation(file: path, line: 1, column: 1), hint: hint)
    }

    private static func problem(_ message: String, at location: SourceLocation, hint: String?) -> Diagnostic {
        CommonRules.parseError.diagnostic(message, at: location, hint: hint)
    }
}
