internal import SwiftSyntax

/// Lookups of a type's members across all of its bodies (`TypeBodies`): what `LexicalLookup`
/// cannot see from code in one extension when the member is declared in another, or in the type
/// itself in another file.
extension DeclarationIndex {
    /// A member of a type, with the file it is written in, for locations.
    struct Member<Declaration> {
        var declaration: Declaration
        var file: ParsedSwiftFile
        /// Written in an extension of the type rather than in its declaration.
        var isExtension = false
    }

    /// The file `node` is written in, when it is one of the run's; a reader that follows a type into
    /// its extensions locates what it reads there with it.
    func file(of node: some SyntaxProtocol) -> ParsedSwiftFile? {
        files.first?.trees.fileIndex(of: node).flatMap { files.indices.contains($0) ? files[$0] : nil }
    }

    /// Whether `file`, or a file holding an extension of a type `file` declares, mentions one of
    /// `words`: a dialect skips a file without its words, but the words of a type split over files
    /// may all be in an extension (`extension Door { mutating func handleEvent … }`).
    func mentions(anyOf words: [String], in file: ParsedSwiftFile) -> Bool {
        if file.mentions(anyOf: words) { return true }
        return typeBodies.typesExtendedElsewhere(declaredIn: file.index).contains { path in
            // Which files the bodies are in, without their nodes: finding those parses a file let go.
            bodyPlaces(of: path, from: file).contains { files[$0.fileIndex].path != file.path && files[$0.fileIndex].mentions(anyOf: words) }
        }
    }

    /// The type the variable a constructor call is stored in is declared with: `let machine:
    /// StateMachine<S, E>` beside it, or a property in any body of the type around it (the machine
    /// created in `init` or in a method of an extension).
    func declaredType(ofVariableAssignedBy call: FunctionCallExprSyntax, in file: ParsedSwiftFile) -> TypeSyntax? {
        guard let variable = LexicalLookup.variableName(assignedFrom: call) else { return nil }
        if let declaration = LexicalLookup.declaration(of: variable, visibleFrom: call) { return declaration.binding.typeAnnotation?.type }
        return property(named: variable, in: SyntaxScope.typeScope(of: Syntax(call)), from: file)?.declaration.typeAnnotation?.type
    }

    /// Every body of the type `scope` names as seen from `file`, with its file: every extension of
    /// that name, and its declaration. Two modules (an app and its tests, two playground pages) may
    /// each declare a type of one name: then the declaration in `file` is the one meant, or none.
    func bodies(of scope: TypeScope, from file: ParsedSwiftFile) -> [Member<MemberBlockSyntax>] {
        bodyPlaces(of: scope, from: file).compactMap { body in
            body.members.map { Member(declaration: $0, file: files[body.fileIndex], isExtension: body.isExtension) }
        }
    }

    /// The bodies `bodies(of:from:)` gives, before their nodes are found.
    private func bodyPlaces(of scope: TypeScope, from file: ParsedSwiftFile) -> [TypeBodies.Body] {
        guard !scope.isEmpty else { return [] }
        let all = typeBodies.bodies(of: scope).filter { files.indices.contains($0.fileIndex) }
        let declarations = all.filter { !$0.isExtension }
        let meant = declarations.count <= 1 ? declarations : declarations.filter { files[$0.fileIndex].path == file.path }
        return all.filter { body in body.isExtension || meant.contains { $0.isSame(as: body) } }
    }

    /// The property `name` the type `scope` declares in any of its bodies, stored or computed.
    func property(named name: String, in scope: TypeScope, from file: ParsedSwiftFile) -> Member<PatternBindingSyntax>? {
        for body in bodies(of: scope, from: file) {
            for member in TypeBodies.activeMembers(of: body.declaration) {
                guard let variable = member.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                else { continue }
                return Member(declaration: binding, file: body.file)
            }
        }
        return nil
    }

