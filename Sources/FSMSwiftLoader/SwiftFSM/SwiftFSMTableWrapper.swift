internal import SwiftSyntax

/// A method that takes a table's rows as a result-builder closure and hands them to `buildTable`:
///
///     func table(@FSM<State, Event>.TableBuilder _ rows: () -> [Syntax.Define<State, Event>]) {
///         try? fsm.buildTable(rows)
///     }
///
/// Test suites write one so that each test reads `table { define(…) { … } }`; every call to it is a
/// table of the FSM it forwards to.
struct SwiftFSMTableWrapper: Sendable {
    var name: String
    var scope: TypeScope
    /// The FSM variables the rows are handed to, in order (`fsm` of `fsm.buildTable(rows)`; `self`
    /// for a subclass of FSM that calls `buildTable(rows)` on itself).
    var variables: [String]

    static let tableMethods: Set<String> = ["buildTable", "buildTransitions"]

    /// The wrapper a function declaration is, or `nil`: it needs a parameter marked with a result
    /// builder attribute and a body that passes that parameter to a table method.
    init?(_ function: FunctionDeclSyntax, scope: @autoclosure () -> TypeScope) {
        let builderParameters = Self.builderParameters(of: function)
        guard !builderParameters.isEmpty, let body = function.body else { return nil }
        var variables: [String] = []
        ActiveSyntax.walk(body) { node in
            guard let call = node.as(FunctionCallExprSyntax.self), let variable = Self.forwardedVariable(of: call, parameters: builderParameters)
            else {
                return .visitChildren
            }
            if !variables.contains(variable) { variables.append(variable) }
            return .skipChildren
        }
        guard !variables.isEmpty else { return nil }
        name = function.name.text
        self.scope = scope()
        self.variables = variables
    }

    /// Whether `call` is a wrapper handing its rows over, which is no table of its own: the wrapper's
    /// callers are.
    static func isHandOver(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let parameters = builderParameters(of: function)
                return !parameters.isEmpty && passesRows(call, parameters: parameters)
            }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// The parameters marked with a result builder attribute (`@FSM<State, Event>.TableBuilder`).
    private static func builderParameters(of function: FunctionDeclSyntax) -> Set<String> {
        Set(
            function.signature.parameterClause.parameters.compactMap { parameter -> String? in
                let isBuilder = parameter.attributes.contains { attribute in
                    attribute.as(AttributeSyntax.self).map { $0.attributeName.trimmedText.hasSuffix("Builder") } ?? false
                }
                return isBuilder ? (parameter.secondName ?? parameter.firstName).text : nil
            }
        )
    }

    /// `fsm.buildTable(rows)`, `self.fsm.buildTable { rows() }`, `buildTable(rows)` ⟶ `fsm`, `fsm`, `self`.
    private static func forwardedVariable(of call: FunctionCallExprSyntax, parameters: Set<String>) -> String? {
        let method: String
        let base: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            (method, base) = (member.declName.baseName.text, member.base)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (method, base) = (reference.baseName.text, nil)
        } else {
            return nil
        }
        guard tableMethods.contains(method), passesRows(call, parameters: parameters) else { return nil }
        guard let base else { return "self" }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionReading.selfMemberName(of: base)
    }

    /// Whether the rows handed over are the builder parameter itself, or a closure that only calls it.
    private static func passesRows(_ call: FunctionCallExprSyntax, parameters: Set<String>) -> Bool {
        if call.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false }) {
            return true
        }
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1, case .expr(let expression) = closure.statements.first?.item,
            let inner = ExpressionReading.unwrappingEffects(expression).as(FunctionCallExprSyntax.self),
            let callee = inner.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return parameters.contains(callee.baseName.text) && inner.arguments.isEmpty
    }
}
