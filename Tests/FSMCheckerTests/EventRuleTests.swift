import FSMDiagnostics
import FSMModel
import Testing

@Suite struct EventRuleTests {
    @Test func undeclaredEventGetsDidYouMean() {
        var test = TestMachine(initial: "Locked", events: ["Coin", "Pass"])
        test.states("Locked", "Unlocked")
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Unlocked", "Pas", to: "Locked")
        let findings = test.findings("unknown-event")
        #expect(findings.map(\.message) == ["event `Pas` is not declared in `events`"])
        #expect(findings.first?.hint == "did you mean `Pass`?")
        #expect(findings.first?.subject.event == "Pas")
    }

    @Test func unusedDeclaredEvent() {
        var test = TestMachine(initial: "Locked", events: ["Coin", "Pass", "Reset"])
        test.states("Locked", "Unlocked")
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Unlocked", "Pass", to: "Locked")
        #expect(test.findings("unused-event").map(\.message) == ["event `Reset` is declared but no transition uses it"])
        #expect(test.findings("unknown-event").isEmpty)
    }

    @Test func undeclaredEventsAreNotChecked() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked", "Unlocked")
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Unlocked", "Pass", to: "Locked")
        #expect(test.findings("unknown-event").isEmpty)
        #expect(test.findings("unused-event").isEmpty)
    }
}
