import FSMModel

/// What a loader produces from one file: the machines it could read and what it had to say.
///
/// Loaders never throw for bad input: a file that cannot be read at all is an empty
/// `machines` list and a `parse-error` diagnostic.
public struct LoadResult: Sendable {
    public var machines: [Machine]
    public var diagnostics: [Diagnostic]

    public init(machines: [Machine] = [], diagnostics: [Diagnostic] = []) {
        self.machines = machines
        self.diagnostics = diagnostics
    }
}

/// Reads machines from source text. Implementations are stateless and safe to call concurrently.
public protocol MachineLoader: Sendable {
    /// The file name extensions this loader reads, without the dot.
    var fileExtensions: [String] { get }
    /// The rules whose diagnostics this loader emits.
    var rules: [RuleDescription] { get }
    /// Loads every machine in `files`. Loaders that resolve names across files (Swift) see them all at once.
    func load(_ files: [SourceFile]) -> LoadResult
}
