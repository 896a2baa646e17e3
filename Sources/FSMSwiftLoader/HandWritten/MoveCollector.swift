import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// Collects from one file what hand-written machines are made of: stored properties that may hold
/// a state, functions that return the next state, every assignment to a plain path, every call that
/// passes a case (a helper such as `transition(to: .x)` may write it), and writes it cannot follow.
///
/// It runs on every file while the declarations are indexed, knowing nothing of other files: which
/// writes belong to which storage is decided when machines are assembled, against the whole run.
struct MoveCollector {
    let file: ParsedSwiftFile
    /// What the walk found so far; written by the collector's handlers, in this file and its extensions.
    var facts = HandWrittenFacts()
    /// What each statement before a move says, read once for all the file's moves.
    let earlierStatements = EarlierStatement.Memo()
    private var returned = ReturnedViews()

    init(file: ParsedSwiftFile) {
        self.file = file
    }

    mutating func collect() {
        facts.importedModules = Self.importedModules(of: file.tree)
        // Test code drives machines, it does not define them: its writes (`$0.step = .b` in a
        // `TestStore` expectation, `subject.step = .x` in set-up) are not moves of the app.
        let isTestCode = facts.importedModules.contains { $0 == "XCTest" || $0 == "Testing" }
        let tableWords = facts.importedModules.contains("SwiftFSM") ? Self.swiftFSMTableWords : []
        ActiveSyntax.walk(file.tree, interest: { Self.interest(in: $0, tableWords: tableWords) }) { node in
            if isTestCode, [.sequenceExpr, .returnStmt, .switchExpr, .ifExpr, .guardStmt, .forStmt, .functionCallExpr].contains(node.kind) {
                return .visitChildren
            }
            switch node.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl: collectType(node)
            case .protocolDecl:
                if let name = node.as(ProtocolDeclSyntax.self)?.name.text {
                    facts.protocolPaths.append((SyntaxScope.typeScope(of: node) + [name]).joined(separator: "."))
                }
            case .extensionDecl:
                if let declaration = node.as(ExtensionDeclSyntax.self) {
                    if let name = ReducerDeclaration.reducerType(extendedBy: declaration) { facts.reducerDialectTypes.insert(name) }
                    if Self.isDecodable(node) { facts.decodableTypes.append(SyntaxText.plainTypeName(declaration.extendedType.trimmedText)) }
                    collectConformances(of: node, by: [SyntaxText.plainTypeName(declaration.extendedType.trimmedText)])
                }
            case .variableDecl:
                if let declaration = node.as(VariableDeclSyntax.self) {
                    collectProperty(declaration)
                    collectLocal(declaration)
                }
            case .functionDecl:
                guard let function = node.as(FunctionDeclSyntax.self) else { break }
                collectParameterTypes(of: function)
                if let reducer = reducerFunction(function) {
                    facts.functions.append(reducer)
                    collectImplicitReturns(of: function, reducer: reducer)
                }
            case .sequenceExpr: if let sequence = node.as(SequenceExprSyntax.self) { collectAssignment(sequence) }
            case .returnStmt:
                if let statement = node.as(ReturnStmtSyntax.self) {
                    returned.add(statement, in: file)
                    collectReturn(statement)
                }
            case .switchExpr, .ifExpr, .guardStmt, .forStmt: collectReads(node)
            case .functionCallExpr: if let call = node.as(FunctionCallExprSyntax.self) { collectCall(call) }
            case .inOutExpr:
                if let expression = node.as(InOutExprSyntax.self), let hidden = hiddenWriter(handedOnBy: expression) {
                    facts.hiddenWriters.append(hidden)
                }
            case .declReferenceExpr:
                if let reference = node.as(DeclReferenceExprSyntax.self), let hidden = hiddenWriter(boundBy: reference) {
                    facts.hiddenWriters.append(hidden)
                }
            default: break
            }
            return .visitChildren
        }
        facts.valueViews = returned.views
    }

    /// A type's declaration: its qualified name, what it is (an enum, `Decodable`, `public`), and
    /// the types it reads as a reducer.
    private mutating func collectType(_ node: Syntax) {
        guard let name = node.asProtocol(NamedDeclSyntax.self)?.name else { return }
        let path = (SyntaxScope.typeScope(of: node) + [name.text]).joined(separator: ".")
        facts.typePaths.append(path)
        if node.kind == .enumDecl { facts.enumPaths.append(path) } else if Self.isDecodable(node) { facts.decodableTypes.append(path) }
        if Self.isPublic(node) { facts.publicTypes.append(path) }
        if let declaration = ConditionalDeclaration(node, path: path, in: file) { facts.conditionalDeclarations.append(declaration) }
        collectConformances(of: node, by: path.components(separatedBy: "."))
        if let group = node.asProtocol(DeclGroupSyntax.self), let reducer = ReducerDeclaration(group, name: name) {
            facts.reducerDialectTypes.formUnion([reducer.name] + reducer.cases.compactMap(\.payloadType) + reducer.properties.map(\.type))
        }
    }

    /// A call: a helper that may write a storage, a method that may move one, or where a reducer starts.
    private mutating func collectCall(_ call: FunctionCallExprSyntax) {
        collectHelperCall(call)
        collectMethodCall(call)
        collectBoxSetting(call)
        // Not `a ?? b`: its closure would copy the whole collector on every call.
        if let start = reducerStart(of: call) {
            facts.reducerStarts.append(start)
        } else if let start = storeStart(of: call) {
            facts.reducerStarts.append(start)
        }
    }

    /// The modules the file imports (`import PVPrimitives`, `import struct Foundation.Date`).
    private static func importedModules(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    /// A stored property of a type: `var state: State = .idle`, `private(set) var phase = Phase.a`.
    private mutating func collectProperty(_ declaration: VariableDeclSyntax) {
        guard declaration.parent?.is(MemberBlockItemSyntax.self) == true else { return }
        let isStatic = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let owner = SyntaxScope.typeScope(of: Syntax(declaration))
        if Self.isRequirement(declaration) {
            facts.constants += Self.constants(declaredBy: declaration, owner: owner)
            return
        }
        if !isStatic { facts.ownerPredicates += Self.ownerPredicates(declaredBy: declaration, owner: owner) }
        if !isStatic { facts.heldInside += Self.heldInside(declaration, owner: owner) }
        if !isStatic, collectBoxes(declaredBy: declaration, owner: owner) { return }
        let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        if isStatic || isConstant { facts.constantCases += Self.constantCases(declaredBy: declaration, owner: owner) }
        // A `let` is given its one value in an initializer: it never moves.
        guard isStatic || !isConstant else {
            facts.constants += Self.constants(declaredBy: declaration, owner: owner)
            return
        }
        let modifiers = declaration.modifiers.map(\.trimmedText)
        let isWritableOutside = modifiers.contains { $0 == "public" || $0 == "open" } && !modifiers.contains { $0.hasSuffix("(set)") }
        let isWrittenOnlyInside = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        let wrappers = declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        let sharedThrough = wrappers.first { Self.sharingWrappers.contains($0) }
        for binding in declaration.bindings {
            let backing = isStatic ? nil : Self.forwardedStorage(of: binding)
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                isStatic ? Self.initialStateNames.contains(name.text) : isStored(binding) || backing != nil
            else { continue }
            let written = binding.typeAnnotation.map { Self.plainType($0.type) } ?? binding.initializer.flatMap { Self.typeOfDefault($0.value) }
            let value = binding.initializer?.value ?? Self.onlyValueReturned(by: binding)
            let defaults = value.map { Self.caseValues(ofValue: $0) } ?? []
            guard written != nil || !defaults.isEmpty else {
                // `@StateObject var model = DraftModel()`: no state, but paths through it reach its type.
                if !isStatic, let made = value.flatMap(Self.madeType(of:)) {
                    facts.constants.append(TypedConstant(name: name.text, owner: owner, typeName: made))
                }
                continue
            }
            facts.properties.append(
                StoredProperty(
                    name: name.text, owner: owner, typeName: written?.name,
                    isOptional: written?.isOptional ?? false, defaultCases: defaults, hasDefault: value != nil,
                    isWritableOutside: isWritableOutside, isWrittenOnlyInside: isWrittenOnlyInside, sharedThrough: sharedThrough,
                    isPublished: wrappers.contains("Published"), backing: backing?.name, casesShownInstead: backing?.shownCases ?? [],
                    isConditional: Self.isConditional(declaration),
                    isImplicitlyUnwrapped: binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true,
                    isInFilePrivateType: Self.isInFilePrivateType(Syntax(declaration)),
                    isStatic: isStatic, location: file.location(of: name)))
        }
    }

    /// `var section = Section.outside` in a function body: a local that may hold a state.
    private mutating func collectLocal(_ declaration: VariableDeclSyntax) {
        guard declaration.bindingSpecifier.tokenKind == .keyword(.var), declaration.parent?.is(CodeBlockItemSyntax.self) == true,
            let (function, end) = Self.enclosingBody(of: Syntax(declaration))
        else { return }
        for binding in declaration.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let written = binding.typeAnnotation.map { Self.plainType($0.type) } ?? binding.initializer.flatMap { Self.typeOfDefault($0.value) }
            let defaults = binding.initializer.map { Self.caseValues(ofValue: $0.value) } ?? []
            guard let written, written.name.first?.isUppercase == true else { continue }
            let variable = StoredProperty(
                name: name.text, owner: SyntaxScope.typeScope(of: Syntax(declaration)), typeName: written.name, isOptional: written.isOptional,
                defaultCases: defaults, hasDefault: binding.initializer != nil, isWritableOutside: false, isWrittenOnlyInside: true,
                isStatic: false, location: file.location(of: name))
            facts.locals.append(LocalVariable(variable: variable, function: function, range: variable.location...file.location(of: end)))
        }
    }

    /// The function, initializer, accessor or closure a statement is in: the name it goes by (a
    /// closure goes by its function's) and the token that closes it.
    private static func enclosingBody(of node: Syntax) -> (String, TokenSyntax)? {
        var end: TokenSyntax?
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), end == nil { end = closure.rightBrace }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.body.map { (MoveContextReader.eventName(of: function), end ?? $0.rightBrace) }
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                return initializer.body.map { (labels.isEmpty ? "init" : "init(\(labels))", end ?? $0.rightBrace) }
            }
            if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) || ancestor.is(AccessorDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The static properties that name where a type's values start.
    static let initialStateNames: Set<String> = ["initialState", "initial", "initialValue", "start"]

    /// The one value a computed property's getter returns (`{ .idle }`, `{ return .idle }`), if one.
    static func onlyValueReturned(by binding: PatternBindingSyntax) -> ExprSyntax? {
        guard case .getter(let statements)? = binding.accessorBlock?.accessors else { return nil }
        let values = DialectSupport.resultExpressions(of: statements)
        return values.count == 1 ? values.first : nil
    }

    func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors): accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// `State.idle` ⟶ `State`, `State?.none` ⟶ `State` (optional): the type a default names when no
    /// type is written.
    static func typeOfDefault(_ value: ExprSyntax) -> (name: String, isOptional: Bool)? {
        let member = value.as(MemberAccessExprSyntax.self) ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let base = member?.base else { return nil }
        if let optional = base.as(OptionalChainingExprSyntax.self), let path = MatchedCases.path(of: optional.expression), isTypePath(path) {
            return (path, true)
        }
        if let type = base.as(TypeExprSyntax.self) { return plainType(type.type) }
        guard let path = MatchedCases.path(of: base), isTypePath(path) else { return nil }
        return (path, false)
    }

    /// `Feature.State` names a type; `Services.shared` a static property's value, whose type is not written.
    private static func isTypePath(_ path: String) -> Bool { path.split(separator: ".").allSatisfy { $0.first?.isUppercase == true } }

    /// `x = value`, `self.x = value`, `x.y = value`, `self = value`.
    private mutating func collectAssignment(_ sequence: SequenceExprSyntax) {
        // Most sequences are no assignment (`a | b`, `x + 1`): told apart before the array is made.
        guard sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return }
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return }
        if elements.count == 3, let tuple = elements[0].as(TupleExprSyntax.self) {
            return collectTupleAssignment(tuple, of: elements[2], at: sequence)
        }
        // `items[id]?.status = .done`, `$0.status = .done`: a member of a value fsmcheck cannot name.
        guard var path = MatchedCases.looseComponents(of: elements[0]) else { return }
        var values = Array(elements.dropFirst(2))
        // `_step = State(initialValue: step)` sets `step`.
        if values.count == 1, let (property, value) = Self.wrapped(path, givenBy: values[0]) { (path, values) = (property, [value]) }
        // `phase = BehaviorRelay(value: .idle)` in an initializer: the box's value starts there.
        if values.count == 1, let boxed = BoxedValue.valueBoxed(by: values[0]) { values = [boxed] }
        // A hand-made binding's setter writes what a view chooses: a writer out of sight, not a move.
        if elements.count == 3, let hidden = hiddenWriter(setting: path, to: elements[2], in: sequence) {
            return facts.hiddenWriters.append(hidden)
        }
        collectWrite(of: values, to: path, writtenAs: elements[0], at: Syntax(sequence))
    }

    /// A write of `values` (one, or the elements of a sequence after `=`) to the path `written`
    /// names (`path`), made by `node`.
    mutating func collectWrite(of values: [ExprSyntax], to path: [String], writtenAs written: ExprSyntax, at node: Syntax) {
        let context = MoveContextReader.context(of: node, writing: path, standingFor: ClosureAlias.components(of: written), memo: earlierStatements)
        // `self.state`, `self?.state` (in a closure holding `self` weakly), `self!.state`.
        let base = written.as(MemberAccessExprSyntax.self)?.base
        let receiver = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base?.as(ForceUnwrapExprSyntax.self)?.expression ?? base
        let isExplicitSelf = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        // `self.status = status` reads a local or parameter of that name, not the property.
        let statePath = isExplicitSelf ? "" : path.joined(separator: ".")
        let targets = targets(of: values, whole: values[0], context: context, statePath: statePath)
        facts.writes.append(
            StorageWrite(path: path, isExplicitSelf: isExplicitSelf, targets: targets, context: context, location: file.location(of: node)))
    }

    /// `(state, caution) = parser.parse(text)`, `(phase, count) = (.idle, 0)`: a write of each
    /// element, with the matching element of a tuple written out, or else a value computed at run time.
    private mutating func collectTupleAssignment(_ tuple: TupleExprSyntax, of value: ExprSyntax, at sequence: SequenceExprSyntax) {
        let written = value.as(TupleExprSyntax.self).map { Array($0.elements) }
        for (index, element) in tuple.elements.enumerated() {
            guard let path = MatchedCases.looseComponents(of: element.expression) else { continue }
            let part = written.flatMap { $0.count == tuple.elements.count ? $0[index].expression : nil } ?? value
            collectWrite(of: [part], to: path, writtenAs: element.expression, at: Syntax(sequence))
        }
    }

    /// A call that passes a case (`transition(to: .loading)`, `self.set(.idle)`): a helper of the
    /// type may write it to a storage, which the assembly finds out.
    private mutating func collectHelperCall(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        var name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || MatchedCases.components(of: base) != nil
        {
            // `self.move(to: .a)`, or `player.move(to: .a)` from another type.
            name = member.declName.baseName.text
        } else if let caseName = MatchedCases.caseName(of: callee) {
            // `.setStep(.done)`, `Action.setStep(.done)`: a case sent with a value a reducer may store.
            name = "." + caseName
        } else {
            return
        }
        // `Job(priority: .urgent)`, `Job.init(…)`, `.init(priority: .urgent)`: a new value, made with a case.
        if let type = Self.constructedType(by: callee) ?? (name == ".init" ? Self.declaredType(receiving: call) ?? Self.inferredType : nil) {
            name = Self.construction(of: type, replacing: Self.isAssigned(call))
        }
        guard name.first?.isLowercase == true || name.first == "." || name.hasPrefix("init()") else { return }
        let arguments = call.arguments.map { Self.boundValue($0.expression) }
        // A call through a function value has no labels (`*`, with its arity, trailing closures
        // counted); a labelled one names its helper.
        for (position, argument) in arguments.enumerated() where Self.passesAValueOfItsOwn(argument) {
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let arity = labels.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            facts.callsPassingNames.insert("\(name)#\(position)#\(labels.allSatisfy { $0 == "_" } ? "*\(arity)" : labels[position])")
        }
        // A value made with a run-time value for a field (`Banner(warning: saved.map(…))`) starts there.
        if name.hasPrefix("init()") {
            for argument in call.arguments where !Self.mayBeCase(argument.expression) {
                if let label = argument.label?.text { facts.callsPassingNames.insert("\(name)#\(label)") }
            }
        }
        guard arguments.contains(where: Self.mayBeCase) else { return }
        // Most calls that pass a case write nothing (`when(.coin)` in a table): the type they are
        // in is found when one turns out to matter (`StorageWrite.callScope`).
        let context = MoveContext(scope: [])
        let values = arguments.map { self.targets(of: [$0], whole: $0, context: context, statePath: "") }
        facts.writes.append(
            StorageWrite(
                path: [], targets: [], context: context, location: file.location(of: call), helper: name, arguments: values,
                argumentLabels: call.arguments.map { $0.label?.text ?? "_" }, callLocator: SyntaxLocator(Syntax(call), in: file)))
    }

    /// `state.step.next()` as a statement of its own (`await`ed or tried too): a mutating method may move the path.
    private mutating func collectMethodCall(_ call: FunctionCallExprSyntax) {
        guard ExpressionReading.isStatement(call), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, let path = MatchedCases.components(of: base), path != ["self"],
            member.declName.baseName.text.first?.isLowercase == true
        else { return }
        facts.methodCalls.append(
            MethodCall(
                path: path, method: member.declName.baseName.text, callLocator: SyntaxLocator(Syntax(call), in: file),
                location: file.location(of: call), testedPaths: Self.pathsTested(around: Syntax(call))))
    }

    /// The paths a `switch`, `if` or `guard` matches against cases, read where the code handles events.
    private mutating func collectReads(_ node: Syntax) {
        let (paths, namingCases) = Self.testedPaths(by: node)
        guard !paths.isEmpty, !Self.onlyComputesAValue(node) || Self.showsActions(node, on: paths) else { return }
        let context = MoveContextReader.context(of: node, memo: earlierStatements)
        // A getter computes a value from the state (unless it shows a view's actions, `Button { … }`);
        // an observer refreshes a value after a write.
        guard !context.isInAccessor || context.parameters.contains(where: \.isInout) || Self.showsActions(node, on: paths) else { return }
        // `case let .open(topic): switch topic`: the payload the case binds, not the property.
        for path in paths where context.payloadBindings[path] == nil || Self.namesSelf(path, in: node) {
            var read = StorageWrite(
                path: path.split(separator: ".").map(String.init), targets: [], context: context, location: file.location(of: node))
            read.namesACase = namingCases.contains(path)
            facts.reads.append(read)
        }
    }
}
