import FSMModel
@_spi(RawSyntax) import SwiftSyntax

/// The path of type names a declaration sits in: `["TurnstileTests", "Fixtures"]`; extensions
/// count as the type they extend, so a nested enum declared in an extension in another file is
/// found from the type's own methods.
typealias TypeScope = [String]

/// An enum as declared: enough to turn it into states, events or a predicate type.
struct EnumDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    var inheritedTypes: [String]
    var cases: [Reference]
    var location: SourceLocation
}

/// `typealias name = target`, with the target's generic arguments and module prefix dropped.
struct TypeAliasDeclaration: Sendable {
    var name: String
    var scope: TypeScope
    var target: String
    /// The target's generic arguments as written (`StateMachine<S, E>` ⟶ `["S", "E"]`), which name a
    /// machine's state and event types when the machine is created through the alias.
    var genericArguments: [String] = []
}

/// A variable given a value by a constructor call or a type annotation: `let fsm = FSM<S, E>(…)`,
/// `var fsm: FSM<S, E>!`, or `fsm = FSM(…)` in a method. Dialects find their containers here.
struct ValueBinding: Sendable {
    var variable: String
    var scope: TypeScope
    /// The function, initializer or accessor the binding is in; `nil` for stored properties and globals.
    var function: String?
    var call: FunctionCallExprSyntax?
    var typeAnnotation: TypeSyntax?
    var fileIndex: Int
}

/// Every declaration the extractors resolve names against, across all files of one load: enums
/// and typealiases are often declared far from the table that uses them.
///
/// Lookups go by qualified name (`Turnstile.State`), trying the enclosing scopes from the innermost
/// out, so each costs a few hash lookups however many files declare a `State`.
struct DeclarationIndex: Sendable {
    let files: [ParsedSwiftFile]
    /// In file order, so that when two files declare the same name, the first one is used.
    private let allEnums: [EnumDeclaration]
    private var enumsByPath: [String: EnumDeclaration] = [:]
    private var firstEnumByName: [String: EnumDeclaration] = [:]
    private var aliasesByPath: [String: TypeAliasDeclaration] = [:]
    private var firstAliasByName: [String: TypeAliasDeclaration] = [:]
    private var bindingsByPath: [String: [ValueBinding]] = [:]

    /// Builds the index; `declarations[i]` must come from `files[i]`.
    init(files: [ParsedSwiftFile], declarations: [FileDeclarations]) {
        self.files = files
        allEnums = declarations.flatMap(\.enums)
        for declaration in allEnums {
            let path = Self.path(declaration.scope, declaration.name)
            if enumsByPath[path] == nil { enumsByPath[path] = declaration }
            if firstEnumByName[declaration.name] == nil { firstEnumByName[declaration.name] = declaration }
        }
        for alias in declarations.flatMap(\.aliases) {
            let path = Self.path(alias.scope, alias.name)
            if aliasesByPath[path] == nil { aliasesByPath[path] = alias }
            if firstAliasByName[alias.name] == nil { firstAliasByName[alias.name] = alias }
        }
        for binding in declarations.flatMap(\.bindings) {
            bindingsByPath[Self.path(binding.scope, binding.variable), default: []].append(binding)
        }
    }

    /// The enum called `name` as seen from `scope`: the one declared in the nearest enclosing
    /// type wins; with `visibleOnly`, enums nested in unrelated types are not considered, which
    /// keeps a `State` enum of one class from being taken for another's.
    func enumDeclaration(named name: String, from scope: TypeScope, visibleOnly: Bool = false) -> EnumDeclaration? {
        let resolved = resolvedTypeName(name, from: scope)
        return Self.nearest(resolved, from: scope, in: enumsByPath) ?? (visibleOnly ? nil : firstEnumByName[resolved])
    }

    /// Every enum conforming to `protocolName` (written plainly or module-qualified), in file order.
    func enums(conformingTo protocolName: String) -> [EnumDeclaration] {
        allEnums.filter { $0.inheritedTypes.contains(protocolName) }
    }

    /// Follows typealiases (`typealias State = TurnstileState`) to the name they stand for.
    func resolvedTypeName(_ name: String, from scope: TypeScope) -> String {
        var name = name
        var seen: Set<String> = [name]
        while let alias = Self.nearest(name, from: scope, in: aliasesByPath) ?? firstAliasByName[name], seen.insert(alias.target).inserted {
            name = alias.target
        }
        return name
    }

    /// The generic arguments the typealias `name` (seen from `scope`) gives its target, following
    /// aliases of aliases; empty when `name` is no alias or gives none.
    func aliasGenericArguments(of name: String, from scope: TypeScope) -> [String] {
        var name = name
        var seen: Set<String> = [name]
        while let alias = Self.nearest(name, from: scope, in: aliasesByPath) ?? firstAliasByName[name] {
            if !alias.genericArguments.isEmpty { return alias.genericArguments }
            guard seen.insert(alias.target).inserted else { break }
            name = alias.target
        }
        return []
    }

