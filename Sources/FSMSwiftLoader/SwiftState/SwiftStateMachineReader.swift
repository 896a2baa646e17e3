import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads the routes of one SwiftState machine into a `Machine`.
///
/// Two kinds of edge:
/// - event routes (`addRoutes(event: .e, transitions: [.a => .b])`) are transitions on `e`;
/// - state routes (`addRoute(.a => .b)`, `addRouteChain`) let the caller move with `machine <- .b`.
///   They are transitions without an event, guarded by the request itself, the predicate
///   `tryState.b` (shown as `<- .b`): the caller chooses the target, so `a => b` and `a => c` are
///   exclusive, which is what lets the checker report real overlaps with `.clash` semantics.
///
/// `.any` is expanded over every state (the `State` enum's cases when it is known): `.any => .x`
/// leaves every state, `.x => .any` reaches every state by `<-`, and, as SwiftState does, an event
/// route to `.any` keeps the state it fires in. `event: .any` stands for every case of the event enum.
/// A move a wildcard, `event: .any` or a chain only restates is kept once, never reported as
/// declared twice, and gives way to an explicit route for the same event (SwiftState tries an
/// event's own routes before `.any`'s). A route whose disposable is disposed is not added.
struct SwiftStateMachineReader {
    private typealias Endpoint = SwiftStateRoute.Endpoint
    private typealias Route = SwiftStateRoute

    /// The predicate type standing for `tryState`'s argument.
    static let requestPredicate = "tryState"

