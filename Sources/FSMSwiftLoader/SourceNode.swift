@_spi(RawSyntax) internal import SwiftSyntax

/// A node of a parsed file read through swift-syntax's raw layer.
///
/// The typed API (`Syntax`, `ExprSyntax`) materialises the children of every node it visits and
/// counts references to the tree on every copy: reading a large table that way costs more than
/// parsing it. Raw nodes are plain pointers into the parser's arena, so walking them allocates
/// nothing. They carry no position either, and need none: the parser copies the file into its
/// arena once and every token's text points into that copy, so where a node starts is where its
/// first token's text is (`ParsedSwiftFile.location(of:)`). Keeping offsets instead meant adding
/// up the lengths of siblings on every step down, which cost a sixth of reading a table.
///
/// The raw layer is swift-syntax's SPI, so `Package.swift` pins swift-syntax to one minor version.
/// A `SourceNode` lives no longer than the `ParsedSwiftFile` whose tree owns the arena.
struct SourceNode {
    let raw: RawSyntax

    init(_ node: some SyntaxProtocol) {
        raw = node.raw
    }

    init(raw: RawSyntax) {
        self.raw = raw
    }

    var kind: SyntaxKind { raw.kind }

    /// The token's text as a `String`, or `""` for anything that is not a token.
    var text: String { raw.tokenView.map { String(syntaxText: $0.rawText) } ?? "" }

    /// Where the text of the node's first token written in the source is in the parser's copy of
    /// it, past leading comments: where the compiler points. `nil` when every token of the node is
    /// one the parser inserted.
    var firstTokenStart: UnsafePointer<UInt8>? {
        // Down the first slots, which is where the first token is unless the parser left a gap.
        var node = raw
        while let slots = node.layoutView?.children {
            guard let first = slots.first(where: { $0 != nil }), let first else { return Self.firstPresentTokenStart(in: raw) }
            node = first
        }
        guard let token = node.tokenView, token.presence == .present else { return Self.firstPresentTokenStart(in: raw) }
        return token.rawText.baseAddress
    }

    private static func firstPresentTokenStart(in root: RawSyntax) -> UnsafePointer<UInt8>? {
        var pending = [root]
        while let next = pending.popLast() {
            if let token = next.tokenView {
                if token.presence == .present { return token.rawText.baseAddress }
                continue
            }
            if let slots = next.layoutView?.children { pending += slots.reversed().compactMap { $0 } }
        }
        return nil
    }

    /// Visits every node under this one once, so that reading it afterwards finds them in the cache.
    ///
    /// The tree of a large file is far larger than any cache, and reading a statement follows
    /// pointers one at a time, each load waiting for the one before: a table's sentences cost more
    /// to read that way than to parse. A walk over all of a statement's nodes keeps many loads in
    /// flight at once and costs a tenth of that. `stack` is scratch space, passed in so that
    /// warming many statements allocates once.
    func warmUp(using stack: inout [RawSyntax]) {
        stack.append(raw)
        while let next = stack.popLast() {
            guard let slots = next.layoutView?.children else { continue }
            for case let slot? in slots { stack.append(slot) }
        }
    }

    /// The children in source order, tokens the parser inserted included; for a list (a call's
    /// arguments, a block's statements), its elements. No test for presence on each step: that
    /// costs as much as the step, and a list never holds a lone token.
    var children: Children { Children(parent: self) }

    /// The child `pick` selects from the typed raw view of this node: `nil` when this node is not
    /// a `Layout`, or the child is absent.
    ///
    /// `node.child(RawFunctionCallExprSyntax.self) { $0.calledExpression }`
    func child<Layout: RawSyntaxNodeProtocol, Child: RawSyntaxNodeProtocol>(
        _ layout: Layout.Type, _ pick: (Layout) -> Child?
    ) -> SourceNode? {
        guard let typed = raw.as(Layout.self), let picked = pick(typed) else { return nil }
        return SourceNode(raw: picked.raw)
    }

    /// The children of a node, without allocating; empty slots are skipped.
    struct Children: Sequence, IteratorProtocol {
        private let slots: RawSyntaxBuffer?
        private var index = 0

        fileprivate init(parent: SourceNode) {
            slots = parent.raw.layoutView?.children
        }

        mutating func next() -> SourceNode? {
            guard let slots else { return nil }
            while index < slots.count {
                let slot = slots[index]
                index += 1
                if let slot { return SourceNode(raw: slot) }
            }
            return nil
        }
    }
}
