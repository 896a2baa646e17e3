import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMPipeline
import Foundation
import Testing

@testable import FSMRenderWorkers

/// Each render has a time limit and each worker a memory limit (`RenderLimits`): a worker over one
/// is stopped and its machine gets a `render-error`; the other machines are still drawn. The pool
/// is driven against stand-in workers that hang or grow, so that no test depends on how long
/// Graphviz takes; the command line is driven with limits no worker can meet.
@Suite struct RenderLimitTests {
    private func diagram(_ spec: String = "turnstile.fsm") throws -> Diagram {
        let url = BinaryRunner.packageRoot.appendingPathComponent("Specs/\(spec)")
        let workspace = Workspace.load(sources: [SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))])
        let machine = try #require(workspace.machines.first)
        return DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions())
    }

    private func standIn(_ script: String, _ arguments: String..., seconds: Double = 0.5, megabytes: Int = 2_048) -> RenderWorkerPool {
        RenderWorkerPool(
            command: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script] + arguments, workers: 1,
            limits: RenderLimits(secondsPerHundredStates: seconds, memoryMegabytes: megabytes)
        )
    }

    /// Reads every request and never answers, keeping its standard output (the pool's reply pipe) open.
    static let neverAnswers = "cat > /dev/null; exec sleep 600"

    @Test func aWorkerThatNeverAnswersIsStoppedAtItsTimeLimit() throws {
        let output = standIn(Self.neverAnswers).render(try diagram(), format: .svg)
        #expect(output.data == nil)
        let error = try #require(output.diagnostics.first)
        #expect(output.diagnostics.map(\.ruleID) == ["render-error"])
        #expect(error.message.hasSuffix("it did not finish within its time limit of 0.5 s (0.5 s per 100 states), so its render worker was stopped"))
        #expect(error.hint?.contains("--render-time-limit") == true)
        #expect(!output.workerStopped, "a machine over its limit is not drawn again")
    }

    /// A request larger than a pipe holds, to a worker that reads nothing: the pool, blocked
    /// writing it, is freed when the worker is stopped.
    @Test func aWorkerThatReadsNothingIsStoppedToo() throws {
        var text = "machine: Wide\ninitial: S0\nstates:\n"
        for index in 0..<2_000 { text += "  S\(index): { on: { Next: S\((index + 1) % 2_000) } }\n" }
        let machine = try #require(Workspace.load(sources: [SourceFile(path: "wide.fsm", text: text)]).machines.first)
        let wide = DiagramBuilder.diagram(for: machine.machine, findings: [], options: DiagramOptions())
        #expect(RenderWire.request(wide, format: .svg).count > 1 << 16)
        let output = standIn("exec sleep 600", seconds: 0.05).render(wide, format: .svg)
        #expect(output.diagnostics.map(\.message).contains { $0.contains("did not finish within its time limit") })
    }

    /// The first worker hangs, the ones after it are the real worker: the machine that hung gets
    /// its `render-error`, the next one is drawn.
    @Test func theOtherMachinesAreStillDrawn() throws {
        let folder = try TemporaryFolder()
        let marker = folder.url.appendingPathComponent("hung-once").path
        let workers = standIn(
            "if [ -e \"$1\" ]; then exec \"$0\"; else touch \"$1\"; \(Self.neverAnswers); fi", BinaryRunner.renderWorker.path, marker)
        let hung = workers.render(try diagram("turnstile.fsm"), format: .svg)
        let drawn = workers.render(try diagram("keyboard.fsm"), format: .svg)
        #expect(hung.data == nil)
        #expect(hung.diagnostics.map(\.ruleID) == ["render-error"])
        #expect(hung.diagnostics.first?.message.contains("did not finish within its time limit") == true)
        #expect(drawn.text?.contains("<svg") == true)
        #expect(drawn.diagnostics.isEmpty)
        #expect(workers.launches == 2)
    }

    /// A stand-in that builds a 128 MB string and waits: over a 64 MB limit, it is stopped
    /// long before its time limit.
    @Test func aWorkerOverItsMemoryLimitIsStopped() throws {
        let grow = "exec awk 'BEGIN { s = \"x\"; for (i = 0; i < 27; i++) s = s s; system(\"sleep 600\") }'"
        let output = standIn(grow, seconds: 120, megabytes: 64).render(try diagram(), format: .svg)
        #expect(output.data == nil)
        let messages = output.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("its render worker used more than its memory limit of 64 MB, so it was stopped") == true, "\(messages)")
    }

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
        try folder.write("big.fsm", WorkerLifetimeTests.randomMachine(name: "Big", states: 1_000, seed: 7))
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
