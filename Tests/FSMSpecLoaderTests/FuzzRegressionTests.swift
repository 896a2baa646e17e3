import Testing

/// Inputs the fuzzer found (Fuzz/, Docs/Reliability.md), cut down to the smallest that showed the
/// problem; each is also in Fuzz/Reproducers/spec/, which every fuzz run replays first.
@Suite struct FuzzRegressionTests {
    /// Two duplicated keys Yams cannot order, a list and a name: Yams picked the one to point at in
    /// the order of a dictionary, so the message and the location changed from one load to the next.
    @Test func duplicateKeysOfDifferentKindsAreReportedTheSameEveryTime() {
        let text = "machine: M\nstates:\n  ? [A]\n  : {}\n  B: {}\n  ? [A]\n  : {}\n  B: {}\n"
        let first = summaries(text)
        #expect(first == ["1:1 duplicate key `<uncovertable>`, `B` in one mapping [parse-error]"])
        for _ in 0..<20 {
            #expect(summaries(text) == first)
        }
    }
}
