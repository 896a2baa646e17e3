import FSMModel
internal import SwiftSyntax

/// Reads what a closure or a `case` body returns, without running it: the literal states a mapping
/// function can answer, and whether a callback is a `Bool` condition or a `Void` handler.
enum ClosureReading {
    /// The literal values a body can return, in source order.
    struct ReturnedValues {
        var values: [Reference] = []
        /// What `return`s give other than a literal or `nil`: targets computed at run time.
        var computed: [ExprSyntax] = []
        /// The body is one plain `return` (or one expression): its value is always the answer.
        var isDirect = false
    }

    /// The values `return`ed anywhere in `statements` (not in closures or functions nested in
    /// them), or the value of a lone expression, as a Swift 5.9 `switch` expression case is written.
    static func returnedValues(in statements: CodeBlockItemListSyntax, file: ParsedSwiftFile) -> ReturnedValues {
        var returned: [ExprSyntax?] = []
        ActiveSyntax.walk(statements) { node in
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
            if let statement = node.as(ReturnStmtSyntax.self) {
                returned.append(statement.expression)
                return .skipChildren
            }
            return .visitChildren
        }
        let items = ActiveSyntax.statements(of: statements)
        var result = ReturnedValues()
        if returned.isEmpty, items.count == 1, let only = items.first?.item.as(ExprSyntax.self) {
            returned = [only]
        }
        result.isDirect = items.count == 1 && returned.count == 1
        for value in returned {
            guard let value else { continue }
            if let alternatives = literalAlternatives(of: value, file: file) {
                result.values += alternatives
                result.isDirect = result.isDirect && alternatives.count == 1
            } else {
                result.computed.append(value)
            }
        }
        return result
    }

    /// `.a` ⟶ `[a]`, `nil` ⟶ `[]`, `flag ? .a : .b` ⟶ `[a, b]`; `nil` for anything else.
    private static func literalAlternatives(of expression: ExprSyntax, file: ParsedSwiftFile) -> [Reference]? {
        if expression.is(NilLiteralExprSyntax.self) { return [] }
        var alternatives: [Reference] = []
        var pending = [expression]
        while let next = pending.popLast() {
            if let name = ExpressionReading.valueName(of: next) {
                alternatives.append(file.reference(name, at: next))
                continue
            }
            guard let sequence = next.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            guard let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
            pending += [elements[2], ternary.thenExpression]
        }
        return alternatives
    }

    /// `{ _ in true }`: a predicate that holds for every state.
    static func returnsLiteralTrue(_ closure: ClosureExprSyntax) -> Bool {
        let items = ActiveSyntax.statements(of: closure.statements)
        guard items.count == 1, let item = items.first?.item else { return false }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// What a callback closure is, judged by its result.
    enum Role {
        /// It answers `Bool`: a guard.
        case condition
        /// It answers nothing: an action.
        case handler
        /// A lone call, whose result type only the compiler knows.
        case undecided
    }

    /// A declared `-> Bool` or a `return` with a value make a condition; a lone comparison, logical
    /// operation, literal or property read is a condition too, since as a statement it would be an
    /// unused value. Assignments, several statements without a `return`, a call through `?.`, or
    /// `-> Void` make a handler.
    static func role(of closure: ClosureExprSyntax) -> Role {
        if let returnType = closure.signature?.returnClause?.type.trimmedText {
            return returnType == "Bool" ? .condition : .handler
        }
        let items = ActiveSyntax.statements(of: closure.statements)
        var hasValueReturn = false
        ActiveSyntax.walk(closure.statements) { node in
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
            if let statement = node.as(ReturnStmtSyntax.self), statement.expression != nil { hasValueReturn = true }
            return .visitChildren
        }
        if hasValueReturn { return .condition }
        guard items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) else { return .handler }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `self?.showScreen()` answers an optional, which no condition can be.
            if isOptionallyChained(call.calledExpression) { return .handler }
            return ExpressionReading.calleeName(of: call).map(voidFunctions.contains) == true ? .handler : .undecided
        }
        if expression.is(TryExprSyntax.self) || expression.is(AwaitExprSyntax.self) { return .undecided }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) || Self.isAssigningOperator($0) } ? .handler : .condition
        }
        return .condition
    }

    /// Whether a callee is reached through `?.` (`self?.show`, `a?.b.c`).
    private static func isOptionallyChained(_ callee: ExprSyntax) -> Bool {
        var current: ExprSyntax? = callee
        for _ in 0..<32 {
            guard let member = current?.as(MemberAccessExprSyntax.self) else { return false }
            if member.base?.is(OptionalChainingExprSyntax.self) == true { return true }
            current = member.base
        }
        return false
    }

    /// Standard library functions that return nothing, common in example handlers.
    private static let voidFunctions: Set<String> = ["print", "debugPrint", "dump", "NSLog", "assert", "precondition"]

    /// `+=`, `-=`, …: compound assignments, which return `Void`.
    private static func isAssigningOperator(_ element: ExprSyntax) -> Bool {
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
