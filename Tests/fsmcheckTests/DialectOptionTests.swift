import FSMConfiguration
import FSMDiagnostics
import FSMPipeline
import Foundation
import Testing

/// `--dialect NAME` with one notation reads the files named on the command line in it, whatever
/// their extension; with several, the extension still decides.
@Suite struct DialectOptionTests {
    static let turnstile = """
        FSM: Turnstile
        Initial: Locked
        {
          Locked   Coin Unlocked unlock
          Unlocked Pass Locked   lock
        }
        """

    static let turnstileSpec = """
        machine: Turnstile
        initial: Locked
        states:
          Locked: { on: { Coin: Unlocked } }
          Unlocked: { on: { Pass: Locked } }
        """

    @Test(arguments: [("smc", turnstile), ("fsm", turnstileSpec)])
    func oneNotationReadsANamedFileWhateverItsExtension(dialect: String, text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("turnstile.txt", text)
        let refused = try BinaryRunner.run(["lint", "turnstile.txt"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("turnstile.txt is not a state-machine source"), "\(refused.standardError)")
        let read = try BinaryRunner.run(["lint", "--dialect", dialect, "turnstile.txt"], in: folder.url)
        #expect(read.status == 0, "\(read.standardOutput)\(read.standardError)")
        #expect(read.standardOutput.contains("1 machine from 1 file"), "\(read.standardOutput)")
    }

    @Test func aSwiftDialectReadsANamedFileWhateverItsExtension() throws {
        let folder = try TemporaryFolder()
        let swift = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/TurnstileBasic.swift"), encoding: .utf8)
        try folder.write("Turnstile.swift.txt", swift)
        let read = try BinaryRunner.run(["lint", "--dialect", "swift", "--format", "json", "Turnstile.swift.txt"], in: folder.url)
        #expect(read.standardOutput.contains("\"machines\" : 1"), "\(read.standardOutput)\(read.standardError)")
    }

    @Test func severalNotationsStillGoByExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write("turnstile.txt", Self.turnstile)
        let outcome = try BinaryRunner.run(["lint", "--dialect", "smc", "--dialect", "fsm", "turnstile.txt"], in: folder.url)
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError.contains("expected .fsm or .sm; `--dialect NAME` reads a file in one notation whatever its extension"),
            "\(outcome.standardError)")
    }

    /// A walked folder is still searched by extension: only named files are forced.
    @Test func foldersAreStillSearchedByExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "not a machine")
        try folder.write("turnstile.sm", Self.turnstile)
        let outcome = try BinaryRunner.run(["lint", "--dialect", "smc", "--format", "json", "."], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("\"files\" : 1"), "\(outcome.standardOutput)")
    }

    /// Suppression comments are written as the notation the file is read in.
    @Test func suppressionsFollowTheForcedNotation() {
        let source = SourceFile(
            path: "turnstile.txt",
            text: """
                FSM: Turnstile
                Initial: Locked
                {
                  // fsmcheck:disable-next-line unused-superstate -- kept for the next model
                  (Spare) Reset Locked -
                  Locked   Coin Unlocked unlock
                  Unlocked Pass Locked   lock
                }
                """)
        let workspace = Workspace.load(sources: [source], configuration: Configuration(baseDirectory: "/", dialects: ["smc"]))
        #expect(workspace.machines.map(\.machine.name) == ["Turnstile"])
        #expect(workspace.diagnostics.isEmpty, "\(workspace.diagnostics)")
    }
}
