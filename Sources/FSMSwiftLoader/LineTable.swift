/// Where each line of a file starts, to turn swift-syntax's byte offsets into line and column.
///
/// Built by one scan of the UTF-8 text; swift-syntax's own converter walks the whole tree to honour
/// `#sourceLocation`, which costs a fifth of the parse and which a linter pointing at the file on
/// disk does not want anyway.
struct LineTable: Sendable {
    /// UTF-8 offsets of line starts; line 1 starts at 0. `\n`, `\r\n` and a lone `\r` end a line, as in Swift.
    private let lineStarts: [Int]

    init(_ text: String) {
        var starts = [0]
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: "\r") { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset + 1)
            }
            previous = byte
        }
        lineStarts = starts
    }

    /// 1-based line and column (in UTF-8 bytes, as the Swift compiler counts) of a byte offset.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
