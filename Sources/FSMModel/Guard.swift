/// What must hold for a transition to fire: a predicate expression and opaque conditions.
///
/// Conditions are code the checker cannot evaluate (`condition { … }`, SCXML `cond`), kept as text so
/// they can be shown and compared for identity; all of them must hold.
public struct Guard: Hashable, Codable, Sendable {
    /// `nil` means the transition fires for every combination of predicate values.
    public var predicate: PredicateExpression?
    public var conditions: [String]
    /// The guard as the user wrote it, for labels and tables.
    public var text: String?

    public init(predicate: PredicateExpression? = nil, conditions: [String] = [], text: String? = nil) {
        self.predicate = predicate
        self.conditions = conditions
        self.text = text
    }

    public static let always = Guard()

    public var isUnconditional: Bool { predicate == nil && conditions.isEmpty }

    /// How many distinct predicate types the guard names: SwiftFSM's rank, where the sentence
    /// naming more predicates wins an overlap.
    public var specificity: Int { Set(predicate?.atoms.map(\.type) ?? []).count }

    /// The guard as shown on a diagram or in a table.
    public var displayText: String? {
        if let text { return text }
        let parts = (predicate.map { [PredicateDisplay.text(of: $0)] } ?? []) + conditions
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}

/// Prints a predicate expression in the `.fsm` guard syntax, parenthesising only where needed.
enum PredicateDisplay {
    static func text(of expression: PredicateExpression, nested: Bool = false) -> String {
        switch expression {
        case .atom(let atom):
            return atom.description
        case .not(let inner):
            return "not " + text(of: inner, nested: true)
        case .and(let parts):
            let joined = parts.map { text(of: $0, nested: true) }.joined(separator: " and ")
            return nested && parts.count > 1 ? "(\(joined))" : joined
        case .or(let parts):
            let joined = parts.map { text(of: $0, nested: true) }.joined(separator: " or ")
            return nested && parts.count > 1 ? "(\(joined))" : joined
        }
    }
}