    /// The value a property of the type holds: a stored property's initial value, or the one
    /// value a computed property's getter gives (`var mappings: [Mapping] { [ … ] }`).
    func propertyValue(named name: String, in scope: TypeScope, from file: ParsedSwiftFile) -> Member<ExprSyntax>? {
        guard let property = property(named: name, in: scope, from: file) else { return nil }
        if let value = property.declaration.initializer?.value { return Member(declaration: value, file: property.file) }
        let body: CodeBlockItemListSyntax? =
            switch property.declaration.accessorBlock?.accessors {
            case .getter(let statements): statements
            case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            case nil: nil
            }
        guard let body else { return nil }
        let values = DialectSupport.resultExpressions(of: body)
        guard values.count == 1, let value = values.first else { return nil }
        return Member(declaration: value, file: property.file)
    }

    /// The methods called `name` that the type `scope` declares in any of its bodies.
    func methods(named name: String, in scope: TypeScope, from file: ParsedSwiftFile) -> [Member<FunctionDeclSyntax>] {
        bodies(of: scope, from: file).flatMap { body in
            TypeBodies.activeMembers(of: body.declaration).compactMap { member in
                member.as(FunctionDeclSyntax.self).flatMap { $0.name.text == name ? Member(declaration: $0, file: body.file) : nil }
            }
        }
    }
}

/// A value a machine is built from (`mappings:`, `mapping:`), found where Swift would find it.
struct VisibleValue {
    var value: ExprSyntax
    var type: TypeSyntax?
    /// The file the value is written in, which may be another than the machine's.
    var file: ParsedSwiftFile
}

extension DeclarationIndex {
    /// The value the variable `name` holds as seen from `node` in `file`: a `let` or a property
    /// beside it (`LexicalLookup.binding`), else a property of the type around it declared in
    /// another of its bodies, stored or computed. Nil for a parameter, whose value is not known.
    func visibleValue(of name: String, from node: some SyntaxProtocol, in file: ParsedSwiftFile) -> VisibleValue? {
        if let binding = LexicalLookup.binding(of: name, visibleFrom: node), let value = binding.initializer?.value {
            return VisibleValue(value: value, type: binding.typeAnnotation?.type, file: file)
        }
        guard UnseenReason.parameterOwner(named: name, around: Syntax(node)) == nil,
            let value = propertyValue(named: name, in: SyntaxScope.typeScope(of: Syntax(node)), from: file)
        else { return nil }
        let type = property(named: name, in: SyntaxScope.typeScope(of: Syntax(node)), from: file)?.declaration.typeAnnotation?.type
        return VisibleValue(value: value.declaration, type: type, file: value.file)
    }

    /// The value `expression` names as seen from `node`: a variable (`mappings`, `self.mappings`)
    /// as `visibleValue(of:from:in:)` finds it, or a static property of a type of the run
    /// (`EditorMappings.all`, `Self.mappings`). Nil for anything else.
    func visibleValue(of expression: ExprSyntax, from node: some SyntaxProtocol, in file: ParsedSwiftFile) -> VisibleValue? {
        if let variable = LexicalLookup.variableName(of: expression) { return visibleValue(of: variable, from: node, in: file) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else {
            return nil
        }
        let scope = SyntaxScope.typeScope(of: Syntax(node))
        let written =
            base.baseName.tokenKind == .keyword(.Self) ? [] : resolvedTypeName(base.baseName.text, from: scope).split(separator: ".").map(String.init)
        let name = member.declName.baseName.text
        // The type as written from `scope`: nested in it or in a type around it, or at the top level.
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let type = Array(scope.prefix(depth)) + written
            guard let value = propertyValue(named: name, in: type, from: file) else { continue }
            let declared = property(named: name, in: type, from: file)?.declaration.typeAnnotation?.type
            return VisibleValue(value: value.declaration, type: declared, file: value.file)
        }
        return nil
    }
}
