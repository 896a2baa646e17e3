import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads one RxAutomaton `Automaton(state: …, mapping: …)` (or Harvest `Harvester(…)`) into a
/// `Machine`: the mapping rows given to `reduce(…)`, or a function mapping whose
/// `switch (fromState, input)` lists the edges.
struct RxAutomatonMachineReader {
    /// The states a row or case leaves: some named ones, or every state (`_`, `{ _ in true }`).
    private enum Sources {
        case states([Reference])
        case every
    }

    /// The inputs a row or case answers: one, or every input (`_` in a function mapping).
    private enum Inputs {
        case one(Reference)
        case every

        var isEvery: Bool {
            if case .every = self { return true }
            return false
        }
    }

    /// One edge as written, before wildcards are expanded over every state or input.
    private struct Edge {
        var sources: Sources
        var inputs: Inputs
        var transition: Transition
        /// The row or case pattern the edge was read from.
        var written: Syntax
    }

    private let site: FunctionCallExprSyntax
    /// The file of the code being read: the automaton's, or the one its mapping is declared in.
    private var file: ParsedSwiftFile
    private let siteFile: ParsedSwiftFile
    private let index: DeclarationIndex
    private let name: String
    private var edges: [Edge] = []
    private var typeArguments: [String]
    /// ReactiveAutomaton, the ReactiveSwift port, takes `inputs:` and writes the input first:
    /// `Automaton<Input, State>`, `(Input, State) -> State?`, `switch (input, fromState)`; so does
    /// Harvest (`Harvester<Input, State>`).
    private let isInputFirst: Bool
    /// What the code calls the machine: `Automaton` or `Harvester`.
    private let typeName: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Why the initial state cannot be read, when `state:` is a run-time value.
    private var unseenInitial: Unseen?

    init(site: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex, isHarvester: Bool = false) {
        self.site = site
        self.file = file
        self.siteFile = file
        self.index = index
        self.typeName = isHarvester ? "Harvester" : "Automaton"
        self.name = LexicalLookup.machineName(of: site, fallback: isHarvester ? "harvester" : "automaton")
        var typeArguments = DialectSupport.typeArguments(of: site, index: index)
        // `automaton = Automaton(state: …)` in `init`: the types are on the property's declaration.
        if typeArguments.isEmpty, let type = index.declaredType(ofVariableAssignedBy: site, in: file) {
            typeArguments = DialectSupport.typeArguments(ofType: type.trimmedText, from: SyntaxScope.typeScope(of: Syntax(site)), index: index)
        }
        self.typeArguments = typeArguments
        self.isInputFirst = isHarvester || site.arguments.contains { $0.label?.text == "inputs" }
    }

    mutating func machine(dialect: String) -> Machine {
        if let mapping = site.arguments.first(where: { $0.label?.text == "mapping" })?.expression { readMapping(mapping) }
        let (initial, otherInitials) = initialStates()
        let types = boundTypes(initials: [initial].compactMap { $0 } + otherInitials)
        let (stateEnum, inputEnum) = (types.states, types.events)
        if inputEnum == nil {
            var reported: Set<SyntaxIdentifier> = []
            for edge in edges where edge.inputs.isEvery && reported.insert(edge.written.id).inserted {
                warn("`_` stands for every input, but the input enum is not declared in the files given; this case was skipped", at: edge.written)
            }
        }
        var draft = MachineDraft(declared: stateEnum?.cases)
        draft.otherInitials = otherInitials
        for edge in edges {
            guard case .states(let sources) = edge.sources else { continue }
            for source in sources { add(edge, from: source, inputs: inputEnum?.cases, to: &draft) }
        }
        let everyState = draft.allStateNames(initial: initial)
        for edge in edges {
            guard case .every = edge.sources else { continue }
            for state in everyState { add(edge, from: Reference(state, at: edge.transition.location), inputs: inputEnum?.cases, to: &draft) }
        }
        var machine = draft.machine(
            name: name, location: file.location(of: site), initial: initial, declaredEvents: inputEnum?.cases,
            semantics: RxAutomatonExtractor.semantics, dialect: dialect
        )
        if let unseenInitial { machine.unseen.append(unseenInitial) }
        if let ambiguity = types.ambiguity { machine.unseen.append(Unseen(.stateType, reason: ambiguity, at: file.location(of: site))) }
        return machine
    }

