import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads Machinus (drekka/Machinus) machines: every `StateMachine { … }` or
/// `StateMachine(withStates: …)` whose states are `StateConfig`s is one machine, named after the
/// enclosing type and variable.
///
/// Machinus has no events: code asks for a state (`transition(to: .s)`) and the current state's
/// allow-list decides. Each allowed transition is therefore modelled as an edge whose event is named
/// after its target, the request that takes it, so that two allowed targets of one state are two
/// events, not a clash. `transition()` without a target runs the state's `dynamicTransition`: its
/// literal results are eventless edges marked dynamic.
struct MachinusExtractor: DialectExtractor {
    var dialect: String { "machinus" }
    var markers: [String] { ["StateMachine", "StateConfig"] }

    /// A barrier's redirect is listed before the plain edge it diverts, and wins when the barrier
    /// says so: the first that applies is taken, nothing clashes.
    static let semantics = Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit)

    func extract(from file: ParsedSwiftFile, index: DeclarationIndex) -> LoadResult {
        guard file.mentions(anyOf: markers) else { return LoadResult() }
        var result = LoadResult()
        ActiveSyntax.walk(file.tree) { node in
            if let sequence = node.as(SequenceExprSyntax.self), let diagnostic = Self.closureSetLater(sequence, in: file) {
                result.diagnostics.append(diagnostic)
                return .skipChildren
            }
            guard let call = node.as(FunctionCallExprSyntax.self), DialectSupport.resolvedCallee(of: call, index: index) == "StateMachine",
                let site = MachinusSite(call: call, file: file, index: index)
            else { return .visitChildren }
            let name = DialectSupport.machineName(of: call, fallback: "stateMachine")
            let configs = readConfigs(of: site, file: file, index: index, machineName: name, diagnostics: &result.diagnostics)
            result.diagnostics += site.skipped.map { file.unsupportedConstruct($0.message, at: $0.node, machine: name) }
            result.machines.append(MachinusAssembly.machine(named: name, at: file.location(of: call), configs: configs, dialect: dialect))
            return .skipChildren
        }
        return result
    }

    private static let settableClosures: Set<String> = [
        "didEnter", "didExit", "dynamicTransition", "transitionBarrier", "entryBarrier", "exitBarrier",
    ]

    /// `machine[.s].dynamicTransition = { … }` (Machinus v3): a closure set after construction, whose
    /// edges depend on which assignments run, and in what order; reported, not guessed.
    private static func closureSetLater(_ sequence: SequenceExprSyntax, in file: ParsedSwiftFile) -> Diagnostic? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = ExpressionReading.unwrappingEffects(elements[0]).as(MemberAccessExprSyntax.self),
            settableClosures.contains(member.declName.baseName.text), let subscripted = member.base?.as(SubscriptCallExprSyntax.self)
        else { return nil }
        let machine =
            subscripted.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? ExpressionReading.selfMemberName(of: subscripted.calledExpression) ?? ExpressionReading.text(of: subscripted.calledExpression)
        return file.unsupportedConstruct(
            "`\(member.declName.baseName.text)` set on a state after the machine is built is not read; its transitions and actions were skipped",
            at: member, machine: (SyntaxScope.typeScope(of: Syntax(sequence)) + [machine]).joined(separator: "."),
            hint: "pass it to the state's `StateConfig` to have it checked"
        )
    }

    /// The configs in order, each state once: Machinus stops with a fatal error on a repeated one.
    private func readConfigs(
        of site: MachinusSite, file: ParsedSwiftFile, index: DeclarationIndex, machineName: String, diagnostics: inout [Diagnostic]
    ) -> [MachinusConfig] {
        var configs: [MachinusConfig] = []
        var firstLocations: [String: SourceLocation] = [:]
        for entry in site.configs {
            var reader = MachinusConfigReader(file: entry.file, index: index, machineName: machineName)
            let config = reader.read(entry)
            diagnostics += reader.diagnostics
            guard let config else { continue }
            if let first = firstLocations[config.state.name] {
                diagnostics.append(
                    CommonRules.duplicateState.diagnostic(
                        "state `\(config.state.name)` is configured twice; Machinus stops with a fatal error on a repeated state",
                        at: file.location(of: entry.listed), notes: [Note("`\(config.state.name)` is first configured here", at: first)],
                        hint: "remove one of the two configs; this one was skipped",
                        subject: Diagnostic.Subject(machine: machineName, states: [config.state.name])
                    )
                )
                continue
            }
            firstLocations[config.state.name] = config.state.location
            configs.append(config)
        }
        return configs
    }
}

