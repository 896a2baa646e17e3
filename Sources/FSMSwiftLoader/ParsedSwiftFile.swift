import FSMDiagnostics
import FSMModel
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed once and shared by the declaration index and every dialect extractor.
struct ParsedSwiftFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    /// The source as given (shared storage, not a copy), for extractors to skip a file at once when
    /// it never mentions their library's names.
    let text: String
    private let lines: LineTable

    init(_ file: SourceFile) {
        path = file.path
        text = file.text
        tree = Parser.parse(source: file.text)
        lines = LineTable(file.text)
    }

    /// Where a node starts, past its leading comments; columns count UTF-8 bytes, as swift-syntax and
    /// the Swift compiler do, so that locations agree with Xcode's.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(of node: SourceNode) -> SourceLocation {
        location(ofOffset: node.startOffset)
    }

    private func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// Whether the source contains any of `words`, so an extractor can skip a file written for
    /// another library without walking its tree.
    ///
    /// A plain byte scan: the standard library's generic `contains` on strings costs far more than
    /// parsing the file here, and would make every added dialect slow down every load.
    func mentions(anyOf words: [String]) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            words.contains { word in
                let needle = Array(word.utf8)
                guard let first = needle.first, needle.count <= haystack.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    guard haystack[start] == first else { start += 1; continue }
                    if needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
                    start += 1
                }
                return false
            }
        }
    }

    func reference(_ name: String, at node: some SyntaxProtocol) -> Reference {
        Reference(name, at: location(of: node))
    }

    func reference(_ name: String, at node: SourceNode) -> Reference {
        Reference(name, at: location(of: node))
    }

    /// A `parse-error` at the first place the parser had to recover, or `nil` for a clean file.
    ///
    /// The parser never throws: it inserts missing tokens and wraps stray text in unexpected nodes,
    /// and what it did parse is still read by the extractors. Errors inside `#if false` do not
    /// count, as the compiler skips that code too.
    func syntaxErrorDiagnostic() -> Diagnostic? {
        guard tree.hasError else { return nil }
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

    /// An `unsupported-construct` warning: code that only has a meaning at run time was skipped.
    func unsupportedConstruct(_ message: String, at node: some SyntaxProtocol, machine: String, hint: String? = nil) -> Diagnostic {
        unsupportedConstruct(message, at: location(of: node), machine: machine, hint: hint)
    }

    func unsupportedConstruct(_ message: String, at node: SourceNode, machine: String, hint: String? = nil) -> Diagnostic {
        unsupportedConstruct(message, at: location(of: node), machine: machine, hint: hint)
    }

    private func unsupportedConstruct(_ message: String, at location: SourceLocation, machine: String, hint: String?) -> Diagnostic {
        Diagnostic(
            ruleID: SwiftLoaderRules.unsupportedConstruct.id,
            severity: SwiftLoaderRules.unsupportedConstruct.defaultSeverity,
            message: message,
            location: location,
            hint: hint,
            subject: Diagnostic.Subject(machine: machine)
        )
    }

    private func diagnostic(at location: SourceLocation, message: String) -> Diagnostic {
        Diagnostic(
            ruleID: CommonRules.parseError.id,
            severity: CommonRules.parseError.defaultSeverity,
            message: message,
            location: location,
            hint: "fix the syntax error; the rest of the file was still read"
        )
    }

    private static func excerpt(of node: some SyntaxProtocol) -> String {
        SyntaxText.oneLine(node, limit: 40)
    }
}

/// Within this module a source location is always the model's, never swift-syntax's type of the same name.
typealias SourceLocation = FSMModel.SourceLocation
