import FSMDiagnostics
import FSMExporters
import FSMModel
import Foundation

/// Renders diagrams in worker processes, each the fsmcheck executable itself linking libgraphviz
/// and calling it in-process (`RenderWorker`), retired after a fixed number of renders.
///
/// Why not in this process: Graphviz 2.42, the version Debian 12 ships, leaks about 10 KB per
/// layout of a graph with clusters (edges its `class1` pass allocates and never frees), so a long
/// run would grow without bound; and a Graphviz crash on one graph would take every other machine's
/// diagram down with it. A retired worker returns its leaks to the system; a crashed one becomes
/// a `render-error` for that machine and the next render starts a fresh worker. Workers run side
/// by side, one per core, since each has its own copy of Graphviz's global state.
public final class RenderWorkerPool: @unchecked Sendable {
    // @unchecked: `idle`, `running` and `launchCount` are only touched while `condition` is locked.
    private let command: URL
    private let arguments: [String]
    private let maximumWorkers: Int
    private let rendersPerWorker: Int
    private let condition = NSCondition()
    private var idle: [WorkerProcess] = []
    private var running = 0
    private var launchCount = 0

    /// - Parameters:
    ///   - command: an executable that runs `RenderWorker.serve()` when given `arguments`.
    ///   - rendersPerWorker: how many diagrams a worker draws before it is retired; its leaks
    ///     are bounded by this many renders.
    public init(command: URL, arguments: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount, rendersPerWorker: Int = 32) {
        self.command = command
        self.arguments = arguments
        maximumWorkers = max(1, workers)
        self.rendersPerWorker = max(1, rendersPerWorker)
        // A worker that dies makes writing to it fail with EPIPE; without this the signal would
        // kill this process instead.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        for worker in idle { worker.retire() }
    }

    /// How many worker processes have been started so far.
    public var launches: Int {
        condition.lock()
        defer { condition.unlock() }
        return launchCount
    }

    /// Renders `diagram` in a worker; safe to call from several threads at once. When no worker
    /// can be started at all, renders in this process instead, which gives the same picture.
    public func render(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        render(format: format) { diagram }
    }

    /// Tells a worker that a request is coming before building the diagram for it: the worker
    /// wakes up while the diagram is built instead of after, and on a virtual machine waking up
    /// costs as much as building a small diagram.
    private func render(format: RenderFormat, building makeDiagram: () -> Diagram) -> RenderOutput {
        guard let worker = checkOut() else { return GraphvizRenderer.render(makeDiagram(), format: format) }
        worker.announceRequest()
        let diagram = makeDiagram()
        guard let reply = worker.exchange(RenderWire.request(diagram, format: format)), var drawing = RenderWire.reply(from: reply) else {
            var how = worker.retire()
            let printed = worker.printedLines()
            if let last = printed.last { how += " (it said: \(last))" }
            checkIn(nil)
            return Drawing(result: .failure(.workerStopped(how)), messages: [], graphvizSeconds: 0).output(for: diagram)
        }
        // Graphviz's plugins (pango, cairo, fontconfig) print some warnings themselves rather
        // than through Graphviz's error handler: they become warnings about this machine too.
        drawing.messages += worker.printedLines().map { GraphvizMessages.Message(isError: false, text: $0) }
        checkIn(worker)
        return drawing.output(for: diagram)
    }

    /// An idle worker, a newly started one, or nil when none can be started.
    private func checkOut() -> WorkerProcess? {
        condition.lock()
        defer { condition.unlock() }
        while idle.isEmpty && running >= maximumWorkers { condition.wait() }
        if let worker = idle.popLast() { return worker }
        guard let worker = WorkerProcess(command: command, arguments: arguments, renders: rendersPerWorker) else { return nil }
        running += 1
        launchCount += 1
        return worker
    }

