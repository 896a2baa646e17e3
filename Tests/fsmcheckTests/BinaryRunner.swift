import FSMTestSupport
import Foundation

/// Runs the built `fsmcheck` executable the way a user or CI would, and captures what it says.
struct BinaryRunner {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The signal that ended the process, if one did (`status` is then that signal's number).
        var signal: Int32?
        /// The process was killed for running past its time limit.
        var timedOut = false
    }

    /// The package's root folder, where `Specs/` lives.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `fsmcheck` sits beside the test bundle in the build folder.
    static var executable: URL { BuiltProducts.fsmcheck }

    /// Runs fsmcheck, or `command` (a wrapper that runs it) when given. Past `timeLimit` seconds
    /// the process is killed and the outcome says so: a hang fails the test instead of the suite.
    static func run(
        _ arguments: [String],
        in directory: URL = packageRoot,
        environment extra: [String: String] = [:],
        command: URL? = nil,
        timeLimit: Double? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = command ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = BuiltProducts.fsmcheckEnvironment.merging(extra) { _, given in given }
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let expired = ExpiryFlag()
        if let timeLimit {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
                guard process.isRunning else { return }
                expired.value = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        // Read both pipes before waiting, so a large report cannot fill a pipe and deadlock.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            timedOut: expired.value
        )
    }
}

/// Set by the timer that kills a process run past its time limit.
private final class ExpiryFlag: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var expired = false

    var value: Bool {
        get { lock.withLock { expired } }
        set { lock.withLock { expired = newValue } }
    }
}

/// A temporary folder with files in it, removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
