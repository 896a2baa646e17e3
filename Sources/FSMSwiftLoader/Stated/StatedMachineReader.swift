import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Reads one Stated `StateMachine(initialState: …, mappings: …)` into a `Machine`.
///
/// Mappings are read in both of Stated's spellings: the operator rows
/// `Inputs.logIn | States.indexing => States.loggedIn | logIn` and the long form
/// `Inputs.logIn.given(States.indexing).transition(to: States.loggedIn).performingSideEffect(logIn)`,
/// with states and inputs either as slots in `States`/`Inputs` structs or, in the early API, as
/// enum cases.
struct StatedMachineReader {
    /// One mapping: in `from`, its transitions (one, or one per state a computed target can be).
    private struct Row {
        var from: Reference
        var transitions: [Transition]
        /// The structs the states and the input were written in (`States`, `Inputs`), if any.
        var stateContainers: [String]
        var inputContainer: String?
    }

    private let site: FunctionCallExprSyntax
    /// The file of the code being read: the machine's, or the one its mappings are declared in.
    private var file: ParsedSwiftFile
    private let siteFile: ParsedSwiftFile
    private let index: DeclarationIndex
    private let declarations: StatedDeclarations
    private let name: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Why the initial state cannot be read, when it cannot.
    private var unseenInitial: Unseen?
    /// The other states a choice between literals may start the machine in.
    private var otherInitials: [Reference] = []

    init(site: FunctionCallExprSyntax, file: ParsedSwiftFile, index: DeclarationIndex, declarations: StatedDeclarations) {
        self.site = site
        self.file = file
        self.siteFile = file
        self.index = index
        self.declarations = declarations
        self.name = LexicalLookup.machineName(of: site, fallback: "stateMachine")
    }

    mutating func machine(dialect: String) -> Machine {
        let (rows, typeArguments) = readMappings()
        let enums = enumDeclarations(typeArguments)
        let stateContainers = Set(rows.flatMap(\.stateContainers))
        let inputContainers = Set(rows.compactMap(\.inputContainer))
        // Slots declared in another file are not seen; the states are then the ones the mappings name.
        let declaredStates = stateContainers.isEmpty ? enums.states?.cases : declarations.slots(in: stateContainers).nonEmpty
        let declaredEvents = inputContainers.isEmpty ? enums.events?.cases : declarations.inputs(in: inputContainers).nonEmpty
        let initial = initialState()
        var draft = MachineDraft(declared: declaredStates)
        draft.otherInitials = otherInitials
        for row in rows {
            for transition in row.transitions { draft.add(transition, from: row.from) }
        }
        var machine = draft.machine(
            name: name, location: file.location(of: site), initial: initial, declaredEvents: declaredEvents,
            semantics: StatedExtractor.semantics, dialect: dialect
        )
        if let unseenInitial { machine.unseen.append(unseenInitial) }
        return machine
    }

    // MARK: - Mappings

    /// The rows of the `mappings:` argument, and the generic arguments its type is written with
    /// (`[StateMappingWithEffect<State, Input>]`), which name the enums of the early API.
    private mutating func readMappings() -> ([Row], [String]) {
        var typeArguments = DialectSupport.typeArguments(of: site, index: index)
        guard let argument = site.arguments.first(where: { $0.label?.text == "mappings" })?.expression else { return ([], typeArguments) }
        var list = argument.as(ArrayExprSyntax.self)
        if list == nil, let found = index.visibleValue(of: argument, from: site, in: file) {
            list = found.value.as(ArrayExprSyntax.self)
            file = found.file
            if typeArguments.isEmpty, let annotation = found.type {
                typeArguments = DialectSupport.typeArguments(
                    ofType: annotation.trimmedText, from: SyntaxScope.typeScope(of: Syntax(annotation)), index: index)
            }
        }
        defer { file = siteFile }
        guard let list else {
            file = siteFile
            warn(
                "the mappings `\(ExpressionReading.text(of: argument))` are not an array literal fsmcheck can find; the machine has no transitions",
                at: argument, hint: "declare `let mappings = [ … ]` beside the `StateMachine` or in its type to have it checked"
            )
            return ([], typeArguments)
        }
        return (list.elements.compactMap { readRow($0.expression) }, typeArguments)
    }

    private mutating func readRow(_ expression: ExprSyntax) -> Row? {
        let parts = expression.is(FunctionCallExprSyntax.self) ? longFormParts(expression) : operatorParts(expression)
        guard let parts else {
            warn("`\(ExpressionReading.text(of: expression))` is not a Stated mapping; it was skipped", at: expression)
            return nil
        }
        guard let input = ExpressionReading.valueName(of: parts.input), let from = ExpressionReading.valueName(of: parts.from) else {
            warn(
                "the state or input of `\(ExpressionReading.text(of: expression))` it applies to is held in a variable; the mapping was skipped",
                at: expression, hint: "name states and inputs by their slots, such as `States.loggedIn`, to have them checked"
            )
            return nil
        }
        let event = file.reference(input, at: parts.input)
        let effects = parts.effect.map { ActionReading.references(in: $0, file: file) } ?? []
        let location = file.location(of: expression)
        let transitions: [Transition]
        if let target = ExpressionReading.valueName(of: parts.target) {
            transitions = [Transition(event: event, target: file.reference(target, at: parts.target), actions: effects, location: location)]
        } else {
            let computed = ComputedTarget(parts.target, in: file, index: index) { value, file in
                ExpressionReading.valueName(of: value).map { file.reference($0, at: value) }
            }
            transitions = computed.outcomes { target, computedTarget, isDynamic in
                Transition(event: event, target: target, actions: effects, location: location, isDynamic: isDynamic, computedTarget: computedTarget)
            }
        }
        return Row(
            from: file.reference(from, at: parts.from),
            transitions: transitions,
            stateContainers: [parts.from, parts.target].compactMap { ExpressionReading.typeAndMember(of: $0)?.type },
            inputContainer: ExpressionReading.typeAndMember(of: parts.input)?.type
        )
    }

