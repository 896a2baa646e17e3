import FSMPipeline
import Foundation
import SwiftParser

/// `lint`'s loading and checking on a whole generated app: by default 10,000 files of about 100
/// lines, one in a hundred holding a machine (SwiftFSM, hand-written Swift, `.fsm`, SMC and SCXML
/// in turn), the rest plain app code. Printed side by side from one run: wall and CPU time, lines
/// per CPU-second against swift-syntax's parser alone on the same Swift files, peak memory, and
/// the cache: a second run over the unchanged app, then one after a single file changed.
/// Run in a process of its own (`fsmcheck-benchmark app`) so that the peak memory is this run's.
enum AppBenchmark {
    static func run(files: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-app-benchmark-\(getpid())")
        let cacheFolder = folder.appendingPathExtension("cache")
        defer { for created in [folder, cacheFolder] { try? FileManager.default.removeItem(at: created) } }
        do {
            let (lines, swiftFiles) = try GeneratedApp.write(files: files, to: folder)
            let cache = LoadCache(folder: cacheFolder) { print($0) }
            let cpuBefore = Measurement.processCPUSeconds
            let (cold, coldSeconds) = try Measurement.time { try Workspace.load(paths: [folder.path], cache: cache) }
            let coldCPU = Measurement.processCPUSeconds - cpuBefore
            let peak = Measurement.peakMemoryMB
            let (_, warmSeconds) = try Measurement.time { try Workspace.load(paths: [folder.path], cache: cache) }
            try GeneratedApp.touchOneFile(in: folder)
            let (_, changedSeconds) = try Measurement.time { try Workspace.load(paths: [folder.path], cache: cache) }
            let parseStart = Measurement.processCPUSeconds
            for file in swiftFiles { _ = Parser.parse(source: try String(contentsOf: file, encoding: .utf8)) }
            let parseCPU = Measurement.processCPUSeconds - parseStart
            let swiftLines = try swiftFiles.reduce(0) { $0 + (try String(contentsOf: $1, encoding: .utf8)).utf8.count { $0 == UInt8(ascii: "\n") } }
            let figures = [
                "\(files) files, \(lines) lines (\(swiftLines) Swift), \(cold.machines.count) machines, \(cold.diagnostics.count) diagnostics",
                String(format: "no cache %.2f s wall, %.2f CPU-s", coldSeconds, coldCPU),
                String(
                    format: "%.0f lines per CPU-second, %.2f of the parser alone (%.0f)", Double(lines) / coldCPU, parseCPU / coldCPU,
                    Double(swiftLines) / parseCPU),
                String(format: "peak memory %.0f MB", peak),
                String(format: "unchanged, with the cache %.2f s (%.2f of the run without it)", warmSeconds, warmSeconds / coldSeconds),
                String(format: "one Swift file changed %.2f s (%.2f)", changedSeconds, changedSeconds / coldSeconds),
            ]
            print("app, " + figures.joined(separator: ", "))
        } catch {
            print("app benchmark failed: \(error)")
        }
    }

    /// Runs in a child process, whose peak memory is this benchmark's alone.
    static func runInChild(files: Int) throws {
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["app", String(files)]
        try child.run()
        child.waitUntilExit()
    }
}
