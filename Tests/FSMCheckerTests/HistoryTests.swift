import FSMDiagnostics
import FSMModel
import Testing

/// History pseudo-states: what entering one may restore, and when one is reported.
@Suite struct HistoryTests {
    /// The machine starts in `Paused.Muted`, so `Paused` is active without its default `Still`
    /// ever being entered; `Away` resumes `Player` through the history state `Resume` (whose own
    /// default transition leads back to `Muted`) when `hangUpTarget` says so.
    private func player(history: StateKind, playingReached: Bool, hangUpTarget: String? = "Resume", playerInitial: String = "Paused") -> TestMachine {
        var test = TestMachine(initial: "Muted")
        test.states("Player", kind: .composite, initial: playerInitial)
        test.states("Resume", kind: history, in: "Player")
        test.states("Paused", kind: .composite, in: "Player", initial: "Still")
        test.states("Still", "Muted", in: "Paused")
        test.states("Playing", kind: .composite, in: "Player", initial: "Loud")
        test.states("Loud", "Quiet", in: "Playing")
        test.states("Away")
        test.on("Resume", nil, to: "Muted")
        test.on("Player", "Call", to: "Away")
        if let hangUpTarget { test.on("Away", "HangUp", to: hangUpTarget) }
        if playingReached { test.on("Muted", "Play", to: "Quiet") }
        return test
    }

    @Test func shallowHistoryRestoresAnyChildThatWasActiveAtItsDefault() {
        let test = player(history: .shallowHistory, playingReached: true)
        #expect(test.findings("unreachable-state").isEmpty)
    }

    @Test func shallowHistoryRestoresOnlyChildrenThatWereActive() {
        let test = player(history: .shallowHistory, playingReached: false)
        #expect(test.findings("unreachable-state").map(\.message) == ["state `Playing` can never be entered, nor the 2 states inside it"])
    }

    @Test func deepHistoryRestoresOnlyConfigurationsAlreadyReached() {
        let test = player(history: .deepHistory, playingReached: true)
        #expect(test.findings("unreachable-state").map(\.message) == ["state `Still` can never be entered", "state `Loud` can never be entered"])
    }

    @Test func historyThatIsNeverEnteredRestoresNothing() {
        let test = player(history: .shallowHistory, playingReached: true, hangUpTarget: nil)
        #expect(test.findings("unreachable-state").map(\.message) == ["state `Still` can never be entered", "state `Loud` can never be entered"])
    }

    @Test func historyEnteredAsAnInitialStateRestores() {
        let test = player(history: .shallowHistory, playingReached: true, hangUpTarget: "Player", playerInitial: "Resume")
        #expect(test.findings("unreachable-state").isEmpty)
        #expect(test.findings("unused-history").isEmpty)
    }

    @Test func historyStatesAreNeverUnreachableStates() {
        var test = player(history: .shallowHistory, playingReached: true)
        test.states("Island", kind: .composite, initial: "Shore")
        test.states("Shore", in: "Island")
        test.states("IslandHistory", kind: .deepHistory, in: "Island")
        #expect(test.findings("unreachable-state").map(\.subject.states) == [["Island", "Shore"]])
    }

    @Test func untargetedHistoryIsUnused() {
        let test = player(history: .shallowHistory, playingReached: true, hangUpTarget: "Player")
        let findings = test.findings("unused-history")
        #expect(findings.map(\.message) == ["history state `Resume` is never targeted, so `Player` never resumes through it"])
        #expect(findings.first?.location.line == 3)
        #expect(player(history: .deepHistory, playingReached: true).findings("unused-history").isEmpty)
    }
}