    /// The request for a state as a predicate case, a plain name: a state named with its literal
    /// payload (`page(1)`) asks for `page_1_`, since a guard's atom is `Type.case` in every notation
    /// a machine is exported to.
    static func requestValue(_ state: String) -> String {
        String(state.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private let site: FunctionCallExprSyntax
    /// The file of the code being read: the machine's, or another holding an extension of its type.
    private var file: ParsedSwiftFile
    private let siteFile: ParsedSwiftFile
    private let index: DeclarationIndex
    private let name: String
    private let stateEnum: EnumDeclaration?
    /// The cases without values of a state enum that also has cases with values: states `.any`
    /// covers even when the enum cannot list them all.
    private let plainCases: [Reference]
    private let eventEnum: EnumDeclaration?
    private var routes: [Route] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Why the initial state cannot be read, when `state:` is a run-time value.
    private var unseenInitial: Unseen?
    /// Routes that could not be read: they may lead from any state to any state.
    private var hiddenRoutes: [Unseen] = []

    init(site: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex) {
        self.site = site
        self.file = file
        self.siteFile = file
        self.index = index
        self.name = LexicalLookup.machineName(of: site, fallback: "machine")
        let scope = SyntaxScope.typeScope(of: Syntax(site))
        var typeArguments = DialectSupport.typeArguments(of: site, index: index)
        // `machine = StateMachine(state: .idle)` in `init`: the types are on the property's declaration.
        if typeArguments.isEmpty, let type = index.declaredType(ofVariableAssignedBy: site, in: file) {
            typeArguments = DialectSupport.typeArguments(ofType: type.trimmedText, from: scope, index: index)
        }
        // An enum whose cases carry values does not list the states (`.page(0)`, `.page(1)`, …).
        let states = typeArguments.first.flatMap { index.enumDeclaration(named: $0, from: scope, in: file.path) }
        stateEnum = states.flatMap { $0.hasAssociatedValues ? nil : $0 }
        plainCases = states.map { declaration in declaration.cases.filter { !declaration.casesWithAssociatedValues.contains($0.name) } } ?? []
        eventEnum = typeArguments.dropFirst().first.flatMap { index.enumDeclaration(named: $0, from: scope, in: file.path) }.flatMap {
            $0.hasAssociatedValues ? nil : $0
        }
    }

    /// A wildcard route expanding to more moves than this (`.any => .any` over a huge enum) is
    /// reported instead of drawn: it says nothing a diagram could show.
    static let expansionLimit = 10_000

    mutating func machine(dialect: String) -> Machine {
        let found = SwiftStateRouteCalls(site: site, file: file, index: index)
        for call in found.calls {
            file = call.file
            read(call.node)
        }
        for handOff in found.handOffs {
            file = handOff.file
            hide(
                "the machine is handed to other code here; routes added there are not read",
                at: handOff.node, hint: "add the routes in the machine's init closure or in a method of its type to have them checked"
            )
        }
        file = siteFile
        let (initial, otherInitials) = initialStates()
        routes = SwiftStatePayloadCases.expanding(routes, initial: [initial].compactMap { $0 } + otherInitials)
        var draft = MachineDraft(declared: stateEnum?.cases)
        draft.otherInitials = otherInitials
        plainCases.forEach { draft.mention($0) }
        for route in routes {
            if case .states(let sources) = route.from { sources.forEach { draft.mention($0) } }
            if stateEnum == nil, case .states(let targets) = route.to { targets.forEach { draft.mention($0) } }
        }
        let everyState = draft.allStateNames(initial: initial)
        let expanded = expandedEdges(everyState: everyState)
        // A state route's handler runs on every `<-` move between its two states, whichever route allowed it.
        var handlersByMove: [String: [Reference]] = [:]
        for edge in expanded where edge.route.event == nil {
            handlersByMove["\(edge.source.name) => \(edge.target.name)", default: []] += edge.route.actions
        }
        let edges = Self.withoutRestatedMoves(expanded)
        // `<-` may request any state, and a target outside the state enum too (the checker reports it).
        var requests = everyState.map(Self.requestValue)
        var requested = Set(everyState)
        for (route, source, target) in edges {
            var transition = transition(route, to: target)
            if route.event == nil {
                transition.actions = handlersByMove["\(source.name) => \(target.name)"] ?? []
                if requested.insert(target.name).inserted { requests.append(Self.requestValue(target.name)) }
            }
            draft.add(transition, from: source)
        }
        let hasStateRoutes = routes.contains { $0.event == nil }
        let request = PredicateType(name: Self.requestPredicate, cases: requests, location: file.location(of: site))
        var machine = draft.machine(
            name: name, location: file.location(of: site), initial: initial, predicateTypes: hasStateRoutes ? [request] : [],
            declaredEvents: eventEnum?.cases, semantics: SwiftStateExtractor.semantics, dialect: dialect
        )
        if let unseenInitial { machine.unseen.append(unseenInitial) }
        machine.unseen += hiddenRoutes
        return machine
    }

    /// Every route as moves between named states: `.any` stands for `everyState`, except that an
    /// event route to `.any` keeps the state it fires in.
    private mutating func expandedEdges(everyState: [String]) -> [(route: Route, source: Reference, target: Reference)] {
        var edges: [(route: Route, source: Reference, target: Reference)] = []
        for route in routes {
            let sources = Self.states(route.from, every: everyState, at: route.location)
            let keepsState = route.event != nil && route.to.isAny
            let targets = keepsState ? [] : Self.states(route.to, every: everyState, at: route.location)
            guard sources.count * max(targets.count, 1) <= Self.expansionLimit else {
                warn(
                    "this route stands for \(sources.count * targets.count) moves between states; it was not expanded",
                    at: route.location, hint: "list the states the route is meant for"
                )
                continue
            }
            for source in sources {
                edges += (keepsState ? [source] : targets).map { (route, source, $0) }
            }
        }
        return edges
    }

    /// Drops the moves a wildcard, `event: .any`, a chain or a mapping restates when an explicit
    /// route, or an earlier restatement, already makes them. SwiftState answers an event from the
    /// event's own routes first, then from `event: .any` routes, then from route mappings: a move a
    /// later one offers from a state where an earlier one answers the event is dropped too.
    /// Explicit routes are all kept, so a route written twice is still reported.
    private static func withoutRestatedMoves(_ edges: [(route: Route, source: Reference, target: Reference)]) -> [(
        route: Route, source: Reference, target: Reference
    )] {
        func move(_ edge: (route: Route, source: Reference, target: Reference)) -> String {
            "\(edge.source.name)|\(edge.route.event?.name ?? "")|\(edge.target.name)"
        }
        func answers(_ edges: [(route: Route, source: Reference, target: Reference)]) -> Set<String> {
            Set(edges.compactMap { edge in edge.route.event.map { "\(edge.source.name)|\($0.name)" } })
        }
        var made = Set(edges.filter { !$0.route.restatesMoves }.map(move))
        let ownEvents = answers(edges.filter { !$0.route.eventIsWildcard && !$0.route.isMapping })
        let anyEvents = answers(edges.filter { $0.route.eventIsWildcard && !$0.route.isMapping })
        return edges.filter { edge in
            guard edge.route.restatesMoves else { return true }
            if let event = edge.route.event, edge.route.eventIsWildcard || edge.route.isMapping {
                let answered = "\(edge.source.name)|\(event.name)"
                if ownEvents.contains(answered) || (edge.route.isMapping && anyEvents.contains(answered)) { return false }
            }
            return made.insert(move(edge)).inserted
        }
    }

    private func transition(_ route: Route, to target: Reference) -> Transition {
        guard route.event == nil else {
            return Transition(
                event: route.event, guard: Guard(conditions: route.conditions), target: target, actions: route.actions, location: route.location,
                isDynamic: route.isAlternative)
        }
        let request = PredicateAtom(type: Self.requestPredicate, value: Self.requestValue(target.name), location: target.location)
        let text = (["<- .\(target.name)"] + route.conditions).joined(separator: " and ")
        return Transition(
            event: nil, guard: Guard(predicate: .atom(request), conditions: route.conditions, text: text), target: target,
            actions: route.actions, location: route.location
        )
    }

    private static func states(_ endpoint: Endpoint, every: [String], at location: SourceLocation) -> [Reference] {
        switch endpoint {
        case .states(let states): states
        case .any: every.map { Reference($0, at: location) }
        }
    }

    // MARK: - Route calls

    private mutating func read(_ call: FunctionCallExprSyntax) {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return }
        switch method {
        case "addRoute":
            guard let route = call.arguments.first(where: { $0.label == nil })?.expression else { return }
            addRoutes([route], event: nil, eventIsWildcard: false, call: call)
        case "addRoutes", "addRouteEvent":
            readEventRoutes(call)
        case "addRouteChain":
            guard let chain = call.arguments.first?.expression else { return }
            guard let states = chainStates(chain) else {
                return hide("`\(ExpressionReading.text(of: chain))` is not a chain of literal states; it was skipped", at: chain)
            }
            // The chain's handler runs once the whole chain has been followed: an action of its last move.
            let (conditions, actions) = callbacks(of: call, trailingRole: .handler)
            for (position, (from, to)) in zip(states, states.dropFirst()).enumerated() {
                routes.append(
                    Route(
                        from: .states([from]), to: .states([to]), event: nil, conditions: conditions,
                        actions: position == states.count - 2 ? actions : [], written: chain, location: file.location(of: chain), isChainSegment: true
                    )
                )
            }
        case "addRouteMapping", "addStateRouteMapping":
            let mapping = SwiftStateRouteMapping(call: call, file: file, isStateMapping: method == "addStateRouteMapping")
            for skipped in mapping.skipped { hide(skipped.message, at: skipped.node) }
            for route in mapping.routes {
                guard route.eventIsWildcard, let cases = eventEnum?.cases else {
                    routes.append(route)
                    continue
                }
                for event in cases {
                    var each = route
                    each.event = Reference(event.name, at: route.location)
                    routes.append(each)
                }
            }
        default:
            break
        }
    }

    /// `addRoutes(event: .e, transitions: [ … ])`, `addRoutes(event: .e, routes: [ … ])`, and the
    /// older `addRouteEvent(.e, transitions: [ … ])`.
    private mutating func readEventRoutes(_ call: FunctionCallExprSyntax) {
        guard let eventExpression = call.arguments.first?.expression,
            let list = call.arguments.first(where: { $0.label?.text == "transitions" || $0.label?.text == "routes" })?.expression
        else { return }
        guard let array = list.as(ArrayExprSyntax.self) else {
            return hide("the routes `\(ExpressionReading.text(of: list))` are built elsewhere; they were skipped", at: list)
        }
        guard let eventName = SwiftStateRoute.valueText(of: eventExpression) else {
            return hide(
                "the event `\(ExpressionReading.text(of: eventExpression))` is computed at run time; its routes were skipped", at: eventExpression)
        }
        // `event: .any` is every case of the event enum; without the enum, one event standing for all of them.
        let isAny = eventName == "any"
        let events = isAny ? eventEnum?.cases.map { Reference($0.name, at: file.location(of: eventExpression)) } : nil
        for event in events ?? [file.reference(eventName, at: eventExpression)] {
            addRoutes(array.elements.map(\.expression), event: event, eventIsWildcard: events != nil, call: call)
        }
    }

    private mutating func addRoutes(_ expressions: [ExprSyntax], event: Reference?, eventIsWildcard: Bool, call: FunctionCallExprSyntax) {
        let (conditions, actions) = callbacks(of: call, trailingRole: nil)
        for expression in expressions {
            guard let (from, to) = SwiftStateExtractor.operators.fold(expression).flatMap({ SwiftStateExtractor.operators.split($0, at: "=>") }),
                let fromExpression = from.operand, let toExpression = to.operand
            else {
                warn("`\(ExpressionReading.text(of: expression))` is not a route `from => to`; it was skipped", at: expression)
                continue
            }
            guard let source = endpoint(fromExpression), let target = endpoint(toExpression) else {
                hide("a state of `\(ExpressionReading.text(of: expression))` is held in a variable; the route was skipped", at: expression)
                continue
            }
            routes.append(
                Route(
                    from: source, to: target, event: event, conditions: conditions, actions: actions, written: expression,
                    location: file.location(of: expression), eventIsWildcard: eventIsWildcard
                )
            )
        }
    }

    /// The conditions and handlers a route call is given: `condition:`/`handler:` arguments, and a
    /// trailing closure, which is the handler after a `condition:` and otherwise one or the other
    /// depending on its result.
    private mutating func callbacks(of call: FunctionCallExprSyntax, trailingRole: ClosureReading.Role?) -> ([String], [Reference]) {
        var conditions: [String] = []
        var actions: [Reference] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case "condition": conditions.append(ExpressionReading.text(of: argument.expression))
            case "handler": actions += ActionReading.references(in: argument.expression, file: file)
            default: break
            }
        }
        guard let closure = call.trailingClosure else { return (conditions, actions) }
        let hasCondition = call.arguments.contains { $0.label?.text == "condition" }
        switch trailingRole ?? (hasCondition ? .handler : ClosureReading.role(of: closure)) {
        case .condition:
            conditions.append(ExpressionReading.text(of: closure))
        case .handler:
            actions += ActionReading.references(in: ExprSyntax(closure), file: file)
        case .undecided:
            warn(
                "this closure may be a condition or a handler, and only its result type tells; it was read as a condition",
                at: closure, hint: "write `condition:` or `handler:` as a label, or give the closure a result type"
            )
            conditions.append(ExpressionReading.text(of: closure))
        }
        return (conditions, actions)
    }

    /// `.a`, `MyState.a`, `.any`, or an array of states.
    private func endpoint(_ expression: ExprSyntax) -> Endpoint? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var states: [Reference] = []
            for element in array.elements {
                guard let name = SwiftStateRoute.valueText(of: element.expression) else { return nil }
                states.append(file.reference(name, at: element.expression))
            }
            return .states(states)
        }
        guard let name = SwiftStateRoute.valueText(of: expression) else { return nil }
        return name == "any" ? .any : .states([file.reference(name, at: expression)])
    }

    /// `.a => .b => .c` ⟶ `[a, b, c]`.
    private func chainStates(_ expression: ExprSyntax) -> [Reference]? {
        var states: [Reference] = []
        var current = SwiftStateExtractor.operators.fold(expression)
        while let folded = current {
            if let (left, right) = SwiftStateExtractor.operators.split(folded, at: "=>") {
                guard let last = right.operand, let name = SwiftStateRoute.valueText(of: last) else { return nil }
                states.append(file.reference(name, at: last))
                current = left
            } else {
                guard let first = folded.operand, let name = SwiftStateRoute.valueText(of: first) else { return nil }
                states.append(file.reference(name, at: first))
                current = nil
            }
        }
        return states.count > 1 ? states.reversed() : nil
    }

    /// The `state:` the machine starts in, and the others a choice between literals may start it in.
    private mutating func initialStates() -> (Reference?, [Reference]) {
        guard let argument = site.arguments.first?.expression else { return (nil, []) }
        let literal = { [file] (value: ExprSyntax) in SwiftStateRoute.valueText(of: value).map { file.reference($0, at: value) } }
        if let states = InitialStateChoice.states(of: argument, literal: literal) { return states }
        unseenInitial = Unseen(.initialState, reason: UnseenReason.runTimeValue(argument), at: file.location(of: argument))
        return (nil, [])
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        warn(message, at: file.location(of: node), hint: hint)
    }

    private mutating func warn(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(file.unsupportedConstruct(message, at: location, machine: name, hint: hint))
    }

    /// `warn`, for routes that were skipped: they may lead from any state to any state.
    private mutating func hide(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        warn(message, at: node, hint: hint)
        hiddenRoutes.append(
            Unseen(.transitions(from: nil), reason: "`\(SyntaxText.oneLine(node, limit: 40))` could not be read", at: file.location(of: node)))
    }
}
