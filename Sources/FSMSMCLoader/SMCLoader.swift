import FSMDiagnostics
import FSMModel

/// Reads Uncle Bob's SMC state machines (`*.sm`, the notation SwiftFSM's syntax comes from).
///
/// The loader records what the file says and leaves judgement to the checker: undefined states,
/// duplicate transitions, abstract targets, conflicting super states and super-state cycles all
/// arrive in the model as written. Own transitions override inherited ones, as in SMC.
public struct SMCLoader: MachineLoader {
    public init() {}

    public var fileExtensions: [String] { ["sm"] }

    public var rules: [RuleDescription] { [CommonRules.parseError, SMCRules.inconsistentDeclaration] }

    public func load(_ files: [SourceFile]) -> LoadResult {
        var result = LoadResult()
        for file in files {
            let (machine, diagnostics) = Self.load(file)
            result.machines += machine.map { [$0] } ?? []
            result.diagnostics += diagnostics
        }
        return result
    }

    static func load(_ file: SourceFile) -> (Machine?, [Diagnostic]) {
        var parser = SMCParser(tokens: SMCTokenizer.tokens(in: file.text, file: file.path), file: file.path)
        let document = parser.parse()
        var builder = SMCMachineBuilder(file: file)
        let machine = builder.machine(from: document)
        var diagnostics = parser.diagnostics + builder.diagnostics
        for index in diagnostics.indices { diagnostics[index].subject.machine = machine?.name }
        return (machine, diagnostics)
    }
}

/// Turns a parsed SMC document into a machine: reads the headers and merges the entries of
/// states declared more than once.
struct SMCMachineBuilder {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) { self.file = file }

    private static let knownHeaders = ["FSM", "Initial", "Actions"]

    /// `nil` when the file holds neither a header nor a state (the parse errors then say why).
    mutating func machine(from document: SMCDocument) -> Machine? {
        var headers: [String: Reference] = [:]
        for header in document.headers {
            guard let known = Self.knownHeaders.first(where: { $0.lowercased() == header.name.name.lowercased() }) else {
                report(CommonRules.parseError, "unknown header `\(header.name.name)`", at: header.name.location,
                       hint: NameSuggestion.hint(for: header.name.name, in: Self.knownHeaders) ?? "SMC headers are `FSM:`, `Initial:` and `Actions:`")
                continue
            }
            if let first = headers[known] {
                report(CommonRules.parseError, "header `\(known)` is given twice", at: header.name.location,
                       notes: [Note("first given here", at: first.location)], hint: "keep one of them")
                continue
            }
            headers[known] = header.value
        }
        guard !document.entries.isEmpty || !document.headers.isEmpty else { return nil }
        var machine = Machine(
            name: headers["FSM"]?.name ?? file.baseName,
            location: headers["FSM"]?.location ?? SourceLocation(file: file.path, line: 1, column: 1),
            initial: headers["Initial"],
            dialect: "smc"
        )
        for entry in document.entries {
            guard let id = machine.id(named: entry.name.name) else {
                machine.addState(State(
                    name: entry.name.name, location: entry.name.location, kind: entry.isAbstract ? .abstract : .atomic,
                    superStates: entry.superStates, entryActions: entry.entryActions, exitActions: entry.exitActions,
                    transitions: entry.transitions
                ))
                continue
            }
            let existing = machine[id]
            if existing.isAbstract != entry.isAbstract {
                report(SMCRules.inconsistentDeclaration,
                       "state `\(entry.name.name)` is declared \(entry.isAbstract ? "abstract" : "concrete") here but \(existing.isAbstract ? "abstract" : "concrete") before",
                       at: entry.name.location, notes: [Note("first declared here", at: existing.location)],
                       hint: existing.isAbstract ? "write `(\(entry.name.name))` everywhere" : "remove the parentheses", states: [entry.name.name])
            }
            machine.update(id) { state in
                state.superStates += entry.superStates.filter { new in !state.superStates.contains { $0.name == new.name } }
                state.entryActions += entry.entryActions
                state.exitActions += entry.exitActions
                state.transitions += entry.transitions
            }
        }
        return machine
    }


    private mutating func report(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, notes: [Note] = [], hint: String, states: [String] = []
    ) {
        diagnostics.append(Diagnostic(ruleID: rule.id, severity: rule.defaultSeverity, message: message, location: location, notes: notes,
                                      hint: hint, subject: Diagnostic.Subject(states: states)))
    }
}
