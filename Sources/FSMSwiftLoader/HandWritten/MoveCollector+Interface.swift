internal import SwiftSyntax

/// What a file says of how its types are used from other modules: which are `public`, and which
/// types its functions take. An enum that a library declares `public` and takes as a parameter is
/// a vocabulary callers pick from (`StorageFinder.isBorrowedVocabulary`).
extension MoveCollector {
    /// Whether a type is declared `public` or `open`.
    static func isPublic(_ node: Syntax) -> Bool {
        node.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
            $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
        } == true
    }

    /// The types a type or an extension names after its colon, by their last name.
    mutating func collectConformances(of node: Syntax, by owner: TypeScope) {
        guard let inherited = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes else { return }
        for type in inherited {
            let name = SyntaxText.plainTypeName(type.type.trimmedText)
            facts.conformances.append(HeldValue(type: name.split(separator: ".").last.map(String.init) ?? name, owner: owner))
        }
    }

    /// The named types a function takes (`filter: Filter`, `_ kind: Kind?`), each once.
    mutating func collectParameterTypes(of function: FunctionDeclSyntax) {
        let parameters = function.signature.parameterClause.parameters
        guard !parameters.isEmpty else { return }
        let owner = SyntaxScope.typeScope(of: Syntax(function))
        var seen: Set<String> = []
        for parameter in parameters {
            var type = parameter.type
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { continue }
            let name = SyntaxText.plainTypeName(type.trimmedText)
            guard name.first?.isUppercase == true, seen.insert(name).inserted else { continue }
            facts.parameterTypes.append(HeldValue(type: name, owner: owner))
        }
    }
}
