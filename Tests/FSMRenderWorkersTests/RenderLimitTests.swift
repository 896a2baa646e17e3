import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMPipeline
import FSMTestSupport
import Foundation
import Testing

@testable import FSMRenderWorkers

/// Each render has a time limit and each worker a memory limit (`RenderLimits`): a worker over one
/// is stopped and its machine gets a `render-error`; the other machines are still drawn. The pool
/// is driven against stand-in workers that hang or grow, so that no test depends on how long
/// Graphviz takes. (`fsmcheckTests` drives the command line with limits no worker can meet.)
@Suite struct RenderLimitTests {
    private func diagram(_ spec: String = "turnstile.fsm") throws -> Diagram {
        let url = TestFiles.packageRoot.appendingPathComponent("Specs/\(spec)")
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
        #expect(RenderWire.request(wide, formats: [.svg]).count > 1 << 16)
        let output = standIn("exec sleep 600", seconds: 0.05).render(wide, format: .svg)
        #expect(output.diagnostics.map(\.message).contains { $0.contains("did not finish within its time limit") })
    }

    /// The first worker hangs, the ones after it are the real worker: the machine that hung gets
    /// its `render-error`, the next one is drawn.
    @Test func theOtherMachinesAreStillDrawn() throws {
        let marker = RenderFixtures.markerPath("hung-once")
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let workers = standIn(
            "if [ -e \"$1\" ]; then exec \"$0\"; else touch \"$1\"; \(Self.neverAnswers); fi", BuiltProducts.renderWorker.path, marker)
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

}
