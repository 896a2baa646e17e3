import SwiftParser
import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

@Suite struct OperatorFoldingTests {
    /// The folded tree with every operation parenthesised.
    private func grouping(_ source: String, by folding: OperatorFolding) -> String? {
        let expression = Parser.parse(source: source).statements.first?.item.as(ExprSyntax.self)
        guard let folded = expression.flatMap(folding.fold) else { return nil }
        var output = ""
        var pending: [Either] = [.node(folded)]
        while let next = pending.popLast() {
            switch next {
            case .text(let text): output += text
            case .node(.operand(let operand)): output += operand.trimmedDescription
            case .node(.infix(let name, let left, let right)):
                pending += [.text(")"), .node(right), .text(" \(name) "), .node(left), .text("(")]
            }
        }
        return output
    }

    private enum Either {
        case text(String)
        case node(FoldedExpression)
    }

    @Test func statedGroupsArrowAndPipeAtOneLevelFromTheLeft() {
        #expect(grouping("a | b => c | d", by: StatedExtractor.operators) == "(((a | b) => c) | d)")
    }

    @Test func rxAutomatonBindsArrowTighterThanPipe() {
        #expect(grouping("a | b => c | d", by: RxAutomatonExtractor.operators) == "((a | (b => c)) | d)")
    }

    @Test func swiftStateChainsArrowsFromTheLeft() {
        #expect(grouping(".a => .b => .c", by: SwiftStateExtractor.operators) == "((.a => .b) => .c)")
    }

    @Test func refusesUnknownOperatorsAndOverlongSequences() {
        #expect(grouping("a + b", by: StatedExtractor.operators) == nil)
        #expect(grouping("a = b", by: StatedExtractor.operators) == nil)
        let long = (0...OperatorFolding.elementLimit).map { "s\($0)" }.joined(separator: " => ")
        #expect(grouping(long, by: SwiftStateExtractor.operators) == nil)
    }
}
