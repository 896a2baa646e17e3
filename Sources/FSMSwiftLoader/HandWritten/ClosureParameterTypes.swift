internal import SwiftSyntax

/// The types of a closure's parameters that are not written, from the method it is given to:
/// `edit(index) { song in song.phase = .paused }` with `func edit(_ index: Int, _ change: (inout
/// Song) -> Void)` in the same type gives `song` the type `Song`. Without it, a write through
/// `song` could be any type's with a `phase` (CopilotForXcode's `updateMessage(id:) { message in
/// message.role = role }` moved six unrelated `role`s).
enum ClosureParameterTypes {
    /// One type (or `nil`) per parameter, when the closure is an argument of a call to a method
    /// the type around the call declares, by name, and the matching parameter's type is a function.
    static func inferred(for closure: ClosureExprSyntax) -> [String?] {
        guard let (call, position) = argumentPlace(of: closure), let name = calleeName(call.calledExpression),
            let function = method(named: name, around: call)
        else { return [] }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.indices.contains(position), let type = functionType(parameters[position].type) else { return [] }
        return type.parameters.map { element in
            var written = element.type
            if let attributed = written.as(AttributedTypeSyntax.self) { written = attributed.baseType }
            return written.trimmedText
        }
    }

    /// The call the closure is given to, and the closure's place among the parameters: its
    /// argument's, or after them all for a trailing closure.
    private static func argumentPlace(of closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, Int)? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return (call, call.arguments.count)
        }
        guard let argument = closure.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self), let position = list.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        return (call, list.distance(from: list.startIndex, to: position))
    }

    /// `edit` of `edit(…)` and `self.edit(…)`.
    private static func calleeName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = callee.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The one method called `name` among the members of the type the call is written in.
    private static func method(named name: String, around call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        var current = call.parent
        while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return nil }
        let methods = members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
        return methods.count == 1 ? methods.first : nil
    }

    /// `(inout Song) -> Void`, also written `@escaping (Song) -> Void` or in parentheses.
    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        var type = type
        for _ in 0..<4 {
            if let function = type.as(FunctionTypeSyntax.self) { return function }
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else {
                return nil
            }
        }
        return nil
    }
}
