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
}
