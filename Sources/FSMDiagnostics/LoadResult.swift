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
    /// The same, keeping in `store` what it read of each file, and taking from it what it read
    /// last time of the files that did not change. A loader that reads each file quickly enough
    /// keeps nothing.
    func load(_ files: [SourceFile], keepingFactsIn store: (any FactsStore)?) -> LoadResult
}

/// Where a loader keeps, between runs, what it read of each file (`LoadCache` gives one). An entry
/// is the loader's own bytes; what this binary did not write is never handed back.
public protocol FactsStore: Sendable {
    /// The bytes last stored under `name`, or `nil`.
    func read(_ name: String) -> [UInt8]?
    /// Stores `bytes` under `name`, whole or not at all. A store that cannot be written says so
    /// itself: the run goes on.
    func write(_ bytes: [UInt8], as name: String)
}

extension MachineLoader {
    public func load(_ files: [SourceFile], keepingFactsIn store: (any FactsStore)?) -> LoadResult { load(files) }

    /// A loader of one notation reads all of it or nothing.
    public func restricted(to dialects: Set<String>) -> (any MachineLoader)? {
        dialectNames.contains(where: dialects.contains) ? self : nil
    }
}
