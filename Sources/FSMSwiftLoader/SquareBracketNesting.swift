/// How much work square brackets nested in a Swift file would cost swift-syntax's parser, found
/// before it is run.
///
/// swift-syntax 603's parser looks ahead at every `[` to learn whether a type follows, trying an
/// `InlineArray` (`[3 of Int]`) first and an array or dictionary type after: two looks at whatever
/// the bracket holds, so a `[` nested `n` deep (`[[[[…`, `[A<[B<[…`, `[([(…`) costs 2ⁿ steps. Twenty
/// levels take seconds, thirty days; fuzzing found a 790-byte file that never finished loading.
/// Code nests brackets a few levels deep; a file whose nesting would cost more than `budget` is
/// refused with a `parse-error` instead of being parsed.
///
/// The scan reads code the way the Swift lexer does as far as brackets go: comments, string
/// literals (multi-line and raw ones too) and `#/…/#` regex literals hold no brackets, while
/// string interpolations are code again.
struct SquareBracketNesting {
    /// Brackets nested too deep to parse: the `[` that brought the cost over the budget (a UTF-8
    /// offset) and how many levels it holds.
    struct Excess: Equatable {
        var offset: Int
        var depth: Int
    }

    /// A `[` holding `depth` levels costs `2^(depth - freeDepth)` units once it holds more than
    /// `freeDepth`: everyday code costs nothing, and one nest of thirteen levels (milliseconds)
    /// just fits the budget.
    static let freeDepth = 7
    static let budget = 1 << 7

    /// The first `[` whose nest brings the file's cost over the budget, or nil.
    static func excess(in text: String) -> Excess? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.run()
        }
    }

    private struct Scanner {
        /// Where the scan is: the file's code, a string literal, or the code of an interpolation in one.
        enum Context {
            case code
            case string(hashes: Int, multiline: Bool)
            /// Ends at the `)` that closes its `\(`; `parentheses` counts those opened inside.
            case interpolation(parentheses: Int)
        }

        /// An open `[`: where it is and how deep the brackets opened inside it go so far.
        struct OpenBracket {
            var offset: Int
            var depth = 1
        }

        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var contexts: [Context] = [.code]
        var open: [OpenBracket] = []
        var cost = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func run() -> Excess? {
            while position < bytes.count {
                let excess: Excess?
                switch contexts[contexts.count - 1] {
                case .code, .interpolation: excess = scanCode()
                case .string(let hashes, let multiline):
                    excess = nil
                    scanString(hashes: hashes, multiline: multiline)
                }
                if let excess { return excess }
            }
            while !open.isEmpty {
                if let excess = close() { return excess }
            }
            return nil
        }

        /// One token's worth of code; a closed `[` may bring the cost over the budget.
        private mutating func scanCode() -> Excess? {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "["):
                open.append(OpenBracket(offset: position))
            case UInt8(ascii: "]"):
                position += 1
                return open.isEmpty ? nil : close()
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                skip(past: [UInt8(ascii: "\n")])
                return nil
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                skipBlockComment()
                return nil
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = count(UInt8(ascii: "#"), from: position)
                let opener = position + hashes
                if opener < bytes.count, bytes[opener] == UInt8(ascii: "\"") {
                    let multiline = next(hashes + 1) == UInt8(ascii: "\"") && next(hashes + 2) == UInt8(ascii: "\"")
                    position = opener + (multiline ? 3 : 1)
                    contexts.append(.string(hashes: hashes, multiline: multiline))
                    return nil
                }
                if hashes > 0, opener < bytes.count, bytes[opener] == UInt8(ascii: "/") {
                    position = opener + 1
                    skip(past: [UInt8(ascii: "/")] + Array(repeating: UInt8(ascii: "#"), count: hashes))
                    return nil
                }
                position += max(hashes, 1)
                return nil
            case UInt8(ascii: "("):
                if case .interpolation(let parentheses) = contexts[contexts.count - 1] {
                    contexts[contexts.count - 1] = .interpolation(parentheses: parentheses + 1)
                }
            case UInt8(ascii: ")"):
                if case .interpolation(let parentheses) = contexts[contexts.count - 1] {
                    if parentheses == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .interpolation(parentheses: parentheses - 1) }
                }
            default:
                break
            }
            position += 1
            return nil
        }

        /// Up to the end of the string literal or the start of an interpolation in it. A line break
        /// ends a one-line literal the compiler would reject.
        private mutating func scanString(hashes: Int, multiline: Bool) {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\"), count(UInt8(ascii: "#"), from: position + 1) >= hashes {
                    let afterHashes = position + 1 + hashes
                    if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                        position = afterHashes + 1
                        contexts.append(.interpolation(parentheses: 0))
                        return
                    }
                    position = afterHashes + 1
                    continue
                }
                if byte == UInt8(ascii: "\""), !multiline || (next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")) {
                    let quotes = multiline ? 3 : 1
                    if count(UInt8(ascii: "#"), from: position + quotes) >= hashes {
                        position += quotes + hashes
                        contexts.removeLast()
                        return
                    }
                }
                if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    contexts.removeLast()
                    return
                }
                position += 1
            }
        }

        /// Closes the innermost open `[`, adding its cost; the excess when that goes over the budget.
        private mutating func close() -> Excess? {
            let closed = open.removeLast()
            if let parent = open.indices.last { open[parent].depth = max(open[parent].depth, closed.depth + 1) }
            guard closed.depth > SquareBracketNesting.freeDepth else { return nil }
            let shift = closed.depth - SquareBracketNesting.freeDepth
            cost += shift < 32 ? 1 << shift : SquareBracketNesting.budget + 1
            guard cost > SquareBracketNesting.budget else { return nil }
            return Excess(offset: closed.offset, depth: closed.depth)
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                } else {
                    position += 1
                }
            }
        }

        /// Moves past the next occurrence of `terminator`, or to the end.
        private mutating func skip(past terminator: [UInt8]) {
            while position < bytes.count {
                if bytes[position] == terminator[0], (1..<terminator.count).allSatisfy({ next($0) == terminator[$0] }) {
                    position += terminator.count
                    return
                }
                position += 1
            }
        }

        private func next(_ distance: Int) -> UInt8? {
            position + distance < bytes.count ? bytes[position + distance] : nil
        }

        private func count(_ byte: UInt8, from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] == byte { end += 1 }
            return end - start
        }
    }
}
