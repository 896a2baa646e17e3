/// What fsmcheck can tell about conditions it cannot evaluate (SwiftState's `{ _ in self.quiet }`,
/// SCXML's `cond`): only that one is written as the other's negation, which is enough for the
/// pairs code writes to split a case in two (`quiet` / `!quiet`, `x < n` / `x >= n`).
enum OpaqueConditions {
    /// Whether some condition of `first` is written as the negation of one of `second`: the two can
    /// never hold together.
    static func exclude(_ first: [String], _ second: [String]) -> Bool {
        guard !first.isEmpty, !second.isEmpty else { return false }
        let others = Set(second.map(normalized))
        return first.contains { condition in negations(of: normalized(condition)).contains { others.contains($0) } }
    }

    /// The ways the negation of `condition` is commonly written: `!c` and `!(c)` for `c`, `c` for
    /// either (`not c` is read as `!c`), and the complementary comparison for `a < b`, `a == b` and
    /// the like.
    private static func negations(of condition: String) -> [String] {
        var found = ["!\(condition)", "!(\(condition))"]
        if condition.hasPrefix("!") {
            let inner = String(condition.dropFirst())
            found.append(inner)
            if inner.hasPrefix("("), inner.hasSuffix(")") { found.append(String(inner.dropFirst().dropLast())) }
        }
        if let comparison = comparison(in: condition), let opposite = complements[comparison.operator] {
            found.append(comparison.left + opposite + comparison.right)
        }
        return found
    }

    private static let complements = ["<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="]

    /// `left op right` when `condition` holds exactly one comparison, outside parentheses.
    private static func comparison(in condition: String) -> (left: String, operator: String, right: String)? {
        let characters = Array(condition)
        var found: (Int, String)?
        var depth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
            let single = String(character)
            let symbol =
                ["<=", ">=", "==", "!="].contains(pair) ? pair : (single == "<" || single == ">") && pair != "->" ? single : nil
            if depth == 0, let symbol {
                guard found == nil else { return nil }
                found = (index, symbol)
                index += symbol.count
                continue
            }
            index += 1
        }
        guard let (position, symbol) = found, position > 0, position + symbol.count < characters.count else { return nil }
        return (String(characters[..<position]), symbol, String(characters[(position + symbol.count)...]))
    }

    /// The condition's expression without spaces, so that `x < n - 1` and `x<n-1` compare equal:
    /// a closure's body (`{ _ in self.quiet }` is `self.quiet`), without `return`.
    private static func normalized(_ condition: String) -> String {
        var text = trimmed(Substring(condition))
        if text.hasPrefix("{"), text.hasSuffix("}") {
            text = trimmed(text.dropFirst().dropLast())
            let words = text.split(separator: " ", maxSplits: Int.max, omittingEmptySubsequences: false)
            if let signatureEnd = words.firstIndex(of: "in") { text = trimmed(words[(signatureEnd + 1)...].joined(separator: " ")[...]) }
            if text.hasPrefix("return ") { text = text.dropFirst("return ".count) }
        }
        let negated = text.hasPrefix("not ")
        if negated { text = text.dropFirst("not ".count) }
        return (negated ? "!" : "") + String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (character: Character) in character.isWhitespace }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[start...end]
    }
}
