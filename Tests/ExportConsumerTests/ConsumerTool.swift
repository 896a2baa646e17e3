import Foundation

/// The programs and pinned files the consumer tests run, found as a developer's shell finds
/// them. A missing one is an error that says how to install it: no test skips for want of one.
/// (Only the W3C SCXML schema, which no package ships, is read from beside the clone when there.)
enum ConsumerTool {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// `name` on the `PATH`, or in one of `folders` (where Debian puts tools that are not commands).
    static func executable(_ name: String, debianPackage: String, folders extra: [String] = []) throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + extra
        guard
            let found = folders.map({ URL(fileURLWithPath: $0).appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw Missing(description: "`\(name)` is not installed: run `bash .ci/setup` (or `apt-get install \(debianPackage)`)")
        }
        return found
    }

    /// Runs a program to the end. Its output and errors go through files, so that neither can
    /// fill a pipe and stall it, however much it prints.
    static func run(_ executable: URL, _ arguments: [String], in folder: TemporaryFolder) throws -> Outcome {
        let outputURL = folder.url.appendingPathComponent("run-\(UUID().uuidString).out")
        let errorsURL = folder.url.appendingPathComponent("run-\(UUID().uuidString).err")
        try Data().write(to: outputURL)
        try Data().write(to: errorsURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        )
    }

    /// Mermaid 11.16.0's `mermaid.min.js`, from the PyPI wheel `artoo-mermaid` (pinned by hash),
    /// fetched by `.ci/consumers` into `.build/consumers/` when it is not there yet.
    static func mermaidScript() throws -> URL {
        let script = ExportCorpus.packageRoot.appendingPathComponent(".build/consumers/mermaid-11.16.0/mermaid.min.js")
        if !FileManager.default.fileExists(atPath: script.path) {
            let folder = try TemporaryFolder()
            let bash = try executable("bash", debianPackage: "bash")
            let fetch = try run(bash, [ExportCorpus.packageRoot.appendingPathComponent(".ci/consumers").path], in: folder)
            guard fetch.status == 0 else {
                throw Missing(description: "could not fetch Mermaid with .ci/consumers (needs python3 -m pip and PyPI):\n\(fetch.errors)")
            }
        }
        return script
    }
}

/// A folder for one test's files, removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-consumers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}
