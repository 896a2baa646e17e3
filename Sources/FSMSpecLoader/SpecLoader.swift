import FSMDiagnostics
import FSMModel
import FSMParallel

/// Reads `.fsm` spec files: one machine per file, each file on its own.
///
/// The loader records what a spec says, with a location for every name, and reports only what is
/// wrong with the document's shape (`parse-error`, `invalid-spec`, `duplicate-state`); resolving
/// names is left to the checker.
public struct SpecLoader: MachineLoader {
    public init() {}

    /// The notation's name, in `Machine.dialect` and for `--dialect`.
    static let dialect = "fsm"

    public var fileExtensions: [String] { ["fsm"] }

    public var dialectNames: [String] { [Self.dialect] }

    public var rules: [RuleDescription] { SpecRules.all }

    /// Loads the files in parallel; machines and diagnostics come back in the order of `files`.
    public func load(_ files: [SourceFile]) -> LoadResult {
        files.concurrentMap { SpecDocumentReader(file: $0).read() }.reduce(into: LoadResult()) { merged, result in
            merged.machines += result.machines
            merged.diagnostics += result.diagnostics
        }
    }

    /// Loads one file.
    public func load(_ file: SourceFile) -> LoadResult {
        load([file])
    }
}
