/// Finds where any of a few words occurs in a file's text, inside longer words, comments and
/// strings too, in one plain pass for all of them.
///
/// The standard library's generic `contains` on strings costs far more than parsing the file, and
/// a pass per word would make every added dialect slow down every load. Most bytes of Swift source
/// start some word (`let`, `enum`, `addRoute`), so a position is first told apart by its first
/// two bytes, and only the words starting with those two, listed for them once, are compared.
struct WordScanner: Sendable {
    let words: [String]
    /// The words' bytes one after another, `spans[i]` being word `i`'s: no array per word to
    /// retain and release at every comparison.
    private let bytes: [UInt8]
    private let spans: [Range<Int>]
    /// The words that may start with a pair of bytes (first byte times 256 plus the second, 0 at
    /// the end of the text) are `candidates[firstCandidate[pair]..<firstCandidate[pair + 1]]`.
    private let firstCandidate: [Int32]
    private let candidates: [Int32]

    init(words: [String]) {
        self.words = words
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        var wordsByPair = [[Int32]](repeating: [], count: 1 << 16)
        for (position, word) in words.enumerated() {
            let start = bytes.count
            bytes += word.utf8
            spans.append(start..<bytes.count)
            guard let first = word.utf8.first else { continue }
            if word.utf8.count == 1 {
                for second in 0..<256 { wordsByPair[Int(first) << 8 | second].append(Int32(position)) }
            } else {
                wordsByPair[Int(first) << 8 | Int(word.utf8.dropFirst().first ?? 0)].append(Int32(position))
            }
        }
        var firstCandidate: [Int32] = [0]
        firstCandidate.reserveCapacity(wordsByPair.count + 1)
        var candidates: [Int32] = []
        for pair in wordsByPair {
            candidates += pair
            firstCandidate.append(Int32(candidates.count))
        }
        self.bytes = bytes
        self.spans = spans
        self.firstCandidate = firstCandidate
        self.candidates = candidates
    }

    /// The byte offsets of each word, in order, `offsets(in:)[i]` being `words[i]`'s; the empty
    /// word occurs nowhere.
    func offsets(in text: String) -> [[Int]] {
        var found = [[Int]](repeating: [], count: words.count)
        var text = text
        text.withUTF8 { haystack in
            bytes.withUnsafeBufferPointer { bytes in
                firstCandidate.withUnsafeBufferPointer { firstCandidate in
                    candidates.withUnsafeBufferPointer { candidates in
                        var pair = Int(haystack.first ?? 0)
                        for start in haystack.indices {
                            pair = (pair << 8 | Int(start + 1 < haystack.count ? haystack[start + 1] : 0)) & 0xFFFF
                            for candidate in Int(firstCandidate[pair])..<Int(firstCandidate[pair + 1]) {
                                let position = Int(candidates[candidate])
                                let span = spans[position]
                                guard span.count <= haystack.count - start else { continue }
                                var matched = 0
                                while matched < span.count, haystack[start + matched] == bytes[span.lowerBound + matched] { matched += 1 }
                                if matched == span.count { found[position].append(start) }
                            }
                        }
                    }
                }
            }
        }
        return found
    }
}
