import FSMDiagnostics
import FSMExporters
import FSMModel
import Foundation

/// Renders diagrams in worker processes, each a `fsmcheck-render-worker` executable linking
/// libgraphviz and calling it in-process (FSMGraphviz's `RenderWorker`), retired after a fixed
/// number of renders. This library does not link libgraphviz: neither does `fsmcheck`, which
/// draws only through workers, so `lint` and every other command that does not draw runs on a
/// machine without Graphviz.
///
/// Why not in this process: Graphviz 2.42, the version Debian 12 ships, leaks about 10 KB per
/// layout of a graph with clusters (edges its `class1` pass allocates and never frees), so a long
/// run would grow without bound; and a Graphviz crash on one graph would take every other machine's
/// diagram down with it. A retired worker returns its leaks to the system; a crashed one becomes
/// a `render-error` for that machine and the next render starts a fresh worker. Workers run side
/// by side, one per core, since each has its own copy of Graphviz's global state.
///
/// A worker is held to `RenderLimits` (`WorkerWatchdog`): one over its time or memory limit is
/// killed and its machine gets a `render-error`. It never outlives this process: it dies with it
/// on Linux however this process ends, and is stopped when this process is interrupted or
/// terminated (`LiveWorkers`).
public final class RenderWorkerPool: @unchecked Sendable {
    // @unchecked: `idle`, `running` and `launchCount` are only touched while `condition` is locked.
    private let command: URL
    private let arguments: [String]
    private let maximumWorkers: Int
    private let rendersPerWorker: Int
    private let limits: RenderLimits
    private let condition = NSCondition()
    private var idle: [WorkerProcess] = []
    private var running = 0
    private var launchCount = 0

    /// Workers started from `workerNextToExecutable`, the way fsmcheck draws.
    public convenience init(limits: RenderLimits = .standard) {
        self.init(command: Self.workerNextToExecutable, arguments: [], limits: limits)
    }