    private typealias Parts = (input: ExprSyntax, from: ExprSyntax, target: ExprSyntax, effect: ExprSyntax?)

    /// `input | from => target`, optionally `| effect`, and the mapped-state form
    /// `input | from => { $0.deepLink } => target`, whose map does not change the edge.
    private func operatorParts(_ expression: ExprSyntax) -> Parts? {
        let operators = StatedExtractor.operators
        guard let folded = operators.fold(expression) else { return nil }
        var transition = folded
        var effect: ExprSyntax?
        if let (left, right) = operators.split(folded, at: "|"), operators.split(left, at: "=>") != nil {
            transition = left
            effect = right.operand
        }
        guard let (written, target) = operators.split(transition, at: "=>") else { return nil }
        var trigger = written
        if let (unmapped, map) = operators.split(trigger, at: "=>"), map.operand?.is(ClosureExprSyntax.self) == true {
            trigger = unmapped
        }
        guard let (input, from) = operators.split(trigger, at: "|"),
            let inputExpression = input.operand, let fromExpression = from.operand, let targetExpression = target.operand
        else { return nil }
        return (inputExpression, fromExpression, targetExpression, effect)
    }

    /// `input.given(from).transition(to: target).performingSideEffect(effect)`, with `from` for
    /// `given` and `transition(with: map).to(target)` or `passes(map)` for a mapped state.
    private func longFormParts(_ expression: ExprSyntax) -> Parts? {
        var from: ExprSyntax?
        var target: ExprSyntax?
        var effect: ExprSyntax?
        var current = expression
        for _ in 0..<16 {
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            else { break }
            let argument = call.arguments.first?.expression ?? call.trailingClosure.map(ExprSyntax.init)
            switch (member.declName.baseName.text, call.arguments.first?.label?.text) {
            case ("given", _), ("from", _): from = argument
            case ("transition", "to"), ("to", _): target = argument
            case ("transition", "with"), ("passes", _): break
            case ("performingSideEffect", _): effect = argument
            default: return nil
            }
            current = base
        }
        guard let from, let target else { return nil }
        return (current, from, target, effect)
    }

    // MARK: - Initial state and enums

    /// `initialState: .uninitialized` in the early API; otherwise a state instance such as
    /// `UninitializedState()`, which names the slot declared as `UninitializedState.slot`.
    private mutating func initialState() -> Reference? {
        guard let argument = site.arguments.first(where: { $0.label?.text == "initialState" })?.expression else { return nil }
        // `done ? States.viewing : States.idle`: each is a state the machine may start in.
        if let states = InitialStateChoice.states(of: argument, literal: literalState) {
            otherInitials = states.others
            return states.initial
        }
        let stateType = argument.as(FunctionCallExprSyntax.self).flatMap(ExpressionReading.calleeName(of:))
        let reason = stateType.map { "`\($0)` has no slot (`static let … = \($0).slot`) in this file" } ?? UnseenReason.runTimeValue(argument)
        unseenInitial = Unseen(.initialState, reason: reason, at: file.location(of: argument))
        return nil
    }

    /// `.uninitialized`, `States.idle`, or a state instance whose slot is declared (`UninitializedState()`).
    private func literalState(_ value: ExprSyntax) -> Reference? {
        if let name = ExpressionReading.valueName(of: value) { return file.reference(name, at: value) }
        guard let stateType = value.as(FunctionCallExprSyntax.self).flatMap(ExpressionReading.calleeName(of:)),
            let slot = declarations.slot(ofStateType: stateType)
        else { return nil }
        return file.reference(slot.name, at: value)
    }

    /// The early API's `State` and `Input` enums, named by the machine's or the mappings' generic arguments.
    private func enumDeclarations(_ typeArguments: [String]) -> (states: EnumDeclaration?, events: EnumDeclaration?) {
        let scope = SyntaxScope.typeScope(of: Syntax(site))
        let named = typeArguments.map { SyntaxText.plainTypeName($0).split(separator: ".").last.map(String.init) ?? $0 }
        return (
            named.first.flatMap { index.enumDeclaration(named: $0, from: scope, in: file.path) },
            named.dropFirst().first.flatMap { index.enumDeclaration(named: $0, from: scope, in: file.path) }
        )
    }

    private mutating func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        diagnostics.append(file.unsupportedConstruct(message, at: node, machine: name, hint: hint))
    }
}

extension Array {
    /// `nil` for an empty array: "none declared here", as opposed to "declared, and empty".
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
