import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// One `StateConfig<T>(…)` as read: a state and what Machinus lets it do.
struct MachinusConfig {
    enum Kind: String {
        case normal = "StateConfig"
        case global = "StateConfig.global"
        case final = "StateConfig.final"
        case finalGlobal = "StateConfig.finalGlobal"
        case background = "StateConfig.background"
    }

    var state: Reference
    var kind: Kind
    /// `canTransitionTo:` (v2) or `allowedTransitions:` (v1, v3), in the order written.
    var allowed: [Reference] = []
    var entryActions: [Reference] = []
    var exitActions: [Reference] = []
    /// The enum literals `dynamicTransition:` can return.
    var dynamicTargets: [Reference] = []
    /// Set when `dynamicTransition:` can also return a state computed otherwise: it may go to any state.
    var dynamicComputedTarget: String?
    /// `.redirect(to:)` results of the barrier run when this state is entered (`transitionBarrier:`,
    /// `entryBarrier:`) and when it is left (`exitBarrier:`).
    var entryRedirects: [Reference] = []
    var exitRedirects: [Reference] = []

    var isGlobal: Bool { kind == .global || kind == .finalGlobal }
    var isFinal: Bool { kind == .final || kind == .finalGlobal }
    var isBackground: Bool { kind == .background }
}

/// Reads `StateConfig` calls in every spelling Machinus has had: v2's variadic `canTransitionTo:`
/// (last), v3's `allowedTransitions:` (anywhere, followed by more labels) and barriers, v1's
/// `identifier:` label and chained `.afterEntering { }`.
struct MachinusConfigReader {
    let file: ParsedSwiftFile
    let index: DeclarationIndex
    let machineName: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: ParsedSwiftFile, index: DeclarationIndex, machineName: String) {
        self.file = file
        self.index = index
        self.machineName = machineName
    }

    /// The `StateConfig` call an expression is, under any chained modifiers, with those modifiers.
    static func configCall(in expression: ExprSyntax, file: ParsedSwiftFile) -> MachinusSite.Entry? {
        var call = ExpressionReading.unwrappingEffects(expression).as(FunctionCallExprSyntax.self)
        var modifiers: [FunctionCallExprSyntax] = []
        for _ in 0..<16 {
            guard let current = call else { return nil }
            if let name = ExpressionReading.calleeName(of: current), let kind = MachinusConfig.Kind(rawValue: name) {
                return MachinusSite.Entry(file: file, call: current, listed: expression, kind: kind, modifiers: modifiers)
            }
            guard let base = current.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) else { return nil }
            modifiers.append(current)
            call = base
        }
        return nil
    }

    mutating func read(_ entry: MachinusSite.Entry) -> MachinusConfig? {
        let (call, kind, modifiers) = (entry.call, entry.kind, entry.modifiers)
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil || first.label?.text == "identifier" else {
            warn("`StateConfig` without a state identifier as its first argument was skipped", at: call)
            return nil
        }
        guard let state = stateReference(first.expression, role: "state identifier") else { return nil }
        var config = MachinusConfig(state: state, kind: kind)
        var label = ""
        for argument in arguments.dropFirst() {
            if let written = argument.label?.text { label = written }
            let expression = argument.expression
            guard !ExpressionReading.isPlaceholder(expression) else { continue }
            switch label {
            case "canTransitionTo", "allowedTransitions":
                if let target = stateReference(expression, role: "allowed transition") { config.allowed.append(target) }
            case "didEnter":
                config.entryActions += ActionReading.references(in: expression, file: file)
            case "didExit":
                config.exitActions += ActionReading.references(in: expression, file: file)
            case "dynamicTransition":
                readDynamicTransition(expression, into: &config)
            case "transitionBarrier", "entryBarrier":
                config.entryRedirects += redirects(in: expression)
            case "exitBarrier":
                config.exitRedirects += redirects(in: expression)
            default:
                break
            }
        }
        for modifier in modifiers {
            let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let closure = modifier.trailingClosure.map(ExprSyntax.init) ?? modifier.arguments.last?.expression
            if name == "afterEntering", let closure { config.entryActions += ActionReading.references(in: closure, file: file) }
        }
        return config
    }

    /// A state written as an enum literal; anything else is named in a warning and skipped.
    private mutating func stateReference(_ expression: ExprSyntax, role: String) -> Reference? {
        if let name = ExpressionReading.valueName(of: expression) { return file.reference(name, at: expression) }
        warn(
            "\(role) `\(ExpressionReading.text(of: expression))` is not an enum literal; it was skipped", at: expression,
            hint: "write states as literals such as `.loggedIn` to have them checked"
        )
        return nil
    }

    /// The states `dynamicTransition` can return: the literals its closure (or the function it names)
    /// returns, and, when it can return something else, any state.
    private func readDynamicTransition(_ expression: ExprSyntax, into config: inout MachinusConfig) {
        let values = expression.as(ClosureExprSyntax.self).map(DialectSupport.resultExpressions(of:)) ?? [expression]
        let computed = ComputedTarget(values: values, text: "dynamicTransition", in: file, index: index) { value, file in
            ExpressionReading.valueName(of: value).map { file.reference($0, at: value) }
        }
        config.dynamicTargets += computed.candidates
        if computed.isOpen || values.isEmpty { config.dynamicComputedTarget = computed.text }
    }

    /// The targets of every `.redirect(to:)` a barrier closure can return.
    private mutating func redirects(in expression: ExprSyntax) -> [Reference] {
        var calls: [FunctionCallExprSyntax] = []
        ActiveSyntax.walk(expression) { node in
            if let call = node.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "redirect"
            {
                calls.append(call)
            }
            return .visitChildren
        }
        return calls.compactMap { call in
            guard let target = call.arguments.first(where: { $0.label?.text == "to" })?.expression else { return nil }
            return stateReference(target, role: "redirect target")
        }
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        diagnostics.append(file.unsupportedConstruct(message, at: node, machine: machineName, hint: hint))
    }
}
