import SwiftSyntax

/// Text helpers for names and labels taken from source.
enum SyntaxText {
    /// A node's source on one line: tokens separated by single spaces where the source had
    /// whitespace or comments, cut at `limit` characters with `…`.
    ///
    /// Read token by token, which swift-syntax does without recursion, unlike `description`, so a
    /// pathologically deep expression cannot exhaust the stack, and a huge one costs only `limit`.
    static func oneLine(_ node: some SyntaxProtocol, limit: Int = 500) -> String {
        var text = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, pendingSpace || !token.leadingTrivia.isEmpty { text.append(" ") }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
            if text.utf8.count > limit { return String(text.prefix(limit)) + "…" }
        }
        return text
    }

    /// `Syntax.Define<State>` ⟶ `Syntax.Define`, `SwiftFSM.SuperState` ⟶ `SuperState`: the name a
    /// type or callee is known by, whatever module prefix or generic arguments it was written with.
    static func plainTypeName(_ text: String, droppingModule module: String? = nil) -> String {
        var name = Substring(text.filter { !$0.isWhitespace })
        if let angle = name.firstIndex(of: "<") {
            var rest = name[angle...]
            var depth = 0
            var kept = name[..<angle]
            // Drop every generic argument list, keeping the member path after it (`FSM<S, E>.Lazy`).
            while let first = rest.first {
                rest = rest.dropFirst()
                if first == "<" { depth += 1 } else if first == ">" { depth -= 1 } else if depth == 0 { kept.append(first) }
            }
            name = kept
        }
        if let module, name.hasPrefix(module + ".") { name = name.dropFirst(module.count + 1) }
        return String(name)
    }
}

/// Reads the shapes of expressions that every dialect uses to name states, events and callees.
enum ExpressionReading {
    /// The called name without generic arguments: `define`, `Syntax.Define`, `FSM.OnMainActor`.
    /// `nil` for calls on values (`self.makeTable()`, `x.y()` where `x` is lowercase) and closures.
    static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        var components: [String] = []
        var expression = call.calledExpression
        for _ in 0..<32 {
            if let generic = expression.as(GenericSpecializationExprSyntax.self) {
                expression = generic.expression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                components.append(member.declName.baseName.text)
                guard let base = member.base else { return nil }
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                components.append(reference.baseName.text)
                let isValueCall = components.count > 1 && reference.baseName.text.first?.isLowercase == true
                return isValueCall ? nil : components.reversed().joined(separator: ".")
            } else {
                return nil
            }
        }
        return nil
    }

    /// The name of a value written as a literal or an enum case: `.locked`, `State.locked`,
    /// `.coin(.any)` (the case name; associated values do not name a different event), `1`,
    /// `1.1`, `"idle"`, `-1`, `true`. `nil` for anything computed at run time (`state`,
    /// `self.next`, `makeState()`), which a static reader must not guess.
    static func valueName(of expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
            expression = call.calledExpression
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return member.declName.baseName.text }
            return isTypeName(base) ? member.declName.baseName.text : nil
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let isPlain = literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
            return isPlain ? literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() : nil
        }
        let isLiteral = expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self)
        if isLiteral { return expression.trimmedDescription }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return prefix.trimmedDescription
        }
        return nil
    }

    /// `Type.member`: the type and the member, for predicate atoms such as `Enforcement.weak`.
    static func typeAndMember(of expression: ExprSyntax) -> (type: String, member: String)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isTypeName(base) else {
            return nil
        }
        let unspecialised = base.as(GenericSpecializationExprSyntax.self)?.expression ?? base
        let typeName = unspecialised.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? unspecialised.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return typeName.map { ($0, member.declName.baseName.text) }
    }

    /// `...` written where an expression goes: a placeholder copied from documentation.
    static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "..."
    }

    /// A capitalised name or dotted path of them (`State`, `Outer.State`): a type, not a value.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        for _ in 0..<32 {
            if let generic = expression.as(GenericSpecializationExprSyntax.self) {
                expression = generic.expression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase == true
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                guard member.declName.baseName.text.first?.isUppercase == true else { return false }
                expression = base
            } else {
                return false
            }
        }
        return false
    }

    /// `self.name` ⟶ `name`: a property or method of the enclosing type, named as if written bare.
    static func selfMemberName(of expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// An expression as it reads in source, on one line.
    static func text(of node: some SyntaxProtocol) -> String {
        SyntaxText.oneLine(node)
    }

    /// Strips `try`, `try!`, `try?` and `await`, which do not change what a call declares.
    static func unwrappingEffects(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<8 {
            if let tryExpression = expression.as(TryExprSyntax.self) {
                expression = tryExpression.expression
            } else if let awaitExpression = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                break
            }
        }
        return expression
    }
}

/// Operator folding by roles: the parser leaves `a | b & c` as a flat sequence, and each dialect
/// knows which of its operators binds loosest.
enum OperatorSequence {
    /// The operands of a flat sequence split at every occurrence of `separator`, which must be the
    /// loosest-binding operator in it (true of `|` in SwiftFSM, where `&` binds tighter).
    /// `nil` when the sequence holds something other than operands and binary operators (an
    /// assignment, a ternary, a cast), which is not a DSL sentence.
    static func split(_ elements: [ExprSyntax], at separator: String) -> [[ExprSyntax]]? {
        var groups: [[ExprSyntax]] = [[]]
        var expectsOperand = true
        for element in elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                guard !expectsOperand else { return nil }
                if binary.operator.text == separator { groups.append([]) } else { groups[groups.count - 1].append(element) }
                expectsOperand = true
            } else {
                let isOperand = !element.is(AssignmentExprSyntax.self) && !element.is(TernaryExprSyntax.self)
                    && !element.is(UnresolvedTernaryExprSyntax.self) && !element.is(UnresolvedAsExprSyntax.self)
                    && !element.is(UnresolvedIsExprSyntax.self) && !element.is(ArrowExprSyntax.self)
                guard isOperand, expectsOperand else { return nil }
                groups[groups.count - 1].append(element)
                expectsOperand = false
            }
        }
        return groups
    }
}
