import Foundation

/// Starts worker processes from one thread that lives as long as this process.
///
/// A worker asks Linux to kill it when its parent goes (`WorkerEnvironment.adopt`), and to Linux
/// the parent is the *thread* that started it (prctl(2), PR_SET_PDEATHSIG): started from one of
/// `LargeStackThreads`' threads, which end with each parallel map, a worker would be killed while
/// its pool still counts on it.
final class WorkerLauncher: @unchecked Sendable {
    // @unchecked: `pending` and every `Launch.outcome` are only touched while `condition` is locked.
    static let shared = WorkerLauncher()

    private final class Launch {
        let process: Process
        var outcome: Result<Void, any Error>?

        init(_ process: Process) { self.process = process }
    }

    private let condition = NSCondition()
    private var pending: [Launch] = []

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = "fsmcheck worker launcher"
        thread.start()
    }

    /// Runs `process` from the launcher thread and returns once it has started.
    func launch(_ process: Process) throws {
        let launch = Launch(process)
        condition.lock()
        defer { condition.unlock() }
        pending.append(launch)
        condition.broadcast()
        while true {
            if let outcome = launch.outcome { return try outcome.get() }
            condition.wait()
        }
    }

    private func serve() {
        condition.lock()
        while true {
            while pending.isEmpty { condition.wait() }
            let launch = pending.removeFirst()
            condition.unlock()
            let outcome = Result { try launch.process.run() }
            if case .success = outcome { LiveWorkers.insert(launch.process.processIdentifier) }
            condition.lock()
            launch.outcome = outcome
            condition.broadcast()
        }
    }
}

/// The workers alive now, stopped when this process is interrupted or terminated.
///
/// Foundation starts each worker in a process group of its own, so a Ctrl-C at the terminal
/// reaches fsmcheck and not its workers. On SIGINT, SIGTERM or SIGHUP, fsmcheck stops every
/// worker's group and then dies of the signal as it would have. (On Linux a worker also dies with
/// its parent whatever kills it, SIGKILL included: `WorkerEnvironment.adopt`.)
enum LiveWorkers {
    private static let registry = Registry()

    /// `@unchecked Sendable`: every property but `lock` is only touched while `lock` is held.
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var workers: Set<pid_t> = []
        var signalSources: [any DispatchSourceSignal] = []
        var watchingSignals = false
    }

    static func insert(_ worker: pid_t) {
        registry.lock.withLock {
            registry.workers.insert(worker)
            if !registry.watchingSignals {
                registry.watchingSignals = true
                registry.signalSources = [SIGINT, SIGTERM, SIGHUP].compactMap(stopWorkers(on:))
            }
        }
    }

    /// Called before the worker is waited for: once it has been, its number may be given to
    /// another process, which must never be signalled.
    static func remove(_ worker: pid_t) {
        _ = registry.lock.withLock { registry.workers.remove(worker) }
    }

    /// Kills a worker and anything it started.
    static func stop(_ worker: pid_t) {
        if kill(-worker, SIGKILL) != 0 { kill(worker, SIGKILL) }
    }

    /// Handles `signal` by stopping every worker, then dying of it; nil when this process already
    /// ignores the signal or someone else handles it, which is then left as it was.
    private static func stopWorkers(on signalNumber: Int32) -> (any DispatchSourceSignal)? {
        let previous = signal(signalNumber, SIG_IGN)
        guard previous == nil else {
            signal(signalNumber, previous)
            return nil
        }
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
            registry.lock.withLock { registry.workers.forEach(stop) }
            signal(signalNumber, SIG_DFL)
            // Every thread may block the signal (a mask inherited from whoever started fsmcheck):
            // this one takes it.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(signalNumber)
        }
        source.resume()
        return source
    }
}

/// What a pool tells its workers through their environment; what a worker does with it before
/// anything else is `adopt` (FSMGraphviz, the worker's side).
package enum WorkerEnvironment {
    package static let parentVariable = "FSMCHECK_RENDER_PARENT"
    package static let addressSpaceVariable = "FSMCHECK_RENDER_ADDRESS_SPACE"

    /// Address space a worker reserves without using it (thread stacks, malloc arenas, its own
    /// mapped executable), on top of its memory limit.
    static let addressSpaceHeadroom = 1 << 30

    static func variables(for limits: RenderLimits) -> [String: String] {
        let (addressSpace, overflow) = limits.memoryBytes.addingReportingOverflow(addressSpaceHeadroom)
        return [parentVariable: String(getpid()), addressSpaceVariable: String(overflow ? .max : addressSpace)]
    }
}
