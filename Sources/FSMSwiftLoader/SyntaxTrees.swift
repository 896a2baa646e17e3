import FSMBinaryCoding
import FSMParallel
internal import SwiftParser
@_spi(RawSyntax) internal import SwiftSyntax

/// The syntax trees of one load's files, each kept only while something reads it.
///
/// A tree costs many times its source (1.3 GB for an app of a million lines), and most files are
/// read once, for their declarations, and never again. So the facts kept across a load point into
/// trees with `SyntaxLocator`s rather than holding nodes, a file's tree is let go once it is read,
/// and the rare lookup that needs it again parses the file again: the same text through the same
/// parser gives the same tree, node for node (swift-syntax's `SyntaxIndexInTree` is stable across
/// such parses). A tree parsed again is kept to the end of the load, so that every node of a file
/// read after that comes from one tree.
final class SyntaxTrees: Sendable {
    /// A tree with the address of the parser's copy of its source, which raw nodes point into
    /// (`ParsedSwiftFile.location(of:)`).
    struct Parsed: Sendable {
        let tree: SourceFileSyntax
        let sourceAddress: Int
    }

    private struct State {
        var parsed: [Parsed?]
        var fileByRoot: [SyntaxIdentifier: Int] = [:]
    }

    private let sources: [String]
    private let state: Locked<State>

    init(sources: [String]) {
        self.sources = sources
        state = Locked(State(parsed: Array(repeating: nil, count: sources.count)))
    }

    /// The tree of file `index`: the one being read, else one parsed now and kept.
    func tree(of index: Int) -> Parsed {
        if let kept = state.withLock({ $0.parsed[index] }) { return kept }
        // Parsed outside the lock so that other files are read meanwhile; should two readers parse
        // the file at once, the first tree kept is the one both use.
        let text = sources[index]
        return keep(Self.parse(text, refusing: SquareBracketNesting.excess(in: text)), for: index)
    }

    /// Makes `parsed` the tree of file `index` unless it already has one; returns the one it has.
    @discardableResult
    func keep(_ parsed: Parsed, for index: Int) -> Parsed {
        state.withLock { state in
            if let kept = state.parsed[index] { return kept }
            state.parsed[index] = parsed
            state.fileByRoot[Syntax(parsed.tree).id] = index
            return parsed
        }
    }

    /// Lets the tree of file `index` go: nothing of it is held any more.
    func release(_ index: Int) {
        state.withLock { state in
            guard let parsed = state.parsed[index] else { return }
            state.fileByRoot[Syntax(parsed.tree).id] = nil
            state.parsed[index] = nil
        }
    }

    /// The file `node` belongs to, when its tree is one of this load's.
    func fileIndex(of node: some SyntaxProtocol) -> Int? {
        let root = Syntax(node).root.id
        return state.withLock { $0.fileByRoot[root] }
    }

    /// Parses `text`, or nothing when its square brackets nest too deep for the parser to finish
    /// in time (`excess`; the file's note says so).
    static func parse(_ text: String, refusing excess: SquareBracketNesting.Excess?) -> Parsed {
        let tree = Parser.parse(source: excess == nil ? text : "")
        guard let token = tree.firstToken(viewMode: .sourceAccurate), let address = token.raw.tokenView?.rawText.baseAddress else {
            return Parsed(tree: tree, sourceAddress: 0)
        }
        return Parsed(tree: tree, sourceAddress: Int(bitPattern: address) - token.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

/// Where a node is in its file's tree, kept instead of the node so that the tree can go
/// (`SyntaxTrees`); `node` finds it again, in a tree parsed again if need be.
struct SyntaxLocator<Node: SyntaxProtocol>: Sendable {
    let fileIndex: Int
    private let indexInTree: SyntaxIdentifier.SyntaxIndexInTree
    private let trees: SyntaxTrees

    init(_ node: Node, in file: ParsedSwiftFile) {
        fileIndex = file.index
        indexInTree = node.id.indexInTree
        trees = file.trees
    }

    /// The node, from the tree of its file; never `nil` in practice, since a tree parsed again
    /// from the load's own copy of the text is the same tree.
    var node: Node? {
        let tree = trees.tree(of: fileIndex).tree
        return SyntaxIdentifier.fromIndexInTree(indexInTree, relativeToRoot: tree).flatMap { tree.node(at: $0)?.as(Node.self) }
    }

    /// Whether two locators name the same node, without finding it.
    func names(_ other: Self) -> Bool {
        key == other.key
    }

    /// The node's place, without its trees: equal for two locators of one node.
    struct Key: Hashable, Sendable {
        let fileIndex: Int
        let indexInTree: SyntaxIdentifier.SyntaxIndexInTree
    }

    var key: Key { Key(fileIndex: fileIndex, indexInTree: indexInTree) }
}

/// A locator is stored as its place in the tree; its file and trees are the reading run's.
extension SyntaxLocator: BinaryCodable {
    init(from input: inout BinaryInput) throws {
        let place = try StoredFactsPlace(of: input)
        fileIndex = place.fileIndex
        trees = place.trees
        indexInTree = .init(fromOpaque: try input.read())
    }

    func write(to output: inout BinaryOutput) { output.write(indexInTree.toOpaque()) }
}
