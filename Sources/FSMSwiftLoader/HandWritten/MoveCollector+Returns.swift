internal import SwiftSyntax

/// The values a function that gives the next state returns: with `return`, or as the branches of
/// the one expression its body is.
extension MoveCollector {
    /// `return .x` in a function that returns the next state; `return (.x, effects)` and `return
    /// Transition(.x, …)` give their first element.
    mutating func collectReturn(_ statement: ReturnStmtSyntax) {
        guard let value = statement.expression, let function = Self.enclosingFunction(of: Syntax(statement)) else { return }
        guard let reducer = reducerFunction(function) else {
            collectCasesReturned(value, by: function)
            return
        }
        append(value, returnedAt: Syntax(statement), by: reducer)
    }

    /// `func status(for id: ID) -> Status { … return .none }`: a case a function makes for its
    /// callers, which a storage of the enum that never names it does not hold (`casesTaken`), as a
    /// constant's case is not.
    private mutating func collectCasesReturned(_ value: ExprSyntax, by function: FunctionDeclSyntax) {
        guard let written = function.signature.returnClause?.type else { return }
        let type = Self.plainType(written)
        let cases = Self.caseValues(ofValue: value).filter { $0 != "nil" && $0 != Self.firstDeclaredCase && !(type.isOptional && $0 == "none") }
        guard type.name.first?.isUppercase == true, !cases.isEmpty else { return }
        facts.constantCases.append(HeldCases(type: type.name, owner: SyntaxScope.typeScope(of: Syntax(function)), cases: cases))
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

    /// `func reduce(state: State, event: Event) -> State`, `mutating func next() -> (Self, Command?)`.
    /// The function as a reducer, when it takes a value of the type it returns (the state and an
    /// event give the next state) or is a method of that type returning it (`func next() -> Self`).
    func reducerFunction(_ function: FunctionDeclSyntax) -> ReducerFunction? {
        guard let resultType = function.signature.returnClause.map({ Self.leadingElement(of: $0.type) }) else { return nil }
        let result = Self.plainType(resultType)
        let parameters = MoveContextReader.parameters(of: function.signature.parameterClause)
        // The state and an event: a function of the state alone (`nextStep(after:)`) computes a value.
        let takesState = parameters.count >= 2 && parameters.contains { $0.type.map { Self.plainType(text: $0).name } == result.name }
        let isMember = function.parent?.is(MemberBlockItemSyntax.self) == true
        let returnsOwnType =
            isMember
            && (result.name == "Self"
                || (result.name == SyntaxScope.innermostTypeName(of: Syntax(function)) && !Self.nestsATypeNamed(result.name, around: function)))
            && !Self.isAnotherInstance(resultType, madeBy: function) && !Self.callsItself(function)
        guard takesState || returnsOwnType else { return nil }
        let scope = SyntaxScope.typeScope(of: Syntax(function))
        return ReducerFunction(
            name: function.name.text, scope: scope, resultType: result.name == "Self" ? scope.last ?? result.name : result.name,
            resultIsOptional: result.isOptional, parameters: parameters,
            statePath: takesState ? Self.stateParameter(of: parameters, type: result.name) : "self",
            location: file.location(of: function.name)
        )
    }

    /// `func map<T>(_: (Value) -> T) -> Result<T>`: a value of the generic type made with the
    /// function's own type parameter is another type's value, mapped, not the next state of this one.
    private static func isAnotherInstance(_ type: TypeSyntax, madeBy function: FunctionDeclSyntax) -> Bool {
        guard let parameters = function.genericParameterClause?.parameters.map(\.name.text),
            let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
        else { return false }
        return arguments.contains { argument in parameters.contains(argument.argument.trimmedDescription) }
    }

    /// `enum Signal { struct Signal { … }; func describe() -> Signal }`: inside the type, its name
    /// is the nested type of that name, which the method returns.
    private static func nestsATypeNamed(_ name: String, around function: FunctionDeclSyntax) -> Bool {
        guard let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        return members.contains { member in
            let declaration = member.decl
            let nested =
                declaration.as(StructDeclSyntax.self)?.name ?? declaration.as(ClassDeclSyntax.self)?.name ?? declaration.as(EnumDeclSyntax.self)?.name
                ?? declaration.as(TypeAliasDeclSyntax.self)?.name
            return nested?.text == name
        }
    }

    /// `func findDeepMove(…) -> Self { … child.findDeepMove(…) }`: a method that calls itself again
    /// searches through values of its type (a tree's nodes); it does not step a value to its next state.
    private static func callsItself(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        let name = function.name.text
        var found = false
        ActiveSyntax.walk(body) { node in
            if let callee = node.as(FunctionCallExprSyntax.self)?.calledExpression {
                let called = callee.as(DeclReferenceExprSyntax.self)?.baseName ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName
                if called?.text == name { found = true }
            }
            return found ? .skipChildren : .visitChildren
        }
        return found
    }
}
