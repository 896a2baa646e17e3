/// Where each line of a file starts, to turn swift-syntax's byte offsets into line and column.
///
/// Columns count Unicode code points, as every other loader and SARIF's `columnKind` do (swiftc
/// counts bytes): a finding after an `é` on its line must underline the same name in a SARIF
/// viewer as in the quoted line under the message.
///
/// Built by one scan of the UTF-8 text; swift-syntax's own converter walks the whole tree to honour
/// `#sourceLocation`, which costs a fifth of the parse and which a linter pointing at the file on
/// disk does not want anyway.
struct LineTable: Sendable {
    /// UTF-8 offsets of line starts; line 1 starts at 0. `\n`, `\r\n` and a lone `\r` end a line, as in Swift.
    private let lineStarts: [Int]
    /// UTF-8 offsets of the bytes that continue a code point (`10xxxxxx`), in order: none in an
    /// ASCII file, so the columns of most files cost nothing more than their byte offsets.
    private let continuationBytes: [Int]
    /// For each block of `blockSize` bytes, the index of the line its first byte is on: a lookup
    /// searches only the lines of one block, which stay in the cache, instead of halving its way
    /// through a large file's every line start.
    private let firstLineOfBlock: [Int]
    private static let blockShift = 10

    init(_ text: String) {
        var text = text
        (lineStarts, continuationBytes) = text.withUTF8 { bytes in
            var starts = [0]
            var continuations: [Int] = []
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset)
                } else if byte == UInt8(ascii: "\r") {
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                    starts.append(offset)
                } else if byte & 0b1100_0000 == 0b1000_0000 {
                    continuations.append(offset - 1)
                }
            }
            return (starts, continuations)
        }
        let lastBlock = (lineStarts.last ?? 0) >> Self.blockShift
        var firstLineOfBlock = [Int](repeating: 0, count: lastBlock + 2)
        var line = 0
        for block in firstLineOfBlock.indices {
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= block << Self.blockShift { line += 1 }
            firstLineOfBlock[block] = line
        }
        self.firstLineOfBlock = firstLineOfBlock
    }

    /// 1-based line and column (in code points) of a byte offset.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let block = min(max(offset, 0) >> Self.blockShift, firstLineOfBlock.count - 2)
        return lineStarts.withUnsafeBufferPointer { starts in
            // The line holding `offset` is between the first lines of its block and the next one.
            var low = firstLineOfBlock[block]
            var high = firstLineOfBlock[block + 1]
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            let lineStart = starts[low]
            return (low + 1, offset - lineStart - continuationCount(from: lineStart, to: offset) + 1)
        }
    }

    var lineCount: Int { lineStarts.count }

    /// The UTF-8 offsets of line `line` (1-based), its line break included; the last line's range
    /// ends at `Int.max`, since the table does not keep the text's length. `nil` outside the text.
    func utf8Range(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]..<(line < lineStarts.count ? lineStarts[line] : Int.max)
    }

    /// How many continuation bytes lie in `start..<end`.
    private func continuationCount(from start: Int, to end: Int) -> Int {
        guard !continuationBytes.isEmpty else { return 0 }
        return firstContinuationByte(atOrAfter: end) - firstContinuationByte(atOrAfter: start)
    }

    private func firstContinuationByte(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = continuationBytes.count
        while low < high {
            let middle = (low + high) / 2
            if continuationBytes[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A text with its line table, for reading a few of its lines: a machine's comments are a handful
/// of lines of a file that may hold 50,000, and splitting all of them into `Substring`s by
/// `Character` cost a tenth of reading such a file. Lines end as `LineTable` ends them (`\r\n`,
/// which is one `Character`, too).
struct TextLines {
    private let text: String
    private let table: LineTable

    init(_ text: String) {
        self.text = text
        table = LineTable(text)
    }

    var count: Int { table.lineCount }

    /// Line `line` (1-based) without its line break; `nil` outside the text.
    subscript(line: Int) -> Substring? {
        guard let range = table.utf8Range(ofLine: line) else { return nil }
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: min(range.upperBound, utf8.count))
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        for terminator in [UInt8(ascii: "\n"), UInt8(ascii: "\r")] where end > start && utf8[utf8.index(before: end)] == terminator {
            end = utf8.index(before: end)
        }
        return Substring(utf8[start..<end])
    }
}
