/// Where a document that ends with a block `states:` mapping can be cut so that each piece holds
/// whole top-level states.
///
/// A line indented exactly like the first state's name, and not a comment, a sequence entry or a
/// complex key, starts the next top-level state: it cannot continue a block or plain scalar (their
/// lines are indented further), and if it sat inside a flow collection or a quoted scalar the piece
/// before it would not parse. The cut is only a proposal: `SlicedCompose` checks every piece.
struct StateSlices: Equatable {
    /// Where a piece after the first starts: a UTF-8 offset and its 1-based line.
    struct Start: Equatable {
        var offset: Int
        var line: Int
    }

    /// The first piece holds everything before `starts[0]`, header included.
    var starts: [Start]
    /// The spaces before each top-level state's name.
    var indentation: Int
    /// The line of the `states:` key.
    var statesLine: Int

    /// Cuts `bytes` into `count` pieces of about equal size, or `nil` when the document is not of
    /// the simple shape the cut relies on: `states:` written plainly at the start of a line and as
    /// the last top-level key, and only `\n` line breaks (libyaml also breaks lines at `\r`, NEL,
    /// LS and PS, which would shift line numbers).
    init?(cutting bytes: UnsafeBufferPointer<UInt8>, into count: Int) {
        guard count > 1, !Self.hasOtherLineBreaks(bytes) else { return nil }
        var indentation: Int?
        var statesLine: Int?
        var starts: [Start] = []
        var lineStart = 0
        var line = 1
        while lineStart < bytes.count, starts.count < count - 1 {
            let lineEnd = Self.endOfLine(in: bytes, from: lineStart)
            let spaces = Self.leadingSpaces(in: bytes, from: lineStart, to: lineEnd)
            let first = lineStart + spaces
            let isBlank = first == lineEnd || bytes[first] == UInt8(ascii: "#")
            if statesLine == nil {
                statesLine = Self.isStatesKey(bytes, from: lineStart, to: lineEnd) ? line : nil
            } else if !isBlank {
                guard spaces >= (indentation ?? 1) else { return nil }
                if indentation == nil {
                    guard Self.canStartKey(bytes, at: first, lineEnd: lineEnd) else { return nil }
                    indentation = spaces
                } else if spaces == indentation, lineStart * count >= (starts.count + 1) * bytes.count,
                    Self.canStartKey(bytes, at: first, lineEnd: lineEnd)
                {
                    starts.append(Start(offset: lineStart, line: line))
                }
            }
            lineStart = lineEnd + 1
            line += 1
        }
        guard let indentation, let statesLine, !starts.isEmpty else { return nil }
        self.starts = starts
        self.indentation = indentation
        self.statesLine = statesLine
    }

    private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private static func leadingSpaces(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - start
    }

    /// `states:` at the start of the line, followed by nothing but spaces and a comment.
    private static func isStatesKey(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let key = "states:".utf8
        guard end - start >= key.count, zip(bytes[start..<(start + key.count)], key).allSatisfy({ $0 == $1 }) else { return false }
        let rest = start + key.count
        let spaces = leadingSpaces(in: bytes, from: rest, to: end)
        return rest + spaces == end || (spaces > 0 && bytes[rest + spaces] == UInt8(ascii: "#"))
    }

    /// Not a tab, a sequence entry (`- `), a complex key (`? `) or a value indicator (`: `).
    private static func canStartKey(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lineEnd: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "\t"): return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return index + 1 < lineEnd && bytes[index + 1] != UInt8(ascii: " ") && bytes[index + 1] != UInt8(ascii: "\t")
        default: return true
        }
    }

    /// `\r`, NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9).
    private static func hasOtherLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "\r"): return true
            case 0xC2: if index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
            case 0xE2: if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
            default: continue
            }
        }
        return false
    }
}
