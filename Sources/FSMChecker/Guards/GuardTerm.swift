/// One conjunction of a guard in disjunctive normal form: for some predicate types, the cases
/// allowed. A type the term does not restrict allows every case, so an empty term always holds.
///
/// Restrictions are kept sorted by type index (declaration order) and never list every case of
/// a type, so equal terms compare equal and witnesses name only the types that matter.
struct GuardTerm: Hashable, Sendable {
    struct Restriction: Hashable, Sendable {
        var type: Int
        var cases: CaseSet
    }

    private(set) var restrictions: [Restriction]

    static let always = GuardTerm(restrictions: [])

    init(restrictions: [Restriction]) {
        self.restrictions = restrictions
    }

    /// Some type allows no case at all, as the negation of a type's only case does.
    var canNeverHold: Bool { restrictions.contains { $0.cases.isEmpty } }

    /// The cases this term allows for `type`, or nil when it allows every case.
    func cases(of type: Int) -> CaseSet? {
        restrictions.first { $0.type == type }?.cases
    }

    /// The term allowing what both allow, or nil when no combination satisfies both.
    func intersection(_ other: GuardTerm) -> GuardTerm? {
        var merged: [Restriction] = []
        merged.reserveCapacity(restrictions.count + other.restrictions.count)
        var left = 0
        var right = 0
        while left < restrictions.count || right < other.restrictions.count {
            if right == other.restrictions.count
                || (left < restrictions.count && restrictions[left].type < other.restrictions[right].type)
            {
                merged.append(restrictions[left])
                left += 1
            } else if left == restrictions.count || other.restrictions[right].type < restrictions[left].type {
                merged.append(other.restrictions[right])
                right += 1
            } else {
                let cases = restrictions[left].cases.intersection(other.restrictions[right].cases)
                if cases.isEmpty { return nil }
                merged.append(Restriction(type: restrictions[left].type, cases: cases))
                left += 1
                right += 1
            }
        }
        return GuardTerm(restrictions: merged)
    }

    /// The one term allowing what either allows, when there is one: both restrict the same types
    /// and differ in at most one of them. This keeps `A.x or A.y` a single term, as the user meant it.
    func union(_ other: GuardTerm) -> GuardTerm? {
        guard restrictions.count == other.restrictions.count else { return nil }
        var differing: Int?
        for index in restrictions.indices {
            guard restrictions[index].type == other.restrictions[index].type else { return nil }
            guard restrictions[index].cases != other.restrictions[index].cases else { continue }
            guard differing == nil else { return nil }
            differing = index
        }
        guard let differing else { return self }
        var merged = restrictions
        merged[differing].cases = merged[differing].cases.union(other.restrictions[differing].cases)
        if merged[differing].cases.isFull { merged.remove(at: differing) }
        return GuardTerm(restrictions: merged)
    }

    /// A copy where `type` allows exactly `cases` (`nil`: every case).
    func restricting(_ type: Int, to cases: CaseSet?) -> GuardTerm {
        var copy = restrictions.filter { $0.type != type }
        if let cases {
            let position = copy.firstIndex { $0.type > type } ?? copy.endIndex
            copy.insert(Restriction(type: type, cases: cases), at: position)
        }
        return GuardTerm(restrictions: copy)
    }
}
