import FSMDiagnostics
import FSMModel
import Testing

@Suite struct StructureRuleTests {
    @Test func machineWithoutInitialIsReportedOnce() {
        var test = TestMachine(initial: nil)
        test.states("A", "B")
        test.on("A", "Go", to: "B")
        test.on("B", "Back", to: "A")
        let findings = test.check()
        #expect(findings.map(\.ruleID) == ["missing-initial"])
        #expect(findings.first?.message == "machine `M` has no initial state")
        #expect(findings.first?.hint == "add `initial:` naming the state it starts in, e.g. `A`")
    }

    @Test func compositeAndRegionWithoutInitial() {
        var test = TestMachine()
        test.states("A", kind: .composite)
        test.states("A1", "A2", in: "A")
        test.states("K", kind: .orthogonal)
        test.states("Main", kind: .composite, in: "K")
        test.states("M1", in: "Main")
        let messages = test.findings("missing-initial").map(\.message)
        #expect(messages == ["composite state `A` has no initial state", "region `Main` has no initial state"])
    }

    @Test func compositeInitialMustBeInsideIt() {
        var test = TestMachine()
        test.states("A", kind: .composite, initial: "B")
        test.states("A1", in: "A")
        test.states("B")
        let findings = test.findings("missing-initial")
        #expect(findings.map(\.message) == ["initial state `B` of composite state `A` is not one of its states"])
        #expect(findings.first?.notes.map(\.message) == ["`B` is declared here"])
    }

    @Test func validInitialsPass() {
        var test = TestMachine(initial: "A")
        test.states("A", kind: .composite, initial: "A1")
        test.states("A1", in: "A")
        #expect(test.findings("missing-initial").isEmpty)
    }

    @Test func undefinedTargetGetsDidYouMean() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked", "Unlocked")
        let transitionLocation = test.nextLocation
        test.on("Locked", "Coin", to: "Unlcoked")
        test.on("Unlocked", "Pass", to: "Locked")
        let findings = test.findings("undefined-state")
        #expect(findings.count == 1)
        #expect(findings.first?.message == "target state `Unlcoked` is not defined")
        #expect(findings.first?.hint == "did you mean `Unlocked`?")
        #expect(findings.first?.location == transitionLocation)
        #expect(findings.first?.subject.transitions == [transitionLocation])
        #expect(findings.first?.subject.states == ["Locked"])
    }

    @Test func undefinedInitialAndSuperState() {
        var test = TestMachine(initial: "Nowhere")
        test.states("A", inherits: ["Resettable"])
        let messages = test.findings("undefined-state").map(\.message)
        #expect(messages.contains("initial state `Nowhere` is not defined"))
        #expect(messages.contains("super state `Resettable` is not defined"))
    }

    @Test func dottedPathsNameNestedStates() {
        var test = TestMachine(initial: "Functioning.Idle")
        test.states("Functioning", kind: .composite, initial: "Idle")
        test.states("Idle", "Running", in: "Functioning")
        test.on("Idle", "Start", to: "Functioning.Running")
        test.on("Running", "Stop", to: "Broken.Running")
        #expect(test.findings("undefined-state").map(\.message) == ["target state `Broken.Running` is not defined"])
    }

    @Test func transitionToAbstractState() {
        var test = TestMachine(initial: "Locked")
        test.states("Resetable", kind: .abstract)
        test.states("Locked", "Unlocked", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Locked", "Kick", to: "Resetable")
        test.on("Unlocked", "Pass", to: "Locked")
        let findings = test.findings("abstract-target")
        #expect(findings.map(\.message) == ["target `Resetable` is an abstract super state, which is never entered"])
        #expect(findings.first?.notes.map(\.message) == ["`Resetable` is declared abstract here"])
    }

    @Test func abstractInitialState() {
        var test = TestMachine(initial: "Resetable")
        test.states("Resetable", kind: .abstract)
        test.states("Locked", inherits: ["Resetable"])
        #expect(test.findings("abstract-target").map(\.message) == ["initial state `Resetable` is an abstract super state, which is never entered"])
    }

    @Test func superStateCycles() {
        var test = TestMachine(initial: "Locked")
        test.states("R", kind: .abstract, inherits: ["S"])
        test.states("S", kind: .abstract, inherits: ["R"])
        test.states("T", kind: .abstract, inherits: ["T"])
        test.states("Locked", inherits: ["R"])
        let messages = test.findings("superstate-cycle").map(\.message)
        #expect(messages.sorted() == ["super state `T` inherits from itself", "super states `R` and `S` inherit from each other in a cycle"])
    }

    @Test func acyclicSuperStatesPass() {
        var test = TestMachine(initial: "Locked")
        test.states("S", kind: .abstract)
        test.states("R", kind: .abstract, inherits: ["S"])
        test.states("Locked", inherits: ["R", "S"])
        #expect(test.findings("superstate-cycle").isEmpty)
    }

    @Test func inheritingAConcreteState() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked")
        test.states("Unlocked", inherits: ["Locked"])
        #expect(
            test.findings("inherits-concrete-state").map(\.message) == ["state `Unlocked` inherits `Locked`, which is not an abstract super state"])
    }

    @Test func conflictingSuperStates() {
        var test = TestMachine(initial: "Locked")
        test.states("Resetable", "Alarmable", kind: .abstract)
        test.states("Locked", inherits: ["Resetable", "Alarmable"])
        test.states("Alarming")
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Alarmable", "Reset", to: "Alarming")
        let findings = test.findings("conflicting-superstates")
        #expect(
            findings.map(\.message) == [
                "state `Locked` inherits clashing transitions on `Reset` from `Resetable` and `Alarmable`: one goes to `Locked`, the other goes to `Alarming`"
            ])
        #expect(findings.first?.notes.count == 2)
        #expect(findings.first?.hint == "give `Locked` its own transition on `Reset` to override both")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func overridingResolvesConflictingSuperStates() {
        var test = TestMachine(initial: "Locked")
        test.states("Resetable", "Alarmable", kind: .abstract)
        test.states("Locked", inherits: ["Resetable", "Alarmable"])
        test.states("Alarming")
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Alarmable", "Reset", to: "Alarming")
        test.on("Locked", "Reset", to: "Locked")
        #expect(test.findings("conflicting-superstates").isEmpty)
    }

    @Test func finalStateWithOutgoingTransition() {
        var test = TestMachine(initial: "Running")
        test.states("Running")
        test.states("Done", kind: .final)
        test.on("Running", "Finish", to: "Done")
        test.on("Done", "Restart", to: "Running")
        #expect(test.findings("final-has-outgoing").map(\.message) == ["final state `Done` has an outgoing transition"])
        var passing = TestMachine(initial: "Running")
        passing.states("Running")
        passing.states("Done", kind: .final)
        passing.on("Running", "Finish", to: "Done")
        #expect(passing.findings("final-has-outgoing").isEmpty)
    }
}
