/// Searches source text by its UTF-8 bytes. `contains` and `range(of:)` on a `String`, with
/// Foundation imported, go through `NSString`: on a whole app, asking each file whether it holds a
/// word that way cost more than parsing it.
public enum TextSearch {
    /// Whether `word` occurs in `text` (inside longer words, comments and strings too).
    public static func contains(_ word: String, in text: String) -> Bool {
        !offsets(of: word, in: text, limit: 1).isEmpty
    }

    /// The byte offsets where `word` occurs in `text`, in order, at most `limit` of them.
    public static func offsets(of word: String, in text: String, limit: Int = .max) -> [Int] {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return [] }
        var text = text
        return text.withUTF8 { haystack in
            var found: [Int] = []
            var start = 0
            while start + needle.count <= haystack.count, found.count < limit {
                if haystack[start] == first, zip(needle.indices, needle).allSatisfy({ haystack[start + $0] == $1 }) { found.append(start) }
                start += 1
            }
            return found
        }
    }
}
