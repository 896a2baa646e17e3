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
        if let type = written ?? cast ?? made.flatMap({ $0.first?.isUppercase == true ? $0 : nil }) ?? copied ?? typeAsked(by: value) {
            context.localTypes[name] = type
        }
    }

    /// `let cell = tableView.dequeueCell(BoxCell.self)`, `decoder.decode(Reply.self, from: data)`: a
    /// method given a type as its first argument returns a value of it.
    private static func typeAsked(by value: ExprSyntax?) -> String? {
        guard let call = value?.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self),
            let metatype = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
            let type = metatype.base?.trimmedText, type.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// `let isLive = speed > 0; if isLive { … }`: a test of a bare name the code declares as a local
    /// (without a type, so not recorded above) asks the local, not the owner's property of that name
    /// (`var isLive: Bool { state == .live }`). Such names join the locals, of no known type; looked
    /// for only where a test is a bare name, which few moves have.
    static func recordTestedLocals(in context: inout MoveContext, around node: Syntax) {
        for condition in context.conditions {
            let name = bareName(of: condition)
            guard !name.isEmpty, context.localTypes[name] == nil, context.parameter(named: name) == nil,
                isDeclaredBefore(node, name: name)
            else { continue }
            context.localTypes[name] = ""
        }
    }

    /// `isLive`, `!isLive`, `!(isLive)` ⟶ `isLive`; anything else (`self.isLive`, `a && b`) ⟶ "".
    private static func bareName(of condition: String) -> String {
        var text = Substring(condition)
        if text.hasPrefix("!") { text = text.dropFirst() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        guard let first = text.first, first.isLetter || first == "_", text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return "" }
        return String(text)
    }

    /// Whether a statement before `node`, in its function, declares a local `name` (`let name = …`,
    /// `guard let name = … else`).
    private static func isDeclaredBefore(_ node: Syntax, name: String) -> Bool {
        var child = node
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(MemberBlockSyntax.self)
            {
                return false
            }
            if let block = parent.as(CodeBlockItemListSyntax.self), let own = child.as(CodeBlockItemSyntax.self) {
                for item in block.prefix(while: { $0.id != own.id }) where declares(item, name) { return true }
            }
            child = parent
        }
        return false
    }

    private static func declares(_ item: CodeBlockItemSyntax, _ name: String) -> Bool {
        if let declaration = item.item.as(VariableDeclSyntax.self) {
            return declaration.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { return false }
        return guardStatement.conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition else { return false }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }
}
