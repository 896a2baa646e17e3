import FSMDiagnostics
import FSMModel

/// Reads `.fsm` spec files: one machine per file, each file on its own.
///
/// The loader records what a spec says, with a location for every name, and reports only what is
/// wrong with the document's shape (`parse-error`, `invalid-spec`, `duplicate-state`); resolving
/// names is left to the checker.
public struct SpecLoader: MachineLoader {
    public init() {}

    public var fileExtensions: [String] { ["fsm"] }

    public var rules: [RuleDescription] { SpecRules.all }

    /// Loads the files in parallel; machines and diagnostics come back in the order of `files`.
    public func load(_ files: [SourceFile]) -> LoadResult {
        let results = ResultSlots<LoadResult>(count: files.count)
        LargeStackThreads.forEach(files.count) { index in
            results[index] = SpecDocumentReader(file: files[index]).read()
        }
        return results.merged()
    }

    /// Loads one file.
    public func load(_ file: SourceFile) -> LoadResult {
        load([file])
    }
}
