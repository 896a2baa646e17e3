import Foundation
import Testing

/// The render limits reach the workers from the command line and from .fsmcheck.yml, with limits
/// no worker can meet. (`FSMRenderWorkersTests` drives the pool against stand-ins that hang or grow.)
@Suite struct RenderLimitCommandTests {
    /// No worker can start and answer in a tenth of a millisecond: the limit given on the command
    /// line, or in .fsmcheck.yml, reaches the workers; the command line wins.
    @Test func theTimeLimitComesFromTheCommandLineOrTheConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "turnstile.fsm", try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/turnstile.fsm"), encoding: .utf8))
        let optioned = try BinaryRunner.run(["render", "turnstile.fsm", "-o", "out", "--render-time-limit", "0.0001"], in: folder.url)
        #expect(optioned.status == 1)
        #expect(optioned.standardError.contains("time limit of 0.0001 s (0.0001 s per 100 states)"), "\(optioned.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/Turnstile.svg").path))

        try folder.write(".fsmcheck.yml", "render:\n  time-limit: 0.0001\n")
        let configured = try BinaryRunner.run(["render", "turnstile.fsm", "-o", "out"], in: folder.url)
        #expect(configured.status == 1)
        #expect(configured.standardError.contains("time limit of 0.0001 s"), "\(configured.standardError)")

        let overridden = try BinaryRunner.run(["render", "turnstile.fsm", "-o", "out", "--render-time-limit", "60"], in: folder.url)
        #expect(overridden.status == 0, "\(overridden.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/Turnstile.svg").path))
    }

    /// Any worker holds more than a megabyte, and a machine of 1,000 states takes Graphviz far
    /// longer than the watchdog takes to look.
    @Test func theMemoryLimitComesFromTheCommandLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.fsm", RenderCommandWorkerTests.randomMachine(name: "Big", states: 1_000, seed: 7))
        let outcome = try BinaryRunner.run(
            ["render", "big.fsm", "-o", "out", "--render-memory-limit", "1", "--render-time-limit", "600"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("its render worker used more than its memory limit of 1 MB"), "\(outcome.standardError)")
    }

    @Test(arguments: [["--render-time-limit", "0"], ["--render-time-limit=-1"], ["--render-time-limit", "nan"], ["--render-memory-limit", "0"]])
    func limitsMustBePositive(_ option: [String]) throws {
        let outcome = try BinaryRunner.run(["render", "Specs/turnstile.fsm", "-o", "-"] + option)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("must be a positive number"), "\(outcome.standardError)")
    }
}
