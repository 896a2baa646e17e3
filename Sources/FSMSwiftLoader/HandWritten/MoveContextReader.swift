internal import SwiftSyntax

/// Works out the context of a move by walking up from it: the `switch` cases, `if` branches and
/// earlier `guard`s around it, the function and closures it is written in, and the types outside.
///
/// Nothing here knows which path is the machine's storage: conditions are kept for every matched
/// path, and the assembly later takes those on its storage as the states a move leaves and the
/// others as its event.
enum MoveContextReader {
    /// More alternatives than any real `switch` nesting gives; past it the conditions are dropped
    /// (the move may then run in any state), so hostile nesting cannot multiply them without bound.
    static let alternativeLimit = 256

    /// `writing` is the path the move writes (`["job", "status"]`): a fresh local at its root
    /// (`var job = Job(id: id)`) settles it at the type's initial value. `standingFor` is the path
    /// a closure parameter at its root stands for (`ClosureAlias`), followed in its place.
    /// `memo` keeps what each statement before a move says, for the next move of its file.
    static func context(
        of node: Syntax, writing written: [String]? = nil, standingFor alias: [String]? = nil, memo: EarlierStatement.Memo? = nil
    ) -> MoveContext {
        var context = MoveContext(scope: SyntaxScope.typeScope(of: node))
        var child = node
        var inClosure = false
        // The nearest closure is an action a view runs (`Button { … }`), not code drawing it.
        var handlesEvents = false
        // Past a loop or closure, the locals declared further out keep their values between runs.
        var repeats = false
        // Paths an earlier statement assigned a case to: that case is their value here, whatever
        // the code further out matched (`phase = .saving; await save(); phase = .saved`).
        var settled: Set<String> = []
        var flow = AssignmentFlow(writing: written, standingFor: alias, memo: memo)
        while let parent = child.parent {
            if let switchCase = parent.as(SwitchCaseSyntax.self), child.is(CodeBlockItemListSyntax.self) {
                add(unsettled(conditions(of: switchCase), settled), to: &context)
                context.switchedByBareName.formUnion(bareSubjects(of: switchCase))
                if case .case(let label) = switchCase.label, label.caseItems.count == 1, let item = label.caseItems.first {
                    context.payloadBindings.merge(MatchedCases.payloadBindings(ofPattern: item.pattern)) { nearer, _ in nearer }
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self), let block = child.as(CodeBlockSyntax.self) {
                addBranch(of: ifExpression, taken: block.id == ifExpression.body.id, to: &context, settled: settled)
                if block.id == ifExpression.body.id { LocalTypes.record(boundBy: ifExpression.conditions, in: &context) }
            } else if let ifExpression = parent.as(IfExprSyntax.self), child.is(IfExprSyntax.self) {
                // `else if`: the conditions before it did not hold.
                addBranch(of: ifExpression, taken: false, to: &context, settled: settled)
            } else if let block = parent.as(CodeBlockItemListSyntax.self) {
                addStatements(of: block, before: child, to: &context, settled: &settled, flow: &flow, memo: memo, repeats: repeats)
            } else if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) {
                repeats = true
                // The body runs again: what the rest of it assigns may be the value here.
                if child.is(CodeBlockSyntax.self) { flow.passOver(child) }
                add(unsettled(([whereConditions(of: parent, around: child)], []), settled), to: &context)
            } else if parent.is(CatchClauseSyntax.self), let doStatement = parent.parent?.parent?.as(DoStmtSyntax.self) {
                // `catch` may be reached from any `try` in the `do` block, not from after the last one.
                for item in EarlierStatement.throwingPrefix(of: doStatement.body.statements) { flow.passOver(item) }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                if !inClosure { handlesEvents = EventHandlerClosure.handlesEvents(closure) }
                if context.calledBackBy.isEmpty, let method = EventHandlerClosure.ownMethodCalled(with: closure) {
                    context.calledBackBy =
                        memo?.ownCallees(from: method, around: closure) ?? OwnCallees.reachable(from: method, around: closure)
                }
                inClosure = true
                repeats = true
                enter(closure, context: &context, flow: &flow)
                if EventHandlerClosure.runsLater(closure) { flow.leaveLaterRunningClosure() }
            } else if enclose(in: parent, inClosure: inClosure, handlingEvents: handlesEvents, context: &context) {
                break
            }
            child = parent
        }
        // `prepare(for:sender:)` configures the screen a segue presents (`sheet.target = .bed`): a
        // value set there is where that screen starts, not a move of it.
        if context.methodEvent == "prepare(for:sender:)", let written, written.count > 1, written[0] != "self" {
            context.isInitializer = true
        }
        LocalTypes.recordTestedLocals(in: &context, around: node)
        return context
    }

