import Foundation
import Testing

/// The exit statuses CI scripts rely on, through the built binary.
@Suite struct ExitStatusTests {
    static let clean = """
        machine: Clean
        initial: Locked
        states:
          Locked: { on: { Coin: Unlocked } }
          Unlocked: { on: { Pass: Locked } }
        """

    @Test func cleanMachineExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("clean.fsm", Self.clean)
        let outcome = try BinaryRunner.run(["lint", folder.url.path])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("0 errors, 0 warnings in 1 machine from 1 file"))
    }

    @Test func errorExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.fsm", "machine: Broken\ninitial: Nowhere\nstates:\n  A: { on: { Go: A } }\n")
        let outcome = try BinaryRunner.run(["lint", folder.url.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("error:"))
    }

    @Test func missingPathExitsTwo() throws {
        let outcome = try BinaryRunner.run(["lint", "/no/such/path.fsm"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("no such file or directory: /no/such/path.fsm"))
    }

    @Test func unknownFlagExitsTwo() throws {
        let outcome = try BinaryRunner.run(["lint", "--no-such-flag", "Specs"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--no-such-flag"))
    }

    @Test func unknownRuleExitsTwo() throws {
        let outcome = try BinaryRunner.run(["explain", "no-such-rule"])
        #expect(outcome.status == 2)
    }

    @Test func strictCountsWarnings() throws {
        let folder = try TemporaryFolder()
        try folder.write("warn.fsm", Self.clean.replacingOccurrences(of: "machine: Clean", with: "machine: Warn\nevents: [Coin, Pass, Kick]"))
        let relaxed = try BinaryRunner.run(["lint", folder.url.path])
        let strict = try BinaryRunner.run(["lint", "--strict", folder.url.path])
        #expect(relaxed.status == 0, "\(relaxed.standardOutput)")
        #expect(relaxed.standardOutput.contains("unused-event"))
        #expect(strict.status == 1)
    }

    /// What fsmcheck cannot see (an FSM passed in, a predicate enum in another module, an event
    /// held in a parameter) is a tool limit: notes, which never fail, not even `--strict`.
    @Test func toolLimitsNeverFailStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Door.swift",
            """
            final class DoorController: ExpandedSyntaxBuilder {
                enum State { case closed, open }
                enum Event { case push, pull }

                func configure(_ fsm: FSM<State, Event>, opening: Event) throws {
                    try fsm.buildTable {
                        define(.closed) {
                            matching(Access.granted) | when(.push) | then(.open)
                            when(opening) | then(.open)
                        }
                        define(.open) { when(.pull) | then(.closed) }
                    }
                }
            }
            """)
        let outcome = try BinaryRunner.run(["lint", "--strict", folder.url.path])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("0 errors, 0 warnings, 3 notes in 1 machine from 1 file"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("[not-visible]") && outcome.standardOutput.contains("[unsupported-construct]"))
        // A team that wants every skipped construct fixed can raise the rule.
        try folder.write(".fsmcheck.yml", "rules:\n  unsupported-construct: error\n")
        let raised = try BinaryRunner.run(["lint", "."], in: folder.url)
        #expect(raised.status == 1, "\(raised.standardOutput)\(raised.standardError)")
        #expect(
            raised.standardOutput.contains("error: event `opening` is a variable or parameter; its transitions were skipped [unsupported-construct]"))
        #expect(raised.standardOutput.contains("1 error, 0 warnings, 2 notes"), "\(raised.standardOutput)")
    }
}
