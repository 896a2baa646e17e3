import FSMDiagnostics
import FSMModel
internal import SwiftSyntax

/// Turns a read table into a `Machine`, adding what SwiftFSM takes from outside the table: the
/// initial state and the `State`/`Event` types (`SwiftFSMContainer`), the states and events of
/// those enums, and the `Predicate` enums the table names.
struct SwiftFSMMachineAssembly {
    private let site: SwiftFSMTableSite
    private let name: String
    private let file: ParsedSwiftFile
    private let index: DeclarationIndex
    private let chain: ClassChain

    init(site: SwiftFSMTableSite, name: String, file: ParsedSwiftFile, index: DeclarationIndex, chain: ClassChain) {
        self.site = site
        self.name = name
        self.file = file
        self.index = index
        self.chain = chain
    }

    /// The machine, and what is wrong with the properties written on its FSM variable.
    func machine(from table: SwiftFSMTable, dialect: String) -> (machine: Machine, problems: [Diagnostic]) {
        let container = SwiftFSMContainer(site: site, file: file, index: index, chain: chain)
        let named = Self.evidence(in: table, initials: [container.initial].compactMap { $0 } + container.otherInitials)
        let stateEnum = enumDeclaration(named: container.typeArguments.first, fallback: "State", evidence: named.states)
        let eventEnum = enumDeclaration(named: container.typeArguments.dropFirst().first, fallback: "Event", evidence: named.events)
        let caseNames = Set(stateEnum?.cases.map(\.name) ?? [])
        let initial = container.initial.map { staticCase($0, of: stateEnum, caseNames: caseNames) }
        let predicateTypes = table.predicateTypeNames.map { ($0, predicateType(named: $0)) }
        var machine = Machine(
            name: name,
            location: file.location(of: site.call),
            initial: initial,
            predicateTypes: predicateTypes.compactMap(\.1),
            declaredEvents: eventEnum?.cases,
            semantics: SwiftFSMExtractor.semantics,
            dialect: dialect,
            unseen: (container.unseenInitial.map { [$0] } ?? []) + table.unseen
        )
        machine.otherInitialTargets = container.otherInitials.map { staticCase($0, of: stateEnum, caseNames: caseNames) }
        let unseenTypes = predicateTypes.filter { $0.1 == nil }.map(\.0)
        machine.unseen += Self.firstUses(of: unseenTypes, in: table).map {
            Unseen(.predicateType($0.type), reason: "no `enum \($0.type): Predicate` was found in the files read", at: $0.location)
        }
        for draft in table.drafts {
            var transitions = draft.transitions
            if stateEnum != nil {
                for position in transitions.indices {
                    guard let target = transitions[position].target, !caseNames.contains(target.name) else { continue }
                    transitions[position].target = staticCase(target, of: stateEnum, caseNames: caseNames)
                }
            }
            machine.addState(
                State(
                    name: draft.name, location: draft.location, kind: draft.isAbstract ? .abstract : .atomic,
                    superStates: draft.superStates, entryActions: draft.entryActions, exitActions: draft.exitActions,
                    transitions: transitions
                )
            )
        }
        // With a `State` enum, its cases are the states (a case nothing enters is unreachable, and a
        // target that is not a case is undefined); without one, every named value is a state.
        let implicitStates = stateEnum?.cases ?? (table.targets + [initial].compactMap { $0 } + machine.otherInitialTargets)
        for state in implicitStates where machine.id(named: state.name) == nil {
            machine.addState(State(name: state.name, location: state.location))
        }
        let problems = container.declaration.map { PropertyComments.attach(to: &machine, declaredAt: $0.location, text: $0.text) } ?? []
        return (machine, problems)
    }

    /// The states and events a table names, the evidence an enum must fit to be taken by its
    /// conventional name.
    private static func evidence(in table: SwiftFSMTable, initials: [Reference]) -> MachineTypeBinding.Evidence {
        var evidence = MachineTypeBinding.Evidence(states: Set(table.targets.map(\.name) + initials.map(\.name)))
        for draft in table.drafts {
            if !draft.isAbstract { evidence.states.insert(draft.name) }
            evidence.events.formUnion(draft.transitions.compactMap(\.event?.name))
        }
        return evidence
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

    /// `.initial` written for `static let initial = Door.closed` declared on the state enum: the
    /// case it holds. A name that is a case, or no such constant, is kept as written.
    private func staticCase(_ reference: Reference, of stateEnum: EnumDeclaration?, caseNames: Set<String>) -> Reference {
        guard let stateEnum, !caseNames.contains(reference.name),
            let constant = index.value(named: reference.name, function: nil, chain: index.classChain(from: stateEnum.scope + [stateEnum.name])),
            let literal = constant.literal, let name = ExpressionReading.valueName(of: literal)
        else { return reference }
        return Reference(name, at: reference.location)
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
    /// conventional `State`/`Event`, which must then be visible from the table and hold most of
    /// the names the table uses (`MachineTypeBinding.conventional`), since unrelated code reuses
    /// those names.
    private func enumDeclaration(named written: String?, fallback: String, evidence: Set<String>) -> EnumDeclaration? {
        let name = written.map { SyntaxText.plainTypeName($0).split(separator: ".").last.map(String.init) ?? $0 } ?? fallback
        // Enums nested in a base class are visible from its subclasses.
        for scope in chain.scopes {
            if let found = index.enumDeclaration(named: name, from: scope, in: file.path, visibleOnly: true) {
                return written == nil ? MachineTypeBinding.conventional(found, names: evidence) : found
            }
        }
        let isConventional = name == "State" || name == "Event"
        return written == nil || isConventional ? nil : index.enumDeclaration(named: name, from: site.scope, in: file.path)
    }

    private func predicateType(named typeName: String) -> PredicateType? {
        guard let declaration = index.enumDeclaration(named: typeName, from: site.scope, in: file.path),
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
