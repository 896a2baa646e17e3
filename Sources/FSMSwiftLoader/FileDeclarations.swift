import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// The declarations of one file, gathered in one walk while the files are parsed in parallel.
struct FileDeclarations: Sendable {
    var enums: [EnumDeclaration] = []
    var aliases: [TypeAliasDeclaration] = []
    var bindings: [ValueBinding] = []
    var classes: [ClassDeclaration] = []
    var values: [ValueDeclaration] = []
    var initialStateArguments: [InitialStateArgument] = []
    var wrappers: [SwiftFSMTableWrapper] = []
    /// The file's type declarations and extensions (`TypeBodies`).
    var typeBodies: [TypeBodies.Body]
    /// What hand-written machines are made of: storages, writes, reducer functions.
    var handWritten: HandWrittenFacts

    init(of file: ParsedSwiftFile) {
        var collector = MoveCollector(file: file)
        collector.collect()
        handWritten = collector.facts
        typeBodies = TypeBodies.bodies(in: file)
        ActiveSyntax.walk(file.tree, near: file.offsets(of: Self.declarationWords), interest: Self.interest(in:)) { node in
            switch node.kind {
            case .enumDecl:
                if let declaration = node.as(EnumDeclSyntax.self) { enums.append(Self.enumDeclaration(declaration, in: file)) }
            case .typeAliasDecl:
                if let declaration = node.as(TypeAliasDeclSyntax.self) {
                    aliases.append(
                        TypeAliasDeclaration(
                            name: declaration.name.text,
                            scope: SyntaxScope.typeScope(of: node),
                            target: SyntaxText.plainTypeName(declaration.initializer.value.trimmedText, droppingModule: "SwiftFSM"),
                            genericArguments: SwiftFSMMachineAssembly.genericArguments(in: declaration.initializer.value.trimmedText)
                        )
                    )
                }
            case .variableDecl:
                if let declaration = node.as(VariableDeclSyntax.self) {
                    let (scope, function) = (SyntaxScope.typeScope(of: node), SyntaxScope.functionName(of: node))
                    bindings += Self.bindings(declaredBy: declaration, scope: scope, function: function, in: file)
                    values += ValueDeclaration.all(in: declaration, scope: scope, function: function, file: file)
                }
            case .classDecl:
                if let declaration = node.as(ClassDeclSyntax.self) {
                    classes.append(ClassDeclaration(declaration, scope: SyntaxScope.typeScope(of: node)))
                }
            case .functionDecl:
                if let declaration = node.as(FunctionDeclSyntax.self),
                    let wrapper = SwiftFSMTableWrapper(declaration, scope: SyntaxScope.typeScope(of: node))
                {
                    wrappers.append(wrapper)
                }
            case .functionCallExpr:
                // A call stored in a variable is that variable's binding, read as such.
                if let call = node.as(FunctionCallExprSyntax.self), LexicalLookup.variableName(assignedFrom: call) == nil,
                    let argument = InitialStateArgument(
                        call, scope: SyntaxScope.typeScope(of: node), function: SyntaxScope.functionName(of: node), in: file
                    )
                {
                    initialStateArguments.append(argument)
                }
            case .sequenceExpr:
                if let sequence = node.as(SequenceExprSyntax.self), let binding = Self.binding(assignedBy: sequence, in: file) {
                    bindings.append(binding)
                }
                // Operator sequences (DSL sentences, arithmetic) make up most of a table and hold no
                // declarations worth indexing; skipping them halves the walk.
                return .skipChildren
            default:
                break
            }
            return .visitChildren
        }
    }

    /// What each node the walk reads is written with: `=` for assignments, the table methods for
    /// the wrappers that call them.
    static let declarationWords = ["enum", "typealias", "let", "var", "=", "class", "initialState"] + SwiftFSMTableWrapper.tableMethods.sorted()

    /// The nodes the walk reads, told apart raw; like the walk, it does not look into operator
    /// sequences, which are most of a table.
    private static func interest(in node: SourceNode) -> ActiveSyntax.Interest {
        switch node.kind {
        case .enumDecl, .typeAliasDecl, .variableDecl, .classDecl, .functionDecl:
            return .candidate
        case .functionCallExpr:
            let arguments = node.child(RawFunctionCallExprSyntax.self, { $0.arguments })?.children
            let hasInitialState = arguments?.contains { $0.child(RawLabeledExprSyntax.self, { $0.label })?.text == "initialState" } ?? false
            return hasInitialState ? .candidate : .lookInside
        case .sequenceExpr:
            var elements = node.child(RawSequenceExprSyntax.self, { $0.elements })?.children
            _ = elements?.next()
            return elements?.next()?.kind == .assignmentExpr ? .candidateAlone : .skip
        case .token:
            return .skip
        default:
            return .lookInside
        }
    }

