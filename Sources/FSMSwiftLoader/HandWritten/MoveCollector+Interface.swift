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

    /// Whether `node` is inside a type or extension declared `private` or `fileprivate`: only code
    /// in its file can name that type, so no other file writes or tests its properties.
    static func isInFilePrivateType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let isFilePrivate = ancestor.asProtocol(DeclGroupSyntax.self)?.modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
            if isFilePrivate == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The types a type or an extension names after its colon, by their last name.
    mutating func collectConformances(of node: Syntax, by owner: TypeScope) {
        guard let inherited = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes else { return }
        for type in inherited {
            let name = type.type.as(IdentifierTypeSyntax.self)?.name.text ?? type.type.as(MemberTypeSyntax.self)?.name.text
            if let name { facts.conformances.append(HeldValue(type: name, owner: owner)) }
        }
    }

    /// The named types a function takes (`filter: Filter`, `_ kind: Kind?`), each once; the standard
    /// library's and Foundation's common value types are no enum of the run.
    mutating func collectParameterTypes(of function: FunctionDeclSyntax) {
        var owner: TypeScope?
        var seen: Set<String> = []
        for parameter in function.signature.parameterClause.parameters {
            var type = parameter.type
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            let name: String
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                guard identifier.genericArgumentClause == nil else { continue }
                name = identifier.name.text
            } else if type.is(MemberTypeSyntax.self) {
                name = SyntaxText.plainTypeName(type.trimmedText)
            } else {
                continue
            }
            guard name.first?.isUppercase == true, !Self.commonValueTypes.contains(name), seen.insert(name).inserted else { continue }
            owner = owner ?? SyntaxScope.typeScope(of: Syntax(function))
            facts.parameterTypes.append(HeldValue(type: name, owner: owner ?? []))
        }
    }

    private static let commonValueTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "CGFloat", "Date", "URL", "Data", "UUID", "Error", "Any", "AnyObject", "Substring",
        "TimeInterval", "Character", "Void", "Self",
    ]
}
