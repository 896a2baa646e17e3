internal import SwiftSyntax

/// What a stored property says beyond its own value: the types it holds inside another
/// (`Box<Pending>`, `[Job]`), whose values code fsmcheck cannot follow writes there, and the
/// property wrappers that keep its value outside its type.
extension MoveCollector {
    /// The generic arguments of a property's written type or of the initializer making its value
    /// (`Box<Pending>(.idle)`, `[Job]`, `CurrentValueSubject<Phase, Never>`).
    static func heldInside(_ declaration: VariableDeclSyntax, owner: TypeScope) -> [HeldValue] {
        var held: [HeldValue] = []
        for binding in declaration.bindings {
            var inside: [Syntax] = binding.typeAnnotation.map { [Syntax($0.type)] } ?? []
            if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(GenericSpecializationExprSyntax.self) {
                inside.append(Syntax(made.genericArgumentClause))
            }
            for node in inside {
                for token in node.tokens(viewMode: .sourceAccurate) where Self.isHeldInside(token, within: node) {
                    held.append(HeldValue(type: token.text, owner: owner))
                }
            }
        }
        return held
    }

    /// A type name inside generic arguments or a collection's brackets, below `root`.
    private static func isHeldInside(_ token: TokenSyntax, within root: Syntax) -> Bool {
        guard case .identifier = token.tokenKind else { return false }
        let isContainer = { (node: Syntax) in
            node.is(GenericArgumentClauseSyntax.self) || node.is(ArrayTypeSyntax.self) || node.is(DictionaryTypeSyntax.self)
        }
        var current = token.parent
        while let node = current, node.id != root.id {
            if isContainer(node) { return true }
            current = node.parent
        }
        return isContainer(root)
    }

    /// Property wrappers whose value lives outside the type: another view's, or the defaults'.
    /// A type declared or extended as `Decodable` and not `Encodable`: its values come from data the
    /// app does not write (a server's answer, a file a user edits), decoded with any case. A
    /// `Codable` type is mostly the app's own state, saved and restored: what it decodes, it wrote.
    static func isDecodable(_ node: Syntax) -> Bool {
        let inherited = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map {
            SyntaxText.plainTypeName($0.type.trimmedText, droppingModule: "Swift")
        }
        guard let inherited else { return false }
        return inherited.contains("Decodable") && !inherited.contains("Encodable") && !inherited.contains("Codable")
    }

    /// The name the calls making a value of `type` are kept under among the helper calls (no
    /// function is named so): apart, those whose value is assigned over a path (`press =
    /// Press(mode: .hold)`), which replace the value there, and the others, which start one.
    static func construction(of type: String, replacing: Bool) -> String { (replacing ? "init()=" : "init():") + type }

    /// The type `.init(…)` makes: the one the value goes to, which only the compiler knows.
    static let inferredType = "_"

    /// `let memo: Memo = .init(…)`: the type the declaration gives the value `.init(…)` makes.
    static func declaredType(receiving call: FunctionCallExprSyntax) -> String? {
        call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation.map { plainType($0.type).name }
    }

    /// `x = Job(…)`: the call is what an assignment stores.
    static func isAssigned(_ call: FunctionCallExprSyntax) -> Bool {
        guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let elements = Array(sequence.elements)
        return elements[1].is(AssignmentExprSyntax.self) && elements[2].id == call.id
    }

    /// `Job` of `Job(…)`, `Job.init(…)` and `Outer.Job(…)`: a callee naming a type.
    static func constructedType(by callee: ExprSyntax) -> String? {
        var callee = callee
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { $0.first?.isUppercase == true && $0 != "Self" ? $0 : nil }
    }

    /// `let player: Player`, `let model = Model()`: a constant holds no state, but writes and tests
    /// through it (`player.phase = .paused`) reach its type's properties.
    /// A protocol's requirement (`var lastEntry: Entry? { get set }`) stores nothing, but a chain
    /// through a value of the protocol reaches its type, as through a constant's.
    static func isRequirement(_ declaration: VariableDeclSyntax) -> Bool {
        declaration.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true
    }

