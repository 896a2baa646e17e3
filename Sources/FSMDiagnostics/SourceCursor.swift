import FSMModel

/// A place in a source text that knows its line and column: how every hand-written reader (SMC's
/// tokenizer, the SCXML tag locator, the `.fsm` loader's scalar positions, the UTF-8 check) turns
/// an offset into the `SourceLocation` a diagnostic shows. The Swift loader keeps swift-syntax's
/// `SourceLocationConverter`, which already knows the tree's offsets.
///
/// Lines and columns are 1-based, and columns count Unicode code points in every loader, as
/// SARIF's `columnKind` says. Lines are broken one of two ways, because the readers behind the
/// loaders break them differently and a location must match what the reader reports next to it:
/// at any `Character.isNewline` (`\r\n` is one), or, for libyaml, at `\n`, `\r`, `\r\n`, NEL,
/// LS and PS.
public struct SourceCursor {
    public enum Counting: Sendable {
        /// Steps by `Character`, a column for each code point it holds.
        case characters
        /// libyaml's counting, which the `.fsm` loader must agree with.
        case unicodeScalars
    }

    public let text: String
    public let file: String
    public let counting: Counting
    public private(set) var index: String.Index
    public private(set) var line: Int
    public private(set) var column: Int

    /// A cursor at `index` (the text's start when `nil`), which is at `line` and `column`.
    public init(text: String, file: String, counting: Counting = .characters, at index: String.Index? = nil, line: Int = 1, column: Int = 1) {
        self.text = text
        self.file = file
        self.counting = counting
        self.index = index ?? text.startIndex
        self.line = line
        self.column = column
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    public var isAtEnd: Bool { index >= text.endIndex }

    /// The character at the cursor (when counting characters), `nil` at the end.
    public var current: Character? { isAtEnd ? nil : text[index] }

    /// The Unicode scalar at the cursor, `nil` at the end.
    public var currentScalar: Unicode.Scalar? { isAtEnd ? nil : text.unicodeScalars[index] }

    /// The text from the cursor on.
    public var rest: Substring { text[index...] }

    /// Moves past one character or scalar (a `\r\n` as one line break), onto the next line after a line break.
    public mutating func advance() {
        guard !isAtEnd else { return }
        let isLineBreak: Bool
        var width = 1
        switch counting {
        case .characters:
            let character = text[index]
            isLineBreak = character.isNewline
            width = character.unicodeScalars.count
            index = text.index(after: index)
        case .unicodeScalars:
            let scalars = text.unicodeScalars
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            isLineBreak = Self.isLineBreak(scalar)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { scalars.formIndex(after: &index) }
        }
        if isLineBreak {
            line += 1
            column = 1
        } else {
            column += width
        }
    }

    /// Moves to just after the next `terminator`, or to the end when there is none.
    public mutating func skip(past terminator: String) {
        while !isAtEnd, !rest.hasPrefix(terminator) { advance() }
        for _ in terminator where !isAtEnd { advance() }
    }

    /// Whether `scalar` ends a line when counting Unicode scalars (`\r` followed by `\n` is one break).
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}
