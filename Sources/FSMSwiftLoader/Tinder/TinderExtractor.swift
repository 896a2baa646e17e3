import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads Tinder StateMachine machines: `StateMachine<State, Event, SideEffect> { initialState(.s);
/// state(.s) { on(.e) { transition(to: .t, emit: .effect) } } }`, also through a typealias, named
/// after the enclosing type and variable.
///
/// An `on` closure that can return several `transition(to:)`s (`if`/`else`, `? :`) gives one edge
/// per literal target, each marked dynamic, since which one fires depends on run-time data.
struct TinderExtractor: DialectExtractor {
    var dialect: String { "tinder" }
    var markers: [String] { ["StateMachine", "initialState("] }

    /// The branches of one `on` closure exclude each other by construction, so they never clash; a
    /// repeated handler never reaches the model (Tinder keeps only the last, and the reader says so).
    static let semantics = Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit)

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        guard file.mentions(anyOf: markers) else { return LoadResult() }
        var result = LoadResult()
        ActiveSyntax.walk(file.tree) { node in
            guard let call = node.as(FunctionCallExprSyntax.self), DialectSupport.resolvedCallee(of: call, index: index) == "StateMachine",
                let closure = call.trailingClosure, closure.signature == nil, Self.isTinderBuilder(closure)
            else { return .visitChildren }
            let name = DialectSupport.machineName(of: call, fallback: "stateMachine")
            var reader = TinderBuilderReader(file: file, index: index, machineName: name)
            reader.read(closure)
            result.diagnostics += reader.diagnostics
            result.machines.append(machine(named: name, call: call, reader: reader, file: file, index: index))
            return .skipChildren
        }
        return result
    }

    /// Tinder's builder is the only `StateMachine` closure made of `initialState(…)` and `state(…) { }` calls.
    private static func isTinderBuilder(_ closure: ClosureExprSyntax) -> Bool {
        DialectSupport.builderStatements(of: closure).contains { entry in
            guard let call = entry.expression?.as(FunctionCallExprSyntax.self) else { return false }
            let name = ExpressionReading.calleeName(of: call)
            return name == "initialState" || (name == "state" && call.trailingClosure != nil)
        }
    }

    private func machine(
        named name: String, call: FunctionCallExprSyntax, reader: TinderBuilderReader, file: ParsedSwiftFile, index: DeclarationIndex
    ) -> Machine {
        let scope = SyntaxScope.typeScope(of: Syntax(call))
        var arguments = DialectSupport.typeArguments(of: call, index: index)
        if arguments.isEmpty, let type = index.declaredType(ofVariableAssignedBy: call, in: file) {
            arguments = DialectSupport.typeArguments(ofType: type.trimmedText, from: scope, index: index)
        }
        var evidence = MachineTypeBinding.Evidence(
            states: Set(reader.targets.map(\.name) + [reader.initial?.name].compactMap { $0 } + reader.otherInitials.map(\.name)))
        for state in reader.states {
            evidence.states.insert(state.name)
            evidence.events.formUnion(state.transitions.compactMap(\.event?.name))
        }
        // The written arguments name the types; without them, an enum called after Tinder's
        // parameters is taken only when the builder's states and events are its cases.
        func enumNamed(_ written: String?, fallback: String, evidence: Set<String>) -> EnumDeclaration? {
            guard let written else {
                return MachineTypeBinding.conventional(
                    index.enumDeclaration(named: fallback, from: scope, in: file.path, visibleOnly: true), names: evidence)
            }
            let plain = SyntaxText.plainTypeName(written).split(separator: ".").last.map(String.init) ?? written
            return index.enumDeclaration(named: plain, from: scope, in: file.path, visibleOnly: plain == "State" || plain == "Event")
        }
        let stateEnum = enumNamed(arguments.first, fallback: "State", evidence: evidence.states)
        let eventEnum = enumNamed(arguments.dropFirst().first, fallback: "Event", evidence: evidence.events)
        var machine = Machine(
            name: name, location: file.location(of: call), initial: reader.initial, declaredEvents: eventEnum?.cases,
            semantics: Self.semantics, dialect: dialect, unseen: (reader.unseenInitial.map { [$0] } ?? []) + reader.hidden
        )
        machine.otherInitialTargets = reader.otherInitials
        for state in reader.states { machine.addState(state) }
        // With a `State` enum, a case that no `state(…)` defines is still a state (one with no way out);
        // without one, every named target is.
        let implicitStates = stateEnum?.cases ?? (reader.targets + [reader.initial].compactMap { $0 } + reader.otherInitials)
        for state in implicitStates where machine.id(named: state.name) == nil {
            machine.addState(State(name: state.name, location: state.location))
        }
        return machine
    }
}

