import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// The raw reading layer must place every node exactly where swift-syntax's typed API does, or
/// every location the SwiftFSM reader reports would drift.
@Suite struct SourceNodeTests {
    private static let source = """
        /// A doc comment before everything.
        final class Turnstile: SyntaxBuilder {
            let fsm = FSM<State, Event>(initialState: .locked)
            func build() throws {
                try fsm.buildTable {
                    define(.locked, onEntry: [lock]) {
                        /* inline */ matching(Enforcement.weak, or: Enforcement.strong) | when(.coin) | then(.unlocked) | unlock & beep
                        when(.pass, or: ) | then("é∆ 🚪")
                        #if false
                        when(.kick) | then(-1)
                        #endif
                    }
                }
            }
        }
        """

    @Test func everyNodeStartsWhereTheTypedTreeSaysItDoes() {
        let tree = Parser.parse(source: Self.source)
        var pending: [(Syntax, SourceNode)] = [(Syntax(tree), SourceNode(tree))]
        var compared = 0
        while let (typed, raw) = pending.popLast() {
            #expect(raw.offset == typed.position.utf8Offset)
            #expect(raw.startOffset == typed.positionAfterSkippingLeadingTrivia.utf8Offset)
            #expect(raw.kind == typed.kind)
            let typedChildren = typed.children(viewMode: .sourceAccurate).filter { !$0.is(TokenSyntax.self) || $0.totalLength.utf8Length > 0 }
            let rawChildren = Array(raw.children)
            #expect(typedChildren.count == rawChildren.count, "children of \(typed.kind)")
            pending += zip(typedChildren, rawChildren)
            compared += 1
        }
        #expect(compared > 100)
    }

    @Test func aChildPickedThroughTheRawViewKeepsItsOffset() throws {
        let tree = Parser.parse(source: "x = define(.a, onEntry: f) { }")
        let call = try #require(tree.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last?.as(FunctionCallExprSyntax.self))
        let closure = try #require(SourceNode(call).child(RawFunctionCallExprSyntax.self, { $0.trailingClosure }))
        let trailingClosure = try #require(call.trailingClosure)
        #expect(closure.offset == trailingClosure.position.utf8Offset)
        #expect(SourceNode(call).child(RawClosureExprSyntax.self, { $0.statements }) == nil)
    }
}
