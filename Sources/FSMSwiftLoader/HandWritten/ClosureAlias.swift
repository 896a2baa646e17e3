internal import SwiftSyntax

/// The value a closure's first parameter stands for, where the code around says: a lock's or
/// box's `with…` method hands its closure the value it holds (`transcription.withValue {
/// transcription in … }`, `state.withLock { $0.phase = .x }`), and a local closure that applies
/// its closure argument to a value (`let update = { change in box.withValue { change(&$0) } }`)
/// hands every closure given to it that same value (`update { $0.status = .loading }`), and a
/// property's publisher hands its subscriber the property's value (`model.$phase.sink { phase in … }`).
///
/// So writes made through several such closures are writes of one path, read in sequence like
/// writes of a local (`AssignmentFlow`). A parameter nothing says more of stays what it is: a
/// value fsmcheck cannot name.
enum ClosureAlias {
    /// How many closures and local functions one path is followed through.
    static let depthLimit = 6

    /// The path `expression` writes (`$0.status`), its root replaced by the value the closure
    /// parameter stands for (`transcription.status`); nil when its root is no closure parameter
    /// standing for a known value.
    static func components(of expression: ExprSyntax) -> [String]? {
        components(of: expression, depth: 0)
    }

    private static func components(of expression: ExprSyntax, depth: Int) -> [String]? {
        guard depth < depthLimit, let (root, members) = split(expression) else { return nil }
        guard let closure = closure(binding: root.baseName.text, around: Syntax(root)), let value = value(handedTo: closure, depth: depth)
        else { return nil }
        return value + members
    }

    /// `$0.a.b` ⟶ (`$0`, [a, b]); through `!` and `?` too.
    private static func split(_ expression: ExprSyntax) -> (DeclReferenceExprSyntax, [String])? {
        var members: [String] = []
        var current = expression
        for _ in 0..<32 {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                members.append(member.declName.baseName.text)
                current = base
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return current.as(DeclReferenceExprSyntax.self).map { ($0, members.reversed()) }
            }
        }
        return nil
    }

    /// The nearest closure around `node` whose first parameter is `name` (`$0` in one without a
    /// signature); nil when a nearer closure or the function binds `name` otherwise, or none does.
    private static func closure(binding name: String, around node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self) {
                let names = LexicalLookup.parameterNames(of: Syntax(closure)) ?? []
                if names.first == name || (names.isEmpty && name == "$0") { return closure }
                if names.contains(name) { return nil }
            }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) || candidate.is(MemberBlockSyntax.self) {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// The path of the value a call hands `closure`: a `with…` method's receiver, or what a local
    /// closure called with it applies it to.
    private static func value(handedTo closure: ClosureExprSyntax, depth: Int) -> [String]? {
        guard let call = call(taking: closure) else { return nil }
        if let published = publishedPath(handedBy: call) { return published }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text.hasPrefix("with")
        {
            return components(of: base, depth: depth + 1) ?? MatchedCases.components(of: base)
        }
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let local = localClosure(named: callee.baseName.text, before: Syntax(call)),
            let applied = appliedValue(in: local)
        else { return nil }
        return components(of: applied, depth: depth + 1) ?? MatchedCases.components(of: applied)
    }

    /// Operators a publisher's value passes through unchanged.
    private static let valueKeepingOperators: Set<String> = [
        "receive", "removeDuplicates", "dropFirst", "debounce", "throttle", "delay", "share", "eraseToAnyPublisher",
    ]

    /// `model.$phase.sink { phase in … }` (through `.removeDuplicates()` and the like), or
    /// `.onReceive(model.$phase) { phase in … }`: the property whose publisher hands the closure its value.
    private static func publishedPath(handedBy call: FunctionCallExprSyntax) -> [String]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        var publisher: ExprSyntax?
        switch member.declName.baseName.text {
        case "sink": publisher = member.base
        case "onReceive": publisher = call.arguments.first?.expression
        default: return nil
        }
        while let inner = publisher?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
            valueKeepingOperators.contains(inner.declName.baseName.text)
        {
            publisher = inner.base
        }
        if let name = publisher?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") { return [String(name.dropFirst())] }
        guard let projected = publisher?.as(MemberAccessExprSyntax.self), let base = projected.base,
            case let name = projected.declName.baseName.text, name.hasPrefix("$"), let path = MatchedCases.components(of: base)
        else { return nil }
        return (path == ["self"] ? [] : path) + [String(name.dropFirst())]
    }

    /// The call `closure` is given to, trailing or as its last argument.
    private static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return call }
        guard let argument = closure.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.last?.id == argument.id
        else { return nil }
        return call
    }

    /// `let name = { … }` (or `let name: T = { … }`) in a block around `node`, before it.
    private static func localClosure(named name: String, before node: Syntax) -> ClosureExprSyntax? {
        var child = node
        while let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self), let own = child.as(CodeBlockItemSyntax.self) {
                for item in block where item.position < own.position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value.as(ClosureExprSyntax.self)
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            child = parent
        }
        return nil
    }

    /// What a local closure applies its closure parameter to: `change(&value)` ⟶ `value`.
    private static func appliedValue(in closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let parameter = (LexicalLookup.parameterNames(of: Syntax(closure)) ?? []).first else { return nil }
        let finder = InoutApplicationFinder(function: parameter)
        finder.walk(closure.statements)
        return finder.found
    }
}

/// The first `function(&value)` in a closure's body.
private final class InoutApplicationFinder: SyntaxVisitor {
    let function: String
    private(set) var found: ExprSyntax?

    init(function: String) {
        self.function = function
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == function,
            let argument = node.arguments.first?.expression.as(InOutExprSyntax.self)
        {
            found = argument.expression
        }
        return found == nil ? .visitChildren : .skipChildren
    }
}
