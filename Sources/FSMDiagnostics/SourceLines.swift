/// The lines of the files a run read, so the reporters can quote the line a diagnostic points at
/// without reading anything from disk again.
///
/// A generated or minified file may be one line of megabytes with thousands of findings on it;
/// quoting it whole under each would take time and memory in the square of its size. `excerpt`
/// cuts a long line to a window around the column, in constant time for an ASCII file.
public struct SourceLines: Sendable {
    private struct FileLines: Sendable {
        var bytes: [UInt8]
        /// Where each line starts, then one past the end.
        var starts: [Int]
        /// Every byte is ASCII, so a column (in code points) is a byte offset within its line.
        var isASCII: Bool
    }

    private var files: [String: FileLines]

    /// How many code points of a line are quoted around the column, at most.
    public static let excerptWidth = 240

    public init(_ files: [SourceFile]) {
        var byPath: [String: FileLines] = [:]
        for file in files {
            let bytes = Array(file.text.utf8)
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            starts.append(bytes.count + 1)
            byPath[file.path] = FileLines(bytes: bytes, starts: starts, isASCII: bytes.allSatisfy { $0 < 0x80 })
        }
        self.files = byPath
    }

    /// The text of a 1-based line, without its line break, or nil when unknown.
    public func line(_ number: Int, of path: String) -> String? {
        guard let file = files[path], let range = Self.range(of: number, in: file) else { return nil }
        return String(decoding: file.bytes[range], as: UTF8.self)
    }

    /// The line, cut to `excerptWidth` code points around `column` with `…` where it was cut, and
    /// the column within that text; nil when the line is unknown.
    public func excerpt(_ number: Int, of path: String, around column: Int) -> (text: String, column: Int)? {
        guard let file = files[path], let range = Self.range(of: number, in: file) else { return nil }
        let width = Self.excerptWidth
        // Short lines, by bytes, are quoted whole (a line of `width` bytes has at most `width` code points).
        guard range.count > width else { return (String(decoding: file.bytes[range], as: UTF8.self), column) }
        let target = offset(ofColumn: column, in: range, of: file)
        var start = max(range.lowerBound, min(target - width / 2, range.upperBound - width))
        var end = min(range.upperBound, start + width)
        if !file.isASCII {
            while start > range.lowerBound, Self.isContinuation(file.bytes[start]) { start -= 1 }
            while end < range.upperBound, Self.isContinuation(file.bytes[end]) { end += 1 }
        }
        let head = start > range.lowerBound ? "…" : ""
        let tail = end < range.upperBound ? "…" : ""
        let before = file.isASCII ? target - start : String(decoding: file.bytes[start..<target], as: UTF8.self).unicodeScalars.count
        return (head + String(decoding: file.bytes[start..<end], as: UTF8.self) + tail, before + 1 + head.unicodeScalars.count)
    }

    /// The byte offset of a 1-based column (in code points) within `range`, clamped to it.
    private func offset(ofColumn column: Int, in range: Range<Int>, of file: FileLines) -> Int {
        if file.isASCII { return min(range.upperBound, range.lowerBound + max(0, column - 1)) }
        var offset = range.lowerBound
        var remaining = max(0, column - 1)
        while offset < range.upperBound, remaining > 0 {
            offset += 1
            while offset < range.upperBound, Self.isContinuation(file.bytes[offset]) { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The bytes of a line without its `\n` or `\r\n`.
    private static func range(of number: Int, in file: FileLines) -> Range<Int>? {
        guard number >= 1, number < file.starts.count else { return nil }
        let start = file.starts[number - 1]
        var end = file.starts[number] - 1
        if end > start, file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
}
