import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// Reads the actions an expression stands for: function references, closures (kept as their text),
/// and the ways DSLs bundle them (`a & b`, `[a, b]`, `a*`, `Array(a)`, `AnyAction(a)`).
enum ActionReading {
    /// Wrappers that only convert an action to another type, so `[AnyAction(unlock)]` is `unlock`.
    private static let wrappers: Set<String> = ["Array", "AnyAction"]

    static func references(in expression: ExprSyntax, file: ParsedSwiftFile) -> [Reference] {
        references(in: SourceNode(expression), file: file)
    }

    static func references(in expression: SourceNode, file: ParsedSwiftFile) -> [Reference] {
        var result: [Reference] = []
        var pending: [SourceNode] = [expression]
        while let next = pending.popLast() {
            let expression = ExpressionReading.unwrappingEffects(next)
            if let name = ExpressionReading.declaredName(expression) ?? ExpressionReading.selfMemberName(of: expression) {
                result.append(file.reference(name, at: expression))
            } else if let operand = expression.child(RawPostfixOperatorExprSyntax.self, { $0.expression }) {
                pending.append(operand)
            } else if let elements = expression.child(RawArrayExprSyntax.self, { $0.elements }) {
                pending += elements.children.compactMap { $0.child(RawArrayElementSyntax.self, { $0.expression }) }.reversed()
            } else if let elements = expression.child(RawSequenceExprSyntax.self, { $0.elements }) {
                pending += elements.children.filter { $0.kind != .binaryOperatorExpr }.reversed()
            } else if let only = onlyElement(ofTuple: expression) {
                pending.append(only)
            } else if let callee = ExpressionReading.calleeName(of: expression), wrappers.contains(callee),
                let arguments = expression.child(RawFunctionCallExprSyntax.self, { $0.arguments })
            {
                pending += arguments.children.compactMap { $0.child(RawLabeledExprSyntax.self, { $0.expression }) }.reversed()
            } else {
                result.append(file.reference(ExpressionReading.text(of: expression), at: expression))
            }
        }
        return result
    }

    /// `x` of `(x)`.
    private static func onlyElement(ofTuple expression: SourceNode) -> SourceNode? {
        guard let elements = expression.child(RawTupleExprSyntax.self, { $0.elements }) else { return nil }
        var iterator = elements.children
        guard let only = iterator.next(), iterator.next() == nil else { return nil }
        return only.child(RawLabeledExprSyntax.self, { $0.expression })
    }
}
