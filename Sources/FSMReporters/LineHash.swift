/// The `primaryLocationLineHash` GitHub code scanning computes for each line of a file, computed
/// the same way: the upload action fills in this fingerprint for results that lack one, by the
/// algorithm GitHub's SARIF documentation points to (`fingerprints.ts` in `github/codeql-action`),
/// and warns about any given value that differs from its own.
///
/// A line's hash is a rolling hash (base 37, 64 bits) of the 100 characters that start at the line,
/// spaces and tabs left out and line breaks normalised to `\n`, so it follows the line's text
/// rather than its number, and survives indentation changes and lines added above. Identical
/// windows are told apart by an occurrence count: `hash:1`, `hash:2`, ….
///
/// One difference is unavoidable: fsmcheck drops a byte-order mark when it reads a file and the
/// upload action does not, so the first line of a file that starts with one hashes differently.
enum LineHash {
    /// One hash per line, the first line's first.
    static func hashes(of text: String) -> [String] {
        var hasher = Hasher()
        for unit in text.utf16 { hasher.process(unit) }
        hasher.process(Hasher.endOfFile)
        hasher.flush()
        return hasher.lines
    }

    /// The state of one pass over a file, as in the upload action: a window of the last
    /// `blockSize` characters, and for each the number of the line it starts, if it starts one.
    private struct Hasher {
        static let blockSize = 100
        static let endOfFile: UInt16 = 65535
        private static let base: UInt64 = 37
        /// `base` to the power `blockSize`, what the character leaving the window weighs.
        private static let leavingWeight: UInt64 = (0..<blockSize).reduce(1) { product, _ in product &* base }

        private var window = [UInt64](repeating: 0, count: blockSize)
        private var lineStarts = [Int](repeating: 0, count: blockSize)
        private var hash: UInt64 = 0
        private var index = 0
        private var lineNumber = 0
        private var atLineStart = true
        private var afterCarriageReturn = false
        private var occurrences: [UInt64: Int] = [:]
        private(set) var lines: [String] = []

        mutating func process(_ unit: UInt16) {
            let space: UInt16 = 0x20
            let tab: UInt16 = 0x09
            let lineFeed: UInt16 = 0x0A
            let carriageReturn: UInt16 = 0x0D
            if unit == space || unit == tab || (afterCarriageReturn && unit == lineFeed) {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = unit == carriageReturn
            let character = unit == carriageReturn ? lineFeed : unit
            if lineStarts[index] != 0 { emit() }
            if atLineStart {
                atLineStart = false
                lineNumber += 1
                lineStarts[index] = lineNumber
            }
            if character == lineFeed { atLineStart = true }
            update(UInt64(character))
        }

        /// Pushes zeros through the window until every line still in it has its hash.
        mutating func flush() {
            for _ in 0..<Self.blockSize {
                if lineStarts[index] != 0 { emit() }
                update(0)
            }
        }

        private mutating func update(_ character: UInt64) {
            let leaving = window[index]
            window[index] = character
            hash = Self.base &* hash &+ character &- Self.leavingWeight &* leaving
            index = (index + 1) % Self.blockSize
        }

        /// The hash of the window that starts at `index`, for the line that starts there; lines
        /// come out in order, one per line.
        private mutating func emit() {
            occurrences[hash, default: 0] += 1
            lines.append(String(hash, radix: 16) + ":\(occurrences[hash] ?? 1)")
            lineStarts[index] = 0
        }
    }
}
