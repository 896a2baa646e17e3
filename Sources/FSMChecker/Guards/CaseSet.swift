/// A set of case indices of one predicate type, as a bit set: intersecting and complementing the
/// guards of a table is then a few word operations instead of hashing case names.
struct CaseSet: Hashable, Sendable {
    private var words: [UInt64]
    /// How many cases the type has.
    private let caseCount: Int

    /// The empty set, sized for a type with `caseCount` cases.
    init(caseCount: Int) {
        words = Array(repeating: 0, count: (caseCount + 63) / 64)
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
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    func contains(_ index: Int) -> Bool {
        words[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// True when every case of the type is in the set, so it restricts nothing.
    var isFull: Bool { words.reduce(0) { $0 + $1.nonzeroBitCount } == caseCount }

    /// The smallest index in the set: the first case in declaration order, used for witnesses.
    var first: Int? {
        for (wordIndex, word) in words.enumerated() where word != 0 {
            return wordIndex * 64 + word.trailingZeroBitCount
        }
        return nil
    }

    func intersection(_ other: CaseSet) -> CaseSet {
        var result = self
        for index in words.indices { result.words[index] &= other.words[index] }
        return result
    }

    func union(_ other: CaseSet) -> CaseSet {
        var result = self
        for index in words.indices { result.words[index] |= other.words[index] }
        return result
    }

    func subtracting(_ other: CaseSet) -> CaseSet {
        var result = self
        for index in words.indices { result.words[index] &= ~other.words[index] }
        return result
    }
}
