import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads the blocks of one Feedbacks system: the initial state and the transitions, merging every
/// `From` of the same state type in order, as Feedbacks does.
struct FeedbacksReader {
    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let machineName: String
    private(set) var diagnostics: [Diagnostic] = []
    private var initial: Reference?
    private var otherInitials: [Reference] = []
    /// Why the initial state cannot be read: a standalone `Transitions { … }`, or a computed `InitialState`.
    private var unseenInitial: Unseen?
    /// Blocks that could not be read, by the state they are for (`nil`: a state not known).
    private var hidden: [Unseen] = []
    /// The state types in order of first `From`, with their transitions.
    private var order: [Reference] = []
    private var transitionsByState: [String: [Transition]] = [:]

    init(file: ParsedSwiftFile, index: DeclarationIndex, machineName: String) {
        self.file = file
        self.index = index
        self.machineName = machineName
    }

    /// A call with its chained modifiers: `Transitions { … }.disable { … }` ⟶ root `Transitions`.
    static func chain(of expression: ExprSyntax) -> (root: String, call: FunctionCallExprSyntax, modifiers: [(String, FunctionCallExprSyntax)])? {
        var call = ExpressionReading.unwrappingEffects(expression).as(FunctionCallExprSyntax.self)
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        for _ in 0..<16 {
            guard let current = call else { return nil }
            if let name = ExpressionReading.calleeName(of: current) { return (name, current, modifiers) }
            guard let member = current.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self)
            else {
                return nil
            }
            modifiers.append((member.declName.baseName.text, current))
            call = base
        }
        return nil
    }

    /// `.disable { isDisabled }` turns the whole table off while its closure holds: an opaque guard.
    static func disableCondition(_ closure: ClosureExprSyntax) -> String {
        "not disabled by { \(ExpressionReading.text(of: closure.statements)) }"
    }

    mutating func readSystem(_ body: CodeBlockItemListSyntax) {
        for entry in DialectSupport.builderStatements(of: body) {
            guard let expression = entry.expression, let (root, call, modifiers) = Self.chain(of: expression) else { continue }
            switch root {
            case "InitialState":
                readInitialState(call)
            case "Transitions":
                guard let closure = call.trailingClosure else {
                    warn("`Transitions` without a block is not read; its transitions were skipped", at: call)
                    continue
                }
                let conditions = modifiers.filter { $0.0 == "disable" }.compactMap { $0.1.trailingClosure.map(Self.disableCondition) }
                readTransitions(closure, disabledWhen: conditions)
            default:
                continue
            }
        }
    }

    /// `InitialState { Loading() }`; each state of `InitialState { done ? Loaded() : Loading() }` is
    /// one the system may start in.
    private mutating func readInitialState(_ call: FunctionCallExprSyntax) {
        guard let closure = call.trailingClosure else { return }
        var states: [Reference] = []
        for value in DialectSupport.resultExpressions(of: closure) {
            guard let name = typeName(of: value) else {
                unseenInitial = Unseen(.initialState, reason: UnseenReason.runTimeValue(value), at: file.location(of: value))
                return
            }
            if !states.contains(where: { $0.name == name }) { states.append(file.reference(name, at: value)) }
        }
        initial = states.first
        otherInitials = Array(states.dropFirst())
    }

    /// A `Transitions { … }` read on its own belongs to a system built elsewhere, which says where it starts.
    mutating func markStandalone(at call: FunctionCallExprSyntax) {
        unseenInitial = Unseen(
            .initialState, reason: "a standalone `Transitions { … }` starts wherever the system that uses it does", at: file.location(of: call)
        )
    }

    mutating func readTransitions(_ body: ClosureExprSyntax, disabledWhen conditions: [String]) {
        let scope = SyntaxScope.typeScope(of: Syntax(body))
        let function = SyntaxScope.functionName(of: Syntax(body))
        for entry in DialectSupport.builderStatements(of: body) {
            guard let expression = entry.expression else { continue }
            var from = Self.chain(of: expression).map { (chain: $0, file: file) }
            if let variable = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                let index = index
                from = index.bindings(of: variable, in: scope, function: function).lazy
                    .compactMap { binding in
                        binding.call.flatMap { Self.chain(of: ExprSyntax($0)) }.map { (chain: $0, file: index.files[binding.fileIndex]) }
                    }
                    .first { $0.chain.root == "From" }
            }
            guard let from, from.chain.root == "From" else {
                hide(
                    "`\(ExpressionReading.text(of: expression))` is not a `From(…) { … }` block; it was skipped", at: expression, in: file, from: nil)
                continue
            }
            let ownConditions = from.chain.modifiers.filter { $0.0 == "disable" }.compactMap { $0.1.trailingClosure.map(Self.disableCondition) }
            readFrom(from.chain.call, in: from.file, disabledWhen: conditions + ownConditions)
        }
    }

    /// Reads a `From` block written in `file` (another file of the type, for a `let` declared there).
    ///
    /// Feedbacks keeps one handler per state and event: within a `From`, a later `On` for an event
    /// replaces an earlier one; across `From` blocks of the same state, the earlier block's handler is
    /// kept. The model keeps exactly those and names the ones that never fire.
    private mutating func readFrom(_ call: FunctionCallExprSyntax, in file: ParsedSwiftFile, disabledWhen conditions: [String]) {
        guard let argument = call.arguments.first, let stateName = typeName(of: argument.expression) else {
            hide(
                "the state of `\(ExpressionReading.text(of: call.calledExpression))` is not a type; the block was skipped", at: call, in: file,
                from: nil)
            return
        }
        let state = file.reference(stateName, at: argument.expression)
        if transitionsByState[stateName] == nil { order.append(state) }
        let earlierBlocks = Dictionary(
            (transitionsByState[stateName] ?? []).map { ($0.event?.name ?? "", $0.location) }, uniquingKeysWith: { first, _ in first })
        var handled: [String: [Transition]] = [:]
        var eventOrder: [String] = []
        for entry in call.trailingClosure.map(DialectSupport.builderStatements(of:)) ?? [] {
            guard let on = entry.expression?.as(FunctionCallExprSyntax.self), ExpressionReading.calleeName(of: on) == "On" else {
                hide(
                    "`\(ExpressionReading.text(of: entry.statement))` in `From(\(stateName))` is not an `On(…)`; it was skipped", at: entry.statement,
                    in: file, from: stateName)
                continue
            }
            let alternatives = readOn(on, in: file, disabledWhen: conditions)
            guard let event = alternatives.first?.event?.name else { continue }
            if let earlier = earlierBlocks[event] {
                warn(
                    "`On(\(event))` for `\(stateName)` is already handled at \(earlier), which Feedbacks keeps; this one never fires", at: on,
                    in: file)
                continue
            }
            if let replaced = handled.updateValue(alternatives, forKey: event)?.first {
                warn(
                    "`On(\(event))` is declared again in this `From(\(stateName))`; Feedbacks keeps the last, so the one at \(replaced.location) never fires",
                    at: on, in: file
                )
            } else {
                eventOrder.append(event)
            }
        }
        let ordered = eventOrder.flatMap { handled[$0] ?? [] }
        // A state's wildcard event is tried after its specific events.
        transitionsByState[stateName, default: []] +=
            ordered.filter { $0.event?.name != FeedbacksExtractor.anyEvent }
            + ordered.filter { $0.event?.name == FeedbacksExtractor.anyEvent }
    }

    /// `On(E.self, transitionTo: T(…))`, `On(E.self, transitionTo: T.self) { factory }`: one transition,
    /// or, for a target computed at run time, one per state it can be (`ComputedTarget`).
    private mutating func readOn(_ call: FunctionCallExprSyntax, in file: ParsedSwiftFile, disabledWhen conditions: [String]) -> [Transition] {
        guard let eventArgument = call.arguments.first, let eventName = typeName(of: eventArgument.expression) else {
            warn("the event of `On` is not a type such as `Loaded.self`; the transition was skipped", at: call, in: file)
            return []
        }
        guard let targetArgument = call.arguments.first(where: { $0.label?.text == "transitionTo" }) else {
            warn("`On(\(eventName).self)` has no `transitionTo:`; the transition was skipped", at: call, in: file)
            return []
        }
        let event = file.reference(eventName, at: eventArgument.expression)
        guard let targetName = typeName(of: targetArgument.expression) else {
            let computed = ComputedTarget(targetArgument.expression, in: file, index: index) { value, file in
                typeName(of: value).map { file.reference($0, at: value) }
            }
            return computed.outcomes { target, computedTarget, isDynamic in
                Transition(
                    event: event, guard: Guard(conditions: conditions), target: target, location: file.location(of: call),
                    isDynamic: isDynamic, computedTarget: computedTarget
                )
            }
        }
        return [
            Transition(
                event: event, guard: Guard(conditions: conditions),
                target: file.reference(targetName, at: targetArgument.expression), location: file.location(of: call)
            )
        ]
    }

    /// The type an expression names or builds: `Loading.self`, `Loading()`, `States.Loading(value: 1)`,
    /// or a `let` bound to such a call in the same type; `nil` for `.init(…)` and computed values.
    private func typeName(of expression: ExprSyntax) -> String? {
        var expression = ExpressionReading.unwrappingEffects(expression)
        let scope = SyntaxScope.typeScope(of: Syntax(expression))
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self), let base = member.base {
            return ExpressionReading.isTypeName(base) ? lastComponent(ExpressionReading.text(of: base), from: scope) : nil
        }
        if let variable = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, variable.first?.isLowercase == true {
            guard
                let bound = index.bindings(of: variable, in: scope, function: SyntaxScope.functionName(of: Syntax(expression))).lazy.compactMap(
                    \.call
                ).first
            else {
                return nil
            }
            expression = ExprSyntax(bound)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = ExpressionReading.calleeName(of: call),
            callee.first?.isUppercase == true
        else { return nil }
        return lastComponent(callee, from: scope)
    }

    /// `Feature.States.Loading` ⟶ `Loading`, through a typealias of the type (`typealias Spinner = Loading`).
    private func lastComponent(_ name: String, from scope: TypeScope) -> String {
        let resolved = index.resolvedTypeName(SyntaxText.plainTypeName(name), from: scope)
        return resolved.split(separator: ".").last.map(String.init) ?? resolved
    }

    func machine(at call: some SyntaxProtocol, dialect: String) -> Machine {
        var machine = Machine(
            name: machineName, location: file.location(of: call), initial: initial, semantics: FeedbacksExtractor.semantics, dialect: dialect,
            unseen: (unseenInitial.map { [$0] } ?? []) + hidden
        )
        machine.otherInitialTargets = otherInitials
        let wildcard = order.first { $0.name == FeedbacksExtractor.anyState }
        let adopted = wildcard.map { [$0] } ?? []
        for state in order where state.name != FeedbacksExtractor.anyState {
            let transitions = transitionsByState[state.name] ?? []
            // A state's own `On(AnyEvent.self)` outranks everything `From(AnyState.self)` offers.
            let catchesEveryEvent = transitions.contains { $0.event?.name == FeedbacksExtractor.anyEvent }
            machine.addState(
                State(name: state.name, location: state.location, superStates: catchesEveryEvent ? [] : adopted, transitions: transitions))
        }
        let targets = order.flatMap { transitionsByState[$0.name] ?? [] }.compactMap(\.target)
        for state in [initial].compactMap({ $0 }) + otherInitials + targets
        where state.name != FeedbacksExtractor.anyState && machine.id(named: state.name) == nil {
            machine.addState(State(name: state.name, location: state.location, superStates: adopted))
        }
        if let wildcard {
            // With the initial state unseen the machine may start in a state no transition names, where
            // only `From(AnyState.self)` applies: when no listed state adopts it, it stands for those.
            let standsForUnlistedStates = initial == nil && !machine.states.contains { !$0.superStates.isEmpty }
            machine.addState(
                State(
                    name: wildcard.name, location: wildcard.location, kind: standsForUnlistedStates ? .atomic : .abstract,
                    transitions: transitionsByState[wildcard.name] ?? []
                )
            )
        }
        return machine
    }

    /// `warn`, for a block that was skipped: `state` (any state, when `nil`) may leave for any state.
    private mutating func hide(_ message: String, at node: some SyntaxProtocol, in file: ParsedSwiftFile, from state: String?) {
        warn(message, at: node, in: file)
        hidden.append(
            Unseen(.transitions(from: state), reason: "`\(SyntaxText.oneLine(node, limit: 40))` could not be read", at: file.location(of: node)))
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, in file: ParsedSwiftFile? = nil, hint: String? = nil) {
        diagnostics.append((file ?? self.file).unsupportedConstruct(message, at: node, machine: machineName, hint: hint))
    }
}
