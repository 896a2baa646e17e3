import FSMDiagnostics
import FSMModel
import Testing

@Suite struct ShadowedTransitionTests {
    private static let firstMatchWins = Semantics(guardOverlap: .firstMatchWins, unconditionalTransitionsAlwaysFire: true)

    private func door(semantics: Semantics = firstMatchWins) -> TestMachine {
        var test = TestMachine(initial: "Closed", predicates: ["Lock": ["on", "off"], "Alarm": ["armed", "disarmed"]], semantics: semantics)
        test.states("Closed", "Open", "Ringing")
        test.on("Open", "Close", to: "Closed")
        test.on("Ringing", "Reset", to: "Closed")
        return test
    }

    @Test func earlierTransitionWhoseGuardCoversTheLaterOneShadowsIt() {
        var test = door()
        test.on("Closed", "Push", when: "Lock.off", to: "Open")
        test.on("Closed", "Push", when: "Lock.off and Alarm.armed", to: "Ringing")
        let findings = test.findings("shadowed-transition")
        #expect(
            findings.map(\.message) == ["transition from `Closed` on `Push` that goes to `Ringing` never fires: an earlier one always fires first"])
        #expect(findings.first?.location.line == 10)
        #expect(findings.first?.notes.map(\.location.line) == [9])
        #expect(findings.first?.subject.event == "Push")
    }

    @Test func coverageIsImplicationNotSyntax() {
        var test = door()
        test.on("Closed", "Push", when: "not Alarm.disarmed or Lock.on", to: "Ringing")
        test.on("Closed", "Push", when: "Alarm.armed and Lock.off", to: "Open")
        #expect(test.findings("shadowed-transition").count == 1)
    }

    @Test func narrowerEarlierGuardOrOpaqueConditionShadowsNothing() {
        var test = door()
        test.on("Closed", "Push", when: "Lock.off and Alarm.armed", to: "Ringing")
        test.on("Closed", "Push", when: "Lock.off", to: "Open")
        test.on("Closed", "Kick", conditions: ["isStrong"], to: "Open")
        test.on("Closed", "Kick", to: "Ringing")
        #expect(test.findings("shadowed-transition").isEmpty)
    }

    @Test func everyLaterTransitionIsReportedOnceWithTheFirstThatShadowsIt() {
        var test = door()
        test.on("Closed", nil, conditions: ["ready"], to: "Ringing")
        test.on("Closed", nil, to: "Open")
        test.on("Closed", nil, to: "Ringing")
        test.on("Closed", nil, when: "Lock.on", to: "Closed")
        let findings = test.findings("shadowed-transition")
        #expect(findings.map(\.location.line) == [11, 12])
        #expect(findings.allSatisfy { $0.notes.map(\.location.line) == [10] && $0.subject.event == nil })
    }

    @Test func laterTransitionDoingTheSameThingIsNotReported() {
        var test = door()
        test.on("Closed", "Push", to: "Open")
        test.on("Closed", "Push", when: "Lock.off", to: "Open")
        #expect(test.findings("shadowed-transition").isEmpty)
    }

    @Test func onlyFirstMatchWinsMachinesAreChecked() {
        var test = door(semantics: .spec)
        test.on("Closed", "Push", to: "Open")
        test.on("Closed", "Push", to: "Ringing")
        #expect(test.findings("shadowed-transition").isEmpty)
        #expect(test.findings("predicate-clash").count == 1)
    }

    /// Swift loaders list the branches of an `if` in a closure as transitions without conditions.
    @Test func transitionsThatArePossibleOutcomesShadowNothing() {
        var test = door(semantics: Semantics(guardOverlap: .firstMatchWins))
        test.on("Closed", "Push", to: "Open")
        test.on("Closed", "Push", to: "Ringing")
        #expect(test.check().isEmpty)
    }

    @Test func manyUnconditionalAlternativesAreEachShadowedByTheFirst() {
        var test = door()
        for _ in 0..<300 { test.on("Closed", "Push", to: nil, do: ["chime"]) }
        test.on("Closed", "Push", to: "Open")
        #expect(test.findings("shadowed-transition").count == 1)
    }

    @Test func tooManyTransitionsOnOneEventAreReportedNotCompared() {
        var test = door()
        for index in 0..<2_001 { test.on("Closed", "Push", to: nil, do: ["act\(index)"]) }
        #expect(test.findings("shadowed-transition").isEmpty)
        #expect(
            test.findings("guard-too-complex").map(\.message) == [
                "state `Closed` has 2001 transitions on `Push`, too many to compare pair by pair for shadowed transitions"
            ])
    }
}
