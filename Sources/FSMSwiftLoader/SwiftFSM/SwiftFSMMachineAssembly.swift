import FSMDiagnostics
import FSMModel
import SwiftSyntax

/// Turns a read table into a `Machine`, adding what SwiftFSM takes from outside the table: the
/// initial state from `FSM<State, Event>(initialState: .x)`, the states and events of the
/// `State`/`Event` enums, and the `Predicate` enums the table names.
struct SwiftFSMMachineAssembly {
    private let site: SwiftFSMTableSite
    private let name: String
    private let file: ParsedSwiftFile
    private let index: DeclarationIndex

    init(site: SwiftFSMTableSite, name: String, file: ParsedSwiftFile, index: DeclarationIndex) {
        self.site = site
        self.name = name
        self.file = file
        self.index = index
    }

    func machine(from table: SwiftFSMTable, dialect: String) -> Machine {
        let container = readContainer()
        let stateEnum = enumDeclaration(named: container.typeArguments.first, fallback: "State")
        let eventEnum = enumDeclaration(named: container.typeArguments.dropFirst().first, fallback: "Event")
        let predicateTypes = table.predicateTypeNames.map { ($0, predicateType(named: $0)) }
        var machine = Machine(
            name: name,
            location: file.location(of: site.call),
            initial: container.initial,
            predicateTypes: predicateTypes.compactMap(\.1),
            declaredEvents: eventEnum?.cases,
            semantics: SwiftFSMExtractor.semantics,
            dialect: dialect,
            unseen: (container.unseenInitial.map { [$0] } ?? []) + table.unseen
        )
        let unseenTypes = predicateTypes.filter { $0.1 == nil }.map(\.0)
        machine.unseen += Self.firstUses(of: unseenTypes, in: table).map {
            Unseen(.predicateType($0.type), reason: "no `enum \($0.type): Predicate` was found in the files read", at: $0.location)
        }
        for draft in table.drafts {
            machine.addState(
                State(
                    name: draft.name, location: draft.location, kind: draft.isAbstract ? .abstract : .atomic,
                    superStates: draft.superStates, entryActions: draft.entryActions, exitActions: draft.exitActions,
                    transitions: draft.transitions
                )
            )
        }
        // With a `State` enum, its cases are the states (a case nothing enters is unreachable, and a
        // target that is not a case is undefined); without one, every named value is a state.
        let implicitStates = stateEnum?.cases ?? (table.targets + [container.initial].compactMap { $0 })
        for state in implicitStates where machine.id(named: state.name) == nil {
            machine.addState(State(name: state.name, location: state.location))
        }
        return machine
    }

    // MARK: - The FSM container

    private struct Container {
        var initial: Reference?
        /// Why the initial state cannot be read, when it cannot.
        var unseenInitial: Unseen?
        /// `State` and `Event` as written in `FSM<State, Event>`, when they are.
        var typeArguments: [String] = []
    }

