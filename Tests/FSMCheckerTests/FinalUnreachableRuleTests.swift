import FSMDiagnostics
import FSMModel
import Testing

/// `final-unreachable`: where a machine that is meant to finish enters the part it can never finish from.
@Suite struct FinalUnreachableRuleTests {
    static func findings(_ text: String) throws -> [Diagnostic] {
        try WitnessTests.findings(text, rule: "final-unreachable")
    }

    @Test func thePointOfNoReturnIsReportedOnceWithItsPath() throws {
        let findings = try Self.findings(
            """
            machine: Upload
            initial: Idle
            states:
              Idle: { on: { Send: Sending } }
              Sending: { on: { Ack: Sent, Drop: Lost } }
              Lost: { on: { Log: Logged } }
              Logged: { on: { Log: Logged2 } }
              Logged2: {}
              Sent: { final: true }
            """)
        #expect(findings.map(\.message) == ["once `Lost` is entered, the machine can never reach a final state"])
        #expect(findings.first?.witness?.summary == "reached by Send → Drop")
        #expect(findings.first?.subject.states == ["Lost"])
    }

    @Test func aDoomedInitialStateIsReported() throws {
        let findings = try Self.findings(
            """
            machine: Loop
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Go: C } }
              C: { on: { Go: D } }
              D: { on: { Go: C } }
              Done: { final: true }
            """)
        // `B` is doomed too, but entered only from a doomed state: the trap `C`, `D` is the trap rule's.
        #expect(findings.map(\.subject.states) == [["A"]])
        #expect(findings.first?.witness?.summary == "reached at the start: the machine starts there")
    }

    @Test func machinesWithoutFinalStatesAreNotChecked() throws {
        #expect(
            try Self.findings(
                """
                machine: Forever
                initial: A
                states:
                  A: { on: { Go: B } }
                  B: {}
                """
            ).isEmpty)
    }

    @Test func aTargetComputedAtRunTimeMayFinish() {
        var test = TestMachine(initial: "A")
        test.states("A", "B")
        test.states("Done", kind: .final)
        test.on("A", "Go", to: "B")
        test.on("A", "Stop", to: "Done")
        test.on("B", "Next", computed: "self.next()")
        #expect(test.findings("final-unreachable").isEmpty)
    }

    @Test func enteringACompositeThatCannotFinishIsReportedAtTheChildItEnters() throws {
        let findings = try Self.findings(
            """
            machine: Session
            initial: Idle
            states:
              Idle: { on: { Open: Open, Quit: Closed } }
              Open:
                initial: Reading
                states:
                  Reading: { on: { Write: Writing } }
                  Writing: { on: { Save: Saving } }
                  Saving: { on: { Write: Writing } }
              Closed: { final: true }
            """)
        #expect(findings.map(\.subject.states) == [["Reading"]])
        #expect(findings.first?.witness?.summary == "reached by Open")
    }
}
