@_spi(RawSyntax) internal import SwiftSyntax

/// Text helpers for names and labels taken from source.
enum SyntaxText {
    /// A node's source on one line: tokens separated by single spaces where the source had
    /// whitespace or comments, cut at `limit` characters with `…`.
    ///
    /// Read token by token from a work list, so a pathologically deep expression cannot exhaust
    /// the stack, and a huge one costs only `limit`.
    static func oneLine(_ node: some SyntaxProtocol, limit: Int = 500) -> String {
        oneLine(SourceNode(node), limit: limit)
    }

    static func oneLine(_ node: SourceNode, limit: Int = 500) -> String {
        var text: [UInt8] = []
        var pendingSpace = false
        var pending = [node.raw]
        while let next = pending.popLast() {
            guard let token = next.tokenView else {
                pending += next.layoutView?.children.reversed().compactMap { $0 } ?? []
                continue
            }
            guard token.presence == .present else { continue }
            if !text.isEmpty, pendingSpace || token.leadingTriviaByteLength > 0 { text.append(UInt8(ascii: " ")) }
            text += token.rawText
            pendingSpace = token.trailingTriviaByteLength > 0
            if text.count > limit { return String(String(decoding: text, as: UTF8.self).prefix(limit)) + "…" }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `Syntax.Define<State>` ⟶ `Syntax.Define`, `SwiftFSM.SuperState` ⟶ `SuperState`: the name a
    /// type or callee is known by, whatever module prefix or generic arguments it was written with.
    static func plainTypeName(_ text: String, droppingModule module: String? = nil) -> String {
        // Most names are plain already (`State`, `Turnstile.Event`), and are returned without a copy.
        let needsCleaning = text.utf8.contains {
            $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
        }
        if !needsCleaning {
            guard let module, text.utf8.starts(with: module.utf8), text.utf8.dropFirst(module.utf8.count).first == UInt8(ascii: ".") else {
                return text
            }
            return String(text.dropFirst(module.count + 1))
        }
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
///
/// Each reading is written once, over `SourceNode`s; the typed entry points are for dialects that
/// hold swift-syntax's typed nodes, and read the same raw nodes underneath.
enum ExpressionReading {
    /// The called name without generic arguments: `define`, `Syntax.Define`, `FSM.OnMainActor`.
    /// `nil` for calls on values (`self.makeTable()`, `x.y()` where `x` is lowercase) and closures.
    static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        calleeName(of: SourceNode(call))
    }

    static func calleeName(of call: SourceNode) -> String? {
        guard var expression = call.child(RawFunctionCallExprSyntax.self, { $0.calledExpression }) else { return nil }
        if let name = declaredName(expression) { return name }
        var components: [String] = []
        for _ in 0..<32 {
            if let inner = expression.child(RawGenericSpecializationExprSyntax.self, { $0.expression }) {
                expression = inner
            } else if let member = memberName(expression) {
                components.append(member)
                guard let base = expression.child(RawMemberAccessExprSyntax.self, { $0.base }) else { return nil }
                expression = base
            } else if let name = declaredName(expression) {
                components.append(name)
                let isValueCall = components.count > 1 && name.first?.isLowercase == true
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
    /// `self.next`, `makeState()`, `State.fromSensor()`), which a static reader must not guess.
    static func valueName(of expression: ExprSyntax) -> String? {
        valueName(of: SourceNode(expression))
    }

    static func valueName(of expression: SourceNode) -> String? {
        var expression = expression
        if let callee = expression.child(RawFunctionCallExprSyntax.self, { $0.calledExpression }), callee.kind == .memberAccessExpr {
            // A case is built with its associated values; a call with none (`.fromSensor()`) is a
            // static function's, whose result is known only at run time.
            guard isCallWithArguments(expression) else { return nil }
            expression = callee
        }
        switch expression.kind {
        case .memberAccessExpr:
            guard let base = expression.child(RawMemberAccessExprSyntax.self, { $0.base }) else { return memberName(expression) }
            return isTypeName(base) ? memberName(expression) : nil
        case .stringLiteralExpr:
            guard let segments = expression.child(RawStringLiteralExprSyntax.self, { $0.segments }) else { return nil }
            var text = ""
            for segment in segments.children {
                guard let content = segment.child(RawStringSegmentSyntax.self, { $0.content }) else { return nil }
                text += content.text
            }
            return text
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr:
            return SyntaxText.oneLine(expression)
        case .prefixOperatorExpr:
            let operand = expression.child(RawPrefixOperatorExprSyntax.self, { $0.expression })
            let isNegativeNumber =
                expression.child(RawPrefixOperatorExprSyntax.self, { $0.operator })?.text == "-"
                && (operand?.kind == .integerLiteralExpr || operand?.kind == .floatLiteralExpr)
            return isNegativeNumber ? SyntaxText.oneLine(expression) : nil
        default:
            return nil
        }
    }

    /// Whether a call passes anything: an argument or a trailing closure.
    private static func isCallWithArguments(_ call: SourceNode) -> Bool {
        let arguments = call.child(RawFunctionCallExprSyntax.self, { $0.arguments })
        var listed = arguments?.children
        return listed?.next() != nil || call.child(RawFunctionCallExprSyntax.self, { $0.trailingClosure }) != nil
    }

    /// `Type.member`: the type and the member, for predicate atoms such as `Enforcement.weak`.
    static func typeAndMember(of expression: ExprSyntax) -> (type: String, member: String)? {
        typeAndMember(of: SourceNode(expression))
    }

    static func typeAndMember(of expression: SourceNode) -> (type: String, member: String)? {
        guard let member = memberName(expression), let base = expression.child(RawMemberAccessExprSyntax.self, { $0.base }),
            isTypeName(base)
        else { return nil }
        let unspecialised = base.child(RawGenericSpecializationExprSyntax.self, { $0.expression }) ?? base
        return (declaredName(unspecialised) ?? memberName(unspecialised)).map { ($0, member) }
    }

    /// `...` written where an expression goes: a placeholder copied from documentation.
    static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        isPlaceholder(SourceNode(expression))
    }

    static func isPlaceholder(_ expression: SourceNode) -> Bool {
        declaredName(expression) == "..."
    }

    /// A capitalised name or dotted path of them (`State`, `Outer.State`): a type, not a value.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        isTypeName(SourceNode(expression))
    }

    static func isTypeName(_ expression: SourceNode) -> Bool {
        var expression = expression
        for _ in 0..<32 {
            if let inner = expression.child(RawGenericSpecializationExprSyntax.self, { $0.expression }) {
                expression = inner
            } else if let name = declaredName(expression) {
                return name.first?.isUppercase == true
            } else if let member = memberName(expression), let base = expression.child(RawMemberAccessExprSyntax.self, { $0.base }) {
                guard member.first?.isUppercase == true else { return false }
                expression = base
            } else {
                return false
            }
        }
        return false
    }

    /// `self.name` ⟶ `name`: a property or method of the enclosing type, named as if written bare.
    static func selfMemberName(of expression: ExprSyntax) -> String? {
        selfMemberName(of: SourceNode(expression))
    }

    static func selfMemberName(of expression: SourceNode) -> String? {
        guard let base = expression.child(RawMemberAccessExprSyntax.self, { $0.base }),
            base.child(RawDeclReferenceExprSyntax.self, { $0.baseName })?.raw.tokenView?.rawKind == .keyword,
            declaredName(base) == "self"
        else { return nil }
        return memberName(expression)
    }

    /// An expression as it reads in source, on one line.
    static func text(of node: some SyntaxProtocol) -> String {
        SyntaxText.oneLine(node)
    }

    static func text(of node: SourceNode) -> String {
        SyntaxText.oneLine(node)
    }

    /// Whether `expression` is a statement of its own, bare or behind `try` and `await`
    /// (`await player.stop()`).
    static func isStatement(_ expression: some SyntaxProtocol) -> Bool {
        var node = Syntax(expression)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
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

    static func unwrappingEffects(_ expression: SourceNode) -> SourceNode {
        var expression = expression
        for _ in 0..<8 {
            guard
                let inner = expression.child(RawTryExprSyntax.self, { $0.expression })
                    ?? expression.child(RawAwaitExprSyntax.self, { $0.expression })
            else { break }
            expression = inner
        }
        return expression
    }

    /// `name` of a plain reference `name`.
    static func declaredName(_ expression: SourceNode) -> String? {
        expression.child(RawDeclReferenceExprSyntax.self, { $0.baseName })?.text
    }

    /// `member` of `base.member` or `.member`.
    static func memberName(_ expression: SourceNode) -> String? {
        expression.child(RawMemberAccessExprSyntax.self, { $0.declName })?.child(RawDeclReferenceExprSyntax.self, { $0.baseName })?.text
    }
}

/// Operator folding by roles: the parser leaves `a | b & c` as a flat sequence, and each dialect
/// knows which of its operators binds loosest.
enum OperatorSequence {
    /// The operands of a flat sequence split at every occurrence of `separator`, which must be the
    /// loosest-binding operator in it (true of `|` in SwiftFSM, where `&` binds tighter), as
    /// slices of `elements`, which copy nothing.
    /// `nil` when the sequence holds something other than operands and binary operators (an
    /// assignment, a ternary, a cast), which is not a DSL sentence.
    static func split(_ elements: [SourceNode], at separator: String) -> [ArraySlice<SourceNode>]? {
        var segments: [ArraySlice<SourceNode>] = []
        var segmentStart = elements.startIndex
        var expectsOperand = true
        for (position, element) in zip(elements.indices, elements) {
            switch element.kind {
            case .binaryOperatorExpr:
                guard !expectsOperand else { return nil }
                if binaryOperator(element) == separator {
                    segments.append(elements[segmentStart..<position])
                    segmentStart = position + 1
                }
                expectsOperand = true
            case .assignmentExpr, .ternaryExpr, .unresolvedTernaryExpr, .unresolvedAsExpr, .unresolvedIsExpr, .arrowExpr:
                return nil
            default:
                guard expectsOperand else { return nil }
                expectsOperand = false
            }
        }
        segments.append(elements[segmentStart...])
        return segments
    }

    /// The operator of a binary operator element, `nil` for anything else.
    static func binaryOperator(_ element: SourceNode) -> String? {
        element.child(RawBinaryOperatorExprSyntax.self, { $0.operator })?.text
    }
}

extension SyntaxProtocol {
    /// The node's source without the trivia before its first token and after its last, as
    /// swift-syntax's `trimmedText` gives it, but cut from the node's text instead of from a
    /// trimmed copy of the tree: two copies per call made it a tenth of reading a whole app.
    var trimmedText: String {
        let text = description.utf8
        return String(decoding: text.dropFirst(leadingTriviaLength.utf8Length).dropLast(trailingTriviaLength.utf8Length), as: UTF8.self)
    }
}
