/// A property written on one line, as `Property.text` prints it: `never: Shipped`,
/// `precedence: { state: Shipped, requires: Paid }`, `response: { from: A, to: B, strict: true }`.
///
/// The one grammar for properties outside a `.fsm` file: a `.fsmcheck.yml` item and a Swift
/// comment (`// fsmcheck: never: shipped`, beside `// fsmcheck: final`). Columns count
/// characters from `location`, where the text starts, so a wrong name is pointed at.
public enum PropertyText {
    /// What is wrong with a line, and where.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        public var location: SourceLocation
        public var hint: String?
        /// The pattern word when it is not one of `Property.Pattern.keywords`, so that a layer
        /// with name suggestions can say which one was meant.
        public var unknownPattern: String?
    }

    public static func parse(_ text: String, at location: SourceLocation) -> Result<Property, Problem> {
        let characters = Array(text)
        let at = { (offset: Int) in SourceLocation(file: location.file, line: location.line, column: location.column + offset) }
        guard let colon = characters.firstIndex(of: ":") else {
            return .failure(Problem(message: "expected a property such as `never: Shipped`, found `\(text)`", location: location, hint: patternsHint))
        }
        let keyword = String(characters[..<colon]).trimmed
        guard Property.Pattern.keywords.contains(keyword) else {
            return .failure(
                Problem(message: "unknown property pattern `\(keyword)`", location: location, hint: patternsHint, unknownPattern: keyword))
        }
        var start = colon + 1
        while start < characters.count, characters[start] == " " { start += 1 }
        let rest = String(characters[start...]).trimmed
        switch keyword {
        case "reachable", "never", "always-reachable":
            guard !rest.isEmpty, rest.allSatisfy({ $0 != " " && $0 != "{" && $0 != "," }) else {
                return .failure(Problem(message: "expected one state name after `\(keyword):`", location: at(start), hint: nil))
            }
            let state = Reference(rest, at: at(start))
            let pattern: Property.Pattern = keyword == "reachable" ? .reachable(state) : keyword == "never" ? .never(state) : .alwaysReachable(state)
            return .success(Property(pattern, at: location))
        default:
            let parsed = fields(characters, from: start, keyword: keyword, at: at)
            guard case .success(let fields) = parsed else { return parsed.map { _ in Property(.never(Reference("", at: location)), at: location) } }
            if let state = fields["state"], let requires = fields["requires"] {
                return .success(Property(.precedence(state: state, requires: requires), at: location))
            }
            guard let from = fields["from"], let to = fields["to"] else {
                return .failure(Problem(message: "a `\(keyword)` property needs its states", location: location, hint: nil))
            }
            return .success(Property(.response(from: from, to: to, strict: fields["strict"]?.name == "true"), at: location))
        }
    }

    private static let patternsHint = "the patterns are " + Property.Pattern.keywords.map { "`\($0)`" }.joined(separator: ", ")

    /// `{ key: value, … }` after a keyword, each value with its location; every required key present.
    private static func fields(
        _ characters: [Character], from start: Int, keyword: String, at: (Int) -> SourceLocation
    ) -> Result<[String: Reference], Problem> {
        let (required, optional) = keyword == "precedence" ? (["state", "requires"], [String]()) : (["from", "to"], ["strict"])
        let example = "`\(keyword): { \(required.map { "\($0): …" }.joined(separator: ", ")) }`"
        guard start < characters.count, characters[start] == "{", let close = characters.lastIndex(of: "}") else {
            return .failure(Problem(message: "expected `{ … }` after `\(keyword):`", location: at(start), hint: "write \(example)"))
        }
        var fields: [String: Reference] = [:]
        var offset = start + 1
        for part in characters[(start + 1)..<close].split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let pieces = part.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
            let leading = part.prefix { $0 == " " }.count
            guard pieces.count == 2, required.contains(pieces[0]) || optional.contains(pieces[0]), !pieces[1].isEmpty else {
                return .failure(Problem(message: "expected `key: value` with a key of \(example)", location: at(offset + leading), hint: nil))
            }
            let valueOffset = offset + (part.firstIndex(of: ":").map { part.distance(from: part.startIndex, to: $0) } ?? 0) + 1
            let spaces = part.dropFirst(valueOffset - offset).prefix { $0 == " " }.count
            if optional.contains(pieces[0]), pieces[1] != "true", pieces[1] != "false" {
                return .failure(Problem(message: "expected `true` or `false` for `\(pieces[0])`", location: at(valueOffset + spaces), hint: nil))
            }
            fields[pieces[0]] = Reference(pieces[1], at: at(valueOffset + spaces))
        }
        for key in required where fields[key] == nil {
            return .failure(Problem(message: "a `\(keyword)` property needs `\(key):`", location: at(start), hint: "write \(example)"))
        }
        return .success(fields)
    }
}

extension String {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
