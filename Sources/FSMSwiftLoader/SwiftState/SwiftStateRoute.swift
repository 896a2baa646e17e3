import FSMModel
internal import SwiftSyntax

/// A SwiftState route as written, expanded into moves once every state is known.
struct SwiftStateRoute {
    /// One side of `=>`: some states, or `.any`.
    enum Endpoint {
        case states([Reference])
        case any

        var isAny: Bool {
            if case .any = self { return true }
            return false
        }
    }

    var from: Endpoint
    var to: Endpoint
    /// `nil` for a state route; `.any` events are expanded when read.
    var event: Reference?
    var conditions: [String]
    var actions: [Reference]
    /// The `from => to` expression (the whole chain for `addRouteChain`, the returned value for a mapping).
    var written: ExprSyntax
    var location: SourceLocation
    /// The event was `.any`, expanded over the event enum.
    var eventIsWildcard = false
    /// A segment of `addRouteChain`, which may repeat a move the chain makes elsewhere.
    var isChainSegment = false
    /// An arm of a route mapping, which SwiftState asks only when no route answers the event.
    var isMapping = false
    /// One of the values an arm of an event route mapping chooses between at run time (`return
    /// quick ? .brewing : .grinding`): the arm's routes are alternatives, at most one fires.
    var isAlternative = false

    /// Whether the route only restates moves other routes may make explicitly: a wildcard's, an
    /// `event: .any`'s, a chain's, a mapping's. Such a move is never reported as declared twice.
    var restatesMoves: Bool { from.isAny || to.isAny || eventIsWildcard || isChainSegment || isMapping }

    /// `.page(0)`, `MyState.page(0)` ⟶ `page(0)`: SwiftState compares states by value, so a case's
    /// literal associated values are part of the state's name. A case built from values known only
    /// at run time is its case: `.detail(id: id)` ⟶ `detail`, the state that stands for every
    /// `.detail(…)`, as the pattern `.detail(let id)` matches them all. `.idle` ⟶ `idle`, `"idle"` ⟶
    /// `idle`; `nil` for anything else computed at run time (`next`, `.fromSensor()`).
    static func valueText(of expression: ExprSyntax) -> String? {
        literalText(of: expression) ?? ExpressionReading.valueName(of: ExpressionReading.unwrappingEffects(expression))
    }

    /// The value as written when every part of it is a literal (`page(0)`), else nil.
    private static func literalText(of expression: ExprSyntax, depth: Int = 0) -> String? {
        let expression = ExpressionReading.unwrappingEffects(expression)
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return ExpressionReading.valueName(of: expression) }
        guard depth < 16, call.trailingClosure == nil, let name = ExpressionReading.valueName(of: expression),
            call.arguments.allSatisfy({ literalText(of: $0.expression, depth: depth + 1) != nil })
        else { return nil }
        return "\(name)(\(ExpressionReading.text(of: call.arguments)))"
    }
}

/// Reads `addRouteMapping { event, fromState, userInfo in switch (event, fromState) { case (.e, .a): return .b … } }`
/// and `addStateRouteMapping { fromState, userInfo in switch fromState { case .a: return [.b, .c] … } }`:
/// each arm is a route from the states its pattern matches, on its event, to each literal it can
/// return (`nil` adds none). An arm that matches every event or every state stands for all of them.
/// `if fromState == .a { return .b }` is an arm too, and `guard event == nil else { return nil }`
/// makes the routes ones the caller takes with `<-`, without an event.
struct SwiftStateRouteMapping {
    private(set) var routes: [SwiftStateRoute] = []
    /// What could not be read, with why.
    private(set) var skipped: [(node: Syntax, message: String)] = []

    private enum Role { case event, state }

    private let file: ParsedSwiftFile
    /// `addStateRouteMapping`, or a route mapping that answers only when there is no event.
    private var isStateMapping: Bool
    private let actions: [Reference]

