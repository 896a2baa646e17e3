internal import SwiftSyntax

/// Finds the calls that add routes to one SwiftState machine: those in its init closure (and in
/// `configure { … }` closures), made on the closure's parameter, and those made later on the
/// variable it is stored in, within the function that creates it or, for a stored property (even
/// one assigned in `init`, with its routes added in a helper method), within its type in this file. Where the machine is handed to other code (`setUpRoutes(machine)`), the
/// routes added there cannot be seen: those places are kept so the reader can say so.
struct SwiftStateRouteCalls {
    private static let methods: Set<String> = ["addRoute", "addRoutes", "addRouteEvent", "addRouteChain", "addRouteMapping", "addStateRouteMapping"]

    private(set) var calls: [FunctionCallExprSyntax] = []
    /// Arguments that pass the machine to a function or initializer.
    private(set) var handOffs: [ExprSyntax] = []

    init(site: FunctionCallExprSyntax) {
        var pending: [(region: Syntax, receiver: String)] = []
        let initClosure = site.trailingClosure ?? site.arguments.first { $0.label?.text == "initClosure" }?.expression.as(ClosureExprSyntax.self)
        if let initClosure { pending.append((Syntax(initClosure.statements), Self.parameterName(of: initClosure))) }
        let variable = LexicalLookup.variableName(assignedFrom: site)
        let isProperty = variable.flatMap { LexicalLookup.declaration(of: $0, visibleFrom: site) }?.isProperty ?? false
        let isLocal = SyntaxScope.functionName(of: Syntax(site)) != nil && !isProperty
        if let variable, let region = Self.region(around: site, isLocal: isLocal) {
            pending.append((region, variable))
        }
        while let (region, receiver) = pending.popLast() {
            ActiveSyntax.walk(region) { node in
                if node.id == site.id || (isLocal && node.position < site.position && node.endPosition <= site.position) {
                    return .skipChildren
                }
                guard let call = node.as(FunctionCallExprSyntax.self) else { return .visitChildren }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    Self.receiverName(of: base) == receiver
                {
                    let method = member.declName.baseName.text
                    if Self.methods.contains(method) { calls.append(call) }
                    if method == "configure", let closure = call.trailingClosure {
                        pending.append((Syntax(closure.statements), Self.parameterName(of: closure)))
                        return .skipChildren
                    }
                }
                handOffs += call.arguments.map(\.expression).filter { Self.receiverName(of: $0) == receiver }
                return .visitChildren
            }
        }
        calls = calls.filter { !Self.isDisposed($0) }.sorted { $0.position < $1.position }
    }

    /// `let d = machine.addRoute(…)` followed by `d.dispose()` (or `d?.dispose()`) later in the same
    /// function: the route is removed again, so it is no route of the machine.
    private static func isDisposed(_ call: FunctionCallExprSyntax) -> Bool {
        guard let variable = LexicalLookup.variableName(assignedFrom: call) else { return false }
        var region: Syntax = Syntax(call)
        while let parent = region.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self),
            !parent.is(SourceFileSyntax.self)
        {
            region = parent
        }
        var disposed = false
        ActiveSyntax.walk(region) { node in
            guard !disposed else { return .skipChildren }
            if let disposal = node.as(FunctionCallExprSyntax.self), disposal.position > call.endPosition,
                let member = disposal.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dispose",
                let base = member.base, receiverName(of: base) == variable
            {
                disposed = true
            }
            return .visitChildren
        }
        return disposed
    }

    /// `machine`, `self.machine`, `machine?`, `$0`.
    private static func receiverName(of base: ExprSyntax) -> String? {
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
        return LexicalLookup.variableName(of: unwrapped)
    }

    /// `{ machine in … }` ⟶ `machine`; `$0` when the closure names no parameter.
    private static func parameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.first?.name.text ?? "$0"
        case .parameterClause(let clause): clause.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }

    /// Where calls on the machine's variable are looked for: the body it is created in, or the
    /// type (or file) that holds it as a property.
    private static func region(around site: FunctionCallExprSyntax, isLocal: Bool) -> Syntax? {
        var current = site.parent
        while let node = current {
            if isLocal, node.is(CodeBlockItemListSyntax.self) { return node }
            if !isLocal, node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}
