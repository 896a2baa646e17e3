/// A predicate type: a named, finite and ordered set of cases (SwiftFSM's `enum X: Predicate`).
///
/// The order of `cases` is the declaration order; witnesses of clashes name cases in that order
/// so that messages are stable.
public struct PredicateType: Hashable, Codable, Sendable {
    public var name: String
    public var cases: [String]
    public var location: SourceLocation

    public init(name: String, cases: [String], location: SourceLocation) {
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// One `Type.case` atom of a guard, kept with its location so that an unknown name can be pointed at.
public struct PredicateAtom: Hashable, Codable, Sendable {
    public var type: String
    public var value: String
    public var location: SourceLocation

    public init(type: String, value: String, location: SourceLocation) {
        self.type = type
        self.value = value
        self.location = location
    }

    public var description: String { "\(type).\(value)" }
}

/// A boolean expression over predicate atoms, as the user wrote it.
///
/// It is kept as a tree (not pre-expanded) so that each loader records only what it read and
/// the checker decides how to compare guards.
public indirect enum PredicateExpression: Hashable, Codable, Sendable {
    case atom(PredicateAtom)
    case not(PredicateExpression)
    case and([PredicateExpression])
    case or([PredicateExpression])

    /// Every atom in the expression, left to right.
    public var atoms: [PredicateAtom] {
        switch self {
        case .atom(let atom): [atom]
        case .not(let inner): inner.atoms
        case .and(let parts), .or(let parts): parts.flatMap(\.atoms)
        }
    }
}
