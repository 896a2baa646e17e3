import FSMDiagnostics
import Testing

/// Did-you-mean hints count a swap of two neighbouring letters as one typo.
@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("entyr", "entry"), ("exti", "exit"), ("Unlcoked", "Unlocked"), ("Lokced", "Locked"), ("ot", "to"), ("Unlocekd", "Unlocked"),
    ])
    func anAdjacentSwapIsOneEdit(typo: String, meant: String) {
        #expect(NameSuggestion.closest(to: typo, in: ["entry", "exit", "Locked", "Unlocked", "to", "on"]) == meant)
    }

    @Test func aSwapOfDistantLettersIsStillTwoEdits() {
        #expect(NameSuggestion.closest(to: "yntre", in: ["entry"]) == nil)
    }

    @Test func theClosestCandidateWinsAndTiesGoToTheFirst() {
        #expect(NameSuggestion.closest(to: "Lcoked", in: ["Locket", "Locked"]) == "Locked")
        #expect(NameSuggestion.closest(to: "ab", in: ["ba", "ac"]) == "ba")
    }

}