    private mutating func add(_ edge: Edge, from source: Reference, inputs: [Reference]?, to draft: inout MachineDraft) {
        guard edge.inputs.isEvery else {
            draft.add(edge.transition, from: source)
            return
        }
        for input in inputs ?? [] {
            var transition = edge.transition
            transition.event = Reference(input.name, at: edge.transition.location)
            draft.add(transition, from: source)
        }
    }

    // MARK: - Mappings

    /// `reduce(mappings)` (or `reduce([…])`), a closure, or a variable or property holding either,
    /// wherever the type declares it (an extension, another file).
    private mutating func readMapping(_ argument: ExprSyntax) {
        var expression = Self.rowsReduced(argument)
        if let found = index.visibleValue(of: expression, from: site, in: file) {
            if typeArguments.isEmpty, let annotation = found.type {
                typeArguments = DialectSupport.typeArguments(
                    ofType: annotation.trimmedText, from: SyntaxScope.typeScope(of: Syntax(annotation)), index: index)
            }
            expression = Self.rowsReduced(found.value)
            file = found.file
        }
        defer { file = siteFile }
        if let list = expression.as(ArrayExprSyntax.self) {
            for element in list.elements { readRow(element.expression) }
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            readFunctionMapping(closure)
        } else {
            file = siteFile
            warn(
                "the mapping `\(ExpressionReading.text(of: argument))` is not a list of rows or a closure fsmcheck can find; "
                    + "the machine has no transitions",
                at: argument, hint: "declare `let mappings = [ … ]` beside the `\(typeName)` or in its type to have it checked"
            )
        }
    }

