/// A set of case indices of one predicate type, as a bit set: intersecting and complementing the
/// guards of a table is then a few word operations instead of hashing case names.
///
/// The first 64 cases live inline, so the common small enum costs no allocation; larger types
/// spill into `overflow`.
struct CaseSet: Hashable, Sendable {
    private var inline: UInt64 = 0
    private var overflow: [UInt64]
    /// How many cases the type has.
    private let caseCount: Int

    /// The empty set, sized for a type with `caseCount` cases.
    init(caseCount: Int) {
        overflow = caseCount > 64 ? Array(repeating: 0, count: (caseCount - 1) / 64) : []
        self.caseCount = caseCount
    }

    static func all(caseCount: Int) -> CaseSet {
        var set = CaseSet(caseCount: caseCount)
        for index in 0..<caseCount { set.insert(index) }
        return set
    }

    static func single(_ index: Int, caseCount: Int) -> CaseSet {
        var set = CaseSet(caseCount: caseCount)
        set.insert(index)
        return set
    }

    mutating func insert(_ index: Int) {
        let bit: UInt64 = 1 << UInt64(index % 64)
        if index < 64 { inline |= bit } else { overflow[index / 64 - 1] |= bit }
    }

    func contains(_ index: Int) -> Bool {
        let word = index < 64 ? inline : overflow[index / 64 - 1]
        return word & (1 << UInt64(index % 64)) != 0
    }

    var isEmpty: Bool { inline == 0 && overflow.allSatisfy { $0 == 0 } }

    /// True when every case of the type is in the set, so it restricts nothing.
    var isFull: Bool { overflow.reduce(inline.nonzeroBitCount) { $0 + $1.nonzeroBitCount } == caseCount }

    /// The smallest index in the set: the first case in declaration order, used for witnesses.
    var first: Int? {
        if inline != 0 { return inline.trailingZeroBitCount }
        for (wordIndex, word) in overflow.enumerated() where word != 0 {
            return (wordIndex + 1) * 64 + word.trailingZeroBitCount
        }
        return nil
    }

    func intersection(_ other: CaseSet) -> CaseSet { combined(with: other) { $0 & $1 } }

    func union(_ other: CaseSet) -> CaseSet { combined(with: other) { $0 | $1 } }

    func subtracting(_ other: CaseSet) -> CaseSet { combined(with: other) { $0 & ~$1 } }

    private func combined(with other: CaseSet, _ operation: (UInt64, UInt64) -> UInt64) -> CaseSet {
        var result = self
        result.inline = operation(inline, other.inline)
        for index in overflow.indices { result.overflow[index] = operation(overflow[index], other.overflow[index]) }
        return result
    }
}
