import FSMDiagnostics
import FSMModel

/// Turns a parsed SMC document into a machine: reads the headers, merges the entries of states
/// declared more than once, and reports what CC_SMC refuses that the model cannot carry to the
/// checker (a missing `FSM:` header, rows without an event, conflicting entry/exit actions).
struct SMCMachineBuilder {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) { self.file = file }

    private static let knownHeaders = ["FSM", "Initial", "Actions"]

    /// `nil` when the file holds neither a header nor a state list (the parse errors then say why).
    mutating func machine(from document: SMCDocument) -> Machine? {
        let headers = readHeaders(document.headers)
        guard document.hasStateList || !document.headers.isEmpty else { return nil }
        if headers["FSM"] == nil, document.hasStateList {
            report(
                SMCRules.missingHeader, "the file has no `FSM:` header naming the machine", at: SourceLocation(file: file.path, line: 1, column: 1),
                hint: "add `FSM: \(file.baseName)` above the `{`; CC_SMC refuses a file without it, fsmcheck names the machine after the file")
        }
        var machine = Machine(
            name: headers["FSM"]?.name ?? file.baseName,
            location: headers["FSM"]?.location ?? SourceLocation(file: file.path, line: 1, column: 1),
            initial: headers["Initial"],
            semantics: .smc,
            dialect: SMCLoader.dialect
        )
        var actionsGivenBy: [StateID: SMCDocument.StateEntry] = [:]
        for entry in document.entries {
            guard let id = machine.id(named: entry.name.name) else {
                let id = machine.addState(
                    State(
                        name: entry.name.name, location: entry.name.location, kind: entry.isAbstract ? .abstract : .atomic,
                        superStates: entry.superStates, entryActions: entry.entryActions, exitActions: entry.exitActions,
                        transitions: entry.transitions
                    ))
                if entry.givesStateActions { actionsGivenBy[id] = entry }
                continue
            }
            let existing = machine[id]
            if existing.isAbstract != entry.isAbstract {
                report(
                    SMCRules.inconsistentDeclaration,
                    "state `\(entry.name.name)` is declared \(entry.isAbstract ? "abstract" : "concrete") here but \(existing.isAbstract ? "abstract" : "concrete") before",
                    at: entry.name.location, notes: [Note("first declared here", at: existing.location)],
                    hint: existing.isAbstract ? "write `(\(entry.name.name))` everywhere" : "remove the parentheses", states: [entry.name.name])
            }
            let takesActions = entry.givesStateActions && actionsGivenBy[id] == nil
            if entry.givesStateActions, let first = actionsGivenBy[id], first.stateActions != entry.stateActions {
                report(
                    SMCRules.conflictingStateActions,
                    "state `\(entry.name.name)` is given entry/exit actions `\(entry.stateActions)` here but `\(first.stateActions)` before",
                    at: entry.name.location, notes: [Note("first given here", at: first.name.location)],
                    hint: "give the entry and exit actions of `\(entry.name.name)` in one of its entries only; fsmcheck keeps the first",
                    states: [entry.name.name])
            }
            if takesActions { actionsGivenBy[id] = entry }
            machine.update(id) { state in
                state.superStates += entry.superStates.filter { new in !state.superStates.contains { $0.name == new.name } }
                if takesActions {
                    state.entryActions = entry.entryActions
                    state.exitActions = entry.exitActions
                }
                state.transitions += entry.transitions
            }
        }
        reportRowsWithoutEvent(in: document, of: machine)
        return machine
    }

    private mutating func readHeaders(_ given: [SMCDocument.Header]) -> [String: Reference] {
        var headers: [String: Reference] = [:]
        for header in given {
            guard let known = Self.knownHeaders.first(where: { $0.lowercased() == header.name.name.lowercased() }) else {
                report(
                    CommonRules.parseError, "unknown header `\(header.name.name)`", at: header.name.location,
                    hint: NameSuggestion.hint(for: header.name.name, in: Self.knownHeaders) ?? "SMC headers are `FSM:`, `Initial:` and `Actions:`")
                continue
            }
            if let first = headers[known] {
                report(
                    CommonRules.parseError, "header `\(known)` is given twice", at: header.name.location,
                    notes: [Note("first given here", at: first.location)], hint: "keep one of them")
                continue
            }
            headers[known] = header.value
        }
        return headers
    }

    /// CC_SMC accepts a row whose event is `-` and never fires it; the next state it names must
    /// still exist.
    private mutating func reportRowsWithoutEvent(in document: SMCDocument, of machine: Machine) {
        for entry in document.entries {
            for row in entry.rowsWithoutEvent {
                report(
                    SMCRules.rowWithoutEvent, "row of `\(entry.name.name)` has no event, so it never fires", at: row.location,
                    hint: "name the event that should fire it; `- - -` alone stands for no transition", states: [entry.name.name])
                guard let target = row.target, machine.id(named: target.name) == nil else { continue }
                diagnostics.append(
                    CommonRules.undefinedState.diagnostic(
                        "target state `\(target.name)` is not defined", at: target.location,
                        hint: NameSuggestion.hint(for: target.name, in: machine.states.map(\.name)),
                        subject: Diagnostic.Subject(states: [entry.name.name])
                    ))
            }
        }
    }

    private mutating func report(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, notes: [Note] = [], hint: String, states: [String] = []
    ) {
        diagnostics.append(
            rule.diagnostic(message, at: location, notes: notes, hint: hint, subject: Diagnostic.Subject(states: states)))
    }
}

extension SMCDocument.StateEntry {
    /// CC_SMC compares the entry and exit actions of the entries that give any.
    var givesStateActions: Bool { !entryActions.isEmpty || !exitActions.isEmpty }

    /// The entry and exit actions as SMC writes them, e.g. `<alarmOn >alarmOff`.
    var stateActions: String {
        (entryActions.map { "<" + $0.name } + exitActions.map { ">" + $0.name }).joined(separator: " ")
    }
}
