import Testing

/// The `.fsm` loader's did-you-mean hints (`NameSuggestion`, tested in FSMDiagnosticsTests).
@Suite struct NameSuggestionTests {
    @Test func theLoaderSuggestsTheSwappedKey() {
        #expect(summaries("machine: M\ninitial: A\nstates:\n  A: { entyr: [log] }\n").first == "4:8 unknown key `entyr` in a state [invalid-spec]")
        #expect(load("machine: M\ninitial: A\nstates:\n  A: { entyr: [log] }\n").diagnostics.first?.hint == "did you mean `entry`?")
    }
}
