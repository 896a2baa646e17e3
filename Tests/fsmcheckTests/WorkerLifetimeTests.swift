import FSMDiagnostics
import FSMExporters
import FSMPipeline
import Foundation
import Testing

@testable import FSMRenderWorkers

/// A render worker never outlives the run that started it: these kill `fsmcheck render` for real
/// while Graphviz is busy and look in `/proc` for what is left.
@Suite struct WorkerLifetimeTests {
    /// A machine whose transitions jump at random, which `dot` lays out slowly (a second or more
    /// for 1,000 states, however it is tuned); the same one on every run.
    static func randomMachine(name: String, states: Int, seed: UInt64) -> String {
        var random = SplitMix(seed: seed)
        var lines = ["machine: \(name)", "initial: S0", "states:"]
        for index in 0..<states {
            let targets = (0..<3).map { _ in "S\(random.next() % UInt64(states))" }
            lines.append("  S\(index): { on: { A: \(targets[0]), B: \(targets[1]), C: \(targets[2]), Next: S\((index + 1) % states) } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Kills `fsmcheck render` with `signal` once one of its workers has spent a third of a second
    /// laying out, then expects every worker it started to be gone. Eight large machines keep the
    /// run drawing however fast Graphviz gets; the bounds only say when to give up waiting.
    @Test(arguments: [SIGKILL, SIGTERM])
    func noWorkerOutlivesAKilledRun(signal: Int32) throws {
        let folder = try TemporaryFolder()
        for index in 0..<8 {
            try folder.write("big\(index).fsm", Self.randomMachine(name: "Big\(index)", states: 1_000, seed: UInt64(index)))
        }
        let run = Process()
        run.executableURL = BinaryRunner.executable
        run.arguments = ["render", ".", "-o", "out", "--render-time-limit", "600"]
        run.currentDirectoryURL = folder.url
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        let parent = run.processIdentifier
        defer { if run.isRunning { kill(parent, SIGKILL) } }

        let drawing = ProcessTable.waitFor(seconds: 300) { ProcessTable.workers(startedBy: parent).first { ProcessTable.cpuSeconds($0) >= 0.3 } }
        try #require(drawing != nil, "no worker of the run was seen drawing within 300 s")
        kill(parent, signal)
        run.waitUntilExit()
        #expect(run.terminationReason == .uncaughtSignal && run.terminationStatus == signal, "fsmcheck dies of the signal it was sent")
        let left = ProcessTable.waitFor(seconds: 60) { () -> Bool? in ProcessTable.workers(startedBy: parent).isEmpty ? true : nil }
        #expect(left != nil, "workers still alive a minute after their run was killed: \(ProcessTable.workers(startedBy: parent))")
    }

    /// Linux kills a worker when the *thread* that started it ends; the pool starts them from a
    /// thread that lives as long as the process, so a worker started from a parallel map's thread
    /// serves the next render too.
    @Test func aWorkerOutlivesTheThreadThatAskedForIt() throws {
        let url = BinaryRunner.packageRoot.appendingPathComponent("Specs/turnstile.fsm")
        let workspace = Workspace.load(sources: [SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))])
        let machine = try #require(workspace.machines.first)
        let diagram = DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions())
        let workers = RenderWorkerPool(command: BinaryRunner.renderWorker, arguments: [], workers: 1)
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
        worker.executableURL = BinaryRunner.renderWorker
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
        orphan.executableURL = BinaryRunner.renderWorker
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

/// A small seeded random number generator, so that generated machines are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
