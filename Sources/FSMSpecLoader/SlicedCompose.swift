import FSMParallel
internal import Yams

/// Builds a document's node tree, composing a large `states:` mapping in slices on every processor.
///
/// Composing is half of the load time of a large spec and libyaml works on one thread. A document
/// of a few megabytes is cut between top-level states (`StateSlices`); each piece is parsed alone,
/// padded with line breaks so that every mark keeps its line and column, and the states are joined
/// into one mapping. Whatever the cut did not foresee (a piece that does not parse or is not one
/// block mapping at the states' indentation, a state name in two pieces) falls back to parsing
/// the whole text, so that errors are reported exactly as a single parse reports them.
enum SlicedCompose {
    static func root(of yaml: String, policy: Parallelism) throws -> Node? {
        if let root = slicedRoot(of: yaml, policy: policy) { return root }
        return try parse(yaml)
    }

    private static func parse(_ yaml: String) throws -> Node? {
        // A resolver without rules (`.basic`) leaves every scalar a string, so `on`, `yes` and `1`
        // stay names. Each parse gets a resolver and a constructor of its own: every node's tag
        // retains them, and threads counting references on one shared object slow each other down.
        let resolver = Resolver.basic.removing(.str)
        return try Parser(yaml: yaml, resolver: resolver, constructor: Constructor(), encoding: .utf8).singleRoot()
    }

    /// The tree joined from pieces, or `nil` when the document is not cut or a piece disappoints.
    static func slicedRoot(of yaml: String, policy: Parallelism) -> Node? {
        var yaml = yaml
        yaml.makeContiguousUTF8()
        let count = policy.pieces(forBytes: yaml.utf8.count)
        guard count > 1, let (texts, slices) = yaml.utf8.withContiguousStorageIfAvailable({ pieceTexts(of: $0, count: count) }) ?? nil
        else { return nil }
        let roots = ResultSlots<Node>(count: texts.count)
        LargeStackThreads.forEach(texts.count) { index in
            roots[index] = (try? parse(texts[index])) ?? nil
        }
        return joined(roots.values, expected: slices)
    }

    /// The first piece as it is, then every other piece after as many line breaks as precede it.
    private static func pieceTexts(of bytes: UnsafeBufferPointer<UInt8>, count: Int) -> ([String], StateSlices)? {
        guard let slices = StateSlices(cutting: bytes, into: count) else { return nil }
        let bounds = [0] + slices.starts.map(\.offset) + [bytes.count]
        let texts = bounds.indices.dropLast().map { index in
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]]), as: UTF8.self)
            return index == 0 ? text : String(repeating: "\n", count: slices.starts[index - 1].line - 1) + text
        }
        return (texts, slices)
    }

    /// The first piece's root with the other pieces' states appended to its `states:`, or `nil`
    /// when any piece is not what the cut promised.
    private static func joined(_ roots: [Node], expected slices: StateSlices) -> Node? {
        guard roots.count == slices.starts.count + 1, case .mapping(var root) = roots[0], !root.isEmpty else { return nil }
        let statesIndex = root.endIndex - 1
        guard root[statesIndex].key.string == "states", root[statesIndex].key.mark?.line == slices.statesLine,
            case .mapping(let headStates) = root[statesIndex].value, isStatesMapping(headStates, indentation: slices.indentation, line: nil)
        else { return nil }
        var pairs = headStates.map { ($0.key, $0.value) }
        for (start, piece) in zip(slices.starts, roots.dropFirst()) {
            guard case .mapping(let states) = piece, isStatesMapping(states, indentation: slices.indentation, line: start.line) else { return nil }
            pairs += states.map { ($0.key, $0.value) }
        }
        var names = Set<String>(minimumCapacity: pairs.count)
        for (key, _) in pairs {
            guard let name = key.string, names.insert(name).inserted else { return nil }
        }
        root[statesIndex].value = .mapping(Node.Mapping(pairs, headStates.tag, headStates.style, headStates.mark))
        return .mapping(root)
    }

    /// A mapping whose first key stands where the cut expects it: at the states' indentation, which
    /// also tells a block mapping from a flow one (Yams does not record the style it read).
    private static func isStatesMapping(_ mapping: Node.Mapping, indentation: Int, line: Int?) -> Bool {
        guard let first = mapping.first?.key.mark, first.column == indentation + 1 else { return false }
        return line.map { $0 == first.line } ?? true
    }
}
