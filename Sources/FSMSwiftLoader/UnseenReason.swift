internal import SwiftSyntax

/// How the loader words why part of a machine cannot be seen (`Unseen.reason`): after what the
/// code does, so that the note tells the reader which line to look at.
enum UnseenReason {
    /// "`_state` is a value known only at run time", "`initialState` is a parameter of `make`".
    static func runTimeValue(_ expression: ExprSyntax) -> String {
        let text = ExpressionReading.text(of: expression)
        // A value the parser had to make up for code that does not parse has no text to quote.
        guard !text.isEmpty else { return "the code there does not parse" }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let owner = parameterOwner(named: name, around: Syntax(expression))
        {
            return "`\(text)` is a parameter of `\(owner)`"
        }
        return "`\(text)` is a value known only at run time"
    }

    /// The function, initializer or closure around `node` that takes a parameter called `name`,
    /// by the name it is written with (`build`, `init`, `closure`); nil when none does.
    static func parameterOwner(named name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let parameters = LexicalLookup.parameterNames(of: ancestor) {
                if parameters.contains(name) {
                    return ancestor.as(FunctionDeclSyntax.self)?.name.text ?? (ancestor.is(InitializerDeclSyntax.self) ? "init" : "closure")
                }
                if !ancestor.is(ClosureExprSyntax.self) { return nil }
            } else if ancestor.is(DeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) {
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }
}
