import FSMModel

/// The declared predicate types of a machine, indexed, and the set operations on guard terms
/// that need to know how many cases each type has.
struct PredicateSpace: Sendable {
    let types: [PredicateType]
    private let typeIndices: [String: Int]
    private let caseIndices: [[String: Int]]

    init(_ types: [PredicateType]) {
        self.types = types
        var typeIndices: [String: Int] = [:]
        for (index, type) in types.enumerated() where typeIndices[type.name] == nil {
            typeIndices[type.name] = index
        }
        self.typeIndices = typeIndices
        caseIndices = types.map { type in
            var indices: [String: Int] = [:]
            for (index, name) in type.cases.enumerated() where indices[name] == nil { indices[name] = index }
            return indices
        }
    }

    func typeIndex(of name: String) -> Int? { typeIndices[name] }

    func caseIndex(of name: String, inType type: Int) -> Int? { caseIndices[type][name] }

    /// The term an atom stands for, or its negation; nil when the atom names an undeclared type or case.
    func term(for atom: PredicateAtom, holds: Bool) -> GuardTerm? {
        guard let type = typeIndex(of: atom.type), let value = caseIndex(of: atom.value, inType: type) else { return nil }
        let count = types[type].cases.count
        let matching = CaseSet.single(value, caseCount: count)
        let cases = holds ? matching : CaseSet.all(caseCount: count).subtracting(matching)
        return GuardTerm.always.restricting(type, to: cases)
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
    /// than `limit` terms (the caller then says it could not decide, rather than guess).
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