    /// Finds how the table's FSM variable is created: in the same function first, then anywhere in
    /// the same type (a stored property, `init`, `setUp`).
    private func readContainer() -> Container {
        let bindings = index.bindings(of: site.variable, in: site.scope, function: site.function).filter { binding in
            let callee = binding.call.flatMap(ExpressionReading.calleeName(of:)) ?? ""
            return callee.contains("FSM") || binding.typeAnnotation?.trimmedDescription.contains("FSM") == true
        }
        var container = Container()
        // `FSM<State, Event>(…)` or `var fsm: FSM<State, Event>`, whichever spells the arguments out.
        let spellings = bindings.flatMap { binding in
            [binding.call.map { ExpressionReading.text(of: $0.calledExpression) }, binding.typeAnnotation.map { SyntaxText.oneLine($0) }]
        }
        container.typeArguments = spellings.lazy.compactMap { $0 }.map(Self.genericArguments(in:)).first { !$0.isEmpty } ?? []
        if let argument = Self.initialStateArgument(of: site.call) {
            readInitialState(argument, in: file, into: &container)
            return container
        }
        let candidates = bindings.compactMap { binding in
            binding.call.flatMap(Self.initialStateArgument(of:)).map { (binding, $0) }
        }
        guard let (first, argument) = candidates.first else {
            let reason = UnseenReason.parameterOwner(named: site.variable, around: Syntax(site.call)).map {
                "the FSM `\(site.variable)` is a parameter of `\($0)`"
            } ?? "the FSM `\(site.variable)` is not created with `initialState:` in \(scopeDescription)"
            container.unseenInitial = Unseen(.initialState, reason: reason, at: file.location(of: site.call))
            return container
        }
        let bindingFile = index.files[first.fileIndex]
        let names = Set(candidates.map { ExpressionReading.text(of: $0.1) })
        if names.count > 1, first.function != site.function {
            let reason = "the FSM `\(site.variable)` is created with different initial states (\(names.sorted().joined(separator: ", ")))"
            container.unseenInitial = Unseen(.initialState, reason: reason, at: file.location(of: site.call))
            return container
        }
        readInitialState(argument, in: bindingFile, into: &container)
        return container
    }

    private func readInitialState(_ expression: ExprSyntax, in file: ParsedSwiftFile, into container: inout Container) {
        if let name = ExpressionReading.valueName(of: expression) {
            container.initial = file.reference(name, at: expression)
        } else {
            container.unseenInitial = Unseen(.initialState, reason: UnseenReason.runTimeValue(expression), at: file.location(of: expression))
        }
    }

    /// Where each of `types` is first named in a guard, in source order.
    private static func firstUses(of types: [String], in table: SwiftFSMTable) -> [(type: String, location: SourceLocation)] {
        guard !types.isEmpty else { return [] }
        var first: [String: SourceLocation] = [:]
        for draft in table.drafts {
            for transition in draft.transitions {
                for atom in transition.guard.predicate?.atoms ?? [] where types.contains(atom.type) {
                    if first[atom.type].map({ atom.location < $0 }) ?? true { first[atom.type] = atom.location }
                }
            }
        }
        return types.compactMap { type in first[type].map { (type, $0) } }
    }

    private var scopeDescription: String { site.scope.isEmpty ? "this file" : "`\(site.scope.joined(separator: "."))`" }

    private static func initialStateArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == "initialState" }?.expression
    }

    /// `FSM<State, Event>.OnMainActor` ⟶ `["State", "Event"]`; nested generic arguments are kept whole.
    static func genericArguments(in text: String) -> [String] {
        guard let open = text.firstIndex(of: "<") else { return [] }
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text[open...] {
            switch character {
            case "<":
                depth += 1
                if depth > 1 { current.append(character) }
            case ">":
                depth -= 1
                if depth == 0 {
                    arguments.append(current)
                    return arguments.map { $0.trimmingWhitespace }
                }
                current.append(character)
            case "," where depth == 1:
                arguments.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        return []
    }

    // MARK: - Enums

    /// The enum for the state or event type: named by the FSM's generic arguments, or else the
    /// conventional `State`/`Event`, which must then be visible from the table, since unrelated
    /// code reuses those names.
    private func enumDeclaration(named written: String?, fallback: String) -> EnumDeclaration? {
        guard let written else { return index.enumDeclaration(named: fallback, from: site.scope, visibleOnly: true) }
        let name = SyntaxText.plainTypeName(written).split(separator: ".").last.map(String.init) ?? written
        let isConventional = name == "State" || name == "Event"
        return index.enumDeclaration(named: name, from: site.scope, visibleOnly: isConventional)
    }

    private func predicateType(named typeName: String) -> PredicateType? {
        guard let declaration = index.enumDeclaration(named: typeName, from: site.scope),
            declaration.inheritedTypes.contains("Predicate")
        else { return nil }
        return PredicateType(name: typeName, cases: declaration.cases.map(\.name), location: declaration.location)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
