internal import SwiftSyntax

/// The values a function that gives the next state returns: with `return`, or as the branches of
/// the one expression its body is.
extension MoveCollector {
    /// `return .x` in a function that returns the next state; `return (.x, effects)` and `return
    /// Transition(.x, …)` give their first element.
    mutating func collectReturn(_ statement: ReturnStmtSyntax) {
        guard let value = statement.expression, let function = Self.enclosingFunction(of: Syntax(statement)),
            let reducer = reducerFunction(function)
        else { return }
        append(value, returnedAt: Syntax(statement), by: reducer)
    }

    /// `static func reduce(_ state: State, _ event: Event) -> State { switch state { case .idle:
    /// switch event { case .appear: .loading … } } }`: a body that is one expression returns the
    /// value of each of its branches, as a `return` there would.
    mutating func collectImplicitReturns(of function: FunctionDeclSyntax, reducer: ReducerFunction) {
        guard let body = function.body else { return }
        let statements = ActiveSyntax.statements(of: body.statements)
        // A `switch` statement whose cases `return` is read by `collectReturn`, each `return` once.
        guard statements.count == 1, let only = DialectSupport.expression(of: statements[0].item), !Self.returns(in: body) else { return }
        for value in DialectSupport.branches(of: [only]) { append(value, returnedAt: Syntax(value), by: reducer) }
    }

    /// Whether a `return` of the body's own (not of a closure or function inside it) is in `body`.
    private static func returns(in body: CodeBlockSyntax) -> Bool {
        var found = false
        ActiveSyntax.walk(body) { node in
            if node.is(ReturnStmtSyntax.self) { found = true }
            return found || node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) ? .skipChildren : .visitChildren
        }
        return found
    }

    /// A returned value as a move of what `reducer` returns, in the context of where it is returned.
    private mutating func append(_ value: ExprSyntax, returnedAt node: Syntax, by reducer: ReducerFunction) {
        var context = MoveContextReader.context(of: node, memo: earlierStatements)
        context.returnsState = true
        let led = Self.leadingValue(of: value)
        facts.writes.append(
            StorageWrite(
                path: ["return"], targets: targets(of: [led], whole: led, context: context, statePath: reducer.statePath, leading: true),
                context: context, location: file.location(of: node), returnedBy: reducer))
    }
}
