import FSMDiagnostics
import FSMModel
import Testing

@Suite struct ReachabilityRuleTests {
    @Test func stateNothingLeadsTo() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked", "Unlocked", "Broken")
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Unlocked", "Pass", to: "Locked")
        test.on("Broken", "Fixed", to: "Locked")
        let findings = test.findings("unreachable-state")
        #expect(findings.map(\.message) == ["state `Broken` can never be entered"])
        #expect(findings.first?.subject.states == ["Broken"])
    }

    @Test func onlyTheOutermostUnreachableStateIsReported() {
        var test = TestMachine(initial: "A")
        test.states("A")
        test.on("A", "Loop", to: "A")
        test.states("Island", kind: .composite, initial: "I1")
        test.states("I1", "I2", in: "Island")
        test.on("I1", "Go", to: "I2")
        let findings = test.findings("unreachable-state")
        #expect(findings.map(\.message) == ["state `Island` can never be entered, nor the 2 states inside it"])
        #expect(findings.first?.subject.states == ["Island", "I1", "I2"])
    }

    @Test func enteringACompositeEntersOnlyItsInitialChild() {
        var test = TestMachine(initial: "Functioning")
        test.states("Functioning", kind: .composite, initial: "Idle")
        test.states("Idle", "Running", "Paused", in: "Functioning")
        test.on("Idle", "Start", to: "Running")
        test.on("Running", "Stop", to: "Idle")
        #expect(test.findings("unreachable-state").map(\.message) == ["state `Paused` can never be entered"])
    }

    @Test func transitionsOfACompositeApplyInItsChildren() {
        var test = TestMachine(initial: "Functioning")
        test.states("Functioning", kind: .composite, initial: "Idle")
        test.states("Idle", in: "Functioning")
        test.states("Broken")
        test.on("Functioning", "Fail", to: "Broken")
        test.on("Broken", "Fix", to: "Functioning")
        #expect(test.findings("unreachable-state").isEmpty)
        #expect(test.findings("dead-end").isEmpty)
    }

    @Test func enteringAnOrthogonalStateEntersEveryRegion() {
        var test = TestMachine(initial: "Keyboard")
        test.states("Keyboard", kind: .orthogonal)
        test.states("Main", kind: .composite, in: "Keyboard", initial: "CapsOff")
        test.states("CapsOff", "CapsOn", in: "Main")
        test.states("Numeric", kind: .composite, in: "Keyboard", initial: "NumOn")
        test.states("NumOn", "NumOff", in: "Numeric")
        test.on("CapsOff", "Caps", to: "CapsOn")
        test.on("CapsOn", "Caps", to: "CapsOff")
        test.on("NumOn", "Num", to: "NumOff")
        test.on("NumOff", "Num", to: "NumOn")
        #expect(test.check().isEmpty)
    }

    @Test func enteringOneRegionsStateEntersTheOtherRegions() {
        var test = TestMachine(initial: "Off")
        test.states("Off")
        test.states("Keyboard", kind: .orthogonal)
        test.states("Main", kind: .composite, in: "Keyboard", initial: "CapsOff")
        test.states("CapsOff", "CapsOn", in: "Main")
        test.states("Numeric", kind: .composite, in: "Keyboard", initial: "NumOn")
        test.states("NumOn", in: "Numeric")
        test.on("Off", "CapsLock", to: "CapsOn")
        test.on("Keyboard", "Unplug", to: "Off")
        test.on("CapsOn", "Caps", to: "CapsOff")
        #expect(test.findings("unreachable-state").isEmpty)
    }

    @Test func inheritedTransitionsReachTheirTargets() {
        var test = TestMachine(initial: "Locked")
        test.states("Resetable", kind: .abstract)
        test.states("Locked", "Alarming", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Locked", "Alarm", to: "Alarming")
        #expect(test.findings("unreachable-state").isEmpty)
        #expect(test.findings("dead-end").isEmpty)
    }

    @Test func noValidInitialStateMeansNoReachabilityFindings() {
        var test = TestMachine(initial: "Nowhere")
        test.states("A", "B")
        #expect(test.check().map(\.ruleID) == ["undefined-state"])
    }

    @Test func stateWithoutWayOutIsADeadEnd() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked", "Broken", "Jammed")
        test.states("Done", kind: .final)
        test.on("Locked", "Kick", to: "Broken")
        test.on("Locked", "Jam", to: "Jammed")
        test.on("Locked", "Finish", to: "Done")
        test.on("Jammed", "Kick", to: "Jammed")
        test.on("Jammed", "Shake", to: nil, do: ["rattle"])
        let findings = test.findings("dead-end")
        #expect(
            findings.map(\.message) == [
                "state `Broken` is a dead end: once entered, it is never left",
                "state `Jammed` is a dead end: once entered, it is never left",
            ])
        #expect(test.findings("trap").isEmpty)
    }

    @Test func leavingThroughAnotherRegionIsAWayOut() {
        var test = TestMachine(initial: "Player")
        test.states("Player", kind: .orthogonal)
        test.states("Video", kind: .composite, in: "Player", initial: "Frozen")
        test.states("Frozen", in: "Video")
        test.states("Audio", kind: .composite, in: "Player", initial: "Playing")
        test.states("Playing", in: "Audio")
        test.states("Stopped")
        test.on("Playing", "Stop", to: "Stopped")
        test.on("Stopped", "Play", to: "Player")
        #expect(test.findings("dead-end").isEmpty)
    }

    @Test func cycleWithoutWayOutIsATrapWhenTheMachineCanFinish() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Running", "Retrying", "Waiting")
        test.states("Done", kind: .final)
        test.on("Idle", "Start", to: "Running")
        test.on("Idle", "Fail", to: "Retrying")
        test.on("Running", "Finish", to: "Done")
        test.on("Retrying", "Wait", to: "Waiting")
        test.on("Waiting", "Retry", to: "Retrying")
        let findings = test.findings("trap")
        #expect(
            findings.map(\.message) == ["states `Retrying` and `Waiting` form a trap: once entered, the machine never leaves them and cannot finish"])
        #expect(findings.first?.notes.map(\.message) == ["`Waiting` is part of the trap"])
        #expect(findings.first?.subject.states == ["Retrying", "Waiting"])
        #expect(test.findings("dead-end").isEmpty)
    }

    @Test func cycleWithAWayOutOrWithoutFinalStatesIsNoTrap() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Retrying", "Waiting")
        test.states("Done", kind: .final)
        test.on("Idle", "Fail", to: "Retrying")
        test.on("Retrying", "Wait", to: "Waiting")
        test.on("Waiting", "Retry", to: "Retrying")
        test.on("Waiting", "GiveUp", to: "Done")
        #expect(test.findings("trap").isEmpty)

        var endless = TestMachine(initial: "Locked")
        endless.states("Locked", "Unlocked")
        endless.on("Locked", "Coin", to: "Unlocked")
        endless.on("Unlocked", "Pass", to: "Locked")
        #expect(endless.check().isEmpty)
    }

    @Test func abstractStatesAreNeverUnreachable() {
        var test = TestMachine(initial: "Locked")
        test.states("Resetable", kind: .abstract)
        test.states("Locked", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        #expect(test.findings("unreachable-state").isEmpty)
    }

    @Test func misspeltTargetIsNamedWhereItsStateIsUnreachable() {
        var test = TestMachine(initial: "Locked")
        test.states("Locked", "Unlocked")
        let typo = test.nextLocation
        test.on("Locked", "Coin", to: "Unlcoked")
        test.on("Unlocked", "Pass", to: "Locked")
        let findings = test.findings("unreachable-state")
        #expect(findings.map(\.message) == ["state `Unlocked` can never be entered"])
        #expect(findings.first?.notes == [Note("`Unlcoked` here may be meant as `Unlocked`", at: typo)])
        #expect(test.findings("dead-end").isEmpty, "a transition to an undefined state is reported as such, not as a dead end")
    }
}
