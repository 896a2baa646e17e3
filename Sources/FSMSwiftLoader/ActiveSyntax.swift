import SwiftSyntax

/// Walks syntax trees without recursion and without the code that `#if` rules out.
///
/// Trees can be deep for reasons the parser's nesting limit does not cover (a chain of 10,000
/// member accesses is 10,000 levels), so every walk keeps its own stack.
///
/// `#if` policy: a clause whose condition is a literal (`false`, `0`, `(false)`, `!true`) is
/// decided; after a clause that is literally true the remaining clauses are skipped. Any other
/// condition (`os(iOS)`, `DEBUG`) cannot be decided without a build configuration, so every such
/// branch is read: a machine then shows the states and transitions of all platforms, and two
/// branches that disagree are reported by the checker instead of one of them being hidden.
enum ActiveSyntax {
    enum Step {
        case visitChildren
        case skipChildren
    }

    /// Calls `visit` for every non-token node under `root` in source order (root included).
    static func walk(_ root: some SyntaxProtocol, _ visit: (Syntax) -> Step) {
        var pending: [Syntax] = [Syntax(root)]
        while let node = pending.popLast() {
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in activeClauses(of: ifConfig).reversed() {
                    if let elements = clause.elements { pending.append(Syntax(elements)) }
                }
                continue
            }
            guard visit(node) == .visitChildren else { continue }
            for child in node.children(viewMode: .sourceAccurate).reversed() where !child.is(TokenSyntax.self) {
                pending.append(child)
            }
        }
    }

    /// The clauses of an `#if` that may be compiled, in source order.
    static func activeClauses(of ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var result: [IfConfigClauseSyntax] = []
        for clause in ifConfig.clauses {
            switch clause.condition.map(literalValue(of:)) {
            case .some(.some(false)):
                continue
            case .some(.some(true)):
                result.append(clause)
                return result
            default:
                result.append(clause)
            }
        }
        return result
    }

    /// The statements of a block as the compiler would see them: the elements of active `#if`
    /// clauses are spliced in place, so builder blocks read `#if false` as absent.
    static func statements(of block: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        var pending: [CodeBlockItemSyntax] = block.reversed()
        while let item = pending.popLast() {
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            for clause in activeClauses(of: ifConfig).reversed() {
                if case .statements(let inner) = clause.elements { pending.append(contentsOf: inner.reversed()) }
            }
        }
        return result
    }

    /// `true`/`false` for a condition that is a literal, `nil` when it depends on the build.
    private static func literalValue(of condition: ExprSyntax) -> Bool? {
        var expression = condition
        var negated = false
        for _ in 0..<64 {
            if let literal = expression.as(BooleanLiteralExprSyntax.self) {
                return (literal.literal.tokenKind == .keyword(.true)) != negated
            }
            if let integer = expression.as(IntegerLiteralExprSyntax.self) {
                return (integer.literal.text != "0") != negated
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                negated.toggle()
                expression = prefix.expression
            } else {
                return nil
            }
        }
        return nil
    }
}
