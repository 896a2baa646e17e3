import Foundation
import Testing

/// `fsmcheck path` through the built binary: the answer, the reasons there is none, the exit
/// statuses, and every notation fsmcheck reads.
@Suite struct PathCommandTests {
    @Test func theShortestPathIsPrintedStepByStep() throws {
        let outcome = try BinaryRunner.run(["path", "Specs/broken.fsm", "--to", "Jammed"])
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput == """
                CoffeeMachine (Specs/broken.fsm:3:10): `Jammed` is reached from the initial configuration (`Idle`) in 2 steps: Brew [Cup.missing, Credit.enough] → Done
                  1. Specs/broken.fsm:14:11: in `Idle`, Brew [Cup.missing, Credit.enough] goes to `Brewing`
                  2. Specs/broken.fsm:34:7: in `Brewing`, Done goes to `Jammed`

                """)
    }

    @Test func aStatechartPathSaysWhatIsActiveAfterEachStep() throws {
        let outcome = try BinaryRunner.run(["path", "Specs", "--machine", "Keyboard", "--to", "Arrows", "--from", "CapsLocked"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("`Arrows` is reached from `CapsLocked` in 1 step: numLock\n"))
        #expect(outcome.standardOutput.contains("in `Numbers`, numLock goes to `Arrows` (active: `CapsLocked`, `Arrows`)"))
    }

    @Test(arguments: [
        (["--to", "Descaling"], "no path from the initial configuration to `Descaling`: no transition leads to `Descaling`"),
        (
            ["--to", "Jammed", "--avoid", "Brewing"],
            "no path from the initial configuration to `Jammed`, avoiding `Brewing`: every path passes through `Brewing`"
        ),
        (["--to", "Idle", "--from", "Brewing"], "no path from `Brewing` to `Idle`: no sequence of events leads there"),
    ])
    func noPathSaysWhyAndExitsOne(arguments: [String], reason: String) throws {
        let outcome = try BinaryRunner.run(["path", "Specs/broken.fsm"] + arguments)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "CoffeeMachine (Specs/broken.fsm:3:10): \(reason)\n")
    }

    @Test(arguments: [
        (["Specs/broken.fsm", "--to", "Jamed"], "machine `CoffeeMachine` has no state `Jamed` (did you mean `Jammed`?)"),
        (["Specs", "--to", "Jammed"], "machines found: choose one with --machine"),
        (["Specs", "--machine", "CofeeMachine", "--to", "Jammed"], "no machine named `CofeeMachine` (did you mean `CoffeeMachine`?)"),
        (["Specs/broken.fsm"], "Missing expected argument '--to <state>'"),
    ])
    func aWrongNameIsAnInvocationError(arguments: [String], message: String) throws {
        let outcome = try BinaryRunner.run(["path"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    @Test func jsonHasTheWitnessStepsWithWhatIsActive() throws {
        let outcome = try BinaryRunner.run(["path", "Specs/broken.fsm", "--to", "Jammed", "--format", "json"])
        #expect(outcome.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(document["found"] as? Bool == true)
        #expect(document["start"] as? [String] == ["Idle"])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.map { $0["event"] as? String } == ["Brew", "Done"])
        #expect(steps.map { $0["guard"] as? [String] } == [["Cup.missing", "Credit.enough"], []])
        #expect(steps.map { $0["active"] as? [String] } == [["Brewing"], ["Jammed"]])
        #expect((steps.first?["location"] as? [String: Any])?["line"] as? Int == 14)
        let none = try BinaryRunner.run(["path", "Specs/broken.fsm", "--to", "Descaling", "--format", "json"])
        let reason = try #require(try JSONSerialization.jsonObject(with: Data(none.standardOutput.utf8)) as? [String: Any])
        #expect(reason["found"] as? Bool == false && reason["reason"] as? String == "no transition leads to `Descaling`")
    }

    /// One machine of each notation in `Specs/`: `.fsm`, SMC, SCXML and the Swift dialects.
    @Test(arguments: [
        ("Specs/turnstile-hierarchical.fsm", "Broken"),
        ("Specs/door-lock.sm", "Unlocked"),
        ("Specs/media-player.scxml", "playing"),
        ("Specs/TurnstileSuperState.swift", "alarming"),
        ("Specs/StatedLogin.swift", "loggedIn"),
        ("Specs/TinderTurnstile.swift", "unlocked"),
        ("Specs/ReducerPlayerDownload.swift", "download.finished"),
        ("Specs/HandWrittenDownload.swift", "completed"),
    ])
    func everyNotation(file: String, state: String) throws {
        let outcome = try BinaryRunner.run(["path", file, "--to", state])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("is reached from the initial configuration"), "\(outcome.standardOutput)")
    }
}
