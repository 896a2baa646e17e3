import FSMDiagnostics
import FSMModel

/// Parses a `when:` expression: `Type.case` atoms joined by `and`, `or`, `not` and parentheses,
/// `not` binding tightest and `or` loosest.
///
/// It knows nothing of YAML: positions inside the text are offsets in Unicode scalars, and the
/// caller maps them to source locations (all atoms at once, so the mapping stays linear). Nesting (parentheses and `not`)
/// is capped at `maximumDepth`, so a hostile guard can neither overflow the parser's stack nor
/// build an expression tree that overflows every later consumer's.
struct GuardExpressionParser {
    static let maximumDepth = CommonRules.guardNestingLimit

    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
        var hint: String? = nil
        /// The guard is well formed as far as it was read, only deeper than fsmcheck reads: a limit
        /// of the tool, which the loader reports as `guard-too-complex` and checks around.
        var isTooDeep = false
    }

    private let tokens: [Token]
    /// The location of each atom, in the order the atoms appear.
    private let atomLocations: [SourceLocation]
    private var atomsRead = 0
    private let endOffset: Int
    private var position = 0

    /// Parses `text`; `locate` receives the ascending offsets of all atoms and returns one location for each.
    static func parse(_ text: String, locate: ([Int]) -> [SourceLocation]) -> Result<PredicateExpression, Failure> {
        do {
            let tokens = try Tokenizer.tokens(in: text)
            let atomOffsets = tokens.filter(\.isAtom).map(\.offset)
            let locations = locate(atomOffsets)
            precondition(locations.count == atomOffsets.count, "one location per atom")
            var parser = GuardExpressionParser(tokens: tokens, atomLocations: locations, endOffset: text.unicodeScalars.count)
            return .success(try parser.parseWhole())
        } catch {
            return .failure(error)
        }
    }

    private init(tokens: [Token], atomLocations: [SourceLocation], endOffset: Int) {
        self.tokens = tokens
        self.atomLocations = atomLocations
        self.endOffset = endOffset
    }

    private mutating func parseWhole() throws(Failure) -> PredicateExpression {
        guard !tokens.isEmpty else {
            throw Failure(message: "empty guard expression", offset: 0, hint: "write a condition such as `Enforcement.weak`, or remove `when:`")
        }
        let expression = try parseOr(depth: 0)
        if let extra = current {
            throw Failure(
                message: "unexpected \(extra.kind.description) after a complete guard",
                offset: extra.offset, hint: "join conditions with `and` or `or`"
            )
        }
        return expression
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func parseOr(depth: Int) throws(Failure) -> PredicateExpression {
        var parts = [try parseAnd(depth: depth)]
        while current?.kind == .or {
            position += 1
            parts.append(try parseAnd(depth: depth))
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd(depth: Int) throws(Failure) -> PredicateExpression {
        var parts = [try parseUnary(depth: depth)]
        while current?.kind == .and {
            position += 1
            parts.append(try parseUnary(depth: depth))
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    /// Reads a run of `not`s iteratively, then one operand.
    private mutating func parseUnary(depth: Int) throws(Failure) -> PredicateExpression {
        var negations = 0
        while let token = current, token.kind == .not {
            negations += 1
            try checkDepth(depth + negations, at: token)
            position += 1
        }
        var expression = try parsePrimary(depth: depth + negations)
        for _ in 0..<negations { expression = .not(expression) }
        return expression
    }

    private mutating func parsePrimary(depth: Int) throws(Failure) -> PredicateExpression {
        guard let token = current else {
            throw Failure(message: "guard ends where a condition is expected", offset: endOffset, hint: "complete it with a `Type.case` atom")
        }
        switch token.kind {
        case .atom(let type, let value):
            position += 1
            atomsRead += 1
            return .atom(PredicateAtom(type: type, value: value, location: atomLocations[atomsRead - 1]))
        case .openParenthesis:
            try checkDepth(depth + 1, at: token)
            position += 1
            let inner = try parseOr(depth: depth + 1)
            guard current?.kind == .closeParenthesis else {
                throw Failure(message: "missing `)` to close the `(`", offset: current?.offset ?? endOffset)
            }
            position += 1
            return inner
        default:
            throw Failure(message: "expected a `Type.case` atom, found \(token.kind.description)", offset: token.offset)
        }
    }

    private func checkDepth(_ depth: Int, at token: Token) throws(Failure) {
        guard depth > Self.maximumDepth else { return }
        throw Failure(
            message: "guard nests deeper than \(Self.maximumDepth) levels", offset: token.offset, hint: "simplify the expression", isTooDeep: true)
    }
}

/// One token of a guard expression and where it starts.
struct Token: Equatable {
    enum Kind: Equatable {
        case atom(type: String, value: String)
        case and, or, not
        case openParenthesis, closeParenthesis

        var description: String {
            switch self {
            case .atom(let type, let value): "`\(type).\(value)`"
            case .and: "`and`"
            case .or: "`or`"
            case .not: "`not`"
            case .openParenthesis: "`(`"
            case .closeParenthesis: "`)`"
            }
        }
    }

    var kind: Kind
    var offset: Int

    var isAtom: Bool {
        if case .atom = kind { true } else { false }
    }
}

/// Splits a guard into tokens, rejecting what is not part of the grammar with a targeted hint.
enum Tokenizer {
    /// Operators people bring from other languages, and the word to write instead.
    private static let foreignOperators: [String: String] = [
        "&&": "and", "&": "and", "||": "or", "|": "or", "!": "not",
    ]

    /// Works on UTF-8 bytes (guards are parsed once per transition, so this is a hot path) while
    /// counting offsets in Unicode scalars, as locations need.
    static func tokens(in text: String) throws(GuardExpressionParser.Failure) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        var offset = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                offset += 1
            case UInt8(ascii: "("), UInt8(ascii: ")"):
                tokens.append(Token(kind: bytes[index] == UInt8(ascii: "(") ? .openParenthesis : .closeParenthesis, offset: offset))
                index += 1
                offset += 1
            case let byte where isWordByte(byte):
                let (start, startOffset) = (index, offset)
                while index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    if !isContinuationByte(bytes[index]) { offset += 1 }
                    index += 1
                }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: try classify(word, at: startOffset), offset: startOffset))
            default:
                let start = index
                while index < bytes.count, isOperatorByte(bytes[index]) { index += 1 }
                if index == start {
                    index += 1
                    while index < bytes.count, isContinuationByte(bytes[index]) { index += 1 }
                }
                let symbol = String(decoding: bytes[start..<index], as: UTF8.self)
                let hint = foreignOperators[symbol].map { "write `\($0)` instead of `\(symbol)`" }
                throw .init(message: "unexpected `\(symbol)` in guard", offset: offset, hint: hint)
            }
        }
        return tokens
    }

    private static func classify(_ word: String, at offset: Int) throws(GuardExpressionParser.Failure) -> Token.Kind {
        switch word {
        case "and": return .and
        case "or": return .or
        case "not": return .not
        default: break
        }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .init(
                message: "expected a `Type.case` atom, found `\(word)`",
                offset: offset,
                hint: "an atom names a predicate type and one of its cases, e.g. `Enforcement.weak`"
            )
        }
        return .atom(type: String(parts[0]), value: String(parts[1]))
    }

    /// ASCII letters, digits, `_` and `$`, and every non-ASCII byte: names may be in any script, and
    /// a Swift name may hold a `$` (`case w$eak`), which an exported machine's guards then write.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "!")
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
