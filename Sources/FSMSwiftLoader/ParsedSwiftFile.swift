import FSMDiagnostics
import FSMModel
@_spi(RawSyntax) internal import SwiftSyntax

/// One Swift file, parsed once and shared by the declaration index and every dialect extractor.
struct ParsedSwiftFile: Sendable {
    let path: String
    /// Its position among the load's files, which `SyntaxLocator`s name it by.
    let index: Int
    /// The load's trees, where this file's tree is while it is read (`SyntaxTrees`).
    let trees: SyntaxTrees
    /// The source as given (shared storage, not a copy), for extractors to skip a file at once when
    /// it never mentions their library's names.
    let text: String
    /// Read for its declarations only (`SourceFile.isVendored`): its machines are a library's.
    let isVendored: Bool
    /// Its app's whole project is read (`SourceFile.isInWholeApp`): a `public` storage is written in the run only.
    let isInWholeApp: Bool
    /// The parser recovered from an error somewhere in the file.
    let hasSyntaxError: Bool
    private let lines: LineTable
    private let sourceLength: Int
    /// Where each word the loader looks for occurs (`SwiftLoader.wordScanner`), found while the
    /// file is parsed; `offsets(of:)` scans the text again only for other words.
    private let wordOffsets: [String: [Int]]
    /// Square brackets nested too deep for the parser to finish in time: the file is then not
    /// parsed (`tree` is empty) and this is its one `parse-error`.
    private let unparsable: SquareBracketNesting.Excess?

    /// Parses `file` as file `index` of `trees` (a load of its own when `nil`), whose tree it
    /// stays until `trees` lets it go.
    init(_ file: SourceFile, index: Int = 0, trees: SyntaxTrees? = nil) {
        let trees = trees ?? SyntaxTrees(sources: [file.text])
        let unparsable = SquareBracketNesting.excess(in: file.text)
        let parsed = trees.keep(SyntaxTrees.parse(file.text, refusing: unparsable), for: index)
        self.init(file, index: index, trees: trees, hasSyntaxError: parsed.tree.hasError, unparsable: unparsable)
    }

    /// File `index` of `trees` as an earlier run read it (`StoredFacts`): it is parsed only when
    /// something asks for its tree.
    init(restoring file: SourceFile, index: Int, trees: SyntaxTrees, hasSyntaxError: Bool) {
        self.init(file, index: index, trees: trees, hasSyntaxError: hasSyntaxError, unparsable: SquareBracketNesting.excess(in: file.text))
    }

    private init(_ file: SourceFile, index: Int, trees: SyntaxTrees, hasSyntaxError: Bool, unparsable: SquareBracketNesting.Excess?) {
        path = file.path
        self.index = index
        self.trees = trees
        text = file.text
        isVendored = file.isVendored
        isInWholeApp = file.isInWholeApp
        self.unparsable = unparsable
        self.hasSyntaxError = hasSyntaxError
        lines = LineTable(file.text)
        let scanner = SwiftLoader.wordScanner
        wordOffsets = Dictionary(zip(scanner.words, scanner.offsets(in: file.text)), uniquingKeysWith: { first, _ in first })
        sourceLength = file.text.utf8.count
    }

    /// The file's syntax tree: the one parsed for this load, or parsed again if it was let go.
    var tree: SourceFileSyntax { trees.tree(of: index).tree }

