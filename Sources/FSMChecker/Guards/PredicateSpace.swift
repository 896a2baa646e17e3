import FSMModel

/// The predicate types of a machine, indexed, and the set operations on guard terms that need to
/// know how many cases each type has.
///
/// A type whose declaration was not read (`Unseen.Subject.predicateType`) is open: its cases are
/// those the guards name plus one slot for every other case it may have. So two different types
/// always overlap, a case overlaps itself, two named cases of one type exclude each other, and
/// what a guard leaves of an open type is never empty.
struct PredicateSpace: Sendable {
    let types: [PredicateType]
    /// Per type, how many cases its sets hold: an open type's named cases and its slot for the rest.
    private let caseCounts: [Int]
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

    /// `open` are types declared nowhere fsmcheck read, each with the cases its guards name.
    init(_ declared: [PredicateType], open: [PredicateType] = []) {
        let types = declared + open
        self.types = types
        let caseCounts = declared.map(\.cases.count) + open.map { $0.cases.count + 1 }
        self.caseCounts = caseCounts
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
            let all = CaseSet.all(caseCount: caseCounts[typeIndex])
            return type.cases.indices.map { caseIndex in
                let matching = CaseSet.single(caseIndex, caseCount: caseCounts[typeIndex])
                return (
                    GuardTerm.always.restricting(typeIndex, to: matching),
                    GuardTerm.always.restricting(typeIndex, to: all.subtracting(matching))
                )
            }
        }
    }

    /// The space of `machine`: its declared types, then, in the order they were found, those it
    /// could not see, with the cases its own transitions' guards name in order of first use.
    init(of machine: Machine) {
        var openNames: [String] = []
        for unseen in machine.unseen {
            if case .predicateType(let name) = unseen.subject, !openNames.contains(name),
                !machine.predicateTypes.contains(where: { $0.name == name })
            {
                openNames.append(name)
            }
        }
        guard !openNames.isEmpty else {
            self.init(machine.predicateTypes)
            return
        }
        var open = openNames.map { PredicateType(name: $0, cases: [], location: machine.location) }
        let positions = Dictionary(uniqueKeysWithValues: openNames.enumerated().map { ($1, $0) })
        var seen = Set<AtomKey>()
        for state in machine.states {
            for transition in state.transitions {
                for atom in transition.guard.predicate?.atoms ?? [] {
                    guard let position = positions[atom.type], seen.insert(AtomKey(type: atom.type, value: atom.value)).inserted else { continue }
                    if open[position].cases.isEmpty { open[position].location = atom.location }
                    open[position].cases.append(atom.value)
                }
            }
        }
        self.init(machine.predicateTypes, open: open)
    }

    func typeIndex(of name: String) -> Int? { typeIndices[name] }

    /// How many values the type can take: its cases, and an open type's slot for the rest.
    func caseCount(ofType type: Int) -> Int { caseCounts[type] }

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
            let current =
                inside.cases(of: restriction.type)
                ?? CaseSet.all(caseCount: caseCounts[restriction.type])
            let outside = current.subtracting(restriction.cases)
            if !outside.isEmpty { pieces.append(inside.restricting(restriction.type, to: outside)) }
            inside = inside.restricting(restriction.type, to: current.intersection(restriction.cases))
        }
        return pieces
    }

    /// One combination the term allows, e.g. `Enforcement.strong, Reward.negative`: for each type
    /// it restricts, in declaration order, its first allowed case; an open type's slot for the cases
    /// no guard names reads `Type.(other case)`.
    func witness(_ term: GuardTerm) -> String {
        term.restrictions.compactMap { restriction in
            let type = types[restriction.type]
            return restriction.cases.first.map { $0 < type.cases.count ? "\(type.name).\(type.cases[$0])" : "\(type.name).(other case)" }
        }.joined(separator: ", ")
    }
}
