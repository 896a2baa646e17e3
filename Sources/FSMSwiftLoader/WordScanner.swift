/// Finds where any of a few words occurs in a file's text, inside longer words, comments and
/// strings too, in one plain pass for all of them.
///
/// The standard library's generic `contains` on strings costs far more than parsing the file, and
/// a pass per word would make every added dialect slow down every load. Most bytes of Swift source
/// start some word (`let`, `enum`, `addRoute`), so a position is first told apart by its first
/// two bytes, from a table built once, and only the words starting with those two are compared.
struct WordScanner: Sendable {
    let words: [String]
    /// The words' bytes one after another, `spans[i]` being word `i`'s: no array per word to
    /// retain and release at every comparison.
    private let bytes: [UInt8]
    private let spans: [Range<Int>]
    /// Indexed by a position's first byte times 256 plus its second (0 at the end of the text).
    private let startsSomeWord: [Bool]

    init(words: [String]) {
        self.words = words
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        var startsSomeWord = [Bool](repeating: false, count: 1 << 16)
        for word in words {
            let start = bytes.count
            bytes += word.utf8
            spans.append(start..<bytes.count)
            guard let first = word.utf8.first else { continue }
            if word.utf8.count == 1 {
                for second in 0..<256 { startsSomeWord[Int(first) << 8 | second] = true }
            } else {
                startsSomeWord[Int(first) << 8 | Int(word.utf8.dropFirst().first ?? 0)] = true
            }
        }
        self.bytes = bytes
        self.spans = spans
        self.startsSomeWord = startsSomeWord
    }

    /// The byte offsets of each word, in order, `offsets(in:)[i]` being `words[i]`'s; the empty
    /// word occurs nowhere.
    func offsets(in text: String) -> [[Int]] {
        var found = [[Int]](repeating: [], count: words.count)
        var text = text
        text.withUTF8 { haystack in
            bytes.withUnsafeBufferPointer { bytes in
                startsSomeWord.withUnsafeBufferPointer { startsSomeWord in
                    var pair = Int(haystack.first ?? 0)
                    for start in haystack.indices {
                        pair = (pair << 8 | Int(start + 1 < haystack.count ? haystack[start + 1] : 0)) & 0xFFFF
                        guard startsSomeWord[pair] else { continue }
                        for (position, span) in spans.enumerated() where !span.isEmpty && span.count <= haystack.count - start {
                            var matched = 0
                            while matched < span.count, haystack[start + matched] == bytes[span.lowerBound + matched] { matched += 1 }
                            if matched == span.count { found[position].append(start) }
                        }
                    }
                }
            }
        }
        return found
    }
}
