import FSMModel
import Testing

@testable import FSMChecker

@Suite struct GuardNormalizerTests {
    private let space = PredicateSpace([
        PredicateType(name: "A", cases: ["x", "y", "z"], location: SourceLocation(file: "t", line: 1, column: 1)),
        PredicateType(name: "B", cases: ["x", "y"], location: SourceLocation(file: "t", line: 2, column: 1)),
    ])

    private func terms(_ guardText: String) -> [GuardTerm]? {
        GuardNormalizer(space: space).normalize(GuardParser.parse(guardText, line: 1)).terms
    }

    @Test func casesOfOneTypeJoinIntoOneTerm() {
        #expect(terms("A.x or A.y")?.count == 1)
        #expect(terms("A.x or A.y or A.z") == [.always], "every case of a type restricts nothing")
        #expect(terms("A.x or B.x")?.count == 2)
    }

    @Test func negationAllowsEveryOtherCase() throws {
        let negated = try #require(terms("not A.x"))
        #expect(negated.count == 1)
        #expect(space.witness(negated[0]) == "A.y")
        #expect(terms("not (A.x or B.x)").map { $0.map(space.witness) } == ["A.y, B.y"])
    }

    /// Literals and flat `and`/`or`s take a shortcut; `and`-ing them with a guard that always holds
    /// sends the same guard through the general walk, which must agree.
    @Test(arguments: [
        "A.x", "not A.x", "A.x and not B.y", "A.x and not A.x", "A.x or A.y", "A.x or B.x", "not A.x or not B.y", "A.x or A.y or A.z", "A.w or A.x",
    ])
    func flatGuardsNormalizeAsTheGeneralWalkDoes(_ flat: String) {
        #expect(terms(flat) == terms("(\(flat)) and (B.x or B.y)"))
    }

    @Test func unsatisfiableTermsAreDropped() {
        #expect(terms("A.x and A.y") == [])
        #expect(terms("(A.x and A.y) or B.x")?.count == 1)
        #expect(terms("not (A.x or not A.x)") == [])
    }

    @Test func unknownNamesAndSizeLimitAreReportedNotGuessed() {
        let normalizer = GuardNormalizer(space: space)
        #expect(normalizer.normalize(GuardParser.parse("A.w", line: 1)).namesUnknownPredicates)
        #expect(normalizer.normalize(GuardParser.parse("C.x or A.x", line: 1)).namesUnknownPredicates)
        let location = SourceLocation(file: "t", line: 1, column: 1)
        let wide = PredicateSpace((0..<18).map { PredicateType(name: "T\($0)", cases: ["a", "b"], location: location) })
        let product = stride(from: 0, to: 18, by: 2).map { "(T\($0).a or T\($0 + 1).a)" }.joined(separator: " and ")
        #expect(GuardNormalizer(space: wide).normalize(GuardParser.parse(product, line: 1)).isTooComplex)
    }

    @Test func subtractionLeavesTheUncoveredPart() throws {
        let region = try #require(terms("A.x or A.y"))
        let cut = try #require(terms("A.x and B.x"))
        let rest = try #require(space.subtracting(cut, from: region, limit: 10))
        #expect(rest.map(space.witness).sorted() == ["A.x, B.y", "A.y"])
    }

    @Test func hintsStopAtTheBudget() {
        var hints = NameHints(["Locked", "Unlocked"])
        #expect(hints.hint(for: "Unlokced") == "did you mean `Unlocked`?")
        var budgeted = NameHints(["Locked", "Unlocked"], budget: 3)
        #expect(budgeted.closest(to: "Lockd") == "Locked")
        #expect(budgeted.closest(to: "Lockd") == "Locked", "a name seen before costs nothing")
        #expect(budgeted.closest(to: "Lockt") == nil, "a second search would exceed the budget")
    }
}
