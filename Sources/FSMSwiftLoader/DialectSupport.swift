import FSMModel
internal import SwiftSyntax

/// What the builder-style dialects (Machinus, Feedbacks, Tinder, reducers) share: naming a machine
/// after where it is built, and finding the values a closure can produce.
enum DialectSupport {
    /// `Type.variable` for `let variable = StateMachine { … }` (or `variable = …` in a method),
    /// `Type.function` for a machine built and returned by a function, else `Type.fallback`: the
    /// same naming as SwiftFSM's, so reports and diagrams name machines the way the code does.
    static func machineName(of call: some SyntaxProtocol, fallback: String) -> String {
        let node = Syntax(call)
        let own = variableName(boundTo: node) ?? SyntaxScope.functionName(of: node) ?? fallback
        return (SyntaxScope.typeScope(of: node) + [own]).joined(separator: ".")
    }

    /// The variable an expression is stored in, looking up through `try`, `await` and member chains
    /// such as `System { … }.execute(on: …)`; a bounded walk, since only the nearest few parents matter.
    static func variableName(boundTo node: Syntax) -> String? {
        var current = node
        for _ in 0..<12 {
            guard let parent = current.parent else { return nil }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id else { return nil }
                return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionReading.selfMemberName(of: elements[0])
            }
            let passesThrough =
                parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
                || parent.is(MemberAccessExprSyntax.self) || (parent.is(FunctionCallExprSyntax.self) && current.is(MemberAccessExprSyntax.self))
            guard passesThrough else { return nil }
            current = parent
        }
        return nil
    }

    /// The expressions a closure may evaluate to: every `return` in its body (outside nested
    /// closures and functions) or its single expression, with `c ? a : b`, `if` and `switch`
    /// expressions split into their branches. One entry per possible result, in source order.
    static func resultExpressions(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        resultExpressions(of: closure.statements)
    }

    /// The expressions a body of statements (a closure's, a function's, a computed property's, a
    /// `switch` case's) may evaluate to, as `resultExpressions(of:)` of a closure finds them.
    static func resultExpressions(of body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var candidates: [ExprSyntax] = []
        // A `switch` statement whose cases return (`guard n > 0 else { return .rejected }; return
        // .found`) is no single expression: every `return` counts, not only each case's last line.
        ActiveSyntax.walk(body) { node in
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
            if let returned = node.as(ReturnStmtSyntax.self)?.expression { candidates.append(returned) }
            return .visitChildren
        }
        let statements = ActiveSyntax.statements(of: body)
        if candidates.isEmpty, statements.count == 1, let only = expression(of: statements[0].item) {
            candidates.append(only)
        }
        return branches(of: candidates)
    }

    /// Splits conditional expressions into the values they choose between, with a work list so
    /// that nesting depth costs no stack.
    static func branches(of expressions: [ExprSyntax]) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        var pending = Array(expressions.reversed())
        while let next = pending.popLast() {
            let expression = ExpressionReading.unwrappingEffects(next)
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let split = operandBranches(of: Array(sequence.elements))
                pending += split.values.reversed()
                if !split.isComplete { result.append(expression) }
            } else if let ternary = expression.as(TernaryExprSyntax.self) {
                pending += [ternary.elseExpression, ternary.thenExpression]
            } else if let ifExpression = expression.as(IfExprSyntax.self) {
                pending += branchValues(of: ifExpression).reversed()
            } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
                let values = ActiveSyntax.cases(of: switchExpression).compactMap {
                    $0.statements.last.flatMap { Self.expression(of: $0.item) }
                }
                pending += values.reversed()
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                pending.append(only.expression)
            } else {
                result.append(expression)
            }
        }
        return result
    }

    /// The values an operator sequence as the parser leaves it (flat, unfolded) can evaluate to,
    /// each a node of its own: `c1 ? a : c2 ? b : d` gives `a`, `b`, `d` (a ternary binds more
    /// loosely than any other operator, so the conditions are not values); `a ?? b ?? c` gives `a`,
    /// `b` and `c`, as it is one of them. `isComplete` is false when some value has no node of its
    /// own (`c ? a : x + 1`, `x + 1`, `a ?? b + 1`): the caller then keeps the whole expression,
    /// which stands for a value computed at run time. Also reads the right side of `x = value`
    /// given as the elements after the `=`.
    static func operandBranches(of elements: [ExprSyntax]) -> (values: [ExprSyntax], isComplete: Bool) {
        var values = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
        let rest = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }).map { elements[($0 + 1)...] } ?? elements[...]
        if rest.count == 1, let only = rest.first { return (values + [only], true) }
        // `??` is the only operator whose value is one of its operands; with any other, the
        // operands are not values of the whole.
        let operands = rest.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let isNilCoalescing =
            rest.count % 2 == 1
            && rest.enumerated().allSatisfy { position, element in
                position % 2 == 0 ? !element.is(BinaryOperatorExprSyntax.self) : element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            }
        guard isNilCoalescing else { return (values, false) }
        values += operands
        return (values, true)
    }

    /// The last expression of each branch of an `if` expression, `else if` chains included.
    private static func branchValues(of ifExpression: IfExprSyntax) -> [ExprSyntax] {
        var values: [ExprSyntax] = []
        var current: IfExprSyntax? = ifExpression
        while let branch = current {
            if let last = branch.body.statements.last, let value = expression(of: last.item) { values.append(value) }
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block):
                if let last = block.statements.last, let value = expression(of: last.item) { values.append(value) }
                current = nil
            case nil: current = nil
            }
        }
        return values
    }

    /// The expression a statement is, when it is one (`.loading`, `switch event { … }`).
    static func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): expression
        case .stmt(let statement):
            statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// The statements of a builder closure (`#if` resolved), each with its expression, or `nil` for a
    /// declaration or statement, which the caller reports or skips.
    static func builderStatements(of closure: ClosureExprSyntax) -> [(statement: Syntax, expression: ExprSyntax?)] {
        builderStatements(of: closure.statements)
    }

    /// The statements of a builder body: a closure's, or a result-builder property's getter.
    static func builderStatements(of body: CodeBlockItemListSyntax) -> [(statement: Syntax, expression: ExprSyntax?)] {
        ActiveSyntax.statements(of: body).map { item in (Syntax(item.item), expression(of: item.item)) }
    }

    /// The state and event types a machine's constructor names, last name component only:
    /// `StateMachine<S, E>(…)`, or through a typealias declared in any file
    /// (`typealias AppMachine = StateMachine<S, E>`, then `AppMachine(…)`).
    static func typeArguments(of call: FunctionCallExprSyntax, index: DeclarationIndex) -> [String] {
        typeArguments(ofType: ExpressionReading.text(of: call.calledExpression), from: SyntaxScope.typeScope(of: Syntax(call)), index: index)
    }

    /// The generic arguments a type as written gives, through a typealias of it or of the type it is
    /// nested in (`[Automaton.EffectMapping]` with `typealias Automaton = Automaton<State, Input>`).
    static func typeArguments(ofType written: String, from scope: TypeScope, index: DeclarationIndex) -> [String] {
        var arguments = SwiftFSMMachineAssembly.genericArguments(in: written)
        if arguments.isEmpty {
            let components = SyntaxText.plainTypeName(written).filter { !"[]?!".contains($0) }.split(separator: ".")
            for count in stride(from: components.count, through: 1, by: -1) where arguments.isEmpty {
                arguments = index.aliasGenericArguments(of: components.prefix(count).joined(separator: "."), from: scope)
            }
        }
        return arguments.map { SyntaxText.plainTypeName($0).split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// The called function or type of a call, through a typealias (`typealias Machine = StateMachine<…>`).
    static func resolvedCallee(of call: FunctionCallExprSyntax, index: DeclarationIndex) -> String? {
        guard let name = ExpressionReading.calleeName(of: call) else { return nil }
        return index.resolvedTypeName(name, from: SyntaxScope.typeScope(of: Syntax(call)))
    }
}