    static func constants(declaredBy declaration: VariableDeclSyntax, owner: TypeScope) -> [TypedConstant] {
        declaration.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation.map({ plainType($0.type).name }) ?? binding.initializer.flatMap({ madeType(of: $0.value) })
            else { return nil }
            return TypedConstant(name: name, owner: owner, typeName: type)
        }
    }

    /// `static let defaultValue: DeviceType = .unknown`: a case a constant holds, which the program
    /// uses though no storage moves to it.
    static func constantCases(declaredBy declaration: VariableDeclSyntax, owner: TypeScope) -> [HeldCases] {
        declaration.bindings.compactMap { binding in
            guard let value = binding.initializer?.value,
                let type = binding.typeAnnotation.map({ plainType($0.type).name }) ?? typeOfDefault(value)?.name
            else { return nil }
            let cases = caseValues(ofValue: value).filter { $0 != "nil" && $0 != firstDeclaredCase }
            return cases.isEmpty ? nil : HeldCases(type: type, owner: owner, cases: cases)
        }
    }

    /// `Model()`, `Model.init(…)`, `Model.shared`: the type a constant's value is made of.
    static func madeType(of value: ExprSyntax) -> String? {
        value.as(FunctionCallExprSyntax.self).flatMap { constructedType(by: $0.calledExpression) } ?? typeOfDefault(value)?.name
    }

    static let sharingWrappers: Set<String> = ["Binding", "AppStorage", "SceneStorage", "IBInspectable"]

    /// `var isApplying: Bool { phase == .applying }`: a question its type asks of a stored value,
    /// which code elsewhere asks by name (`if isApplying { phase = .done }`), or the framework asks
    /// of an `override` (`override var isFinished: Bool { phase == .done }` in an `Operation`).
    static func ownerPredicates(declaredBy declaration: VariableDeclSyntax, owner: TypeScope) -> [OwnerPredicate] {
        let isOverride = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        return declaration.bindings.compactMap { binding in
            guard binding.accessorBlock != nil, binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Bool",
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, var condition = test(madeBy: binding)
            else { return nil }
            if condition.path.hasPrefix("self.") { condition.path.removeFirst(5) }
            guard !condition.path.contains("."), condition.path != "self" else { return nil }
            return OwnerPredicate(owner: owner, name: name, condition: condition, isOverride: isOverride)
        }
    }

    /// `self._step = State(initialValue: step)`, `_model = StateObject(wrappedValue: model)`: the
    /// property wrapper's storage given a first value is the property given it.
    static func wrapped(_ path: [String], givenBy value: ExprSyntax) -> ([String], ExprSyntax)? {
        guard let last = path.last, last.count > 1, last.hasPrefix("_"), let call = value.as(FunctionCallExprSyntax.self),
            call.arguments.count == 1, let argument = call.arguments.first,
            ["initialValue", "wrappedValue"].contains(argument.label?.text),
            let wrapper = MatchedCases.path(of: call.calledExpression), sharingWrappers.contains(wrapper) || statefulWrappers.contains(wrapper)
        else { return nil }
        return (path.dropLast() + [String(last.dropFirst())], argument.expression)
    }

    /// Wrappers whose value lives in the view or object that declares it.
    static let statefulWrappers: Set<String> = ["State", "StateObject", "Published", "ObservedObject"]

    /// `.constant(value)`, a SwiftUI binding that always reads `value`: passed to a `@Binding`, it
    /// gives the view that value.
    static func boundValue(_ argument: ExprSyntax) -> ExprSyntax {
        guard let call = argument.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
            member.declName.baseName.text == "constant", call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        else { return argument }
        return only.expression
    }

    /// The test a Bool getter makes of a value: `phase == .applying`, or, since a case with a payload
    /// cannot be compared with `==`, `guard case .failed = state else { return false }; return true`
    /// and `if case .failed = state { return true }; return false`.
    private static func test(madeBy binding: PatternBindingSyntax) -> PathCondition? {
        if let value = onlyValueReturned(by: binding) { return MatchedCases.comparison(value) }
        guard case .getter(let statements)? = binding.accessorBlock?.accessors else { return nil }
        let items = ActiveSyntax.statements(of: statements)
        guard items.count == 2, let last = returnedBool(items[1]) else { return nil }
        let conditions: ConditionElementListSyntax
        let holds: Bool
        if let guardStatement = items[0].item.as(GuardStmtSyntax.self), let otherwise = onlyReturnedBool(guardStatement.body.statements) {
            (conditions, holds) = (guardStatement.conditions, last)
            guard otherwise != last else { return nil }
        } else if let ifExpression = items[0].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? items[0].item.as(IfExprSyntax.self),
            ifExpression.elseBody == nil, let inside = onlyReturnedBool(ifExpression.body.statements)
        {
            (conditions, holds) = (ifExpression.conditions, inside)
            guard inside != last else { return nil }
        } else {
            return nil
        }
        guard conditions.count == 1, case .matchingPattern(let matching)? = conditions.first?.condition,
            let path = MatchedCases.loosePath(of: matching.initializer.value), let names = MatchedCases.caseNames(ofPattern: matching.pattern),
            !names.isEmpty
        else { return nil }
        return PathCondition(path: path, cases: holds ? .only(names) : .except(names))
    }

    /// `return true` as a block's one statement.
    private static func onlyReturnedBool(_ block: CodeBlockItemListSyntax) -> Bool? {
        let items = ActiveSyntax.statements(of: block)
        return items.count == 1 ? returnedBool(items[0]) : nil
    }

    private static func returnedBool(_ item: CodeBlockItemSyntax) -> Bool? {
        guard let literal = item.item.as(ReturnStmtSyntax.self)?.expression?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// `var status: Status { get { _status } set { transition(to: newValue) } }`, or with the read in
    /// a lock's closure (`get { lock.withLock { _state } }`): the stored property a computed one with
    /// a setter forwards to, by the one plain name its getter gives; a case it gives in its place
    /// (`get { killSwitch ? .blocked : _access }`) is a value the getter shows, read as such later.
    static func forwardedStorage(of binding: PatternBindingSyntax) -> (name: String, shownCases: [String])? {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
            let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body
        else { return nil }
        var values = DialectSupport.resultExpressions(of: getter.statements)
        // `lock.withLock { _state }`: the one closure the call is given gives the value.
        if values.count == 1, let call = values[0].as(FunctionCallExprSyntax.self) {
            let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
            values = closures.count == 1 ? closures.flatMap(DialectSupport.resultExpressions(of:)) : []
        }
        let shownCases = values.compactMap(MatchedCases.caseName(of:))
        values.removeAll { MatchedCases.caseName(of: $0) != nil }
        guard values.count == 1 else { return nil }
        let member = values[0].as(MemberAccessExprSyntax.self)
        let reference =
            member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            ? member?.declName : values[0].as(DeclReferenceExprSyntax.self)
        guard let name = reference?.baseName, case .identifier = name.tokenKind, name.text != binding.pattern.trimmedText,
            shownCases.isEmpty || !bindsLocal(named: name.text, in: getter)
        else { return nil }
        return (name.text, shownCases)
    }

    /// `guard let mode = Mode(rawValue: raw) else { return .off }; return mode`: the getter returns a
    /// local it bound, not a stored property.
    private static func bindsLocal(named name: String, in getter: CodeBlockSyntax) -> Bool {
        var found = false
        ActiveSyntax.walk(getter) { node in
            if node.as(IdentifierPatternSyntax.self)?.identifier.text == name { found = true }
            return found ? .skipChildren : .visitChildren
        }
        return found
    }

    /// Whether `node` is inside an `#if` clause.
    static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(IfConfigClauseSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }
}