    /// Every typealias whose target is one of `targets`, e.g. the user's short names for a DSL's structs.
    func aliases(of targets: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for (name, alias) in firstAliasByName where targets.contains(alias.target) { result[name] = alias.target }
        return result
    }

    /// The bindings of `variable` in the type `scope` (and its extensions), those in the same function
    /// (or, for `nil`, at type or file level) first.
    func bindings(of variable: String, in scope: TypeScope, function: String?) -> [ValueBinding] {
        let inScope = bindingsByPath[Self.path(scope, variable)] ?? []
        return inScope.filter { $0.function == function } + inScope.filter { $0.function != function }
    }

    private static func path(_ scope: TypeScope, _ name: String) -> String {
        (scope + [name]).joined(separator: ".")
    }

    /// The declaration of `name` in `scope` or the nearest scope enclosing it.
    private static func nearest<Declaration>(_ name: String, from scope: TypeScope, in table: [String: Declaration]) -> Declaration? {
        for depth in stride(from: scope.count, through: 0, by: -1) {
            if let declaration = table[path(Array(scope.prefix(depth)), name)] { return declaration }
        }
        return nil
    }
}

/// The declarations of one file, gathered in one walk while the files are parsed in parallel.
struct FileDeclarations: Sendable {
    var enums: [EnumDeclaration] = []
    var aliases: [TypeAliasDeclaration] = []
    var bindings: [ValueBinding] = []

    init(of file: ParsedSwiftFile, fileIndex: Int) {
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
                            target: SyntaxText.plainTypeName(declaration.initializer.value.trimmedDescription, droppingModule: "SwiftFSM"),
                            genericArguments: SwiftFSMMachineAssembly.genericArguments(in: declaration.initializer.value.trimmedDescription)
                        )
                    )
                }
            case .variableDecl:
                if let declaration = node.as(VariableDeclSyntax.self) {
                    bindings += Self.bindings(declaredBy: declaration, fileIndex: fileIndex)
                }
            case .sequenceExpr:
                if let sequence = node.as(SequenceExprSyntax.self), let binding = Self.binding(assignedBy: sequence, fileIndex: fileIndex) {
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

    /// What each node the walk reads is written with: `=` for assignments.
    static let declarationWords = ["enum", "typealias", "let", "var", "="]

    /// The nodes the walk reads, told apart raw; like the walk, it does not look into operator
    /// sequences, which are most of a table.
    private static func interest(in node: SourceNode) -> ActiveSyntax.Interest {
        switch node.kind {
        case .enumDecl, .typeAliasDecl, .variableDecl:
            return .candidate
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

    private static func enumDeclaration(_ declaration: EnumDeclSyntax, in file: ParsedSwiftFile) -> EnumDeclaration {
        var cases: [Reference] = []
        for member in declaration.memberBlock.members {
            guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            // A case the parser had to make up a name for (`case \(x)`) has none: the parse error is
            // reported, and a state without a name could not be written in any notation.
            for element in caseDeclaration.elements where element.name.presence == .present {
                cases.append(file.reference(element.name.text, at: element.name))
            }
        }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map {
            SyntaxText.plainTypeName($0.type.trimmedDescription, droppingModule: "SwiftFSM")
        }
        return EnumDeclaration(
            name: declaration.name.text,
            scope: SyntaxScope.typeScope(of: Syntax(declaration)),
            inheritedTypes: inherited ?? [],
            cases: cases,
            location: file.location(of: declaration.name)
        )
    }

    private static func bindings(declaredBy declaration: VariableDeclSyntax, fileIndex: Int) -> [ValueBinding] {
        declaration.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let call = binding.initializer.flatMap { constructorCall(ExpressionReading.unwrappingEffects($0.value)) }
            guard call != nil || binding.typeAnnotation != nil else { return nil }
            return ValueBinding(
                variable: name,
                scope: SyntaxScope.typeScope(of: Syntax(declaration)),
                function: SyntaxScope.functionName(of: Syntax(declaration)),
                call: call,
                typeAnnotation: binding.typeAnnotation?.type,
                fileIndex: fileIndex
            )
        }
    }

    /// `fsm = FSM(…)` or `self.fsm = FSM(…)`, typically in `init` or `setUp`.
    private static func binding(assignedBy sequence: SequenceExprSyntax, fileIndex: Int) -> ValueBinding? {
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
            fileIndex: fileIndex
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
            switch ancestor.kind {
            case .classDecl: ancestor.as(ClassDeclSyntax.self).map { scope.append($0.name.text) }
            case .structDecl: ancestor.as(StructDeclSyntax.self).map { scope.append($0.name.text) }
            case .enumDecl: ancestor.as(EnumDeclSyntax.self).map { scope.append($0.name.text) }
            case .actorDecl: ancestor.as(ActorDeclSyntax.self).map { scope.append($0.name.text) }
            case .protocolDecl: ancestor.as(ProtocolDeclSyntax.self).map { scope.append($0.name.text) }
            case .extensionDecl:
                if let extended = ancestor.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
                    scope += SyntaxText.plainTypeName(extended).split(separator: ".").map(String.init).reversed()
                }
            default: break
            }
            current = ancestor.parent
        }
        return scope.reversed()
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
