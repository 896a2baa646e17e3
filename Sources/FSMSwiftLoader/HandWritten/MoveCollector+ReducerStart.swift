internal import SwiftSyntax

/// Feedback systems (`Publishers.system(initial:reduce:…)`, `Observable.system(initialState:reduce:…)`)
/// are where a reducer function's runs begin: the collector keeps each such call, and the reducer's
/// machine starts in what its initial value can be.
extension MoveCollector {
    private static let initialLabels: Set<String> = ["initial", "initialState"]

    /// The reducer `call` starts, if it is a feedback system's.
    func reducerStart(of call: FunctionCallExprSyntax) -> ReducerStart? {
        guard let reduce = call.arguments.first(where: { $0.label?.text == "reduce" }),
            let initial = call.arguments.first(where: { Self.initialLabels.contains($0.label?.text ?? "") }),
            let path = MatchedCases.components(of: reduce.expression), let function = path.last
        else { return nil }
        let owner = path.dropLast().last.flatMap { ["self", "Self"].contains($0) ? nil : $0 }
        return ReducerStart(
            function: function, owner: owner, scope: SyntaxScope.typeScope(of: Syntax(call)),
            cases: Self.startCases(of: initial.expression, in: Syntax(call)), location: file.location(of: initial.expression))
    }

    /// The cases a first value can be: its literals, or the default of the enclosing function's or
    /// initializer's parameter it names (`init(state: ViewState = .idle) { … initial: state … }`).
    private static func startCases(of value: ExprSyntax, in call: Syntax) -> [String] {
        let literal = caseValues(ofValue: value)
        guard literal.isEmpty, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return literal }
        var current = call.parent
        while let node = current {
            let clause =
                node.as(FunctionDeclSyntax.self)?.signature.parameterClause ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                let parameter = clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                return parameter?.defaultValue.map { caseValues(ofValue: $0.value) } ?? []
            }
            if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return [] }
            current = node.parent
        }
        return []
    }
}
