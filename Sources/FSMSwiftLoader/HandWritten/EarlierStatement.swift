internal import SwiftSyntax

/// What a statement before a move says about the paths it tests or assigns: an early exit on a
/// value (`if state == .a { return }`), a case assigned (`phase = .saving`), or any value assigned
/// (`busy = command`), after which what was tested further up no longer holds.
enum EarlierStatement {
    /// An `if` without `else` whose body leaves (`return`, `throw`, `break`, `continue`): the
    /// conditions on matched values it leaves on, each enough (`a == .x || (a == .y && busy)` leaves
    /// on `a == .x`; the other part cannot be told apart).
    static func earlyExit(_ item: CodeBlockItemSyntax) -> [PathCondition]? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
            let last = ifExpression.body.statements.last?.item,
            last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self) || last.is(ContinueStmtSyntax.self),
            let condition = ifExpression.conditions.first
        else { return nil }
        if case .expression(let expression) = condition.condition {
            let exits = MatchedCases.operands(of: expression, joinedBy: "||").compactMap {
                MatchedCases.comparison($0) ?? MatchedCases.propertyTest($0)
            }
            return exits.isEmpty ? nil : exits
        }
        return MoveContextReader.readConditions(ifExpression.conditions).paths.first.map { [$0] }
    }

    /// `phase = .saving` as a statement, or as the last statement of the closure a call is given
    /// (`withAnimation { phase = .saving }`: the writes of consecutive closures run in order): the
    /// path and the case.
    static func assignedCase(in item: CodeBlockItemSyntax, depth: Int = 0) -> (String, String)? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        if let call = expression?.as(FunctionCallExprSyntax.self), depth < 4 {
            guard !isLaunch(call) else { return nil }
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            return closure?.statements.last.flatMap { assignedCase(in: $0, depth: depth + 1) }
        }
        guard let elements = expression?.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self),
            let path = ClosureAlias.components(of: elements[0])?.joined(separator: ".") ?? MatchedCases.loosePath(of: elements[0])
        else { return nil }
        let name = elements[2].is(NilLiteralExprSyntax.self) ? "nil" : MoveCollector.caseName(of: elements[2])
        return name.map { (path, $0) }
    }

    /// The path a task the statement starts assigns (`let spinner = Task { …; phase = .spinning }`),
    /// and the case when it is one: from then on the path holds what it held before, or that.
    static func assignedLater(in item: CodeBlockItemSyntax) -> (path: String, name: String?)? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        let launched = expression ?? item.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
        guard let call = launched?.as(FunctionCallExprSyntax.self), isLaunch(call),
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            let last = closure.statements.reversed().first(where: { assignedPath(in: $0) != nil }), let path = assignedPath(in: last)
        else { return nil }
        return (path, assignedCase(in: last)?.1)
    }

    /// The path a statement assigns, whatever the value: `busy = command` ⟶ `busy`.
    static func assignedPath(in item: CodeBlockItemSyntax) -> String? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let elements = expression?.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self)
        else { return nil }
        return ClosureAlias.components(of: elements[0])?.joined(separator: ".") ?? MatchedCases.loosePath(of: elements[0])
    }
}

extension EarlierStatement {
    /// The statements of a `do` block up to the last that may throw (`try` without `?` or `!`, or
    /// `throw`): what those after it assign is never seen by a `catch`.
    static func throwingPrefix(of statements: CodeBlockItemListSyntax) -> ArraySlice<CodeBlockItemSyntax> {
        let items = Array(statements)
        let mayThrow = { (item: CodeBlockItemSyntax) in
            item.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .keyword(.throw)
                    || (token.tokenKind == .keyword(.try)
                        && ![.postfixQuestionMark, .exclamationMark].contains(token.nextToken(viewMode: .sourceAccurate)?.tokenKind))
            }
        }
        guard let last = items.lastIndex(where: mayThrow) else { return [] }
        return items[...last]
    }

    /// `Task { … }`, `Task.detached { … }`, `queue.async { … }`, `queue.asyncAfter(deadline: …) { … }`:
    /// a call whose closure runs later, while the code after it goes on.
    static func isLaunch(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text { return name == "Task" }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return name == "async" || name == "asyncAfter" || (name == "detached" && member.base?.trimmedText == "Task")
    }

    /// What one statement says to every move after it in its block, read once.
    struct Facts {
        /// A `guard`'s conditions, which hold after it.
        var guardConditions: (paths: [PathCondition], texts: [String])?
        var earlyExit: [PathCondition]?
        var assignedCase: (path: String, name: String)?
        var assignedPath: String?
        var assignedLater: (path: String, name: String?)?

        init(of item: CodeBlockItemSyntax) {
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                guardConditions = MoveContextReader.readConditions(guardStatement.conditions)
            } else if let exits = EarlierStatement.earlyExit(item) {
                earlyExit = exits
            } else if let later = EarlierStatement.assignedLater(in: item) {
                assignedLater = later
            } else if let (path, name) = EarlierStatement.assignedCase(in: item) {
                assignedCase = (path, name)
            } else {
                assignedPath = EarlierStatement.assignedPath(in: item)
            }
        }
    }

    /// The facts of the statements one file's moves look back at: the writes of one block (an
    /// initializer setting thirty properties) each look back at the statements before them, so
    /// without it a block's statements are read over and over, each time the same; and what the
    /// statements a move's flow passes over assign (`AssignmentFlow`), read as often.
    final class Memo {
        private var facts: [SyntaxIdentifier: Facts] = [:]
        /// `AssignmentFlow.assignedCases(in:)` of the statements passed over, `.none` for one too
        /// large to read.
        private var assignedCases: [SyntaxIdentifier: [String: Set<String>]?] = [:]

        /// `OwnCallees.reachable(from:around:)` of the closures the file's moves are written in.
        private var callees: [SyntaxIdentifier: [String]] = [:]

        func ownCallees(from method: String, around closure: ClosureExprSyntax) -> [String] {
            if let known = callees[closure.id] { return known }
            let read = OwnCallees.reachable(from: method, around: closure)
            callees[closure.id] = read
            return read
        }

        func facts(of item: CodeBlockItemSyntax) -> Facts {
            if let known = facts[item.id] { return known }
            let read = Facts(of: item)
            facts[item.id] = read
            return read
        }

        func assignedCases(in node: Syntax) -> [String: Set<String>]? {
            if let known = assignedCases[node.id] { return known }
            let read = AssignmentFlow.assignedCases(in: node)
            assignedCases[node.id] = read
            return read
        }
    }
}
