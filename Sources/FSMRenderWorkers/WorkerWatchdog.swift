import Foundation

/// Stops a worker that is drawing for longer than its time limit or holds more memory than its
/// memory limit (`RenderLimits`).
///
/// One thread for the whole process looks at the workers that are drawing every `interval`, and
/// at each deadline. It kills one that is over a limit, which ends the exchange waiting on it (its
/// pipes close, whether the pool was writing the request or reading the reply), and records which
/// limit it was, for that machine's `render-error`. Between runs of renders it sleeps; during one
/// it keeps ticking rather than being woken for every render, since a wake-up costs as much as
/// drawing a small diagram. Memory is the worker's resident set, read from `/proc` (Linux); a worker also cannot
/// reserve much more address space than its limit (`WorkerEnvironment.adopt`), which catches an
/// allocation too sudden for any sampling.
final class WorkerWatchdog: @unchecked Sendable {
    // @unchecked: `watches`, `asleep`, `started` and every `Watch.verdict` are only touched while
    // `condition` is locked.
    static let shared = WorkerWatchdog()

    /// How often the workers' memory is looked at: how late a memory limit can be noticed.
    static let interval = 0.02
    /// How long the thread keeps ticking after the last render before it sleeps.
    static let idleBeforeSleeping: UInt64 = 1_000_000_000

    enum Verdict: Equatable {
        case timeLimit
        case memoryLimit
    }

    final class Watch {
        fileprivate let worker: pid_t
        fileprivate let deadline: UInt64
        fileprivate let memoryBytes: Int
        fileprivate var verdict: Verdict?

        fileprivate init(worker: pid_t, deadline: UInt64, memoryBytes: Int) {
            self.worker = worker
            self.deadline = deadline
            self.memoryBytes = memoryBytes
        }
    }

    private let condition = NSCondition()
    private var watches: [Watch] = []
    private var asleep = false
    private var started = false

    private init() {}

    /// Watches `worker` from now on, for `seconds` at most.
    func watch(_ worker: pid_t, seconds: Double, memoryBytes: Int) -> Watch {
        let nanoseconds = (seconds * 1e9).rounded(.up)
        let deadline = Self.now &+ (nanoseconds < Double(UInt64.max / 2) ? UInt64(max(0, nanoseconds)) : UInt64.max / 2)
        let watch = Watch(worker: worker, deadline: deadline, memoryBytes: memoryBytes)
        condition.lock()
        defer { condition.unlock() }
        watches.append(watch)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "fsmcheck render watchdog"
            thread.start()
        } else if asleep || seconds < Self.interval {
            condition.signal()
        }
        return watch
    }

    /// Stops watching; says which limit the worker was stopped for, if it was. The worker is never
    /// signalled after this returns.
    func end(_ watch: Watch) -> Verdict? {
        condition.lock()
        defer { condition.unlock() }
        watches.removeAll { $0 === watch }
        return watch.verdict
    }

    private func run() {
        condition.lock()
        var lastBusy = Self.now
        while true {
            let now = Self.now
            for watch in watches where watch.verdict == nil {
                if now >= watch.deadline {
                    watch.verdict = .timeLimit
                } else if let resident = Self.residentBytes(of: watch.worker), resident > watch.memoryBytes {
                    watch.verdict = .memoryLimit
                }
                if watch.verdict != nil { LiveWorkers.stop(watch.worker) }
            }
            if !watches.isEmpty {
                lastBusy = now
            } else if now &- lastBusy > Self.idleBeforeSleeping {
                asleep = true
                while watches.isEmpty { condition.wait() }
                asleep = false
                continue
            }
            // Wakes at the next deadline if it comes before the next look, so that a limit is
            // enforced when it is reached, not up to `interval` later.
            let nextDeadline = watches.lazy.filter { $0.verdict == nil }.map(\.deadline).min() ?? .max
            let wait = min(Self.interval, Double(nextDeadline &- min(nextDeadline, Self.now)) / 1e9)
            _ = condition.wait(until: Date(timeIntervalSinceNow: wait))
        }
    }

    private static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The second field of `/proc/<pid>/statm`, in pages; nil where there is no `/proc`.
    private static func residentBytes(of process: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * pageSize
    }

    private static let pageSize = sysconf(Int32(_SC_PAGESIZE))
}
