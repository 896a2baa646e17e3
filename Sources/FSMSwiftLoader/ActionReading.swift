import FSMModel
import SwiftSyntax

/// Reads the actions an expression stands for: function references, closures (kept as their text),
/// and the ways DSLs bundle them (`a & b`, `[a, b]`, `a*`, `Array(a)`, `AnyAction(a)`).
enum ActionReading {
    /// Wrappers that only convert an action to another type, so `[AnyAction(unlock)]` is `unlock`.
    private static let wrappers: Set<String> = ["Array", "AnyAction"]

    static func references(in expression: ExprSyntax, file: ParsedSwiftFile) -> [Reference] {
        var result: [Reference] = []
        var pending: [ExprSyntax] = [expression]
        while let next = pending.popLast() {
            let expression = ExpressionReading.unwrappingEffects(next)
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                result.append(file.reference(reference.baseName.text, at: reference))
            } else if let name = ExpressionReading.selfMemberName(of: expression) {
                result.append(file.reference(name, at: expression))
            } else if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
                pending.append(postfix.expression)
            } else if let array = expression.as(ArrayExprSyntax.self) {
                pending += array.elements.reversed().map(\.expression)
            } else if let sequence = expression.as(SequenceExprSyntax.self) {
                pending += sequence.elements.reversed().filter { !$0.is(BinaryOperatorExprSyntax.self) }
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                pending.append(only.expression)
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let callee = ExpressionReading.calleeName(of: call), wrappers.contains(callee)
            {
                pending += call.arguments.reversed().map(\.expression)
            } else {
                result.append(file.reference(ExpressionReading.text(of: expression), at: expression))
            }
        }
        return result
    }
}
