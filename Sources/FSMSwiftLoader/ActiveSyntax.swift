@_spi(RawSyntax) internal import SwiftSyntax

/// Walks syntax trees without the code that `#if` rules out, with bounded recursion.
///
/// Trees can be deep for reasons the parser's nesting limit does not cover (a chain of 10,000
/// member accesses is 10,000 levels). The walk uses swift-syntax's visitor, which is several times
/// faster than iterating children by hand, but stops descending at a fixed depth and visits what
/// lies below from a work list afterwards, so hostile input cannot exhaust the stack. Nodes are
/// therefore visited in source order except beneath such depths, which real code never reaches.
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

    /// Calls `visit` for every non-token node under `root` (root included).
    static func walk(_ root: some SyntaxProtocol, _ visit: (Syntax) -> Step) {
        walk(root, within: nil, visit)
    }

    /// Calls `visit` only for the candidates `interest` finds under `root` and the nodes around
    /// them, found first by a walk through raw nodes (`SourceNode`) that only enters nodes whose
    /// text holds one of `hints`, the offsets (`ParsedSwiftFile.offsets(of:)`) of the words every
    /// candidate is written with (`enum`, `buildTable`).
    ///
    /// A search wants few nodes, and most of a file with a large table is the table: visiting
    /// every node through the typed API costs more than parsing the file, and even looking at
    /// every node raw costs a tenth of it, since a large tree does not stay in the cache.
    static func walk(_ root: some SyntaxProtocol, near hints: [Int], interest: (SourceNode) -> Interest, _ visit: (Syntax) -> Step) {
        walk(root, within: nodesLeading(to: interest, under: root.raw, at: root.position.utf8Offset, near: hints), visit)
    }

    /// Calls `visit` only for the candidates `interest` finds anywhere under `root` and the nodes
    /// around them: for a search whose candidates no word marks, but which most nodes (tokens,
    /// types, literals) can be told apart from raw. A node `visit` is called for is also kept in
    /// the tree's memory, so a walk over every node of a large app's files doubles what they hold.
    static func walk(_ root: some SyntaxProtocol, interest: (SourceNode) -> Interest, _ visit: (Syntax) -> Step) {
        walk(root, within: nodesLeading(to: interest, under: root.raw, at: root.position.utf8Offset, near: nil), visit)
    }

    private static func walk(_ root: some SyntaxProtocol, within enclosing: RawNodeSet?, _ visit: (Syntax) -> Step) {
        withoutActuallyEscaping(visit) { visit in
            let walker = BoundedWalker(visit: visit, within: enclosing)
            var roots: [Syntax] = [Syntax(root)]
            while let next = roots.popLast() {
                walker.walk(next)
                roots += walker.takeDeferred().reversed()
            }
        }
    }

    /// What a search makes of a node, looked at raw.
    enum Interest {
        /// `visit` wants it, and may want nodes inside it.
        case candidate
        /// `visit` wants it and will skip what is inside it.
        case candidateAlone
        /// Not wanted, but nodes inside it may be.
        case lookInside
        /// Nothing in it is wanted.
        case skip
    }

    /// The candidates `interest` finds under `root`, and every node on the way down to them.
    ///
    /// Depth-first with an explicit path, so deep trees cannot exhaust the stack. A candidate marks
    /// the path above it only up to the first node already marked, so each node is marked once.
    private static func nodesLeading(to interest: (SourceNode) -> Interest, under root: RawSyntax, at rootOffset: Int, near hints: [Int]?)
        -> RawNodeSet
    {
        var marked = RawNodeSet()
        var path: [(id: RawSyntax.ID, slots: RawSyntaxBuffer, next: Int, offset: Int)] = []
        var pending: (raw: RawSyntax, offset: Int)? = (root, rootOffset)
        while true {
            if let (raw, offset) = pending, hints?.containsElement(in: offset..<(offset + raw.byteLength)) ?? true {
                let verdict = interest(SourceNode(raw: raw))
                if verdict == .candidate || verdict == .candidateAlone {
                    marked.insert(raw.id)
                    for step in path.reversed() {
                        guard marked.insert(step.id) else { break }
                    }
                }
                if verdict == .candidate || verdict == .lookInside, let slots = raw.layoutView?.children {
                    path.append((raw.id, slots, 0, offset))
                }
            }
            pending = nil
            while pending == nil, let last = path.indices.last {
                let step = path[last]
                guard step.next < step.slots.count else {
                    path.removeLast()
                    continue
                }
                path[last].next += 1
                if let slot = step.slots[step.next] {
                    pending = (slot, step.offset)
                    path[last].offset += slot.byteLength
                }
            }
            if pending == nil { return marked }
        }
    }

    /// The clauses of an `#if` that may be compiled, in source order.
    static func activeClauses(of ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        let active = Set(activeClauses(of: SourceNode(ifConfig)).map(\.raw.id))
        return ifConfig.clauses.filter { active.contains($0.raw.id) }
    }

    /// The cases of a `switch`, those in `#if` clauses that may be compiled spliced in, in source order.
    static func cases(of switchExpression: SwitchExprSyntax) -> [SwitchCaseSyntax] { cases(in: switchExpression.cases) }

    private static func cases(in list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): [switchCase]
            case .ifConfigDecl(let ifConfig):
                activeClauses(of: ifConfig).flatMap { clause -> [SwitchCaseSyntax] in
                    if case .switchCases(let inner) = clause.elements { cases(in: inner) } else { [] }
                }
            }
        }
    }

    static func activeClauses(of ifConfig: SourceNode) -> [SourceNode] {
        guard let clauses = ifConfig.child(RawIfConfigDeclSyntax.self, { $0.clauses }) else { return [] }
        var result: [SourceNode] = []
        for clause in clauses.children {
            switch clause.child(RawIfConfigClauseSyntax.self, { $0.condition }).map(literalValue(of:)) {
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

    /// The items of a block as the compiler would see them, as `statements(of:)` gives them.
    static func statements(of block: SourceNode) -> [SourceNode] {
        var result: [SourceNode] = []
        var pending: [SourceNode] = block.children.reversed()
        while let item = pending.popLast() {
            guard let statement = item.child(RawCodeBlockItemSyntax.self, { $0.item }) else { continue }
            guard statement.kind == .ifConfigDecl else {
                result.append(statement)
                continue
            }
            for clause in activeClauses(of: statement).reversed() {
                guard let elements = clause.child(RawIfConfigClauseSyntax.self, { $0.elements }), elements.kind == .codeBlockItemList else {
                    continue
                }
                pending += elements.children.reversed()
            }
        }
        return result
    }

    /// `true`/`false` for a condition that is a literal, `nil` when it depends on the build.
    private static func literalValue(of condition: SourceNode) -> Bool? {
        var expression = condition
        var negated = false
        for _ in 0..<64 {
            switch expression.kind {
            case .booleanLiteralExpr:
                return (SyntaxText.oneLine(expression) == "true") != negated
            case .integerLiteralExpr:
                return (SyntaxText.oneLine(expression) != "0") != negated
            case .tupleExpr:
                guard let elements = expression.child(RawTupleExprSyntax.self, { $0.elements }) else { return nil }
                var iterator = elements.children
                guard let only = iterator.next(), iterator.next() == nil,
                    let inner = only.child(RawLabeledExprSyntax.self, { $0.expression })
                else { return nil }
                expression = inner
            case .prefixOperatorExpr:
                guard expression.child(RawPrefixOperatorExprSyntax.self, { $0.operator })?.text == "!",
                    let inner = expression.child(RawPrefixOperatorExprSyntax.self, { $0.expression })
                else { return nil }
                negated.toggle()
                expression = inner
            default:
                return nil
            }
        }
        return nil
    }
}

/// The visitor behind `ActiveSyntax.walk`: it skips inactive `#if` clauses and defers subtrees
/// below `depthLimit` instead of recursing into them.
private final class BoundedWalker: SyntaxAnyVisitor {
    private static let depthLimit = 64
    private let visit: (Syntax) -> ActiveSyntax.Step
    /// When set, the only nodes worth visiting.
    private let within: RawNodeSet?
    private var depth = 0
    private var deferred: [Syntax] = []

    init(visit: @escaping (Syntax) -> ActiveSyntax.Step, within: RawNodeSet?) {
        self.visit = visit
        self.within = within
        super.init(viewMode: .sourceAccurate)
    }

    func takeDeferred() -> [Syntax] {
        defer { deferred = [] }
        return deferred
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        depth += 1
        if node.kind == .token { return .skipChildren }
        if let within, !within.contains(node.raw.id) { return .skipChildren }
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            // Walked in place, keeping source order; the depth count carries on through them.
            for clause in ActiveSyntax.activeClauses(of: ifConfig) {
                if let elements = clause.elements { walk(elements) }
            }
            return .skipChildren
        }
        guard visit(node) == .visitChildren else { return .skipChildren }
        guard depth < Self.depthLimit else {
            deferred += node.children(viewMode: .sourceAccurate)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        depth -= 1
    }
}

extension Array where Element == Int {
    /// Whether this sorted array holds a value in `range`, by binary search.
    fileprivate func containsElement(in range: Range<Int>) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] < range.upperBound
    }
}
