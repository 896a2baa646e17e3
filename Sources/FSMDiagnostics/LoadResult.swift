import FSMModel

/// What a loader produces from one file: the machines it could read and what it had to say.
///
/// Loaders never throw for bad input: a file that cannot be read at all is an empty
/// `machines` list and a `parse-error` diagnostic.
public struct LoadResult: Sendable, Codable {
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
    /// The names `--dialect` and `.fsmcheck.yml`'s `dialects:` choose this loader by, as they appear
    /// in `Machine.dialect`: the notation's, then any finer ones it reads (each Swift library's DSL).
    /// Each loader declares its own, so a new notation is registered once (`Workspace.loaders`).
    var dialectNames: [String] { get }
    /// This loader reading only `dialects` among its own; nil when it reads none of them.
    func restricted(to dialects: Set<String>) -> (any MachineLoader)?
    /// The rules whose diagnostics this loader emits.
    var rules: [RuleDescription] { get }
    /// Loads every machine in `files`. Loaders that resolve names across files (Swift) see them all at once.
    func load(_ files: [SourceFile]) -> LoadResult
}

extension MachineLoader {
    /// A loader of one notation reads all of it or nothing.
    public func restricted(to dialects: Set<String>) -> (any MachineLoader)? {
        dialectNames.contains(where: dialects.contains) ? self : nil
    }
}