    /// Returns a worker after a render, retiring it once it has drawn its share; nil for one that stopped.
    private func checkIn(_ worker: WorkerProcess?) {
        var retiring: WorkerProcess?
        condition.lock()
        if let worker, worker.rendersLeft > 0 {
            idle.append(worker)
        } else {
            retiring = worker
            running -= 1
        }
        condition.signal()
        condition.unlock()
        retiring?.retire()
    }
}

/// One worker process, the two pipes to it, and the file its standard error goes to.
private final class WorkerProcess {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    /// A file rather than a pipe: a worker that prints a lot can never block on it, and what it
    /// printed is there to read after each render and after a crash.
    private let printed: FileHandle?
    private(set) var rendersLeft: Int

    init?(command: URL, arguments: [String], renders: Int) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-render-worker-\(UUID().uuidString).log")
        if FileManager.default.createFile(atPath: log.path, contents: nil) {
            printed = try? FileHandle(forReadingFrom: log)
            process.standardError = try? FileHandle(forWritingTo: log)
            // Unlinked at once: the two handles keep the file alive until the worker is gone.
            try? FileManager.default.removeItem(at: log)
        } else {
            printed = nil
        }
        process.executableURL = command
        process.arguments = arguments
        // A crash is reported as a `render-error`; the Swift runtime's backtrace of it would only
        // bury that report on stderr.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, quiet in quiet }
        process.standardInput = requests
        process.standardOutput = replies
        rendersLeft = renders
        do {
            try process.run()
        } catch {
            return nil
        }
    }

    /// Says that a request follows (`RenderWorker.serve`); a worker that has stopped is found out
    /// by the exchange that follows.
    func announceRequest() {
        _ = Frames.write([], to: requests.fileHandleForWriting)
    }

    /// Sends one request and waits for the reply, awake once the worker says that the reply is
    /// on its way; nil when the worker stopped before answering.
    func exchange(_ request: [UInt8]) -> [UInt8]? {
        rendersLeft -= 1
        guard Frames.write(request, to: requests.fileHandleForWriting) else { return nil }
        while case .message(let reply) = Frames.read(from: replies.fileHandleForReading) {
            guard reply.isEmpty else { return reply }
            Frames.awaitInput(on: replies.fileHandleForReading, forNanoseconds: 1_000_000)
        }
        return nil
    }

    /// The lines the worker printed on standard error since the last call.
    func printedLines() -> [String] {
        guard let data = try? printed?.readToEnd() else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Closes the worker's input, which ends it, and waits for it; says how it ended.
    @discardableResult
    func retire() -> String {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
        return switch process.terminationReason {
        case .uncaughtSignal: "was killed by signal \(process.terminationStatus)"
        default: "exited with status \(process.terminationStatus)"
        }
    }
}

extension RenderWorkerPool {
    /// Draws a machine. When Graphviz crashes on its graph, draws it once more with transition
    /// labels placed after layout, which a note on the picture says: Graphviz 2.42's crashes on
    /// statecharts are in laying out labelled edges between clusters, and a picture with
    /// overlapping labels serves better than none. A warning says that it happened.
    public func render(_ machine: Machine, findings: [Diagnostic], options: DiagramOptions, format: RenderFormat) -> RenderOutput {
        let first = render(format: format) { DiagramBuilder.diagram(for: machine, findings: findings, options: options) }
        guard first.workerStopped, !options.labelsAfterLayout else { return first }
        var retryOptions = options
        retryOptions.labelsAfterLayout = true
        var second = render(format: format) { DiagramBuilder.diagram(for: machine, findings: findings, options: retryOptions) }
        guard second.data != nil else { return first }
        second.diagnostics.insert(Diagnostic(
            ruleID: RenderRules.renderWarning.id,
            severity: RenderRules.renderWarning.defaultSeverity,
            message: "graphviz: crashed laying out machine `\(machine.name)`; drawn again with transition labels placed after layout",
            location: machine.location,
            hint: "the Markdown table (`fsmcheck table`) lists every transition",
            subject: Diagnostic.Subject(machine: machine.name)
        ), at: 0)
        return second
    }
}
