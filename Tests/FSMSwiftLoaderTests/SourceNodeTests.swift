import FSMDiagnostics
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

    /// Includes the missing expression after `or:`, which has no text of its own in the source.
    /// Empty lists (no attributes, no modifiers) are left out: the parser shares one node among
    /// them, so they have no place of their own, and nothing is ever reported at one.
    @Test func everyNodeStartsWhereTheTypedTreeSaysItDoes() {
        let file = ParsedSwiftFile(SourceFile(path: "Turnstile.swift", text: Self.source))
        var pending: [(Syntax, SourceNode)] = [(Syntax(file.tree), SourceNode(file.tree))]
        var compared = 0
        var inserted = 0
        while let (typed, raw) = pending.popLast() {
            if typed.firstToken(viewMode: .all) != nil {
                #expect(file.location(of: raw) == file.location(of: typed), "\(typed.kind) `\(typed.trimmedDescription)`")
            }
            #expect(raw.kind == typed.kind)
            if raw.firstTokenStart == nil { inserted += 1 }
            let typedChildren = typed.children(viewMode: .all)
            let rawChildren = Array(raw.children)
            #expect(typedChildren.count == rawChildren.count, "children of \(typed.kind)")
            pending += zip(typedChildren, rawChildren)
            compared += 1
        }
        #expect(compared > 100)
        #expect(inserted > 0)
    }

    @Test func aChildPickedThroughTheRawViewIsPlacedLikeTheTypedOne() throws {
        let file = ParsedSwiftFile(SourceFile(path: "Define.swift", text: "x = define(.a, onEntry: f) { }"))
        let call = try #require(file.tree.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last?.as(FunctionCallExprSyntax.self))
        let closure = try #require(SourceNode(call).child(RawFunctionCallExprSyntax.self, { $0.trailingClosure }))
        let trailingClosure = try #require(call.trailingClosure)
        #expect(file.location(of: closure) == file.location(of: trailingClosure))
        #expect(file.location(of: closure).column == 28)
        #expect(SourceNode(call).child(RawClosureExprSyntax.self, { $0.statements }) == nil)
    }
}