    init(call: FunctionCallExprSyntax, file: ParsedSwiftFile, isStateMapping: Bool) {
        self.file = file
        self.isStateMapping = isStateMapping
        actions = call.arguments.filter { $0.label?.text == "handler" }.flatMap { ActionReading.references(in: $0.expression, file: file) }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            skip(call, "the route mapping is not a closure written here; its routes were skipped")
            return
        }
        var names = LexicalLookup.parameterNames(of: Syntax(closure)) ?? []
        if names.isEmpty { names = isStateMapping ? ["$0"] : ["$0", "$1"] }
        let roles: [String: Role] =
            isStateMapping ? [names[0]: .state] : Dictionary(zip(names, [Role.event, .state]), uniquingKeysWith: { first, _ in first })
        var switches: [(SwitchExprSyntax, [Role?])] = []
        var branches: [(IfExprSyntax, Role, ExprSyntax)] = []
        var answersOnlyWithoutEvent = false
        ActiveSyntax.walk(closure.statements) { node in
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
            if let switchExpression = node.as(SwitchExprSyntax.self), let subject = Self.subjectRoles(switchExpression.subject, roles: roles) {
                switches.append((switchExpression, subject))
                return .skipChildren
            }
            if let guardStatement = node.as(GuardStmtSyntax.self), let (name, value) = Self.equality(in: guardStatement.conditions),
                roles[name] == .event, value.is(NilLiteralExprSyntax.self)
            {
                answersOnlyWithoutEvent = true
            }
            if let branch = node.as(IfExprSyntax.self), let (name, value) = Self.equality(in: branch.conditions), let role = roles[name] {
                branches.append((branch, role, value))
            }
            return .visitChildren
        }
        self.isStateMapping = isStateMapping || answersOnlyWithoutEvent
        guard !switches.isEmpty || !branches.isEmpty else {
            skip(call, "this route mapping is not a `switch` over its event and state; its routes were skipped")
            return
        }
        for (switchExpression, subject) in switches { read(switchExpression, subject: subject) }
        for (branch, role, value) in branches {
            guard let matches = matches(of: [value], subject: [role]) else { continue }
            addRoutes(matches: matches, conditions: [], targets: targets(of: branch.body.statements))
        }
    }

    /// `name == value` (or `value == name`) as the only condition, with `name` a plain variable.
    private static func equality(in conditions: ConditionElementListSyntax) -> (String, ExprSyntax)? {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition,
            let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        if let name = LexicalLookup.variableName(of: elements[0]) { return (name, elements[2]) }
        return LexicalLookup.variableName(of: elements[2]).map { ($0, elements[0]) }
    }

    /// `event`, `fromState`, `(event, fromState)`: the role of each part of what is switched over.
    private static func subjectRoles(_ subject: ExprSyntax, roles: [String: Role]) -> [Role?]? {
        if let name = LexicalLookup.variableName(of: subject) { return roles[name].map { [$0] } }
        guard let tuple = subject.as(TupleExprSyntax.self) else { return nil }
        let parts = tuple.elements.map { LexicalLookup.variableName(of: $0.expression).flatMap { roles[$0] } }
        return parts.contains { $0 != nil } ? parts : nil
    }

    private mutating func read(_ switchExpression: SwitchExprSyntax, subject: [Role?]) {
        for element in switchExpression.cases {
            guard let arm = element.as(SwitchCaseSyntax.self) else {
                skip(element, "a `#if` among the cases of a route mapping is not read; its routes were skipped")
                continue
            }
            let targets = targets(of: arm.statements)
            guard case .case(let label) = arm.label else {
                if !targets.isEmpty { skip(arm, "the `default` of a route mapping matches whatever the other cases leave; its routes were skipped") }
                continue
            }
            let subjectParts = switchExpression.subject.as(TupleExprSyntax.self).map { $0.elements.map(\.expression) } ?? [switchExpression.subject]
            for item in label.caseItems {
                guard let parts = parts(of: item.pattern, subject: subject), let matches = matches(of: parts, subject: subject) else { continue }
                let conditions =
                    Self.conditions(of: parts, subject: subject, subjectParts: subjectParts)
                    + (item.whereClause.map { [ExpressionReading.text(of: $0.condition)] } ?? [])
                addRoutes(matches: matches, conditions: conditions, targets: targets)
            }
        }
    }

    /// The routes of one arm. An event mapping's arm returns one state each time it runs, so several
    /// targets are alternatives, written at the first one's place; a state mapping's are all allowed.
    private mutating func addRoutes(
        matches: (state: Reference?, event: Reference?), conditions: [String], targets: [(reference: Reference, expression: ExprSyntax)]
    ) {
        let from: SwiftStateRoute.Endpoint = matches.state.map { .states([$0]) } ?? .any
        let areAlternatives = !isStateMapping && targets.count > 1
        for target in targets {
            let location = areAlternatives ? targets[0].reference.location : target.reference.location
            routes.append(
                SwiftStateRoute(
                    from: from, to: .states([target.reference]),
                    event: isStateMapping ? nil : matches.event ?? Reference("any", at: location),
                    conditions: conditions, actions: actions, written: target.expression, location: location,
                    eventIsWildcard: !isStateMapping && matches.event == nil, isMapping: true, isAlternative: areAlternatives
                )
            )
        }
    }

    /// What a pattern asks of the parts of the subject that are neither the event nor the state:
    /// `(.initial, true, _)` over `(fromState, requiresLogin, isOnline)` holds when `requiresLogin`,
    /// `false` there when `!requiresLogin`, a value `v` when `part == v`. Arms told apart only by them
    /// are then conditions fsmcheck can compare as written, not routes that clash.
    private static func conditions(of parts: [ExprSyntax?], subject: [Role?], subjectParts: [ExprSyntax]) -> [String] {
        guard parts.count == subjectParts.count else { return [] }
        return parts.indices.compactMap { position in
            guard subject[position] == nil, let part = parts[position], !part.is(DiscardAssignmentExprSyntax.self), !part.is(PatternExprSyntax.self)
            else { return nil }
            let name = ExpressionReading.text(of: subjectParts[position])
            switch part.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
            case .keyword(.true): return name
            case .keyword(.false): return "!" + (subjectParts[position].is(DeclReferenceExprSyntax.self) ? name : "(\(name))")
            default: return "\(name) == \(ExpressionReading.text(of: part))"
            }
        }
    }

    /// What a case pattern matches each part of the subject with, `nil` for anything.
    private mutating func parts(of pattern: PatternSyntax, subject: [Role?]) -> [ExprSyntax?]? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression {
            if subject.count > 1, let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == subject.count {
                return tuple.elements.map(\.expression)
            }
            return [expression]
        }
        if pattern.is(WildcardPatternSyntax.self) { return subject.map { _ in nil } }
        skip(pattern, "the pattern `\(ExpressionReading.text(of: pattern))` of a route mapping is not read; its routes were skipped")
        return nil
    }

    /// The state and event the parts of a pattern match, `nil` for either meaning any; `nil` overall
    /// when a part cannot be read (a state bound to a variable, `.loading(let id)`), after saying so.
    private mutating func matches(of parts: [ExprSyntax?], subject: [Role?]) -> (state: Reference?, event: Reference?)? {
        var result: (state: Reference?, event: Reference?) = (nil, nil)
        for (role, part) in zip(subject, parts) {
            guard let role, let part, !part.is(DiscardAssignmentExprSyntax.self), !part.is(PatternExprSyntax.self) else { continue }
            switch role {
            case .state:
                guard let name = SwiftStateRoute.valueText(of: part) else {
                    skip(
                        part,
                        "the state `\(ExpressionReading.text(of: part))` of a route mapping is matched by run-time data; its routes were skipped")
                    return nil
                }
                result.state = file.reference(name, at: part)
            case .event:
                // An event matched whatever its payload (`.load(let id)`) is its case.
                guard let name = SwiftStateRoute.valueText(of: part) ?? ExpressionReading.valueName(of: part) else {
                    skip(part, "the event `\(ExpressionReading.text(of: part))` of a route mapping is computed at run time; its routes were skipped")
                    return nil
                }
                result.event = file.reference(name, at: part)
            }
        }
        return result
    }

    /// The states an arm can return (each element of an array for a state mapping); `nil` adds no route.
    private mutating func targets(of body: CodeBlockItemListSyntax) -> [(reference: Reference, expression: ExprSyntax)] {
        var results = DialectSupport.resultExpressions(of: body)
        if isStateMapping {
            results = results.flatMap { result in result.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [result] }
        }
        return results.compactMap { result in
            if result.is(NilLiteralExprSyntax.self) { return nil }
            guard let name = SwiftStateRoute.valueText(of: result) else {
                skip(result, "the target `\(ExpressionReading.text(of: result))` of a route mapping is computed at run time; it was skipped")
                return nil
            }
            return (file.reference(name, at: result), result)
        }
    }

    private mutating func skip(_ node: some SyntaxProtocol, _ message: String) {
        skipped.append((Syntax(node), message))
    }
}
