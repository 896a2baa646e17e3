internal import SwiftSyntax

/// Which of a mapping function's two arguments a `switch` lists first. The libraries disagree
/// (RxAutomaton passes the state first, ReactiveAutomaton and Harvest the input), and code may
/// write either order whatever its library's, so the names in the subject decide.
enum MappingArgumentOrder {
    /// Whether the `switch` lists the input before the state: what its subject names tells
    /// (`switch (fromState.status, input)` in `{ input, fromState in … }`), else the library's order.
    static func switchesOnInputFirst(_ switchExpression: SwitchExprSyntax, in closure: ClosureExprSyntax, libraryOrderIsInputFirst: Bool)
        -> Bool
    {
        let names = LexicalLookup.parameterNames(of: Syntax(closure)) ?? []
        guard names.count == 2, let tuple = switchExpression.subject.as(TupleExprSyntax.self), tuple.elements.count == 2 else {
            return libraryOrderIsInputFirst
        }
        let (inputName, stateName) = libraryOrderIsInputFirst ? (names[0], names[1]) : (names[1], names[0])
        let roots = tuple.elements.map { rootName(of: $0.expression) }
        if roots[0] == stateName || roots[1] == inputName { return false }
        if roots[0] == inputName || roots[1] == stateName { return true }
        return libraryOrderIsInputFirst
    }

    /// `fromState` for `fromState`, `fromState.status`, `fromState?.status`.
    private static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<16 {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else {
                return nil
            }
        }
        return nil
    }
}
