import Foundation

/// One worker process, the two pipes to it, and the file its standard error goes to.
final class WorkerProcess {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    /// A file rather than a pipe: a worker that prints a lot can never block on it, and what it
    /// printed is there to read after each render and after a crash.
    private let printed: FileHandle?
    private(set) var rendersLeft: Int

    /// Starts the worker (from `WorkerLauncher`'s thread) with `environment` added to this process's;
    /// throws what `Process.run` throws when it cannot.
    init(command: URL, arguments: [String], environment: [String: String], renders: Int) throws {
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
        let added = environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { given, _ in given }
        process.environment = ProcessInfo.processInfo.environment.merging(added) { _, added in added }
        process.standardInput = requests
        process.standardOutput = replies
        rendersLeft = renders
        try WorkerLauncher.shared.launch(process)
    }

    /// Sends one request and waits for the reply, while `WorkerWatchdog` holds the worker to its
    /// limits; the reply is nil when the worker stopped before answering, and the verdict says
    /// which limit it was stopped for, if any.
    func exchange(_ request: [UInt8], limits: RenderLimits, seconds: Double) -> (reply: [UInt8]?, verdict: WorkerWatchdog.Verdict?) {
        rendersLeft -= 1
        let watch = WorkerWatchdog.shared.watch(process.processIdentifier, seconds: seconds, memoryBytes: limits.memoryBytes)
        let reply = exchange(request)
        return (reply, WorkerWatchdog.shared.end(watch))
    }

    private func exchange(_ request: [UInt8]) -> [UInt8]? {
        guard Frames.write(request, to: requests.fileHandleForWriting), case .message(let reply) = Frames.read(from: replies.fileHandleForReading)
        else {
            return nil
        }
        return reply
    }

    /// The lines the worker printed on standard error since the last call.
    func printedLines() -> [String] {
        guard let data = try? printed?.readToEnd() else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Closes the worker's input, which ends a worker that answered properly, and waits for it;
    /// says how it ended.
    @discardableResult
    func retire() -> String {
        try? requests.fileHandleForWriting.close()
        LiveWorkers.remove(process.processIdentifier)
        process.waitUntilExit()
        return switch process.terminationReason {
        case .uncaughtSignal: "was killed by signal \(process.terminationStatus)"
        default: "exited with status \(process.terminationStatus)"
        }
    }

    /// Kills a worker that did not answer properly (it may not be reading its input any more),
    /// unless it has ended already, and waits for it; says how it ended.
    func stop() -> String {
        if process.isRunning { LiveWorkers.stop(process.processIdentifier) }
        return retire()
    }
}