    /// - Parameters:
    ///   - command: an executable that runs `RenderWorker.serve()` when given `arguments`.
    ///   - rendersPerWorker: how many diagrams a worker draws before it is retired; its leaks
    ///     are bounded by this many renders.
    ///   - limits: how long each render may take and how much memory a worker may use.
    public init(
        command: URL,
        arguments: [String],
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        rendersPerWorker: Int = 32,
        limits: RenderLimits = .standard
    ) {
        self.command = command
        self.arguments = arguments
        maximumWorkers = max(1, workers)
        self.rendersPerWorker = max(1, rendersPerWorker)
        self.limits = limits
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

    /// Renders `diagram` as it is in a worker, without drawing it again when Graphviz crashes (the
    /// commands draw through `draw`); safe to call from several threads at once. When no worker
    /// can be started, the render fails with a `render-error` that says why.
    public func render(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        render(diagram, formats: [format], states: diagram.nodes.count)[0]
    }

    /// One output per format, laid out once in one worker; the time limit counts `states` (a
    /// machine's own, or a diagram's nodes) once per format, so that asking for several formats
    /// at once is never held to less time than asking for each.
    private func render(_ diagram: Diagram, formats: [RenderFormat], states: Int) -> [RenderOutput] {
        let failed = { (failure: GraphvizResult.Failure) in
            formats.map { _ in GraphvizResult(result: .failure(failure), messages: [], graphvizSeconds: 0).output(for: diagram) }
        }
        let worker: WorkerProcess
        switch checkOut() {
        case .success(let started): worker = started
        case .failure(let failure): return failed(failure)
        }
        let seconds = limits.seconds(forStates: states) * Double(formats.count)
        let (reply, verdict) = worker.exchange(RenderWire.request(diagram, formats: formats), limits: limits, seconds: seconds)
        if let outcomes = reply.flatMap({ RenderWire.reply(from: $0) }), outcomes.count == formats.count {
            // Graphviz's plugins (pango, cairo, fontconfig) print some warnings themselves rather
            // than through Graphviz's error handler: they become warnings about this machine too.
            let printed = worker.printedLines().map { GraphvizMessage(isError: false, text: $0) }
            // A reply that came as the watchdog stopped the worker is whole; the worker is gone.
            if verdict == nil {
                checkIn(worker)
            } else {
                worker.retire()
                checkIn(nil)
            }
            return outcomes.map { outcome in
                var outcome = outcome
                outcome.messages += printed
                return outcome.output(for: diagram)
            }
        }
        let how = worker.stop()
        let said = worker.printedLines().last.map { " (it said: \($0))" } ?? ""
        checkIn(nil)
        let failure: GraphvizResult.Failure =
            switch verdict {
            case .timeLimit?: .timeLimit(seconds: seconds, perHundredStates: limits.secondsPerHundredStates)
            case .memoryLimit?: .memoryLimit(megabytes: limits.memoryMegabytes)
            case nil: .workerStopped(how + said)
            }
        return failed(failure)
    }

    /// An idle worker, a newly started one, or why none can be started.
    private func checkOut() -> Result<WorkerProcess, GraphvizResult.Failure> {
        condition.lock()
        defer { condition.unlock() }
        while idle.isEmpty && running >= maximumWorkers { condition.wait() }
        if let worker = idle.popLast() { return .success(worker) }
        let environment = WorkerEnvironment.variables(for: limits)
        let worker: WorkerProcess
        do {
            worker = try WorkerProcess(command: command, arguments: arguments, environment: environment, renders: rendersPerWorker)
        } catch {
            let reason =
                FileManager.default.isExecutableFile(atPath: command.path)
                ? "`\(command.path)` did not start (\(error.localizedDescription))" : "`\(command.path)` is missing"
            return .failure(.noWorker(reason))
        }
        running += 1
        launchCount += 1
        return .success(worker)
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

extension RenderWorkerPool {
    /// The render worker's executable, built and installed beside `fsmcheck`.
    public static let workerName = "fsmcheck-render-worker"

    /// `fsmcheck-render-worker` in the folder of the running executable: where `swift build` puts
    /// both and `make install` installs both. The running executable is the file `/proc/self/exe`
    /// links to on Linux (under a symbolic link or a wrapper such as valgrind, the real file), else
    /// the main bundle's. A worker that is not there makes every render a `render-error` saying so.
    public static var workerNextToExecutable: URL {
        let linuxSelf = URL(fileURLWithPath: "/proc/self/exe")
        let executable =
            FileManager.default.fileExists(atPath: linuxSelf.path)
            ? linuxSelf.resolvingSymlinksInPath() : Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.deletingLastPathComponent().appendingPathComponent(workerName)
    }

    /// The one way the commands draw (`Drawing`): the request's diagram laid out once, in one
    /// worker, for all `formats`. When Graphviz crashes on its graph, draws it once more with
    /// transition labels placed after layout, which a note on the picture says: Graphviz 2.42's
    /// crashes on statecharts are in laying out labelled edges between clusters, and a picture
    /// with overlapping labels serves better than none. A warning on each output says that it happened.
    public func draw(_ request: DrawingRequest, formats: [RenderFormat]) -> [RenderOutput] {
        let first = render(request.diagram(request.options), formats: formats, states: request.stateCount)
        guard first.contains(where: \.workerStopped), !request.options.labelsAfterLayout else { return first }
        var retryOptions = request.options
        retryOptions.labelsAfterLayout = true
        let second = render(request.diagram(retryOptions), formats: formats, states: request.stateCount)
        guard second.allSatisfy({ $0.data != nil }) else { return first }
        let warning = RenderRules.renderWarning.diagnostic(
            "graphviz: crashed laying out machine `\(request.machineName)`; drawn again with transition labels placed after layout",
            at: request.location, hint: "the Markdown table (`fsmcheck table`) lists every transition",
            subject: Diagnostic.Subject(machine: request.machineName))
        return second.map { output in
            var output = output
            output.diagnostics.insert(warning, at: 0)
            return output
        }
    }

    /// `draw` as the function the pipeline and the commands are handed.
    public var drawing: Drawing { { request, formats in self.draw(request, formats: formats) } }
}
