internal import SwiftSyntax

/// Finds what a name refers to by Swift's own scoping rules, for dialects whose machine is built
/// from values declared next to it: `StateMachine(initialState: …, mappings: mappings)` with
/// `let mappings = [ … ]` just above, or `let canForceLogout = [.loggingIn, .loggedIn].contains`.
enum LexicalLookup {
    /// The declaration of the variable `name` visible from `node`, with its initial value: a local
    /// declared before it (the nearest one, since documentation-style code redeclares `mappings`),
    /// else a property of an enclosing type, else a global of the same file. `nil` when the name is
    /// declared in another file or without an initial value, or is a parameter of a function,
    /// initializer or closure around `node`.
    static func binding(of name: String, visibleFrom node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                let before = block.filter { $0.position < child.position }
                if let found = before.reversed().lazy.compactMap({ binding(of: name, in: $0.item.as(VariableDeclSyntax.self)) }).first {
                    return found
                }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                if let found = members.lazy.compactMap({ binding(of: name, in: $0.decl.as(VariableDeclSyntax.self)) }).first {
                    return found
                }
            } else if parameterNames(of: scope)?.contains(name) == true {
                return nil  // a parameter hides every declaration further out, and its value is not known
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    /// Whether `name` at `node` is bound by a parameter or a pattern around it (`if let sort = …`,
    /// `guard let`, `for sort in`, `case let .x(sort)`, a closure's `sort in`): a value known only at
    /// run time, never a member of that name declared elsewhere (`Prefs.sort`).
    static func isBoundByPatternOrParameter(_ name: String, visibleFrom node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if parameterNames(of: scope)?.contains(name) == true { return true }
            let patterns: [Syntax]
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                patterns = block.filter { $0.position < child.position }.compactMap { $0.item.as(GuardStmtSyntax.self).map { Syntax($0.conditions) } }
            } else if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                patterns = [Syntax(ifExpression.conditions)]
            } else if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id {
                patterns = [Syntax(loop.conditions)]
            } else if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id {
                patterns = [Syntax(loop.pattern)]
            } else if let switchCase = scope.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id {
                patterns = [Syntax(switchCase.label)]
            } else {
                patterns = []
            }
            if patterns.contains(where: { binds(name, in: $0) }) { return true }
            if scope.is(MemberBlockItemListSyntax.self) { return false }
            child = scope
            current = scope.parent
        }
        return false
    }

    private static func binds(_ name: String, in pattern: Syntax) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        if let binding = pattern.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name  // `if let sort {`
        }
        // Expressions hold no pattern but closures' (`{ sort in … }` in a condition binds nothing here).
        guard !pattern.is(ClosureExprSyntax.self) else { return false }
        return pattern.children(viewMode: .sourceAccurate).contains { binds(name, in: $0) }
    }

    /// The parameter names `node` declares when it is a function, an initializer or a closure; nil
    /// for any other node.
    static func parameterNames(of node: Syntax) -> [String]? {
        if let function = node.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        if let initializer = node.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        guard let closure = node.as(ClosureExprSyntax.self) else { return nil }
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The declaration of `name` visible at `node`, with or without an initial value, and whether
    /// it is a stored property of the type around `node` rather than a local: `machine =
    /// StateMachine(…)` in an `init` whose type declares `let machine: StateMachine<S, E>`. A local
    /// declared up to `node` (its own `let` too) or a parameter of that name hides the property.
    static func declaration(of name: String, visibleFrom node: some SyntaxProtocol) -> (binding: PatternBindingSyntax, isProperty: Bool)? {
        let named = { (declaration: VariableDeclSyntax?) in
            declaration?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                let before = block.filter { $0.position <= child.position }
                if let found = before.reversed().lazy.compactMap({ named($0.item.as(VariableDeclSyntax.self)) }).first { return (found, false) }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                return members.lazy.compactMap { named($0.decl.as(VariableDeclSyntax.self)) }.first.map { ($0, true) }
            } else if parameterNames(of: scope)?.contains(name) == true {
                return nil
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    private static func binding(of name: String, in declaration: VariableDeclSyntax?) -> PatternBindingSyntax? {
        declaration?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.initializer != nil }
    }

    /// The variable a constructor call is stored in: `let machine = StateMachine(…)`,
    /// `self.automaton = Automaton(…)`, `lazy var automaton = try Automaton(…)`.
    static func variableName(assignedFrom call: some SyntaxProtocol) -> String? {
        var node = Syntax(call)
        for _ in 0..<8 {
            guard let parent = node.parent else { return nil }
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
                continue
            }
            if parent.is(InitializerClauseSyntax.self) {
                return parent.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id else { return nil }
                return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionReading.selfMemberName(of: elements[0])
            }
            return nil
        }
        return nil
    }

    /// `Type.variable`: a machine is named after the types around its constructor call and the
    /// variable it is stored in, as SwiftFSM machines are; the function stands in for a variable
    /// when the machine is returned rather than stored.
    static func machineName(of call: some SyntaxProtocol, fallback: String) -> String {
        let variable = variableName(assignedFrom: call) ?? SyntaxScope.functionName(of: Syntax(call)) ?? fallback
        return (SyntaxScope.typeScope(of: Syntax(call)) + [variable]).joined(separator: ".")
    }

    /// `name`, `self.name` ⟶ `name`: a variable named plainly.
    static func variableName(of expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionReading.selfMemberName(of: expression)
    }
}
