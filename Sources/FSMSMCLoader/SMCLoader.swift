import FSMDiagnostics
import FSMModel

/// Reads Uncle Bob's SMC state machines (`*.sm`, the notation SwiftFSM's syntax comes from).
///
/// The loader records what the file says and leaves judgement to the checker: undefined states,
/// duplicate transitions, abstract targets, conflicting super states and super-state cycles all
/// arrive in the model as written. Own transitions override inherited ones, and any state can be a
/// super state (`Semantics.smc`), as in CC_SMC.
public struct SMCLoader: MachineLoader {
    public init() {}

    /// The notation's name, in `Machine.dialect` and for `--dialect`.
    static let dialect = "smc"

    public var fileExtensions: [String] { ["sm"] }

    public var dialectNames: [String] { [Self.dialect] }

    public var rules: [RuleDescription] {
        [
            CommonRules.parseError, SMCRules.missingHeader, SMCRules.inconsistentDeclaration, SMCRules.conflictingStateActions,
            SMCRules.rowWithoutEvent, CommonRules.unsupportedFormat,
        ]
    }

    public func load(_ files: [SourceFile]) -> LoadResult {
        var result = LoadResult()
        for file in files {
            let (machine, diagnostics) = Self.load(file)
            result.machines += machine.map { [$0] } ?? []
            result.diagnostics += diagnostics
        }
        return result
    }

    /// A file in SourceForge SMC's notation is one note, not the syntax errors Uncle Bob's grammar would find in it.
    static func load(_ file: SourceFile) -> (Machine?, [Diagnostic]) {
        if let note = SourceForgeNotation.note(for: file) { return (nil, [note]) }
        var parser = SMCParser(tokens: SMCTokenizer.tokens(in: file.text, file: file.path), file: file.path)
        let document = parser.parse()
        var builder = SMCMachineBuilder(file: file)
        let machine = builder.machine(from: document)
        var diagnostics = parser.diagnostics + builder.diagnostics
        for index in diagnostics.indices { diagnostics[index].subject.machine = machine?.name }
        return (machine, diagnostics)
    }
}