    private static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    private static func enumDeclaration(_ declaration: EnumDeclSyntax, in file: ParsedSwiftFile) -> EnumDeclaration {
        var cases: [Reference] = []
        var casesWithAssociatedValues: Set<String> = []
        var finalCases: Set<String> = []
        var hasWrittenRawValue = false
        // A case under `#if os(macOS)` is a case wherever it may be compiled.
        for member in TypeBodies.activeMembers(of: declaration.memberBlock) {
            guard let caseDeclaration = member.as(EnumCaseDeclSyntax.self) else { continue }
            if FinalMarker.marks(caseDeclaration) { finalCases.formUnion(caseDeclaration.elements.map { $0.name.identifier?.name ?? $0.name.text }) }
            // A case the parser had to make up a name for (`case \(x)`) has none: the parse error is
            // reported, and a state without a name could not be written in any notation.
            for element in caseDeclaration.elements where element.name.presence == .present {
                // `` case `public` `` is `.public` where it is used.
                let name = element.name.identifier?.name ?? element.name.text
                cases.append(file.reference(name, at: element.name))
                if element.parameterClause != nil { casesWithAssociatedValues.insert(name) }
                if element.rawValue != nil { hasWrittenRawValue = true }
            }
        }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map {
            SyntaxText.plainTypeName($0.type.trimmedText, droppingModule: "SwiftFSM")
        }
        return EnumDeclaration(
            name: declaration.name.text,
            scope: SyntaxScope.typeScope(of: Syntax(declaration)),
            inheritedTypes: inherited ?? [],
            cases: cases,
            location: file.location(of: declaration.name),
            casesWithAssociatedValues: casesWithAssociatedValues,
            finalCases: finalCases,
            hasConsecutiveRawValues: !hasWrittenRawValue && inherited?.first.map(Self.integerTypes.contains) == true
        )
    }

    private static func bindings(declaredBy declaration: VariableDeclSyntax, scope: TypeScope, function: String?, in file: ParsedSwiftFile)
        -> [ValueBinding]
    {
        declaration.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let call = binding.initializer.flatMap { constructorCall(ExpressionReading.unwrappingEffects($0.value)) }
            guard call != nil || binding.typeAnnotation != nil else { return nil }
            return ValueBinding(
                variable: name,
                scope: scope,
                function: function,
                call: call,
                typeAnnotation: binding.typeAnnotation?.type,
                in: file
            )
        }
    }

    /// `fsm = FSM(…)` or `self.fsm = FSM(…)`, typically in `init` or `setUp`.
    private static func binding(assignedBy sequence: SequenceExprSyntax, in file: ParsedSwiftFile) -> ValueBinding? {
        guard sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self),
            let call = constructorCall(ExpressionReading.unwrappingEffects(elements[2]))
        else { return nil }
        let target = elements[0]
        let variable: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            variable = reference.baseName.text
        } else if let name = ExpressionReading.selfMemberName(of: target) {
            variable = name
        } else {
            return nil
        }
        return ValueBinding(
            variable: variable,
            scope: SyntaxScope.typeScope(of: Syntax(sequence)),
            function: SyntaxScope.functionName(of: Syntax(sequence)),
            call: call,
            typeAnnotation: nil,
            in: file
        )
    }

    /// A call whose callee is a type (`FSM<S, E>(…)`, `StateMachine(…)`, or `.init(…)` after a type
    /// annotation), not a function or method.
    private static func constructorCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.tokenKind == .keyword(.`init`) ? call : nil
        }
        guard let name = ExpressionReading.calleeName(of: call), name.first?.isUppercase == true || name.first == "_" else {
            return nil
        }
        return call
    }
}

/// Where a node sits: the types and the function around it, found by walking up its parents.
enum SyntaxScope {
    static func typeScope(of node: Syntax) -> TypeScope {
        var scope: [String] = []
        var current = node.parent
        while let ancestor = current {
            scope += names(declaredBy: ancestor).reversed()
            current = ancestor.parent
        }
        return scope.reversed()
    }

    /// `typeScope(of: node).last`, without walking past the nearest type: the name of the type
    /// or extension a node is in.
    static func innermostTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let last = names(declaredBy: ancestor).last { return last }
            current = ancestor.parent
        }
        return nil
    }

    /// The path a type declaration adds to the scope of what it holds: its name, or the path of
    /// the type an extension extends (`extension Player.Queue`).
    private static func names(declaredBy node: Syntax) -> [String] {
        // `as(_:)` for each kind: `asProtocol` is a dynamic cast, several times slower.
        switch node.kind {
        case .classDecl: node.as(ClassDeclSyntax.self).map { [$0.name.text] } ?? []
        case .structDecl: node.as(StructDeclSyntax.self).map { [$0.name.text] } ?? []
        case .enumDecl: node.as(EnumDeclSyntax.self).map { [$0.name.text] } ?? []
        case .actorDecl: node.as(ActorDeclSyntax.self).map { [$0.name.text] } ?? []
        case .protocolDecl: node.as(ProtocolDeclSyntax.self).map { [$0.name.text] } ?? []
        case .extensionDecl:
            node.as(ExtensionDeclSyntax.self).map { SyntaxText.plainTypeName($0.extendedType.trimmedText).split(separator: ".").map(String.init) }
                ?? []
        default:
            []
        }
    }

    /// The name of the nearest enclosing function, initializer or accessor, or `nil` at type or file level.
    static func functionName(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .functionDecl: return ancestor.as(FunctionDeclSyntax.self)?.name.text
            case .initializerDecl: return "init"
            case .deinitializerDecl: return "deinit"
            case .accessorDecl, .accessorBlock: return "accessor"
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return nil
            default: current = ancestor.parent
            }
        }
        return nil
    }
}
