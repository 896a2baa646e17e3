import FSMDiagnostics
import FSMModel

/// What an SMC file says, before states declared in several places are merged.
struct SMCDocument {
    struct Header {
        var name: Reference
        var value: Reference
    }

    /// A row whose event is `-`: CC_SMC accepts it, but no event ever fires it.
    struct RowWithoutEvent {
        /// Where the `-` standing for the event is.
        var location: SourceLocation
        /// The next state it names; `nil` for `-` or `*`.
        var target: Reference?
    }

    /// One `State … { … }` entry. SMC lets a state appear in many entries (the one-line form
    /// repeats the state on every line); the builder merges them.
    struct StateEntry {
        var name: Reference
        var isAbstract: Bool
        var superStates: [Reference] = []
        var entryActions: [Reference] = []
        var exitActions: [Reference] = []
        var transitions: [Transition] = []
        var rowsWithoutEvent: [RowWithoutEvent] = []
    }

    var headers: [Header] = []
    /// Whether the `{` opening the state list was found: a file with only `{}` is still a machine.
    var hasStateList = false
    var entries: [StateEntry] = []
}

/// Reads Uncle Bob's SMC grammar:
///
///     fsm        := header* "{" entry* "}"
///     header     := name ":" name
///     entry      := state modifier* ( "{" transition* "}" | transition )
///     state      := name | "(" name ")"
///     modifier   := ":" name | "<" actions | ">" actions
///     transition := (name | "-") (name | "-" | "*") actions
///     actions    := name | "-" | "{" name* "}"
///
/// The grammar nests at most two levels, so the parser is a loop, not a recursive descent.
/// A syntax error is reported and the rest of its line skipped, so one typo does not hide the
/// rest of the file.
struct SMCParser {
    private let tokens: [SMCToken]
    private let file: String
    private var position = 0
    private(set) var diagnostics: [Diagnostic] = []

