internal import SwiftSyntax

/// One infix operator of a DSL as its library declares it: a higher `level` binds tighter.
struct InfixOperator: Sendable {
    var level: Int
    var isLeftAssociative: Bool
}

/// A folded operator expression: operands stay the parser's own nodes, so every location read
/// from them is the one in the file.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case infix(operator: String, left: FoldedExpression, right: FoldedExpression)

    /// The two sides when this is `left op right`.
    func split(at name: String) -> (left: FoldedExpression, right: FoldedExpression)? {
        guard case .infix(let operatorName, let left, let right) = self, operatorName == name else { return nil }
        return (left, right)
    }

    var operand: ExprSyntax? {
        guard case .operand(let expression) = self else { return nil }
        return expression
    }
}

/// Folds the flat operator sequences the parser leaves (`a | b => c | d`) by one library's own
/// precedence table, shared by every dialect that writes transitions with operators.
///
/// The libraries disagree on `=>`: Stated declares it at `|`'s level, so `a | b => c | d` is
/// `((a | b) => c) | d`; RxAutomaton makes it bind tighter, giving `(a | (b => c)) | d`. The fold is
/// an operator-precedence parse with explicit stacks; parenthesised sub-expressions are folded when
/// reached, so nesting costs no recursion here.
struct OperatorFolding: Sendable {
    /// A DSL row has a handful of operators; anything longer is not one, and refusing it keeps the
    /// folded tree shallow.
    static let elementLimit = 63

    private let operators: [String: InfixOperator]

    init(_ operators: [String: InfixOperator]) {
        self.operators = operators
    }

    /// Swift's `AdditionPrecedence`, where `|` sits and where most DSLs declare `=>`.
    static let additionLevel = 140

    /// `expression` folded, looking through one pair of parentheses; a plain operand when it is
    /// not a sequence; `nil` when it is a sequence with an operator this table does not know.
    func fold(_ expression: ExprSyntax) -> FoldedExpression? {
        let expression = Self.unparenthesized(expression)
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .operand(expression) }
        let elements = Array(sequence.elements)
        guard elements.count <= Self.elementLimit, elements.count % 2 == 1 else { return nil }
        var operands: [FoldedExpression] = []
        var pending: [String] = []
        for (position, element) in elements.enumerated() {
            guard position % 2 == 1 else {
                guard !element.is(BinaryOperatorExprSyntax.self) else { return nil }
                operands.append(.operand(Self.unparenthesized(element)))
                continue
            }
            guard let name = element.as(BinaryOperatorExprSyntax.self)?.operator.text, let incoming = operators[name] else {
                return nil
            }
            while let top = pending.last, let stacked = operators[top],
                stacked.level > incoming.level || (stacked.level == incoming.level && incoming.isLeftAssociative)
            {
                Self.reduce(&operands, &pending)
            }
            pending.append(name)
        }
        while !pending.isEmpty { Self.reduce(&operands, &pending) }
        return operands.count == 1 ? operands[0] : nil
    }

    /// The two sides of `folded` when it is `left op right`, folding it first when it is a
    /// parenthesised sequence kept as an operand, as in `.start | ([.idle].contains => .running)`.
    func split(_ folded: FoldedExpression, at name: String) -> (left: FoldedExpression, right: FoldedExpression)? {
        guard let operand = folded.operand else { return folded.split(at: name) }
        return fold(operand)?.split(at: name)
    }

    private static func reduce(_ operands: inout [FoldedExpression], _ pending: inout [String]) {
        guard let name = pending.popLast(), operands.count >= 2 else { return }
        let right = operands.removeLast()
        let left = operands.removeLast()
        operands.append(.infix(operator: name, left: left, right: right))
    }

    /// `(x)` ⟶ `x`, for as many pairs of parentheses as were written (bounded).
    static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<16 {
            guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.label == nil
            else { break }
            expression = only.expression
        }
        return expression
    }
}
