/// Finds where any of a few words occurs in a file's text, inside longer words, comments and
/// strings too, in one plain pass for all of them.
///
/// The standard library's generic `contains` on strings costs far more than parsing the file, and
/// a pass per word would make every added dialect slow down every load. Most bytes of Swift source
/// start some word (`let`, `enum`, `addRoute`), so a position is first told apart by its first
/// two bytes, from a table built once, before any word is compared there.
struct WordScanner: Sendable {
    private let words: [String]
    private let needles: [[UInt8]]
    /// Indexed by a position's first byte times 256 plus its second (0 at the end of the text).
    private let startsSomeNeedle: [Bool]

    init(words: [String]) {
        self.words = words
        needles = words.map { Array($0.utf8) }
        var startsSomeNeedle = [Bool](repeating: false, count: 1 << 16)
        for needle in needles where !needle.isEmpty {
            if needle.count == 1 {
                for second in 0..<256 { startsSomeNeedle[Int(needle[0]) << 8 | second] = true }
            } else {
                startsSomeNeedle[Int(needle[0]) << 8 | Int(needle[1])] = true
            }
        }
        self.startsSomeNeedle = startsSomeNeedle
    }

    /// The byte offsets of each word, in order; a word that does not occur maps to `[]`, and the
    /// empty word occurs nowhere.
    func offsets(in text: String) -> [String: [Int]] {
        var found = [[Int]](repeating: [], count: words.count)
        var text = text
        text.withUTF8 { haystack in
            startsSomeNeedle.withUnsafeBufferPointer { startsSomeNeedle in
                var pair = Int(haystack.first ?? 0)
                for start in haystack.indices {
                    pair = (pair << 8 | Int(start + 1 < haystack.count ? haystack[start + 1] : 0)) & 0xFFFF
                    guard startsSomeNeedle[pair] else { continue }
                    for (position, needle) in needles.enumerated() where !needle.isEmpty && needle.count <= haystack.count - start {
                        if needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) { found[position].append(start) }
                    }
                }
            }
        }
        return Dictionary(zip(words, found), uniquingKeysWith: { first, _ in first })
    }
}
