import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Hostile shapes: deep nesting and many states must neither overflow the stack nor slow down
/// beyond linear. (Speed is measured in release builds, not asserted here.)
@Suite struct ScaleTests {
    @Test func thousandLevelsOfNesting() {
        var test = TestMachine(initial: "L0")
        for level in 0..<1_000 {
            test.states("L\(level)", kind: .composite, in: level == 0 ? nil : "L\(level - 1)", initial: "L\(level + 1)")
        }
        test.states("L1000", "Other", in: "L999")
        test.states("Done", kind: .final)
        test.on("L1000", "Go", to: "Other")
        test.on("Other", "Back", to: "L1000")
        test.on("L0", "Finish", to: "Done")
        test.on("L500", "Loop", to: "L0")
        #expect(test.check().isEmpty)
    }

    @Test func thousandLevelsOfSuperStates() {
        var test = TestMachine(initial: "Concrete")
        for level in 0..<1_000 {
            test.states("Super\(level)", kind: .abstract, inherits: level == 999 ? [] : ["Super\(level + 1)"])
        }
        test.states("Concrete", "Other", inherits: ["Super0"])
        test.on("Super999", "Go", to: "Other")
        test.on("Super500", "Back", to: "Concrete")
        #expect(test.check().isEmpty)
    }

    @Test func generatedMachineFindingsAreExact() {
        let machine = MachineGenerator.machine(states: 2_000)
        let findings = Checker().check(machine)
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleID, default: 0] += 1 }
        // 2 island groups of 10 (groups 99 and 199); 200 dead ends, 2 of them on islands.
        #expect(counts == ["unreachable-state": 20, "dead-end": 198])
    }
}

@Suite struct LargeGroupTests {
    @Test func manyClashingAlternativesGiveOneFindingEach() {
        var test = TestMachine(initial: "A")
        test.states("A")
        for index in 0..<200 {
            test.states("T\(index)")
            test.on("A", "Go", to: "T\(index)")
        }
        #expect(test.findings("predicate-clash").count == 199)
    }

    @Test func tooManyTransitionsOnOneEventAreReportedNotCompared() {
        var test = TestMachine(initial: "A")
        test.states("A")
        for index in 0..<2_001 { test.on("A", "Go", to: nil, do: ["act\(index)"]) }
        #expect(test.findings("predicate-clash").isEmpty)
        #expect(
            test.findings("guard-too-complex").map(\.message) == [
                "state `A` has 2001 transitions on `Go`, too many to compare pair by pair for clashes"
            ])
    }
}
