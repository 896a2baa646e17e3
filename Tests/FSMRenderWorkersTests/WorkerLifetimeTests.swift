import FSMDiagnostics
import FSMExporters
import FSMPipeline
import FSMTestSupport
import Foundation
import Testing

@testable import FSMRenderWorkers

/// A render worker lives as long as its pool needs it and no longer: it outlives the thread that
/// asked for it, caps its address space as the pool tells it, and ends when its parent is gone.
/// (`fsmcheckTests` kills `fsmcheck render` for real and looks for what is left.)
@Suite struct WorkerLifetimeTests {
    /// Linux kills a worker when the *thread* that started it ends; the pool starts them from a
    /// thread that lives as long as the process, so a worker started from a parallel map's thread
    /// serves the next render too.
    @Test func aWorkerOutlivesTheThreadThatAskedForIt() throws {
        let url = TestFiles.packageRoot.appendingPathComponent("Specs/turnstile.fsm")
        let workspace = Workspace.load(sources: [SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))])
        let machine = try #require(workspace.machines.first)
        let diagram = DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions())
        let workers = RenderWorkerPool(command: BuiltProducts.renderWorker, arguments: [], workers: 1)
        let first = ResultSlot()
        Self.onThreadThatEnds { first.output = workers.render(diagram, format: .svg) }
        #expect(first.output?.data != nil)
        let second = workers.render(diagram, format: .svg)
        #expect(second.data != nil, "\(second.diagnostics.map(\.message))")
        #expect(workers.launches == 1)
    }

    /// The worker reads what the pool tells it: its address space is capped, and it ends at once
    /// when the process that started it is not its parent any more.
    @Test func theWorkerCapsItsAddressSpaceAndChecksItsParent() throws {
        let worker = Process()
        worker.executableURL = BuiltProducts.renderWorker
        let input = Pipe()
        worker.standardInput = input
        worker.standardOutput = FileHandle.nullDevice
        worker.environment = ProcessInfo.processInfo.environment.merging([
            "FSMCHECK_RENDER_PARENT": String(getpid()), "FSMCHECK_RENDER_ADDRESS_SPACE": "3000000000",
        ]) { _, given in given }
        try worker.run()
        defer { try? input.fileHandleForWriting.close() }
        let limits = ProcessTable.waitFor(seconds: Sanitizer.current == .none ? 60 : 1) { () -> String? in
            let text = (try? String(contentsOfFile: "/proc/\(worker.processIdentifier)/limits", encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix("Max address space") }
            return line.flatMap { $0.contains("3000000000") ? String($0) : nil }
        }
        // Under AddressSanitizer or ThreadSanitizer (`make sanitize`) the worker is built with the
        // same sanitizer, whose shadow memory rules out any address-space limit: it sets none.
        #expect((limits != nil) == (Sanitizer.current == .none), "the worker's address space is capped as it was told, unless sanitized")
        try input.fileHandleForWriting.close()
        worker.waitUntilExit()
        #expect(worker.terminationStatus == 0)

        let orphan = Process()
        orphan.executableURL = BuiltProducts.renderWorker
        orphan.standardInput = Pipe()
        orphan.environment = ProcessInfo.processInfo.environment.merging(["FSMCHECK_RENDER_PARENT": "1"]) { _, given in given }
        try orphan.run()
        let ended = ProcessTable.waitFor(seconds: 60) { orphan.isRunning ? nil : true }
        if ended == nil { kill(orphan.processIdentifier, SIGKILL) }
        orphan.waitUntilExit()
        #expect(ended != nil && orphan.terminationStatus == 0, "a worker whose parent is gone ends without waiting for a request")
    }

    /// Runs `body` on a thread of its own and returns once that thread has ended.
    static func onThreadThatEnds(_ body: @escaping @Sendable () -> Void) {
        final class Work {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var thread = pthread_t()
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, work)
        precondition(started == 0)
        pthread_join(thread, nil)
    }
}

/// Where a thread leaves its render for the test to read after joining it.
final class ResultSlot: @unchecked Sendable {
    // @unchecked: written by one thread, read by the test after `pthread_join`.
    var output: RenderOutput?
}
