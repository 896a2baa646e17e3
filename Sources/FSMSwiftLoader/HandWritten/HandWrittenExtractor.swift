import FSMDiagnostics
import FSMModel

/// Reads the state machines teams write without a library: an enum of states held in a stored
/// property, in `self` of the enum, or passed through a reducer, and the code that moves it from
/// one case to another, wherever in the run that code is (the type, its extensions in other files,
/// reducers given the state, helpers called with a case).
///
/// A machine is assembled in the file that declares its storage, from the writes of every file.
struct HandWrittenExtractor: DialectExtractor {
    var dialect: String { "hand-written" }
    /// Every Swift file may hold one: the storage and the moves are plain Swift.
    var markers: [String] { [] }

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        // Code that does not parse (or nests past the parser's limit) loses moves the reader would
        // need: its storages are no machines, rather than machines with made-up dead ends.
        guard !file.hasSyntaxError else { return LoadResult() }
        let finder = StorageFinder(file: file, index: index)
        let machines = finder.storages().compactMap { HandWrittenAssembly(storage: $0, index: index, dialect: dialect).machine() }
        return LoadResult(machines: machines, diagnostics: finder.notesOnTypesNotRead())
    }
}
