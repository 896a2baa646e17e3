@_spi(RawSyntax) import SwiftSyntax

/// A node of a parsed file read through swift-syntax's raw layer, with its byte offset in the file.
///
/// The typed API (`Syntax`, `ExprSyntax`) materialises the children of every node it visits and
/// counts references to the tree on every copy: reading a large table that way costs more than
/// parsing it. Raw nodes are plain pointers into the parser's arena, so walking them allocates
/// nothing; what they lack is their position, which a `SourceNode` carries down the walk (a child
/// starts where its parent does, plus the lengths of the siblings before it).
///
/// The raw layer is swift-syntax's SPI, so `Package.swift` pins swift-syntax to one minor version.
/// A `SourceNode` lives no longer than the `ParsedSwiftFile` whose tree owns the arena.
struct SourceNode {
    let raw: RawSyntax
    /// Where the node's first byte is, leading trivia included.
    let offset: Int

    init(_ node: some SyntaxProtocol) {
        raw = node.raw
        offset = node.position.utf8Offset
    }

    private init(raw: RawSyntax, offset: Int) {
        self.raw = raw
        self.offset = offset
    }

    var kind: SyntaxKind { raw.kind }

    /// Where the node's first token starts, past leading comments: where the compiler points.
    var startOffset: Int { offset + raw.leadingTriviaByteLength }

    /// The token's text as a `String`, or `""` for anything that is not a token.
    var text: String { raw.tokenView.map { String(syntaxText: $0.rawText) } ?? "" }

    /// The children present in the source (no missing tokens, no empty slots), in source order.
    var children: Children { Children(parent: self) }

    /// The child `pick` selects from the typed raw view of this node: `nil` when this node is not
    /// a `Layout`, or the child is absent.
    ///
    /// `node.child(RawFunctionCallExprSyntax.self) { $0.calledExpression }`
    func child<Layout: RawSyntaxNodeProtocol, Child: RawSyntaxNodeProtocol>(
        _ layout: Layout.Type, _ pick: (Layout) -> Child?
    ) -> SourceNode? {
        guard let typed = raw.as(Layout.self), let picked = pick(typed)?.raw, let slots = raw.layoutView?.children else { return nil }
        var childOffset = offset
        for slot in slots {
            guard let slot else { continue }
            if slot.id == picked.id { return SourceNode(raw: slot, offset: childOffset) }
            childOffset += slot.byteLength
        }
        return nil
    }

    /// The children of a node, offsets included, without allocating.
    struct Children: Sequence, IteratorProtocol {
        private let slots: RawSyntaxBuffer?
        private var index = 0
        private var nextOffset: Int

        fileprivate init(parent: SourceNode) {
            slots = parent.raw.layoutView?.children
            nextOffset = parent.offset
        }

        mutating func next() -> SourceNode? {
            guard let slots else { return nil }
            while index < slots.count {
                let slot = slots[index]
                index += 1
                guard let slot else { continue }
                let length = slot.byteLength
                // A token of no length is one the parser inserted where code was missing.
                guard length > 0 || !slot.isToken else { continue }
                defer { nextOffset += length }
                return SourceNode(raw: slot, offset: nextOffset)
            }
            return nil
        }
    }
}
