internal import SwiftSyntax

/// The values a local variable can hold where it is read: `var next: Phase = .idle` or `let next:
/// Phase` filled by the branches of a `switch` (`case 1: next = .starting`), then stored (`phase =
/// next`). A local is written only inside the block that declares it, so its initializer and the
/// assignments in that block are every value it can have, in whatever order they run.
enum LocalValues {
    /// What reading a name found.
    enum Reading {
        /// The name is no local of the code around it (a property, a global, a member of a type).
        case notALocal
        /// Every value the local can hold.
        case values([ExprSyntax])
        /// The values written, and another change that cannot be read (`&next`, `next += 1`, a tuple
        /// assignment, a method called on it): the local may also hold anything else.
        case open([ExprSyntax])
    }

    /// Reads the local `name` as seen from `use`.
    static func reading(_ name: String, visibleFrom use: some SyntaxProtocol) -> Reading {
        guard let (declaration, block) = declaration(of: name, visibleFrom: use) else { return .notALocal }
        var values = declaration.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name ? binding.initializer?.value : nil
        }
        var isOpen = false
        for token in block.tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .identifier(name) && token.position > declaration.endPosition {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            switch write(by: reference) {
            case .none: continue
            case .assigned(let value): values.append(value)
            case .unread: isOpen = true
            }
        }
        return isOpen ? .open(values) : .values(values)
    }

    /// The declaration of a local `name` nearest `use`, and the block it is declared in; nil for a
    /// name declared outside every function (a member, or a global other files may write).
    private static func declaration(of name: String, visibleFrom use: some SyntaxProtocol)
        -> (VariableDeclSyntax, CodeBlockItemListSyntax)?
    {
        var child = Syntax(use)
        var current = use.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return nil }
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.position < child.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    else { continue }
                    return (variable, block)
                }
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    private enum Write {
        case assigned(ExprSyntax)
        case unread
    }

    /// What the use of the local at `reference` does to it: nothing (a read), an assignment of one
    /// value, or a change that is not read.
    private static func write(by reference: DeclReferenceExprSyntax) -> Write? {
        let node = Syntax(reference)
        // `(next, other) = pair`: an element of a tuple that is assigned.
        if let element = node.parent?.as(LabeledExprSyntax.self), let tuple = element.parent?.parent?.as(TupleExprSyntax.self) {
            return assignment(after: Syntax(tuple)) == nil ? nil : .unread
        }
        if node.parent?.is(InOutExprSyntax.self) == true { return .unread }
        // `next.advance()`, `next.payload = x`: a method or member of it may change it.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            let isCalled = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
            return isCalled || assignment(after: Syntax(member)) != nil ? .unread : nil
        }
        guard let operation = assignment(after: node) else { return nil }
        return operation.value.map(Write.assigned) ?? .unread
    }

    /// The assignment `node` is the target of, and its value when it is one whole expression (`next
    /// = .a`; not `next = a ?? b`, nor `next += 1`, whose value is not read).
    private static func assignment(after node: Syntax) -> (operator: Syntax, value: ExprSyntax?)? {
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id else { return nil }
        let elements = Array(list)
        guard elements.count >= 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return (Syntax(elements[1]), elements.count == 3 ? elements[2] : nil) }
        guard let text = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("="),
            !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        else { return nil }
        return (Syntax(elements[1]), nil)
    }
}
