import SwiftSyntax

/// Finds the calls that add routes to one SwiftState machine: those in its init closure, made on the
/// closure's parameter, and those made later on the variable it is stored in, within the function
/// that creates it or, for a stored property, within its type in this file.
enum SwiftStateRouteCalls {
    private static let methods: Set<String> = ["addRoute", "addRoutes", "addRouteEvent", "addRouteChain", "addRouteMapping", "addStateRouteMapping"]

    static func calls(on site: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        let initClosure = site.trailingClosure ?? site.arguments.first { $0.label?.text == "initClosure" }?.expression.as(ClosureExprSyntax.self)
        if let initClosure {
            result += calls(in: initClosure.statements, on: parameterName(of: initClosure), skipping: nil)
        }
        if let variable = LexicalLookup.variableName(assignedFrom: site), let region = region(around: site) {
            result += calls(in: region, on: variable, skipping: site).filter { SyntaxScope.functionName(of: Syntax(site)) == nil || $0.position > site.position }
        }
        return result
    }

    private static func calls(in region: some SyntaxProtocol, on receiver: String, skipping site: FunctionCallExprSyntax?) -> [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        ActiveSyntax.walk(region) { node in
            if let site, node.id == site.id { return .skipChildren }
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                methods.contains(member.declName.baseName.text), let base = member.base, receiverName(of: base) == receiver
            {
                result.append(call)
            }
            return .visitChildren
        }
        return result
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
    private static func region(around site: FunctionCallExprSyntax) -> Syntax? {
        let isLocal = SyntaxScope.functionName(of: Syntax(site)) != nil
        var current = site.parent
        while let node = current {
            if isLocal, node.is(CodeBlockItemListSyntax.self) { return node }
            if !isLocal, node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}
