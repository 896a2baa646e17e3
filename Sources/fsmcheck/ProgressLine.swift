import Foundation

/// A one-line progress indicator on standard error, for runs long enough to wonder about.
///
/// It appears only on a terminal and only after a second, so quick runs, pipes and CI logs never
/// see it, and it erases itself when the work is done so the report starts on a clean line.
final class ProgressLine: @unchecked Sendable {
    // Safe to share: `printed`, `status` and `timer` are touched only under `lock`.
    private let lock = NSLock()
    private let label: String
    private var status = ""
    private let start = Date()
    private var timer: (any DispatchSourceTimer)?
    private var printed = false

    init(label: String, delay: TimeInterval = 1, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        guard isTerminal, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + delay, repeating: 0.25)
        timer.setEventHandler { [weak self] in self?.tick() }
        self.timer = timer
        timer.resume()
    }

    private func tick() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(label): \(status)… \(seconds)s".utf8))
        printed = true
    }

    /// What the run is doing now, shown from the next tick.
    func update(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        status = text
    }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if printed { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
