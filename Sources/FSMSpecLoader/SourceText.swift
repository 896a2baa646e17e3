import FSMDiagnostics
import FSMModel

/// Turns positions libyaml reports into `SourceLocation`s, and positions *inside* a scalar (a guard
/// atom, a shorthand's action) into the line and column where the user typed them.
///
/// Lines and columns follow libyaml: 1-based, columns counted in Unicode scalars, lines broken by
/// `\n`, `\r`, `\r\n`, NEL, LS and PS, and a leading byte-order mark not counted. Line starts are
/// found once, on first use, so files with no guard or action lists never pay for them.
final class SourceText {
    let path: String
    private let text: String
    private lazy var lineStarts: [LineStart] = Self.lineStarts(of: text)

    /// Where a line starts, and whether it is all ASCII: then a column is a byte offset, found
    /// without walking the line (most spec lines are ASCII, and a large spec has long ones).
    private struct LineStart {
        var index: String.Index
        var isASCII: Bool
    }

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The text handed to libyaml: without a byte-order mark, which libyaml rejects once told
    /// the encoding, as Yams does.
    var yamlInput: String {
        hasByteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
    }

    private var hasByteOrderMark: Bool { text.unicodeScalars.first == "\u{FEFF}" }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// The location of the UTF-8 byte at `offset` in `yamlInput` (libyaml's reader errors count bytes).
    func location(utf8Offset offset: Int) -> SourceLocation {
        let utf8 = text.utf8
        let offsetInText = offset + (hasByteOrderMark ? "\u{FEFF}".utf8.count : 0)
        let target = utf8.index(utf8.startIndex, offsetBy: min(max(offsetInText, 0), utf8.count))
        let lineIndex = max(0, lineStarts.lastIndex { $0.index <= target } ?? 0)
        var cursor = cursor(atLineStart: lineIndex)
        while cursor.index < target, !cursor.isAtEnd { cursor.advance() }
        return cursor.location
    }

    /// Where each of `offsets` (positions in `value`, counted in Unicode scalars, ascending) was
    /// written, for a scalar whose value `value` starts at `start` in the source.
    ///
    /// The value is aligned with the source text character by character, with any run of
    /// whitespace in the value matching any run of whitespace (line breaks and indentation
    /// included) in the source, which is how YAML folds plain, quoted and block scalars. Where the
    /// two stop matching (an escape sequence in a double-quoted scalar), the remaining offsets fall
    /// back to `start`: a slightly wrong column beats a wrong line. An offset at the end of the
    /// value locates the position just after its last character.
    func locations(
        ofOffsets offsets: [Int], in value: String, startingAt start: SourceLocation, skippingPrefix prefix: ScalarPrefix
    ) -> [SourceLocation] {
        guard !offsets.isEmpty else { return [] }
        var results = Array(repeating: start, count: offsets.count)
        guard var cursor = cursor(at: start) else { return results }
        switch prefix {
        case .none: break
        case .quote: cursor.advance()
        case .blockHeader: cursor.skipToNextLine()
        }
        var next = 0
        var pendingWhitespace = false
        for (offset, character) in value.unicodeScalars.enumerated() {
            if Self.isWhitespace(character) {
                pendingWhitespace = true
                continue
            }
            if pendingWhitespace || cursor.isAtWhitespace {
                cursor.skipWhitespace()
                pendingWhitespace = false
            }
            guard cursor.currentScalar == character else { return results }
            while next < offsets.count, offsets[next] <= offset {
                if offsets[next] == offset { results[next] = cursor.location }
                next += 1
            }
            guard next < offsets.count else { return results }
            cursor.advance()
        }
        // Offsets at the very end ("the guard ends here") point just past the last character.
        for index in next..<offsets.count { results[index] = cursor.location }
        return results
    }

    /// What stands in the source between a scalar's mark and its first character.
    enum ScalarPrefix {
        case none
        /// An opening `'` or `"`.
        case quote
        /// A block scalar's `|` or `>` header line.
        case blockHeader
    }

    private func cursor(at location: SourceLocation) -> SourceCursor? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        let start = lineStarts[location.line - 1]
        if start.isASCII, location.column >= 1 {
            let utf8 = text.utf8
            let end = location.line < lineStarts.count ? lineStarts[location.line].index : text.endIndex
            // Short of the line's last two bytes, which may be its line break.
            if location.column - 1 <= utf8.distance(from: start.index, to: end) - 2 {
                let index = utf8.index(start.index, offsetBy: location.column - 1)
                return SourceCursor(text: text, file: path, counting: .unicodeScalars, at: index, line: location.line, column: location.column)
            }
        }
        var cursor = cursor(atLineStart: location.line - 1)
        while cursor.column < location.column, cursor.line == location.line, !cursor.isAtEnd {
            cursor.advance()
        }
        return cursor
    }

    private func cursor(atLineStart lineIndex: Int) -> SourceCursor {
        SourceCursor(text: text, file: path, counting: .unicodeScalars, at: lineStarts[lineIndex].index, line: lineIndex + 1, column: 1)
    }

    fileprivate static func isWhitespace(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\t" || SourceCursor.isLineBreak(character)
    }

    private static func lineStarts(of text: String) -> [LineStart] {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        if index < scalars.endIndex, scalars[index] == "\u{FEFF}" { scalars.formIndex(after: &index) }
        var starts = [LineStart(index: index, isASCII: true)]
        while index < scalars.endIndex {
            let character = scalars[index]
            scalars.formIndex(after: &index)
            guard SourceCursor.isLineBreak(character) else {
                if !character.isASCII { starts[starts.count - 1].isASCII = false }
                continue
            }
            if character == "\r", index < scalars.endIndex, scalars[index] == "\n" { scalars.formIndex(after: &index) }
            starts.append(LineStart(index: index, isASCII: true))
        }
        return starts
    }
}

/// Reading YAML's whitespace, which folds into one space in a scalar's value.
extension SourceCursor {
    fileprivate var isAtWhitespace: Bool { currentScalar.map(SourceText.isWhitespace) ?? false }

    fileprivate mutating func skipWhitespace() {
        while isAtWhitespace { advance() }
    }

    fileprivate mutating func skipToNextLine() {
        let startLine = line
        while line == startLine, !isAtEnd { advance() }
    }
}