/// The configs of one Machinus `StateMachine` call, in the order given (the first is the initial state).
struct MachinusSite {
    struct Entry {
        /// The file the config is written in, which for a `let` may be another file of the type.
        var file: ParsedSwiftFile
        var call: FunctionCallExprSyntax
        /// Where the machine lists the config: the call itself, or the name of its `let`.
        var listed: ExprSyntax
        var kind: MachinusConfig.Kind
        var modifiers: [FunctionCallExprSyntax]
    }

    private(set) var configs: [Entry] = []
    /// Expressions that may be configs but cannot be read statically, with why.
    private(set) var skipped: [(node: Syntax, message: String)] = []

    /// `nil` when the call is not Machinus's: none of its states is a `StateConfig` (Tinder,
    /// SwiftState and others also call their machine `StateMachine`).
    init?(call: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex) {
        let scope = SyntaxScope.typeScope(of: Syntax(call))
        let function = SyntaxScope.functionName(of: Syntax(call))
        for expression in Self.configExpressions(of: call) {
            guard !ExpressionReading.isPlaceholder(expression) else { continue }
            if var entry = MachinusConfigReader.configCall(in: expression, file: file) {
                entry.listed = expression
                configs.append(entry)
            } else if let variable = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let bound = index.bindings(of: variable, in: scope, function: function).lazy
                    .compactMap({ binding in
                        binding.call.flatMap { MachinusConfigReader.configCall(in: ExprSyntax($0), file: index.files[binding.fileIndex]) }
                    }).first
                    ?? Self.modifiedConfig(boundTo: variable, in: file)
            {
                var entry = bound
                entry.listed = expression
                configs.append(entry)
            } else {
                let text = ExpressionReading.text(of: expression)
                skipped.append(
                    (Syntax(expression), "state config `\(text)` is not a `StateConfig` written or bound with `let` in this type; it was skipped"))
            }
        }
        guard !configs.isEmpty else { return nil }
    }

    /// v1's `let s = StateConfig<T>(…).afterEntering { … }` in the same file: the declaration index
    /// keeps only plain constructor calls, not ones with modifiers chained after them.
    private static func modifiedConfig(boundTo variable: String, in file: ParsedSwiftFile) -> Entry? {
        var found: Entry?
        ActiveSyntax.walk(file.tree) { node in
            guard found == nil else { return .skipChildren }
            guard let binding = node.as(PatternBindingSyntax.self) else { return node.is(ExprSyntax.self) ? .skipChildren : .visitChildren }
            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable, let value = binding.initializer?.value {
                found = MachinusConfigReader.configCall(in: value, file: file)
            }
            return .skipChildren
        }
        return found
    }

    /// The builder closure (`StateMachine { … }`, or the one labelled `withStates:`), else the
    /// variadic `withStates:` arguments.
    private static func configExpressions(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        let labelledClosure =
            call.additionalTrailingClosures.first { $0.label.text == "withStates" }?.closure
            ?? call.arguments.first { $0.label?.text == "withStates" }?.expression.as(ClosureExprSyntax.self)
        if let closure = labelledClosure ?? call.trailingClosure.flatMap({ $0.signature == nil ? $0 : nil }) {
            return DialectSupport.builderStatements(of: closure).compactMap(\.expression)
        }
        guard let start = call.arguments.firstIndex(where: { $0.label?.text == "withStates" }) else { return [] }
        var expressions: [ExprSyntax] = []
        for argument in call.arguments[start...] {
            if argument.label != nil, argument.label?.text != "withStates" { break }
            expressions.append(argument.expression)
        }
        return expressions
    }
}