    /// Where a node starts, past its leading comments; columns count code points (`LineTable`).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(of node: SourceNode) -> SourceLocation {
        if let address = node.firstTokenStart {
            let offset = Int(bitPattern: address) - trees.tree(of: index).sourceAddress
            if offset >= 0, offset <= sourceLength { return location(ofOffset: offset) }
        }
        return location(ofOffset: offsetOfInsertedNode(node))
    }

    /// The typed node of a raw one, for the rare reading that needs swift-syntax's typed API (a
    /// computed target's declarations): found from the token it starts with, up through its parents.
    func syntax(of node: SourceNode) -> Syntax? {
        guard let address = node.firstTokenStart else { return nil }
        let parsed = trees.tree(of: index)
        let offset = Int(bitPattern: address) - parsed.sourceAddress
        guard offset >= 0, offset <= sourceLength else { return nil }
        var current = parsed.tree.token(at: AbsolutePosition(utf8Offset: offset)).map(Syntax.init)
        while let candidate = current {
            if candidate.raw.id == node.raw.id { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Where a node made only of tokens the parser inserted would be: it has no text in the source
    /// to point at, so it is found in the typed tree, which knows every position. Slow, and only
    /// ever needed to report code that is missing.
    private func offsetOfInsertedNode(_ node: SourceNode) -> Int {
        var pending: [Syntax] = [Syntax(tree)]
        while let next = pending.popLast() {
            if next.raw.id == node.raw.id { return next.positionAfterSkippingLeadingTrivia.utf8Offset }
            pending += next.children(viewMode: .all)
        }
        return 0
    }

    private func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// Whether the source contains any of `words`, so an extractor can skip a file written for
    /// another library without walking its tree.
    func mentions(anyOf words: [String]) -> Bool {
        // The words scanned while parsing answer at once; scanning the text again for the others
        // would cost more than parsing it.
        let scanned = words.filter { wordOffsets[$0] != nil }
        if scanned.contains(where: { wordOffsets[$0]?.isEmpty == false }) { return true }
        return scanned.count < words.count && !offsets(of: words.filter { wordOffsets[$0] == nil }, limit: 1).isEmpty
    }

    /// Whether the source may declare a function or computed property `name`: it writes `func name`
    /// or `var name` (`` var `name` ``, any spaces and line breaks between), or a comment ends right
    /// before the name, which could hide the keyword. Most files that write a member's name only
    /// use it, and telling them apart by their text spares parsing them again.
    func mayDeclareMember(named name: String) -> Bool {
        var text = text
        let length = name.utf8.count
        return text.withUTF8 { bytes in
            offsets(of: [name]).contains { offset in
                guard offset + length >= bytes.count || !Self.isIdentifierByte(bytes[offset + length]) else { return false }
                var start = offset
                if start > 0, bytes[start - 1] == UInt8(ascii: "`") {
                    start -= 1
                } else if start > 0, Self.isIdentifierByte(bytes[start - 1]) {
                    return false
                }
                while start > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[start - 1]) {
                    start -= 1
                }
                let before = bytes[..<start]
                return before.suffix(2).elementsEqual("*/".utf8)
                    || ["func", "var"].contains { keyword in
                        before.suffix(keyword.utf8.count).elementsEqual(keyword.utf8)
                            && (start == keyword.utf8.count || !Self.isIdentifierByte(bytes[start - keyword.utf8.count - 1]))
                    }
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The byte offsets, in order, where any of `words` occurs in the source (inside longer words,
    /// comments and strings too), at most `limit` of them. A node whose text holds none of these
    /// offsets cannot contain a token spelled like one of the words.
    func offsets(of words: [String], limit: Int = .max) -> [Int] {
        var found = Set(words.flatMap { wordOffsets[$0] ?? [] })
        // A word not scanned while parsing is rare enough that one plain pass for it costs less than
        // building a scanner.
        for word in words where wordOffsets[word] == nil { found.formUnion(TextSearch.offsets(of: word, in: text)) }
        var offsets = found.sorted()
        if offsets.count > limit { offsets.removeLast(offsets.count - limit) }
        return offsets
    }

    func reference(_ name: String, at node: some SyntaxProtocol) -> Reference {
        Reference(name, at: location(of: node))
    }

    func reference(_ name: String, at node: SourceNode) -> Reference {
        Reference(name, at: location(of: node))
    }

    /// A `parse-error` at the first place the parser had to recover, or `nil` for a clean file; for
    /// a file too costly to parse, the note that it was not read.
    ///
    /// The parser never throws: it inserts missing tokens and wraps stray text in unexpected nodes,
    /// and what it did parse is still read by the extractors. Errors inside `#if false` do not
    /// count, as the compiler skips that code too. A file refused for its nesting may well be valid
    /// Swift: what stops fsmcheck is its parser's cost, a limit of the tool, so it is a note.
    func syntaxErrorDiagnostic() -> Diagnostic? {
        if let unparsable {
            return unsupportedConstruct(
                "square brackets nested \(unparsable.depth) deep, more than fsmcheck's Swift parser reads in reasonable time; the file was not read",
                at: location(ofOffset: unparsable.offset),
                machine: nil,
                hint: "the parser's work doubles with each level of `[`; naming an inner type or value nests less"
            )
        }
        guard hasSyntaxError else { return nil }
        var pending: [Syntax] = [Syntax(tree)]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                let active = ActiveSyntax.activeClauses(of: ifConfig).reversed().map(Syntax.init)
                for child in node.children(viewMode: .all).reversed() {
                    if child.id == ifConfig.clauses.id { pending += active } else { pending.append(child) }
                }
                continue
            }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                return diagnostic(at: location(of: unexpected), message: "unexpected code `\(Self.excerpt(of: unexpected))`")
            }
            if let token = node.as(TokenSyntax.self), token.presence == .missing {
                let expected = token.text.isEmpty ? "a name" : "`\(token.text)`"
                return diagnostic(at: location(of: token), message: "expected \(expected) in Swift source")
            }
            for child in node.children(viewMode: .all).reversed() { pending.append(child) }
        }
        return nil
    }

    /// What a file that does not parse and holds no machine read gets: not a `parse-error` (its
    /// syntax is the compiler's business: a template, old Swift, a form swift-syntax does not know),
    /// but the machines it may hold were not read, which a clean report must not hide.
    func unreadMachinesNote() -> Diagnostic? {
        guard let error = syntaxErrorDiagnostic() else { return nil }
        guard error.ruleID == CommonRules.parseError.id else { return error }
        return unsupportedConstruct(
            "the Swift here does not parse (\(error.message)); the machines this file may hold were not read", at: error.location,
            machine: nil,
            hint:
                "fix the syntax error; if the compiler accepts the file, swift-syntax does not read this form yet: write it another way, or exclude the file in `.fsmcheck.yml`"
        )
    }

    /// An `unsupported-construct` note: code that only has a meaning at run time was skipped.
    func unsupportedConstruct(_ message: String, at node: some SyntaxProtocol, machine: String, hint: String? = nil) -> Diagnostic {
        unsupportedConstruct(message, at: location(of: node), machine: machine, hint: hint)
    }

    func unsupportedConstruct(_ message: String, at node: SourceNode, machine: String, hint: String? = nil) -> Diagnostic {
        unsupportedConstruct(message, at: location(of: node), machine: machine, hint: hint)
    }

    func unsupportedConstruct(_ message: String, at location: SourceLocation, machine: String?, hint: String? = nil) -> Diagnostic {
        SwiftLoaderRules.unsupportedConstruct.diagnostic(message, at: location, hint: hint, subject: Diagnostic.Subject(machine: machine))
    }

    private func diagnostic(
        at location: SourceLocation, message: String,
        hint: String = "fix the syntax error; the rest of the file was still read, and its machines get only notes until it parses"
    )
        -> Diagnostic
    {
        CommonRules.parseError.diagnostic(message, at: location, hint: hint)
    }

    private static func excerpt(of node: some SyntaxProtocol) -> String {
        SyntaxText.oneLine(node, limit: 40)
    }
}

/// Within this module a source location is always the model's, never swift-syntax's type of the same name.
typealias SourceLocation = FSMModel.SourceLocation