/// Reads the statements of a Tinder builder closure.
struct TinderBuilderReader {
    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let machineName: String
    private(set) var initial: Reference?
    /// The other states `initialState(done ? .a : .b)` may start the machine in.
    private(set) var otherInitials: [Reference] = []
    /// Why the initial state cannot be read, when `initialState(…)` is given a run-time value.
    private(set) var unseenInitial: Unseen?
    /// Handlers that could not be read, by the state they belong to (`nil`: a state not known).
    private(set) var hidden: [Unseen] = []
    private(set) var states: [State] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The line of each state's `state(…)` block, to name the one a repeated block replaces.
    private var stateLines: [String: Int] = [:]

    init(file: ParsedSwiftFile, index: DeclarationIndex, machineName: String) {
        self.file = file
        self.index = index
        self.machineName = machineName
    }

    var targets: [Reference] { states.flatMap { $0.transitions.compactMap(\.target) } }

    mutating func read(_ closure: ClosureExprSyntax) {
        for entry in DialectSupport.builderStatements(of: closure) {
            guard let call = entry.expression?.as(FunctionCallExprSyntax.self), let callee = ExpressionReading.calleeName(of: call) else {
                hide("`\(ExpressionReading.text(of: entry.statement))` is not Tinder builder syntax; it was skipped", at: entry.statement, from: nil)
                continue
            }
            switch callee {
            case "initialState":
                guard let argument = call.arguments.first?.expression else { continue }
                let literal = { [file] (value: ExprSyntax) in
                    ExpressionReading.valueName(of: ExpressionReading.unwrappingEffects(value)).map { file.reference($0, at: value) }
                }
                if let states = InitialStateChoice.states(of: argument, literal: literal) {
                    (initial, otherInitials) = (states.initial, states.others)
                } else {
                    unseenInitial = Unseen(.initialState, reason: UnseenReason.runTimeValue(argument), at: file.location(of: argument))
                }
            case "state":
                readState(call)
            default:
                // `onTransition { }` and other observers run code, they declare no states or transitions.
                continue
            }
        }
    }

    /// Reads a `state(…) { … }` block. Tinder keeps its handlers in dictionaries, so a later
    /// `state(.s)` replaces an earlier one and a later `on(.e)` in a state replaces an earlier one for
    /// the same event: the model keeps what Tinder keeps and names what it dropped.
    private mutating func readState(_ call: FunctionCallExprSyntax) {
        guard let argument = call.arguments.first, let name = literal(argument.expression, role: "state") else { return }
        var state = State(name: name.name, location: name.location)
        var handlerLines: [String: Int] = [:]
        for entry in call.trailingClosure.map(DialectSupport.builderStatements(of:)) ?? [] {
            guard let handlerCall = entry.expression?.as(FunctionCallExprSyntax.self), let callee = ExpressionReading.calleeName(of: handlerCall),
                ["on", "onEnter", "onExit"].contains(callee)
            else {
                hide(
                    "`\(ExpressionReading.text(of: entry.statement))` in `state(\(name.name))` is not an `on(…)` handler; it was skipped",
                    at: entry.statement, from: name.name)
                continue
            }
            let closure = handlerCall.trailingClosure ?? handlerCall.arguments.last?.expression.as(ClosureExprSyntax.self)
            if callee != "on" {
                let actions =
                    (closure.map(ExprSyntax.init) ?? handlerCall.arguments.last?.expression).map { ActionReading.references(in: $0, file: file) }
                    ?? []
                if callee == "onEnter" { state.entryActions = actions } else { state.exitActions = actions }
                continue
            }
            guard let eventArgument = handlerCall.arguments.first, let event = literal(eventArgument.expression, role: "event") else { continue }
            let line = file.location(of: handlerCall).line
            if let earlier = handlerLines.updateValue(line, forKey: event.name) {
                warn(
                    "`on(\(event.name))` is declared again in `state(\(name.name))`; Tinder keeps only the last handler, "
                        + "so the one on line \(earlier) was skipped",
                    at: handlerCall
                )
                state.transitions.removeAll { $0.event?.name == event.name }
            }
            guard let closure else {
                hide("the handler of `on(\(event.name))` is not a closure written here; its transition was skipped", at: handlerCall, from: name.name)
                continue
            }
            state.transitions += transitions(of: closure, event: event, from: name.name)
        }
        if let earlier = stateLines.updateValue(state.location.line, forKey: state.name) {
            warn("`state(\(state.name))` is declared again; Tinder keeps only the last, so the one on line \(earlier) was skipped", at: call)
            states.removeAll { $0.name == state.name }
        }
        states.append(state)
    }

