import FSMBinaryCoding
import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// What the Swift loader keeps of each file between runs (`FactsStore`): the file's declarations
/// and hand-written facts, which are plain values and `SyntaxLocator`s, never syntax. A file that
/// did not change is then not parsed again, only linked again with the others, since what a file
/// declares and what another one makes of it are decided afresh on every run; a tree a lookup needs
/// is parsed when it is asked for (`SyntaxTrees`), as for a tree let go.
///
/// One archive holds the facts of every file of a run, each keyed by the file's path, size, content
/// hash and flags, and each encoded on its own (`BlobArchive`): an unchanged file's bytes are copied
/// from the last archive, and files are decoded in parallel. The store names the binary.
struct StoredFacts: Sendable {
    private let store: any FactsStore
    private let name: String
    private let previous: [String: ArraySlice<UInt8>]
    /// Each file's key among the blobs, in the run's order.
    private let keys: [String]

    /// The archive of the last run over the folder these files are in.
    init(in store: any FactsStore, for files: [SourceFile]) {
        self.store = store
        name = "swift-facts \(Self.commonFolder(of: files.map(\.path)))"
        previous = store.read(name).flatMap(BlobArchive.decode) ?? [:]
        keys = files.map(Self.key(of:))
    }

    /// One file as a run reads it: parsed now or restored, with its facts encoded for the next run.
    struct ReadFile: Sendable {
        var parsed: ParsedSwiftFile
        var declarations: FileDeclarations
        var stored: ArraySlice<UInt8>?
        var wasRestored = false
    }

    /// `file`, the run's file `index`, as the last run left it, or `nil` when it changed or its
    /// facts cannot be read back.
    func restore(_ file: SourceFile, index: Int, trees: SyntaxTrees) -> ReadFile? {
        guard keys.indices.contains(index), let bytes = previous[keys[index]] else { return nil }
        let place = StoredFactsPlace(fileIndex: index, trees: trees)
        guard var input = try? BinaryInput(Array(bytes), context: place), let record = try? Record(from: &input), (try? input.finish()) != nil
        else { return nil }
        let parsed = ParsedSwiftFile(restoring: file, index: index, trees: trees, hasSyntaxError: record.hasSyntaxError)
        return ReadFile(parsed: parsed, declarations: record.declarations, stored: bytes, wasRestored: true)
    }

    /// The bytes that restore `declarations` of `file` in a later run.
    static func encode(_ declarations: FileDeclarations, of file: ParsedSwiftFile) -> ArraySlice<UInt8> {
        var output = BinaryOutput()
        output.write(Record(hasSyntaxError: file.hasSyntaxError, declarations: declarations))
        return output.finished()[...]
    }

    /// Stores the facts of this run's files, unless they are exactly the last run's.
    func keep(_ files: [ReadFile]) {
        guard files.contains(where: { !$0.wasRestored }) || previous.count != files.count else { return }
        let blobs = zip(keys, files).compactMap { key, file in file.stored.map { (key, $0) } }
        store.write(BlobArchive.encode(blobs), as: name)
    }

    private struct Record: BinaryCodable {
        var hasSyntaxError: Bool
        var declarations: FileDeclarations

        init(hasSyntaxError: Bool, declarations: FileDeclarations) {
            self.hasSyntaxError = hasSyntaxError
            self.declarations = declarations
        }

        init(from input: inout BinaryInput) throws {
            hasSyntaxError = try input.read()
            declarations = try input.read()
        }

        func write(to output: inout BinaryOutput) {
            output.write(hasSyntaxError)
            output.write(declarations)
        }
    }

    private static func key(of file: SourceFile) -> String {
        "\(file.path)\u{1E}\(file.text.utf8.count)\u{1E}\(StableHash.hex(of: file.text))\u{1E}\(file.isVendored)\u{1E}\(file.isInWholeApp)"
    }

    /// The deepest folder holding every path: one archive per project, whichever files of it a run reads.
    private static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false).dropLast() else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.prefix(zip(common, folders).prefix { $0 == $1 }.count)
        }
        return common.joined(separator: "/")
    }
}

/// What decoding one file's stored facts must know of the run reading them: where the file now is
/// among the run's files, and the run's trees, which the facts' locators point into. Neither is
/// stored: both change from run to run while the facts do not.
struct StoredFactsPlace: Sendable {
    let fileIndex: Int
    let trees: SyntaxTrees

    /// The place `input` was opened with.
    init(of input: BinaryInput) throws {
        guard let place = input.context as? StoredFactsPlace else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "stored facts read without their file"))
        }
        self = place
    }

    init(fileIndex: Int, trees: SyntaxTrees) {
        self.fileIndex = fileIndex
        self.trees = trees
    }
}
