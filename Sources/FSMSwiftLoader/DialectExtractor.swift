import FSMDiagnostics
import FSMModel

/// Reads the machines of one Swift state-machine library out of a parsed file.
///
/// Extractors are values with no state of their own; the loader calls them for every file in
/// parallel, with the declarations of all files, so a table in one file can use enums declared in
/// another. A later dialect (Stated, Machinus, Feedbacks, …) is one more conformance added to
/// `SwiftLoader.extractors`, sharing `DeclarationIndex`, `ActiveSyntax`, `ExpressionReading` and
/// `OperatorSequence`.
protocol DialectExtractor: Sendable {
    /// The value of `Machine.dialect` on every machine this extractor reads, e.g. `swiftfsm`.
    var dialect: String { get }
    /// Words written in every file that holds one of this library's machines (`buildTable`,
    /// `addRoute`): the extractor skips a file without them at once, and the loader finds all of
    /// them for all dialects in one scan of the file (`ParsedSwiftFile.offsets(of:)`).
    var markers: [String] { get }
    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult
}