    /// The closure's parameters join the context; each hides the locals of its name outside.
    private static func enter(_ closure: ClosureExprSyntax, context: inout MoveContext, flow: inout AssignmentFlow) {
        let parameters = closureParameters(of: closure)
        context.parameters += parameters
        for parameter in parameters where context.localTypes[parameter.name] == nil {
            context.localTypes[parameter.name] = parameter.type ?? ""
        }
        flow.leave(closureParameters: parameters.map(\.name))
    }

    /// The function, initializer, `deinit` or accessor the move is written in, when `node` is one (or
    /// the end of the code around it): the walk stops there.
    private static func enclose(in node: Syntax, inClosure: Bool, handlingEvents: Bool, context: inout MoveContext) -> Bool {
        if let function = node.as(FunctionDeclSyntax.self) {
            context.function = function.name.text
            context.methodEvent = eventName(of: function)
            let declared = parameters(of: function.signature.parameterClause)
            context.parameters += declared
            context.functionParameters = declared.map(\.name)
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            context.function = "init"
            context.isInitializer = !inClosure
            let declared = parameters(of: initializer.signature.parameterClause)
            context.parameters += declared
            context.functionParameters = declared.map(\.name)
        } else if node.is(DeinitializerDeclSyntax.self) {
            context.function = "deinit"
            context.methodEvent = "deinit"
        } else if node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
            context.function = accessorOwner(of: node)
            context.isInAccessor = !handlingEvents
        } else {
            return node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self)
        }
        return true
    }

    /// A method as an event: `pause`, `session(didWrite:)` (its labels tell overloads apart).
    static func eventName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        guard labels.contains(where: { $0 != "_" }) else { return function.name.text }
        return function.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The parameters a function or initializer declares, with their written types.
    static func parameters(of clause: FunctionParameterClauseSyntax) -> [MoveContext.Parameter] {
        clause.parameters.map { parameter in
            let attributed = parameter.type.as(AttributedTypeSyntax.self)
            let isInout = attributed?.specifiers.contains { $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout) } ?? false
            let type = attributed?.baseType ?? parameter.type
            return MoveContext.Parameter(
                name: (parameter.secondName ?? parameter.firstName).text, type: type.trimmedText, isInout: isInout,
                defaultCases: parameter.defaultValue.map { MoveCollector.caseValues(ofValue: $0.value) } ?? [],
                label: parameter.secondName == nil ? nil : parameter.firstName.text)
        }
    }

    /// A closure's parameters; those of a reducer closure (`Reduce { state, action in }`,
    /// `Reducer<AppState, AppAction, Env> { state, action, env in }`) have the types the call implies.
    private static func closureParameters(of closure: ClosureExprSyntax) -> [MoveContext.Parameter] {
        let names: [(String, String?)]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): names = list.map { ($0.name.text, nil) }
        case .parameterClause(let clause):
            // `(track: inout Track)` is a `Track`.
            names = clause.parameters.map {
                (($0.secondName ?? $0.firstName).text, ($0.type?.as(AttributedTypeSyntax.self)?.baseType ?? $0.type)?.trimmedText)
            }
        case nil: names = []
        }
        let implied = reducerStateType(around: closure)
        let given = names.contains { $0.1 == nil } && implied == nil ? ClosureParameterTypes.inferred(for: closure) : []
        return names.enumerated().map { position, named in
            let type = named.1 ?? (position == 0 ? implied : nil) ?? (given.indices.contains(position) ? given[position] : nil)
            return MoveContext.Parameter(name: named.0, type: type, isInout: position == 0 && implied != nil)
        }
    }

    /// The state a TCA reducer closure receives `inout`: `State` for one given to `Reduce`, the
    /// first generic argument for one given to `Reducer<S, A, E>` (or to `.init` inside
    /// `Reducer<S, A, E>.combine(…)`, or bound to a `let x: Reducer<S, A, E>`).
    private static func reducerStateType(around closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let callee = call?.calledExpression else { return nil }
        let name =
            MatchedCases.path(of: callee) ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? callee.as(GenericSpecializationExprSyntax.self).flatMap { MatchedCases.path(of: $0.expression) }
        if name == "Reduce" { return "State" }
        guard let last = name?.split(separator: ".").last, ["Reducer", "AnyReducer", "init"].contains(String(last)) else { return nil }
        var current: Syntax? = Syntax(callee)
        for _ in 0..<16 {
            guard let node = current else { break }
            let called = node.as(FunctionCallExprSyntax.self)?.calledExpression
            let generic =
                called?.as(GenericSpecializationExprSyntax.self)
                ?? called?.as(MemberAccessExprSyntax.self)?.base?.as(GenericSpecializationExprSyntax.self)
            if let generic, let first = reducerStateArgument(generic.genericArgumentClause) { return first }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause.flatMap(reducerStateArgument)
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { break }
            current = node.parent
        }
        return nil
    }

    private static func reducerStateArgument(_ clause: GenericArgumentClauseSyntax) -> String? {
        guard clause.arguments.count >= 2 else { return nil }
        return clause.arguments.first.map { $0.argument.trimmedText }
    }

    /// `var body: … { … }` ⟶ `body`; an accessor of a subscript or an unnamed one ⟶ `accessor`.
    private static func accessorOwner(of node: Syntax) -> String {
        var current: Syntax? = node
        while let candidate = current {
            if let binding = candidate.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                return name.identifier.text
            }
            current = candidate.parent
        }
        return "accessor"
    }

    /// The alternatives one `case` label gives, each a conjunction over the switched paths.
    private static func conditions(of switchCase: SwitchCaseSyntax) -> (alternatives: [[PathCondition]], conditions: [String]) {
        guard let switchExpression = enclosingSwitch(of: switchCase) else { return ([[]], []) }
        let subject = switchExpression.subject
        // A closure parameter standing for a path (`ClosureAlias`) is matched as that path.
        let path = { (expression: ExprSyntax) in
            ClosureAlias.components(of: expression)?.joined(separator: ".") ?? MatchedCases.loosePath(of: expression)
        }
        let subjects: [String?] = subject.as(TupleExprSyntax.self).map { $0.elements.map { path($0.expression) } } ?? [path(subject)]
        guard case .case(let label) = switchCase.label else {
            return (defaultAlternatives(in: switchExpression, before: switchCase, subjects: subjects), [])
        }
        var alternatives: [[PathCondition]] = []
        var textsByItem: [String?] = []
        for item in label.caseItems {
            let patterns = subjects.count == 1 ? [item.pattern] : MatchedCases.tupleElements(ofPattern: item.pattern) ?? []
            var alternative: [PathCondition] = []
            for (path, pattern) in zip(subjects, patterns) {
                guard let path, let names = MatchedCases.caseNames(ofPattern: pattern), !names.isEmpty else { continue }
                alternative.append(PathCondition(path: path, cases: .only(names)))
            }
            if let whereClause = item.whereClause {
                // `case .start where state.mode == .idle:` matches a value as `guard` would.
                if let comparison = MatchedCases.comparison(whereClause.condition) {
                    alternative.append(comparison)
                    textsByItem.append(nil)
                } else {
                    textsByItem.append(whereClause.condition.trimmedText)
                }
            } else {
                textsByItem.append(nil)
            }
            alternatives.append(alternative)
        }
        // The move runs when one item matches: with a plain `where` on every item, one of them holds.
        let texts = textsByItem.compactMap { $0 }
        guard texts.count == textsByItem.count, !texts.isEmpty else { return (alternatives, []) }
        return (alternatives, [texts.count == 1 ? texts[0] : texts.map { "(\($0))" }.joined(separator: " || ")])
    }

    /// The names a `switch` matches written alone, neither `self.name` nor a longer path: what the
    /// nearest declaration of that name holds, which may be a parameter hiding a property.
    private static func bareSubjects(of switchCase: SwitchCaseSyntax) -> [String] {
        guard let subject = enclosingSwitch(of: switchCase)?.subject else { return [] }
        let subjects = subject.as(TupleExprSyntax.self).map { $0.elements.map(\.expression) } ?? [subject]
        return subjects.compactMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
    }

    private static func add(_ found: (alternatives: [[PathCondition]], conditions: [String]), to context: inout MoveContext) {
        context.conditions += found.conditions
        // A path an alternative already has assigned (a task's write) is settled there.
        let combined = context.alternatives.flatMap { inner in
            found.alternatives.map { outer in inner + outer.filter { condition in !inner.contains { $0.isAssigned && $0.path == condition.path } } }
        }
        context.alternatives = combined.count <= alternativeLimit ? combined : [[]]
    }

    /// The conditions of an `if`, as they hold in the branch taken (`taken`) or in `else`, where
    /// only a single condition on a path can be negated exactly.
    private static func addBranch(of ifExpression: IfExprSyntax, taken: Bool, to context: inout MoveContext, settled: Set<String>) {
        let read = readConditions(ifExpression.conditions)
        if taken {
            add(unsettled(([read.paths], read.texts), settled), to: &context)
        } else if read.paths.count == 1, read.texts.isEmpty, let condition = read.paths.first {
            let negated = condition.cases.negated
            add(unsettled(([[PathCondition(path: condition.path, cases: negated)]], []), settled), to: &context)
        } else {
            // `if a, b` holds when both do: its `else`, when not both (`!(a && b)`, not `!(a, b)`).
            let conjunction = ifExpression.conditions.map(conditionText).joined(separator: " && ")
            add(([[]], ["!(\(conjunction))"]), to: &context)
        }
    }

    /// How many statements before a move are read for a `guard` or an assignment: every move
    /// reading all the statements before it would make a long builder block quadratic. A test
    /// further up is missed, so the move may leave any state: a finding missed, none made up.
    static let statementsLookedBack = 64

    /// The statements of a block before the move, nearest first: an assignment of a case settles its
    /// path; `guard case .a = state else { return }` and `guard state == .a else { … }` hold after them.
    private static func addStatements(
        of block: CodeBlockItemListSyntax, before child: Syntax, to context: inout MoveContext, settled: inout Set<String>,
        flow: inout AssignmentFlow, memo: EarlierStatement.Memo?, repeats: Bool
    ) {
        guard let own = child.as(CodeBlockItemSyntax.self), var position = block.index(of: own) else { return }
        for _ in 0..<statementsLookedBack where position != block.startIndex {
            position = block.index(before: position)
            let item = block[position]
            LocalTypes.record(declaredBy: item, in: &context)
            if repeats { context.carriedLocals.formUnion(LocalTypes.variables(declaredBy: item)) }
            let facts = memo?.facts(of: item) ?? EarlierStatement.Facts(of: item)
            if let read = facts.guardConditions {
                add(unsettled(([read.paths], read.texts), settled), to: &context)
            } else if let exits = facts.earlyExit {
                // `if state == .a || state == .b { return }`: what follows runs in the other states.
                let remaining = exits.map { PathCondition(path: $0.path, cases: $0.cases.negated) }
                add(unsettled(([remaining], []), settled), to: &context)
            } else if let (path, name) = facts.assignedLater {
                // A task started here may have assigned the path by the time the move runs, or not.
                let path = flow.reported(path)
                if let name, !settled.contains(path) {
                    add(([[], [PathCondition(path: path, cases: .only([name]), isAssigned: true)]], []), to: &context)
                } else {
                    settled.insert(path)
                }
                flow.passOver(item)
            } else if let (path, name) = facts.assignedCase {
                settle(flow.reported(path), at: name, to: &context, settled: &settled, flow: &flow)
            } else if let fresh = flow.follow(item), let written = flow.written {
                settle(written, at: fresh, to: &context, settled: &settled, flow: &flow)
            } else {
                // `busy = command`: what was tested further up no longer holds for `busy`.
                if let path = facts.assignedPath { settled.insert(flow.reported(path)) }
                flow.passOver(item)
            }
        }
    }

    /// An assignment of `name` to `path` before the move: the value there, or one the statements
    /// between them may have assigned (`flow`); further out, `path` is settled.
    private static func settle(
        _ path: String, at name: String, to context: inout MoveContext, settled: inout Set<String>, flow: inout AssignmentFlow
    ) {
        guard settled.insert(path).inserted else { return }
        guard let cases = flow.settledCases(path, at: name) else { return }
        add(([[PathCondition(path: path, cases: .only(cases), isAssigned: true)]], []), to: &context)
    }

    /// The conditions found further out, without those on paths a nearer statement has settled.
    private static func unsettled(_ found: (alternatives: [[PathCondition]], conditions: [String]), _ settled: Set<String>) -> (
        alternatives: [[PathCondition]], conditions: [String]
    ) {
        guard !settled.isEmpty else { return found }
        return (found.alternatives.map { $0.filter { !settled.contains($0.path) } }, found.conditions)
    }
}

extension CaseSet {
    /// The cases this set does not admit.
    var negated: CaseSet {
        switch self {
        case .only(let names): .except(names)
        case .except(let names): .only(names)
        }
    }
}
