/// Gives every state a unique identifier its target language accepts, and says when a state
/// must be declared with its real name as a label (`state "Long name" as Long_name`).
struct IdentifierPool {
    /// Which characters an identifier may hold, first and later.
    struct Alphabet: Sendable {
        var first: @Sendable (Character) -> Bool
        var rest: @Sendable (Character) -> Bool

        /// `[A-Za-z_][A-Za-z0-9_]*`, what Mermaid and PlantUML take unquoted.
        static let ascii = Alphabet(
            first: { $0 == "_" || ($0.isASCII && $0.isLetter) },
            rest: { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        )
    }

    private let alphabet: Alphabet
    private let isReserved: (String) -> Bool
    private var identifiers: [String: String] = [:]
    private var taken: Set<String> = []

    /// `isReserved` says which identifiers the language keeps for itself (keywords, the names
    /// it gives its own nodes); they are never handed out.
    init(alphabet: Alphabet = .ascii, isReserved: @escaping (String) -> Bool = { _ in false }) {
        self.alphabet = alphabet
        self.isReserved = isReserved
    }

    /// The identifier of `name`: the name itself when the alphabet allows it and it is free, else
    /// the name with every other character turned into `_`, numbered when that is taken.
    mutating func identifier(for name: String) -> String {
        if let known = identifiers[name] { return known }
        var base = String(name.map { alphabet.rest($0) ? $0 : "_" })
        if base.first.map(alphabet.first) != true { base = "_" + base }
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) || isReserved(candidate) {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        identifiers[name] = candidate
        return candidate
    }

    /// True when the identifier is not the name itself, so the name must be shown as a label.
    mutating func needsLabel(_ name: String) -> Bool { identifier(for: name) != name }
}
