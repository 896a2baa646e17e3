import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMParallel
import FSMPipeline
import FSMTestSupport
import Foundation
import Testing

@testable import FSMRenderWorkers

/// `fsmcheck render` draws in worker processes (`fsmcheck-render-worker`); these drive the pool
/// against the built worker, and against stand-ins that stop or crash. (`fsmcheckTests` runs the
/// command with and without its worker.)
@Suite struct RenderWorkerPoolTests {
    private func workspace(_ spec: String) throws -> Workspace {
        let url = TestFiles.packageRoot.appendingPathComponent("Specs/\(spec)")
        return Workspace.load(sources: [SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))])
    }

    private func diagram(_ spec: String = "turnstile-hierarchical.fsm") throws -> Diagram {
        let machine = try #require(workspace(spec).machines.first)
        return DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions(detail: .full))
    }

    private func pool(workers: Int = 1, rendersPerWorker: Int = 32) -> RenderWorkerPool {
        RenderWorkerPool(command: BuiltProducts.renderWorker, arguments: [], workers: workers, rendersPerWorker: rendersPerWorker)
    }

    @Test(arguments: [RenderFormat.svg, .png, .dot])
    func aWorkerDrawsWhatTheInProcessRendererDraws(_ format: RenderFormat) throws {
        let diagram = try diagram()
        let workers = pool()
        let inWorker = workers.render(diagram, format: format)
        let inProcess = GraphvizRenderer.render(diagram, format: format)
        #expect(workers.launches == 1)
        #expect(inWorker.data != nil)
        #expect(inWorker.data == inProcess.data)
        #expect(inWorker.diagnostics == inProcess.diagnostics)
    }

    @Test func workersAreRetiredAfterTheirShareOfRenders() throws {
        let diagram = try diagram()
        let workers = pool(rendersPerWorker: 2)
        let outputs = (0..<5).map { _ in workers.render(diagram, format: .svg) }
        #expect(outputs.allSatisfy { $0.data != nil })
        #expect(workers.launches == 3)
    }

    @Test func twoHundredMachinesThroughWorkersOfThirtyTwoRendersEach() throws {
        let diagrams = try ["turnstile-hierarchical.fsm", "keyboard.fsm", "media-player.scxml", "door-lock.sm"].map { try diagram($0) }
        let workers = pool()
        let outputs = (0..<200).map { workers.render(diagrams[$0 % diagrams.count], format: .svg) }
        #expect(outputs.allSatisfy { $0.data != nil && $0.diagnostics.isEmpty })
        #expect(workers.launches == 7)
    }

    @Test func severalThreadsShareThePool() throws {
        let diagrams = try ["turnstile.fsm", "keyboard.fsm", "gif-loader.fsm", "user-login.fsm"].map { try diagram($0) }
        let workers = pool(workers: 2)
        let outputs = diagrams.concurrentMap { workers.render($0, format: .svg) }
        for (diagram, output) in zip(diagrams, outputs) {
            #expect(output.data == GraphvizRenderer.render(diagram, format: .svg).data)
        }
        #expect(workers.launches <= 2)
    }

    /// One frame in, one frame out: the worker answers each request, and ends when its input closes.
    @Test func aRequestIsAnsweredWithOneReply() throws {
        let requests = Pipe()
        let replies = Pipe()
        let worker = Process()
        worker.executableURL = BuiltProducts.renderWorker
        worker.standardInput = requests
        worker.standardOutput = replies
        try worker.run()
        let request = RenderWire.request(try diagram(), formats: [.svg])
        #expect(Frames.write(request, to: requests.fileHandleForWriting))
        try requests.fileHandleForWriting.close()
        guard case .message(let reply) = Frames.read(from: replies.fileHandleForReading) else {
            Issue.record("the request is answered")
            return
        }
        let svg = try #require(RenderWire.reply(from: reply)?.first?.data.map { String(decoding: $0, as: UTF8.self) })
        #expect(svg.contains("<svg"))
        if case .end = Frames.read(from: replies.fileHandleForReading) {} else { Issue.record("one reply for one request") }
        worker.waitUntilExit()
        #expect(worker.terminationStatus == 0)
    }

    @Test func aWorkerThatCrashesBecomesARenderErrorForThatMachineOnly() throws {
        let diagram = try diagram()
        let crashing = RenderWorkerPool(command: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "kill -SEGV $$"])
        let output = crashing.render(diagram, format: .svg)
        #expect(output.data == nil)
        let error = try #require(output.diagnostics.first { $0.ruleID == "render-error" })
        #expect(error.message.contains("render worker was killed by signal 11"))
        #expect(error.location == diagram.location)
        #expect(crashing.render(diagram, format: .svg).data == nil, "the next render starts a new worker instead of hanging")
        #expect(crashing.launches == 2)
    }

    @Test func aWorkerThatExitsSaysWithWhichStatus() throws {
        let output = RenderWorkerPool(command: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"]).render(try diagram(), format: .svg)
        #expect(output.diagnostics.map(\.message).contains { $0.contains("render worker exited with status 3") })
    }

    /// A stand-in worker that crashes on its first request and is the real worker afterwards.
    @Test func aMachineGraphvizCrashesOnIsDrawnAgainWithLabelsPlacedAfterLayout() throws {
        let marker = RenderFixtures.markerPath("crashed-once")
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let script = "if [ -e \"$1\" ]; then exec \"$0\"; else touch \"$1\"; kill -SEGV $$; fi"
        let flakyWorkers = RenderWorkerPool(
            command: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, BuiltProducts.renderWorker.path, marker]
        )
        let checked = try #require(workspace("turnstile-hierarchical.fsm").machines.first)
        let outputs = flakyWorkers.draw(.machine(checked.machine, findings: checked.findings, options: DiagramOptions()), formats: [.svg, .dot])
        let svg = try #require(outputs.first?.data.map { String(decoding: $0, as: UTF8.self) })
        #expect(svg.contains("Graphviz crashed laying out"), "the picture says why its labels may overlap")
        #expect(outputs.last?.data != nil, "every format asked is drawn again")
        for output in outputs {
            #expect(output.diagnostics.map(\.ruleID) == ["render-warning"])
            #expect(output.diagnostics.first?.message.contains("drawn again with transition labels placed after layout") == true)
        }
        #expect(flakyWorkers.launches == 2, "one worker crashed, one drew every format")
    }

    /// Every format asked of one machine comes from one layout in one worker, as each would alone.
    @Test func severalFormatsAreDrawnFromOneLayoutInOneWorker() throws {
        let checked = try #require(workspace("turnstile-hierarchical.fsm").machines.first)
        let workers = pool()
        let request = DrawingRequest.machine(checked.machine, findings: checked.findings, options: DiagramOptions())
        let outputs = workers.draw(request, formats: [.svg, .png, .dot])
        #expect(workers.launches == 1)
        #expect(outputs.count == 3)
        #expect(outputs[0].text == workers.draw(request, formats: [.svg])[0].text)
        #expect(outputs[1].data?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true, "a PNG")
        #expect(outputs[2].text?.contains("digraph") == true)
    }

    /// Whatever the Graphviz, the machine gets a picture.
    @Test func nestedCompositesWithCrossingTransitionsGetAPicture() throws {
        let workspace = Workspace.load(sources: [SourceFile(path: "nested.fsm", text: RenderFixtures.nestedComposites)])
        let checked = try #require(workspace.machines.first)
        let output = pool().draw(.machine(checked.machine, findings: checked.findings, options: DiagramOptions(detail: .full)), formats: [.svg])[0]
        #expect(output.data != nil)
        #expect(!output.diagnostics.contains { $0.severity == .error })
    }

    @Test func whatAWorkerPrintsBecomesWarningsAboutTheMachine() throws {
        let chatty = RenderWorkerPool(
            command: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo 'Fontconfig warning: no fonts' >&2; exec \"$0\"", BuiltProducts.renderWorker.path]
        )
        let output = chatty.render(try diagram(), format: .svg)
        #expect(output.data != nil)
        #expect(output.diagnostics.map(\.message) == ["graphviz: fontconfig warning: no fonts"])
        #expect(output.diagnostics.map(\.ruleID) == ["render-warning"])
    }

    /// A worker that answers with garbage is a render error for that machine, not a crash.
    @Test func aWorkerThatAnswersGarbageBecomesARenderError() throws {
        let garbage = RenderWorkerPool(
            command: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "printf '\\377\\377\\377\\377\\377\\377\\377\\017abc'; cat > /dev/null"])
        let output = garbage.render(try diagram(), format: .svg)
        #expect(output.data == nil)
        #expect(output.diagnostics.map(\.ruleID) == ["render-error"])
    }

    /// Someone who starts `fsmcheck-render-worker` by hand and types at it is told what it is for.
    @Test func renderWorkerRefusesInputThatIsNotARequest() throws {
        let process = Process()
        process.executableURL = BuiltProducts.renderWorker
        let input = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("draw my machine please\n".utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("run `fsmcheck render` instead"))
    }

    /// fsmcheck does not link libgraphviz: without a worker, a render is a `render-error` that says
    /// which file is missing.
    @Test func withoutAWorkerTheRenderIsARenderErrorSayingWhy() throws {
        let missing = RenderWorkerPool(command: URL(fileURLWithPath: "/nonexistent/fsmcheck-render-worker"), arguments: [])
        let output = missing.render(try diagram(), format: .svg)
        #expect(output.data == nil)
        #expect(output.diagnostics.map(\.ruleID) == ["render-error"])
        #expect(output.diagnostics.first?.message.contains("`/nonexistent/fsmcheck-render-worker` is missing") == true, "\(output.diagnostics)")
        #expect(missing.launches == 0)
    }

}