    /// One transition per `transition(to:)` or `dontTransition()` the handler can return; a target
    /// computed at run time gives one per state it can be (`ComputedTarget`).
    private mutating func transitions(of handler: ClosureExprSyntax, event: Reference, from state: String) -> [Transition] {
        let results = DialectSupport.resultExpressions(of: handler)
        let isDynamic = results.count > 1
        var transitions: [Transition] = []
        for result in results {
            guard let call = result.as(FunctionCallExprSyntax.self), let callee = ExpressionReading.calleeName(of: call),
                callee == "transition" || callee == "dontTransition"
            else {
                hide(
                    "the handler of `on(\(event.name))` returns `\(ExpressionReading.text(of: result))`, which is computed at run time; it was skipped",
                    at: result, from: state
                )
                continue
            }
            // Filtered as an array: a filtered syntax collection is a detached copy, without positions.
            let actions = Array(call.arguments).filter { $0.label?.text == "emit" }.map { argument in
                file.reference(
                    ExpressionReading.valueName(of: argument.expression) ?? ExpressionReading.text(of: argument.expression), at: argument.expression)
            }
            let location = file.location(of: call)
            guard callee == "transition" else {
                // Fall-backs of one handler (`guard … else { return dontTransition() }`) are one outcome.
                let stays = Transition(event: event, target: nil, actions: actions, location: location, isDynamic: isDynamic)
                if !transitions.contains(where: { $0.target == nil && $0.computedTarget == nil && $0.actions.map(\.name) == actions.map(\.name) }) {
                    transitions.append(stays)
                }
                continue
            }
            guard let destination = call.arguments.first(where: { $0.label?.text == "to" })?.expression else { continue }
            if let name = ExpressionReading.valueName(of: ExpressionReading.unwrappingEffects(destination)) {
                transitions.append(
                    Transition(
                        event: event, target: file.reference(name, at: destination), actions: actions, location: location, isDynamic: isDynamic))
                continue
            }
            let computed = ComputedTarget(destination, in: file, index: index) { value, file in
                ExpressionReading.valueName(of: value).map { file.reference($0, at: value) }
            }
            transitions += computed.outcomes { target, computedTarget, computedIsDynamic in
                Transition(
                    event: event, target: target, actions: actions, location: location,
                    isDynamic: isDynamic || computedIsDynamic, computedTarget: computedTarget
                )
            }
        }
        if results.isEmpty { warn("the handler of `on(\(event.name))` returns no `transition(to:)`; it was skipped", at: handler) }
        return transitions
    }

    /// A state or event written as an enum literal (`.locked`, `.locked(credit: 0)`: the case names it).
    private mutating func literal(_ expression: ExprSyntax, role: String) -> Reference? {
        if let name = ExpressionReading.valueName(of: ExpressionReading.unwrappingEffects(expression)) { return file.reference(name, at: expression) }
        warn(
            "\(role) `\(ExpressionReading.text(of: expression))` is computed at run time; it was skipped", at: expression,
            hint: "write it as an enum literal such as `.solid` to have it checked"
        )
        return nil
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        diagnostics.append(file.unsupportedConstruct(message, at: node, machine: machineName, hint: hint))
    }

    /// `warn`, for a handler that was skipped: `state` (any state, when `nil`) may leave for any state.
    private mutating func hide(_ message: String, at node: some SyntaxProtocol, from state: String?) {
        warn(message, at: node)
        hidden.append(
            Unseen(.transitions(from: state), reason: "`\(SyntaxText.oneLine(node, limit: 40))` could not be read", at: file.location(of: node)))
    }
}