    /// `reduce(rows)` ⟶ `rows`; Harvest's `.reduce(.first, rows)` (a strategy, then the rows) too.
    private static func rowsReduced(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), let rows = call.arguments.last?.expression else { return expression }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let isReduce =
            ExpressionReading.calleeName(of: call) == "reduce" || (member?.base == nil && member?.declName.baseName.text == "reduce")
        return isReduce ? rows : expression
    }

    /// `input | from => target`, optionally `| effect`; `from` may be a state, an array's
    /// `contains`, or a predicate declared nearby.
    private mutating func readRow(_ expression: ExprSyntax) {
        let operators = RxAutomatonExtractor.operators
        guard let folded = operators.fold(expression) else { return skipRow(expression) }
        var row = folded
        var effect: ExprSyntax?
        if let (left, right) = operators.split(folded, at: "|"), operators.split(left, at: "|") != nil {
            row = left
            effect = right.operand
        }
        guard let (input, arrow) = operators.split(row, at: "|"), let (from, target) = operators.split(arrow, at: "=>"),
            let inputExpression = input.operand, let fromExpression = from.operand, let targetExpression = target.operand
        else { return skipRow(expression) }
        let inputs: Inputs
        if Self.isAny(inputExpression) {
            inputs = .every
        } else if let inputName = ExpressionReading.valueName(of: inputExpression) {
            inputs = .one(file.reference(inputName, at: inputExpression))
        } else {
            return warn(
                "the input of `\(ExpressionReading.text(of: expression))` is held in a variable; the row was skipped", at: inputExpression)
        }
        guard let targetName = ExpressionReading.valueName(of: targetExpression) else {
            return warn(
                "the target of `\(ExpressionReading.text(of: expression))` is held in a variable; the row was skipped", at: targetExpression)
        }
        guard let sources = sources(of: fromExpression) else {
            return warn(
                "the from-states `\(ExpressionReading.text(of: fromExpression))` are decided at run time; the row was skipped",
                at: fromExpression, hint: "write them as `[.a, .b].contains` or a `let` of that form in the same file"
            )
        }
        let actions = effect.map { Self.isEmptyEffect($0) ? [] : ActionReading.references(in: Self.effectWork($0), file: file) } ?? []
        let event: Reference? = if case .one(let input) = inputs { input } else { nil }
        let transition = Transition(
            event: event, target: file.reference(targetName, at: targetExpression), actions: actions, location: file.location(of: expression)
        )
        edges.append(Edge(sources: sources, inputs: inputs, transition: transition, written: Syntax(expression)))
    }

    private mutating func skipRow(_ expression: ExprSyntax) {
        warn(
            "`\(ExpressionReading.text(of: expression))` is not \(typeName == "Harvester" ? "a Harvest" : "an RxAutomaton") mapping row; it was skipped",
            at: expression)
    }

    /// `.empty()`, Harvest's `.empty` and `nil`: the row has no effect.
    private static func isEmptyEffect(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil && member.declName.baseName.text == "empty" }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.declName.baseName.text == "empty"
    }

    /// What an effect runs: Harvest wraps the publisher, `Effect(loginOK, queue: .request)`.
    private static func effectWork(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), ExpressionReading.calleeName(of: call) == "Effect",
            let work = call.arguments.first, work.label == nil
        else { return expression }
        return work.expression
    }

    /// The libraries' `any` function, true of every state or input (`.start | any => .idle`).
    private static func isAny(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "any"
    }

    /// `.a`, `any`, `[.a, .b].contains`, `{ _ in true }`, or a `let` holding one of the last two.
    private func sources(of expression: ExprSyntax) -> Sources? {
        if Self.isAny(expression) { return .every }
        if let name = ExpressionReading.valueName(of: expression) { return .states([file.reference(name, at: expression)]) }
        var value = expression
        if let variable = LexicalLookup.variableName(of: expression) {
            guard let initializer = LexicalLookup.binding(of: variable, visibleFrom: site)?.initializer?.value else { return nil }
            value = initializer
        }
        if let closure = value.as(ClosureExprSyntax.self) {
            return ClosureReading.returnsLiteralTrue(closure) ? .every : nil
        }
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
            let list = member.base.map(OperatorFolding.unparenthesized)?.as(ArrayExprSyntax.self)
        else { return nil }
        var states: [Reference] = []
        for element in list.elements {
            guard let name = ExpressionReading.valueName(of: element.expression) else { return nil }
            states.append(file.reference(name, at: element.expression))
        }
        return .states(states)
    }

    // MARK: - Function mapping

    /// `{ fromState, input in switch (fromState, input) { case (.a, .e): return .b … } }`.
    private mutating func readFunctionMapping(_ closure: ClosureExprSyntax) {
        let switches = ActiveSyntax.statements(of: closure.statements).compactMap { item -> SwitchExprSyntax? in
            let expression =
                item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                ?? item.item.as(ReturnStmtSyntax.self)?.expression
            return expression?.as(SwitchExprSyntax.self)
        }
        guard let switchExpression = switches.first else {
            return warn("this mapping function does not `switch (fromState, input)`; its transitions were not read", at: closure)
        }
        let inputComesFirst = MappingArgumentOrder.switchesOnInputFirst(switchExpression, in: closure, libraryOrderIsInputFirst: isInputFirst)
        for member in switchExpression.cases {
            guard let switchCase = member.as(SwitchCaseSyntax.self) else {
                warn("an `#if` inside the mapping's `switch` cannot be read; its cases were skipped", at: member)
                continue
            }
            readCase(switchCase, inputComesFirst: inputComesFirst)
        }
    }

    /// One `(fromState, input)` pattern of a case, with its `where` clause.
    private struct CasePattern {
        var sources: Sources?
        var inputs: Inputs?
        var condition: String?
        var written: Syntax
    }

    /// Each literal the case returns is an edge; a case that may return several targets, or
    /// returns from inside other code, has its edges marked dynamic. A returned value that is not a
    /// literal is a target computed at run time (`ComputedTarget`): the states it can be, or any state.
    private mutating func readCase(_ switchCase: SwitchCaseSyntax, inputComesFirst: Bool) {
        var targets = ClosureReading.returnedValues(in: switchCase.statements, file: file)
        var computedTarget: String?
        if !targets.computed.isEmpty {
            // An effect mapping returns `(state, effect)`: the state is the target.
            let values = targets.computed.map { value in
                value.as(TupleExprSyntax.self).flatMap { $0.elements.count == 2 ? $0.elements.first?.expression : nil } ?? value
            }
            let text = values.map { ExpressionReading.text(of: $0) }.joined(separator: ", ")
            let computed = ComputedTarget(values: values, text: text, in: file, index: index) { value, file in
                ExpressionReading.valueName(of: value).map { file.reference($0, at: value) }
            }
            targets.values += computed.candidates.filter { candidate in !targets.values.contains { $0.name == candidate.name } }
            if computed.isOpen { computedTarget = computed.text }
        }
        let isDynamic = computedTarget != nil || targets.values.count > 1 || !targets.isDirect
        var patterns: [CasePattern] = []
        switch switchCase.label {
        case .default:
            patterns = [CasePattern(sources: .every, inputs: .every, written: Syntax(switchCase))]
        case .case(let label):
            for item in label.caseItems {
                guard let tuple = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
                    tuple.elements.count == 2, var state = tuple.elements.first, var input = tuple.elements.last
                else {
                    warn("the pattern `\(ExpressionReading.text(of: item.pattern))` is not `(fromState, input)`; it was skipped", at: item.pattern)
                    continue
                }
                if inputComesFirst { swap(&state, &input) }
                let condition = item.whereClause.map { ExpressionReading.text(of: $0.condition) }
                patterns.append(
                    CasePattern(
                        sources: patternSources(state.expression), inputs: patternInputs(input.expression), condition: condition,
                        written: Syntax(item)
                    )
                )
            }
        }
        for pattern in patterns {
            guard let sources = pattern.sources, let inputs = pattern.inputs else {
                warn(
                    "a state or input in this case is bound to a variable or matched by a pattern fsmcheck cannot read; it was skipped",
                    at: switchCase)
                continue
            }
            let event: Reference? = if case .one(let input) = inputs { input } else { nil }
            var outcomes: [(target: Reference?, computed: String?)] = targets.values.map { ($0, nil) }
            if let computedTarget { outcomes.append((nil, computedTarget)) }
            for (target, computed) in outcomes {
                let transition = Transition(
                    event: event, guard: Guard(conditions: pattern.condition.map { [$0] } ?? []), target: target,
                    location: file.location(of: pattern.written), isDynamic: isDynamic, computedTarget: computed
                )
                edges.append(Edge(sources: sources, inputs: inputs, transition: transition, written: pattern.written))
            }
        }
    }

    /// `.a` or `_` (every state) in the `fromState` position.
    private func patternSources(_ expression: ExprSyntax) -> Sources? {
        if expression.is(DiscardAssignmentExprSyntax.self) { return .every }
        return ExpressionReading.valueName(of: expression).map { .states([file.reference($0, at: expression)]) }
    }

    /// `.e` (`.e(let value)` too) or `_` (every input) in the `input` position.
    private func patternInputs(_ expression: ExprSyntax) -> Inputs? {
        if expression.is(DiscardAssignmentExprSyntax.self) { return .every }
        return ExpressionReading.valueName(of: expression).map { .one(file.reference($0, at: expression)) }
    }

    // MARK: - Initial state and enums

    /// The `state:` the automaton starts in, and the others a choice between literals may start it in.
    private mutating func initialStates() -> (Reference?, [Reference]) {
        guard let argument = site.arguments.first(where: { $0.label?.text == "state" })?.expression else { return (nil, []) }
        let literal = { [file] (value: ExprSyntax) in ExpressionReading.valueName(of: value).map { file.reference($0, at: value) } }
        if let states = InitialStateChoice.states(of: argument, literal: literal) { return states }
        unseenInitial = Unseen(.initialState, reason: UnseenReason.runTimeValue(argument), at: file.location(of: argument))
        return (nil, [])
    }

    /// The state and input enums, bound by what the automaton names (`MachineTypeBinding`): the
    /// releases of its libraries write `Automaton<State, Input>` and `Automaton<Input, State>`, so the
    /// order of the generic arguments alone does not tell; without them, an enum called `State` or
    /// `Input` visible from the automaton is taken only when the states and inputs it names are its cases.
    private func boundTypes(initials: [Reference]) -> MachineTypeBinding {
        let scope = SyntaxScope.typeScope(of: Syntax(site))
        var evidence = MachineTypeBinding.Evidence(states: Set(initials.map(\.name)))
        for edge in edges {
            if case .states(let sources) = edge.sources { evidence.states.formUnion(sources.map(\.name)) }
            if let target = edge.transition.target { evidence.states.insert(target.name) }
            if case .one(let input) = edge.inputs { evidence.events.insert(input.name) }
        }
        guard typeArguments.count >= 2 else {
            let visible = { (name: String) in index.enumDeclaration(named: name, from: scope, in: file.path, visibleOnly: true) }
            return MachineTypeBinding(
                states: MachineTypeBinding.conventional(visible("State"), names: evidence.states),
                events: MachineTypeBinding.conventional(visible("Input"), names: evidence.events)
            )
        }
        let arguments = typeArguments.prefix(2).map { written in
            index.enumDeclaration(
                named: SyntaxText.plainTypeName(written).split(separator: ".").last.map(String.init) ?? written, from: scope, in: file.path)
        }
        return MachineTypeBinding.bind(
            arguments: arguments, orders: isInputFirst ? [(1, 0), (0, 1)] : [(0, 1), (1, 0)], evidence: evidence,
            written: "\(typeName)<\(typeArguments.prefix(2).joined(separator: ", "))>"
        )
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        diagnostics.append(file.unsupportedConstruct(message, at: node, machine: name, hint: hint))
    }
}
