internal import SwiftSyntax

/// What a stored property says beyond its own value: the types it holds inside another
/// (`Box<Pending>`, `[Job]`), whose values code fsmcheck cannot follow writes there, and the
/// property wrappers that keep its value outside its type.
extension MoveCollector {
    /// The generic arguments of a property's written type or of the initializer making its value
    /// (`Box<Pending>(.idle)`, `[Job]`, `CurrentValueSubject<Phase, Never>`).
    static func heldInside(_ declaration: VariableDeclSyntax) -> [(type: String, owner: TypeScope)] {
        var held: [(type: String, owner: TypeScope)] = []
        let owner = SyntaxScope.typeScope(of: Syntax(declaration))
        for binding in declaration.bindings {
            var inside: [Syntax] = binding.typeAnnotation.map { [Syntax($0.type)] } ?? []
            if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(GenericSpecializationExprSyntax.self) {
                inside.append(Syntax(made.genericArgumentClause))
            }
            for node in inside {
                for token in node.tokens(viewMode: .sourceAccurate) where Self.isHeldInside(token, within: node) {
                    held.append((token.text, owner))
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
    static let sharingWrappers: Set<String> = ["Binding", "AppStorage", "SceneStorage", "IBInspectable"]
}
