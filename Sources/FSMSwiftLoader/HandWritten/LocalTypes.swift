internal import SwiftSyntax

/// The types of the locals around a move, as written (`let screen: FavScreen`), made (`let screen =
/// FavScreen()`), copied (`var clone = self`) or cast (`let screen = target as! Screen`, `guard let
/// screen = target as? Screen`):
/// a write through one of them (`screen.filter = .starred`) writes that type's property, no other's.
enum LocalTypes {
    /// `let screen = FavScreen()`, `var job: Job = …`, `let screen = target as! Screen`, `guard let
    /// screen = target as? Screen`: the types of locals, the nearest declaration of a name winning.
    static func record(declaredBy item: CodeBlockItemSyntax, in context: inout MoveContext) {
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            record(boundBy: guardStatement.conditions, in: &context)
            return
        }
        guard let declaration = item.item.as(VariableDeclSyntax.self) else { return }
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            record(name, type: binding.typeAnnotation?.type.trimmedText, value: binding.initializer?.value, in: &context)
        }
    }

    /// The names a `var` declaration introduces: `var section = Section.outside` ⟶ `section`.
    static func variables(declaredBy item: CodeBlockItemSyntax) -> [String] {
        guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
        return declaration.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// `if let screen = target as? Screen`, `guard let …`: a cast bound in a condition.
    static func record(boundBy conditions: ConditionElementListSyntax, in context: inout MoveContext) {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            record(name, type: binding.typeAnnotation?.type.trimmedText, value: binding.initializer?.value, in: &context)
        }
    }

    private static func record(_ name: String, type written: String?, value: ExprSyntax?, in context: inout MoveContext) {
        guard context.localTypes[name] == nil else { return }
        let made = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let cast = value.flatMap(MatchedCases.castType(of:))
        // `var clone = self`: a copy of the value the code is in, of its type.
        let copied = value?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? "Self" : nil
        if let type = written ?? cast ?? made.flatMap({ $0.first?.isUppercase == true ? $0 : nil }) ?? copied {
            context.localTypes[name] = type
        }
    }
}