/// Builds the machine with the edges Machinus adds implicitly: into global states from every
/// non-final state, into a background state from every non-final state, and barrier redirects beside
/// the edge they divert.
///
/// Leaving the background state returns to the state the app was in when it went to the
/// background. With a background state, the states it can interrupt (neither final nor background)
/// are therefore children of a composite `foreground`, which goes to the background in one
/// transition, and whose shallow history child the background state returns to: one edge back to
/// whichever state was left, not one to every state.
enum MachinusAssembly {
    static func machine(named name: String, at location: SourceLocation, configs: [MachinusConfig], dialect: String) -> Machine {
        var machine = Machine(name: name, location: location, initial: configs.first?.state, semantics: MachinusExtractor.semantics, dialect: dialect)
        let byName = Dictionary(configs.map { ($0.state.name, $0) }, uniquingKeysWith: { first, _ in first })
        let globals = configs.filter(\.isGlobal).map(\.state)
        let backgrounds = configs.filter(\.isBackground).map(\.state)
        guard !backgrounds.isEmpty else {
            for config in configs { machine.addState(state(of: config, implicit: globals, byName: byName)) }
            return machine
        }
        let interruptible = configs.filter { !$0.isFinal && !$0.isBackground }
        let compositeName = uniqueName("foreground", among: byName)
        let history = Reference(uniqueName("\(compositeName).history", among: byName), at: location)
        let foreground = machine.addState(
            State(
                name: compositeName, location: location, kind: .composite, initial: interruptible.first?.state,
                transitions: backgrounds.flatMap { requestEdges(for: $0, leaving: nil, byName: byName) }
            )
        )
        if let first = configs.first, first.state.name == interruptible.first?.state.name {
            machine.initial = Reference(compositeName, at: first.state.location)
        }
        for config in configs {
            if config.isBackground {
                var state = state(of: config, implicit: globals + backgrounds, byName: byName)
                // Returning to a state whose barrier redirects goes where the barrier says.
                for resumed in interruptible {
                    for redirect in resumed.entryRedirects where redirect.name != resumed.state.name {
                        state.transitions.append(
                            Transition(
                                event: nil, guard: Guard(conditions: ["barrier redirects"]), target: redirect, location: redirect.location,
                                isDynamic: true)
                        )
                    }
                }
                state.transitions.append(Transition(event: nil, target: history, location: config.state.location))
                machine.addState(state)
            } else if config.isFinal {
                machine.addState(state(of: config, implicit: [], byName: byName))
            } else {
                var state = state(of: config, implicit: globals, byName: byName)
                // The composite goes to the background; a barrier of this state diverting that request is its own.
                for background in backgrounds where !config.allowed.contains(where: { $0.name == background.name }) {
                    state.transitions += requestEdges(for: background, leaving: config, byName: byName).filter { !$0.guard.conditions.isEmpty }
                }
                machine.addState(state, parent: foreground)
            }
        }
        // Its default, taken only if nothing was interrupted, as SCXML's history has one.
        let defaultTransition = interruptible.first.map { Transition(event: nil, target: $0.state, location: location) }
        machine.addState(
            State(name: history.name, location: location, kind: .shallowHistory, transitions: [defaultTransition].compactMap { $0 }),
            parent: foreground
        )
        return machine
    }

    /// A config as a state with the requests it allows and those Machinus adds (`implicit`); a final
    /// state allows none.
    private static func state(of config: MachinusConfig, implicit: [Reference], byName: [String: MachinusConfig]) -> State {
        var transitions: [Transition] = []
        if !config.isFinal {
            // A global target that is also on the allow-list is one request, so one edge.
            var requested: Set<String> = []
            for target in config.allowed + implicit.filter({ $0.name != config.state.name }) where requested.insert(target.name).inserted {
                transitions += requestEdges(for: target, leaving: config, byName: byName)
            }
            for target in config.dynamicTargets {
                transitions.append(Transition(event: nil, target: target, location: target.location, isDynamic: true))
            }
            if let computed = config.dynamicComputedTarget {
                transitions.append(Transition(event: nil, target: nil, location: config.state.location, computedTarget: computed))
            }
        }
        return State(
            name: config.state.name, location: config.state.location, kind: config.isFinal ? .final : .atomic,
            entryActions: config.entryActions, exitActions: config.exitActions, transitions: transitions
        )
    }

    /// The edges a request for `target` makes from `config` (from the composite when `nil`): each
    /// barrier redirect, then the move itself.
    private static func requestEdges(for target: Reference, leaving config: MachinusConfig?, byName: [String: MachinusConfig]) -> [Transition] {
        let event = Reference(target.name, at: target.location)
        let redirects = (config?.exitRedirects ?? []) + (byName[target.name]?.entryRedirects ?? [])
        var transitions: [Transition] = []
        // Machinus refuses a request for the current state, so a redirect back to it moves nothing.
        for redirect in redirects where redirect.name != target.name && redirect.name != config?.state.name {
            transitions.append(
                Transition(
                    event: event, guard: Guard(conditions: ["barrier redirects"]), target: redirect, location: redirect.location, isDynamic: true)
            )
        }
        return transitions + [Transition(event: event, target: target, location: target.location)]
    }

    /// `name`, or `name'`, `name''`, … when a state is already called that.
    private static func uniqueName(_ name: String, among states: [String: MachinusConfig]) -> String {
        var name = name
        while states[name] != nil { name += "'" }
        return name
    }
}
