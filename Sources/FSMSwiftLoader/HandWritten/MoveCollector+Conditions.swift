internal import SwiftSyntax

/// What the tests of a value look at: the paths a `switch`, `if` or `guard` matches against
/// cases, and the tests a statement is inside of.
extension MoveCollector {
    /// Whether the test `node` writes `path` after `self.` (`switch self.topic`), the property even
    /// where a name of its own hides it.
    static func namesSelf(_ path: String, in node: Syntax) -> Bool {
        let tested =
            node.as(SwitchExprSyntax.self).map { Syntax($0.subject) } ?? node.as(IfExprSyntax.self).map { Syntax($0.conditions) }
            ?? node.as(GuardStmtSyntax.self).map { Syntax($0.conditions) } ?? node
        return tested.trimmedDescription.contains("self." + path)
    }

    /// The paths `node` (a `switch`, `if` or `guard`) tests, and those it compares with a case by
    /// name (`case .a:`, `== .a`), not only tests (`isBusy`, `!= nil`).
    static func testedPaths(by node: Syntax) -> (paths: [String], namingCases: Set<String>) {
        var paths: [String] = []
        var namingCases: Set<String> = []
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            let subject = switchExpression.subject
            paths =
                subject.as(TupleExprSyntax.self).map { $0.elements.compactMap { MatchedCases.loosePath(of: $0.expression) } }
                ?? [MatchedCases.loosePath(of: subject)].compactMap { $0 }
            namingCases.formUnion(paths)
        } else if let loop = node.as(ForStmtSyntax.self) {
            // `for (i, job) in jobs.enumerated() where job.status == .queued`: the element the
            // body's writes reach (`jobs[i].status`), through the copy the loop binds.
            for part in loop.whereClause.map({ MatchedCases.operands(of: $0.condition, joinedBy: "&&") }) ?? [] {
                guard let comparison = MatchedCases.comparison(part), let dot = comparison.path.firstIndex(of: ".") else { continue }
                paths += [comparison.path, "?" + comparison.path[dot...]]
            }
            namingCases.formUnion(paths)
        } else {
            let conditions = node.as(IfExprSyntax.self)?.conditions ?? node.as(GuardStmtSyntax.self)?.conditions
            for element in conditions ?? [] {
                switch element.condition {
                case .matchingPattern(let matching):
                    guard let path = MatchedCases.loosePath(of: matching.initializer.value) else { continue }
                    paths.append(path)
                    if MatchedCases.caseNames(ofPattern: matching.pattern)?.contains(where: { $0 != "nil" }) == true { namingCases.insert(path) }
                case .expression(let expression):
                    for part in MatchedCases.operands(of: expression, joinedBy: "&&").flatMap({ MatchedCases.operands(of: $0, joinedBy: "||") }) {
                        if let comparison = MatchedCases.comparison(part) {
                            paths.append(comparison.path)
                            if comparison.cases.names.contains(where: { $0 != "nil" }) { namingCases.insert(comparison.path) }
                        } else if let owner = MatchedCases.testedOwner(of: part) {
                            paths.append(owner)
                        }
                    }
                default: continue
                }
            }
        }
        return (paths, namingCases)
    }

    /// `switch player.state { case .paused: player.play() }`: the paths the `switch`es and `if`s
    /// around a statement test, in the function or closure it is in; the test decides whether it runs.
    /// An action in a view helper (`func retryPanel() -> some View { Button("Retry") { model.retry()
    /// } }`) exists where the helper is shown: the paths tested around its calls in the view count too.
    static func pathsTested(around statement: Syntax, followingCallers: Bool = true) -> [String] {
        var paths: [String] = []
        var inner = statement
        var current = statement.parent
        var isInAction = false
        while let ancestor = current {
            switch ancestor.kind {
            case .switchExpr where inner.kind == .switchCaseList, .ifExpr where inner.kind != .conditionElementList:
                paths += testedPaths(by: ancestor).paths
            case .codeBlockItemList:
                paths += pathsGuarded(in: ancestor, before: inner)
            // `if player.state == .playing { Button("Stop") { player.stop() } }`: a view's action exists
            // only while the test that shows the view holds; a task is started only where it holds.
            case .closureExpr where ancestor.as(ClosureExprSyntax.self).map(Self.runsWhereStarted) == true:
                isInAction = true
            case .functionDecl:
                guard isInAction, followingCallers, let helper = ancestor.as(FunctionDeclSyntax.self), isViewHelper(helper) else { return paths }
                return paths + calls(ofOwn: helper).flatMap { pathsTested(around: Syntax($0), followingCallers: false) }
            case .initializerDecl, .closureExpr, .accessorBlock, .memberBlock, .sourceFile:
                return paths
            default:
                break
            }
            inner = ancestor
            current = ancestor.parent
        }
        return paths
    }

    /// `func retryPanel() -> some View`: a function that makes part of a view, which shows the
    /// actions it holds where it is called.
    private static func isViewHelper(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause?.type.trimmedText.hasSuffix("View") == true
    }

    /// The calls of `function` (`retryPanel(why)`, `self.retryPanel(why)`) in the type body that
    /// declares it.
    private static func calls(ofOwn function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        guard let members = OwnCallees.enclosingMembers(of: function) else { return [] }
        let name = function.name.text
        let length = name.utf8.count
        return members.tokens(viewMode: .sourceAccurate).compactMap { token in
            // The length first: most tokens are told apart without making their text.
            guard token.trimmedLength.utf8Length == length, token.tokenKind == .identifier(name),
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                EventHandlerClosure.ownMethodName(called: call.calledExpression) == name
            else { return nil }
            return call
        }
    }

    /// A view's action or a task (`Task { await player.stop() }`), which runs only where the code
    /// around it decided to offer or start it.
    private static func runsWhereStarted(_ closure: ClosureExprSyntax) -> Bool {
        EventHandlerClosure.handlesEvents(closure) || EventHandlerClosure.call(receiving: closure).map(EarlierStatement.isLaunch) == true
    }

    /// `guard pipe.phase != .live else { return }; pipe.dial()`: the paths the `guard`s before a
    /// statement in its block test, as far back as a move's context is read.
    private static func pathsGuarded(in block: Syntax, before item: Syntax) -> [String] {
        guard let block = block.as(CodeBlockItemListSyntax.self), let own = item.as(CodeBlockItemSyntax.self),
            var position = block.index(of: own)
        else { return [] }
        var paths: [String] = []
        for _ in 0..<MoveContextReader.statementsLookedBack where position != block.startIndex {
            position = block.index(before: position)
            if block[position].item.kind == .guardStmt { paths += testedPaths(by: Syntax(block[position].item)).paths }
        }
        return paths
    }

    /// `if player.state == .playing { Button("Stop") { player.stop() } }` in a view's `body`: a test
    /// that decides which actions the view offers on the value (calls of its owner's methods, writes
    /// of it, `Button(action: player.stop)`), as an event handler's test decides which it takes.
    /// Buttons that do something else (`Button { showsHelp.toggle() }` under a setting's test) make
    /// it no such test.
    static func showsActions(_ node: Syntax, on paths: [String]) -> Bool {
        // `switch self` computes a value of an enum (a title, a colour), never a view's actions.
        guard node.kind == .ifExpr || node.kind == .switchExpr, paths.contains(where: { $0 != "self" }) else { return false }
        let owners = Set(paths.map { $0.split(separator: ".").dropLast().joined(separator: ".") })
        return offersActions(in: node, onOwners: owners, orPaths: Set(paths), followingHelpers: true)
    }

    /// Whether `node` holds an action on one of `owners` or `paths`; with `followingHelpers`, also
    /// in the view helpers it calls (`case .failed: retryPanel()`, a method of the view's own type
    /// whose buttons the branch shows), one call deep.
    private static func offersActions(in node: some SyntaxProtocol, onOwners owners: Set<String>, orPaths paths: Set<String>, followingHelpers: Bool)
        -> Bool
    {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self), EventHandlerClosure.handlesEvents(closure) {
                return acts(in: closure, onOwners: owners, orPaths: paths)
            }
            guard token.tokenKind == .leftParen, let call = token.parent?.as(FunctionCallExprSyntax.self) else { return false }
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" else {
                // `Text(…)`, `VStack { … }`: a type's initializer, no helper of the view.
                guard followingHelpers, let name = EventHandlerClosure.ownMethodName(called: call.calledExpression), name.first?.isLowercase == true,
                    let function = ownFunction(named: name, around: call), isViewHelper(function), let helper = function.body
                else { return false }
                return offersActions(in: helper, onOwners: owners, orPaths: paths, followingHelpers: false)
            }
            guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression, !action.is(ClosureExprSyntax.self)
            else { return false }
            return isMethod(action, ofOneOf: owners)
        }
    }

    /// The function named `name` that the type body around `node` declares (`retryPanel(_:)` of
    /// the view, `start()` of the model).
    private static func ownFunction(named name: String, around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        OwnCallees.enclosingMembers(of: node)?.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// Whether `closure` calls a method of one of `owners` or assigns one of `paths`.
    private static func acts(in closure: ClosureExprSyntax, onOwners owners: Set<String>, orPaths paths: Set<String>) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if token.tokenKind == .equal, let assignment = token.parent?.as(AssignmentExprSyntax.self),
                let target = assignment.parent?.as(ExprListSyntax.self)?.first
            {
                return MatchedCases.loosePath(of: target).map(paths.contains) == true
            }
            guard token.tokenKind == .leftParen, let call = token.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return isMethod(call.calledExpression, ofOneOf: owners)
        }
    }

    /// Whether `callee` names a method of one of `owners`: `player.stop` of `player`, or `start`
    /// and `self.start` of the code's own value (`""`), whose type body must declare it (`URL(string:)`
    /// or `openURL(…)` is no move).
    private static func isMethod(_ callee: ExprSyntax, ofOneOf owners: Set<String>) -> Bool {
        if owners.contains(""), let own = EventHandlerClosure.ownMethodName(called: callee) {
            return ownFunction(named: own, around: callee) != nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let owner = MatchedCases.components(of: base),
            owner.first != "self"
        else { return false }
        return owners.contains(owner.joined(separator: "."))
    }
}
