import FSMModel

/// The declared predicate types of a machine, indexed, and the set operations on guard terms
/// that need to know how many cases each type has.
struct PredicateSpace: Sendable {
    let types: [PredicateType]
    private let typeIndices: [String: Int]
    /// `Type.case` to its indices, hashed once per atom rather than once per name.
    private let atomIndices: [AtomKey: (type: Int, value: Int)]
    /// Per type and case, the term of the atom and of its negation, built once and shared by
    /// every guard that names it.
    private let literalTerms: [[(holds: GuardTerm, fails: GuardTerm)]]

    private struct AtomKey: Hashable {
        var type: String
        var value: String
    }

    init(_ types: [PredicateType]) {
        self.types = types
        var typeIndices: [String: Int] = [:]
        var atomIndices: [AtomKey: (type: Int, value: Int)] = [:]
        for (typeIndex, type) in types.enumerated() where typeIndices[type.name] == nil {
            typeIndices[type.name] = typeIndex
            for (caseIndex, name) in type.cases.enumerated() where atomIndices[AtomKey(type: type.name, value: name)] == nil {
                atomIndices[AtomKey(type: type.name, value: name)] = (typeIndex, caseIndex)
            }
        }
        self.typeIndices = typeIndices
        self.atomIndices = atomIndices
        literalTerms = types.enumerated().map { typeIndex, type in
            let all = CaseSet.all(caseCount: type.cases.count)
            return type.cases.indices.map { caseIndex in
                let matching = CaseSet.single(caseIndex, caseCount: type.cases.count)
                return (
                    GuardTerm.always.restricting(typeIndex, to: matching),
                    GuardTerm.always.restricting(typeIndex, to: all.subtracting(matching))
                )
            }
        }
    }

    func typeIndex(of name: String) -> Int? { typeIndices[name] }

    func caseIndex(of name: String, inType type: Int) -> Int? {
        atomIndices[AtomKey(type: types[type].name, value: name)]?.value
    }

    /// The term an atom stands for, or its negation; nil when the atom names an undeclared type or
    /// case. The negation of a type's only case is a term with no case left, which never holds.
    func term(for atom: PredicateAtom, holds: Bool) -> GuardTerm? {
        guard let (type, value) = atomIndices[AtomKey(type: atom.type, value: atom.value)] else { return nil }
        let literal = literalTerms[type][value]
        return holds ? literal.holds : literal.fails
    }

    /// The first pair of terms, one from each guard, that can hold together, as their common term.
    func firstOverlap(_ left: [GuardTerm], _ right: [GuardTerm]) -> GuardTerm? {
        for leftTerm in left {
            for rightTerm in right {
                if let common = leftTerm.intersection(rightTerm) { return common }
            }
        }
        return nil
    }

    /// What `region` allows that `removed` does not, as disjoint terms; nil when that needs more
    /// than `limit` terms, so that the caller decides what an undecided answer means.
    func subtracting(_ removed: [GuardTerm], from region: [GuardTerm], limit: Int) -> [GuardTerm]? {
        var remaining = region
        for cut in removed {
            var next: [GuardTerm] = []
            for term in remaining {
                next += subtracting(cut, from: term)
                if next.count > limit { return nil }
            }
            remaining = next
            if remaining.isEmpty { break }
        }
        return remaining
    }

    /// `term` minus `cut`, split into disjoint pieces: for each type `cut` restricts, the piece
    /// outside it, narrowing what is left to the inside before the next type.
    private func subtracting(_ cut: GuardTerm, from term: GuardTerm) -> [GuardTerm] {
        guard term.intersection(cut) != nil else { return [term] }
        var pieces: [GuardTerm] = []
        var inside = term
        for restriction in cut.restrictions {
            let current = inside.cases(of: restriction.type)
                ?? CaseSet.all(caseCount: types[restriction.type].cases.count)
            let outside = current.subtracting(restriction.cases)
            if !outside.isEmpty { pieces.append(inside.restricting(restriction.type, to: outside)) }
            inside = inside.restricting(restriction.type, to: current.intersection(restriction.cases))
        }
        return pieces
    }

    /// One combination the term allows, e.g. `Enforcement.strong, Reward.negative`: for each type
    /// it restricts, in declaration order, its first allowed case.
    func witness(_ term: GuardTerm) -> String {
        term.restrictions.compactMap { restriction in
            restriction.cases.first.map { "\(types[restriction.type].name).\(types[restriction.type].cases[$0])" }
        }.joined(separator: ", ")
    }
}