    init(tokens: [SMCToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    mutating func parse() -> SMCDocument {
        var document = SMCDocument()
        while let name = current, name.kind == .name, peek(1)?.kind == .colon {
            if let header = parseHeader(named: name) { document.headers.append(header) }
        }
        guard let open = current, open.kind == .openBrace else {
            report(
                "expected `{` to open the state list, found \(describeCurrent())", at: current?.location ?? endLocation,
                hint: "an SMC file is headers such as `Initial: Locked`, then the states between `{` and `}`")
            return document
        }
        position += 1
        document.hasStateList = true
        while true {
            guard let token = current else {
                report("the state list is never closed", at: open.location, hint: "add `}` at the end of the file")
                return document
            }
            if token.kind == .closeBrace {
                position += 1
                break
            }
            if let entry = parseEntry() { document.entries.append(entry) }
        }
        if let extra = current {
            report(
                "unexpected `\(extra.text)` after the end of the state list", at: extra.location, hint: "everything after the closing `}` is ignored")
        }
        return document
    }

    // MARK: - Headers and entries

    /// `Name: Value`, with the parser on `name`, which is followed by the colon.
    private mutating func parseHeader(named name: SMCToken) -> SMCDocument.Header? {
        position += 2
        guard let value = current, value.kind == .name else {
            report(
                "expected a value for header `\(name.text)`, found \(describeCurrent())", at: current?.location ?? endLocation,
                hint: "write `\(name.text): Value`")
            skipRestOfLine(of: name)
            return nil
        }
        position += 1
        return SMCDocument.Header(name: reference(name), value: reference(value))
    }

    private mutating func parseEntry() -> SMCDocument.StateEntry? {
        guard var entry = parseStateName() else { return nil }
        parseModifiers(into: &entry)
        guard let open = current, open.kind == .openBrace else {
            parseTransition(into: &entry)
            return entry
        }
        position += 1
        while true {
            guard let token = current else {
                report("the transitions of `\(entry.name.name)` are never closed", at: open.location, hint: "add `}` after its last transition")
                return entry
            }
            if token.kind == .closeBrace {
                position += 1
                return entry
            }
            parseTransition(into: &entry)
        }
    }

    private mutating func parseStateName() -> SMCDocument.StateEntry? {
        guard let token = current else { return nil }
        if token.kind == .name {
            position += 1
            return SMCDocument.StateEntry(name: reference(token), isAbstract: false)
        }
        guard token.kind == .openParen else {
            report(
                "expected a state name, found `\(token.text)`", at: token.location,
                hint: "each entry starts with a state name, or `(Name)` for an abstract super state")
            skipRestOfLine(of: token)
            return nil
        }
        position += 1
        guard let name = current, name.kind == .name else {
            report(
                "expected the name of an abstract super state after `(`, found \(describeCurrent())", at: current?.location ?? endLocation,
                hint: "write `(Name)`")
            skipRestOfLine(of: token)
            return nil
        }
        position += 1
        if current?.kind == .closeParen {
            position += 1
        } else {
            report(
                "expected `)` after `(\(name.text)`, found \(describeCurrent())", at: current?.location ?? endLocation, hint: "write `(\(name.text))`"
            )
        }
        return SMCDocument.StateEntry(name: reference(name), isAbstract: true)
    }

    private mutating func parseModifiers(into entry: inout SMCDocument.StateEntry) {
        while let token = current {
            switch token.kind {
            case .colon:
                position += 1
                guard let superState = current, superState.kind == .name else {
                    report(
                        "expected a super state name after `:`, found \(describeCurrent())", at: current?.location ?? endLocation,
                        hint: "write `\(entry.name.name) : SuperState`")
                    continue
                }
                position += 1
                entry.superStates.append(reference(superState))
            case .entryMarker:
                position += 1
                entry.entryActions += parseActions(after: token) ?? []
            case .exitMarker:
                position += 1
                entry.exitActions += parseActions(after: token) ?? []
            default:
                return
            }
        }
    }

    // MARK: - Transitions

    /// `Event Next Action`, added to `entry`. A row whose event is `-` is kept apart: it never
    /// fires, but what it names is still checked. `- - -` is SMC's "no transition" and adds nothing.
    /// Nothing is added after a syntax error.
    private mutating func parseTransition(into entry: inout SMCDocument.StateEntry) {
        let hint = "a transition is `Event NextState Action`; write `-` for no change or no action"
        guard let event = current, event.kind == .name || event.kind == .dash else {
            report("expected an event, found \(describeCurrent())", at: current?.location ?? endLocation, hint: hint)
            if let token = current { skipRestOfLine(of: token) }
            return
        }
        position += 1
        guard let next = current, [.name, .dash, .star].contains(next.kind) else {
            report("expected the next state after `\(event.text)`, found \(describeCurrent())", at: current?.location ?? endLocation, hint: hint)
            skipRestOfLine(of: event)
            return
        }
        position += 1
        guard let actions = parseActions(after: next) else {
            skipRestOfLine(of: event)
            return
        }
        guard event.kind == .name else {
            if next.kind == .name || !actions.isEmpty {
                entry.rowsWithoutEvent.append(.init(location: event.location, target: next.kind == .name ? reference(next) : nil))
            }
            return
        }
        entry.transitions.append(Transition(event: reference(event), target: target(next, in: entry), actions: actions, location: event.location))
    }

    /// `-` and `*` keep the state: a self-transition in a concrete state (CC_SMC re-enters it, running
    /// exit and entry actions), and no change at all in an abstract one, whose transitions fire in
    /// the concrete states that inherit them. (CC_SMC targets the abstract state itself there, which
    /// it would call an error anywhere else.)
    private func target(_ token: SMCToken, in entry: SMCDocument.StateEntry) -> Reference? {
        guard token.kind != .name else { return reference(token) }
        return entry.isAbstract ? nil : Reference(entry.name.name, at: token.location)
    }

    /// `name`, `-` (none) or `{ name … }`; `nil` after reporting a syntax error.
    private mutating func parseActions(after previous: SMCToken) -> [Reference]? {
        guard let token = current, [.name, .dash, .openBrace].contains(token.kind) else {
            report(
                "expected an action, `-` or `{ actions }` after `\(previous.text)`, found \(describeCurrent())",
                at: current?.location ?? endLocation, hint: "write `-` when there is no action")
            return nil
        }
        position += 1
        switch token.kind {
        case .name: return [reference(token)]
        case .dash: return []
        default: break
        }
        var actions: [Reference] = []
        while let action = current, action.kind == .name {
            actions.append(reference(action))
            position += 1
        }
        guard current?.kind == .closeBrace else {
            report(
                "expected an action name or `}` in the action group, found \(describeCurrent())", at: current?.location ?? endLocation,
                hint: "an action group is names between braces, e.g. `{alarmOff lock}`")
            skipToGroupEnd(from: current)
            return nil
        }
        position += 1
        return actions
    }

    // MARK: - Helpers

    private var current: SMCToken? { position < tokens.count ? tokens[position] : nil }

    private func peek(_ offset: Int) -> SMCToken? { position + offset < tokens.count ? tokens[position + offset] : nil }

    private var endLocation: SourceLocation {
        tokens.last?.location ?? SourceLocation(file: file, line: 1, column: 1)
    }

    private func describeCurrent() -> String { current.map { "`\($0.text)`" } ?? "the end of the file" }

    private func reference(_ token: SMCToken) -> Reference { Reference(token.text, at: token.location) }

    /// Skips the tokens on `token`'s line, except a `}`, which closes the block the error is in.
    private mutating func skipRestOfLine(of token: SMCToken) {
        while let next = current, next.location.line == token.location.line, next.kind != .closeBrace {
            position += 1
        }
    }

    /// After an error in an action group: skips to the group's `}` when it is on the same line.
    private mutating func skipToGroupEnd(from error: SMCToken?) {
        guard let error else { return }
        while let next = current, next.location.line == error.location.line, next.kind != .closeBrace { position += 1 }
        if let next = current, next.kind == .closeBrace, next.location.line == error.location.line { position += 1 }
    }

    private mutating func report(_ message: String, at location: SourceLocation, hint: String) {
        diagnostics.append(
            CommonRules.parseError.diagnostic(message, at: location, hint: hint))
    }
}
