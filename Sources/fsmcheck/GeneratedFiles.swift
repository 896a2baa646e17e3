import ArgumentParser
import FSMDiagnostics
import FSMParallel
import FSMPipeline
import FSMReporters
import Foundation

/// Writes one generated file per machine and format, shared by `render`, `table` and `export`.
///
/// A machine that cannot be produced does not stop the others; the run then exits 1. Files
/// that could not be loaded are reported with the same diagnostics `lint` prints, and the run
/// closes with lint's summary line (the findings inside the machines are in the files written).
struct GeneratedFiles {
    /// Produces a file's bytes for a machine (nil when it could not be made) and what went wrong.
    /// Called for several machines at once.
    typealias Producer = @Sendable (CheckedMachine) -> (bytes: [UInt8]?, diagnostics: [Diagnostic])
    /// Produces a machine's files, one per extension in order, at once (`render` lays a machine out
    /// once for all its formats).
    typealias Producers = @Sendable (CheckedMachine) -> [(bytes: [UInt8]?, diagnostics: [Diagnostic])]

    var workspace: Workspace
    /// A directory, or `-` for standard output.
    var destination: String
    /// What lint reports for the same inputs: its summary closes the run. Taken before a command
    /// narrows `workspace` to the machines it draws (`render --focus`, `--witness`).
    var lintReport: Report

    init(workspace: Workspace, destination: String, lintReport: Report? = nil) {
        self.workspace = workspace
        self.destination = destination
        self.lintReport = lintReport ?? workspace.lintReport
    }

    func write(_ outputs: [(fileExtension: String, produce: Producer)]) throws {
        try write(fileExtensions: outputs.map(\.fileExtension)) { machine in outputs.map { $0.produce(machine) } }
    }

    func write(fileExtensions: [String], produce: @escaping Producers) throws {
        var problems = workspace.loadDiagnostics
        if destination == "-" {
            guard workspace.machines.count == 1, let machine = workspace.machines.first, let (bytes, diagnostics) = produce(machine).first
            else {
                throw ValidationError("-o - writes a single machine to standard output, but \(workspace.machines.count) were found")
            }
            problems += diagnostics
            if let bytes { FileHandle.standardOutput.write(Data(bytes)) }
            try finish(problems)
            return
        }
        var written = 0
        let names = OutputFiles.baseNames(for: workspace.machines.map(\.machine))
        // Every file is produced first, machines side by side (`render` keeps one Graphviz worker
        // process per core busy), then written in order, so output and messages never depend on timing.
        let produced = workspace.machines.concurrentMap(produce)
        let files = zip(names, produced).flatMap { name, outputs in zip(fileExtensions, outputs).map { (name, $0, $1) } }
        let folderReady = !files.contains { $0.2.bytes != nil } || makeFolder()
        var unwritable = !folderReady
        for (name, fileExtension, (bytes, diagnostics)) in files {
            problems += diagnostics
            guard let bytes, folderReady else { continue }
            let path = (destination as NSString).appendingPathComponent("\(name).\(fileExtension)")
            do {
                try OutputFile.write(bytes, to: path)
                written += 1
            } catch {
                Terminal.writeError("error: \(error.description)\n")
                unwritable = true
            }
        }
        Terminal.writeError(
            "wrote \(HumanReporter.plural(written, "file")) for \(HumanReporter.plural(workspace.machines.count, "machine")) to \(destination)\n")
        try finish(problems)
        if unwritable { throw ExitCode.failure }
    }

    /// Creates the destination folder, or says why it cannot be.
    private func makeFolder() -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
            return true
        } catch {
            Terminal.writeError("error: cannot create the folder \(destination): \(error.localizedDescription)\n")
            return false
        }
    }

    /// Prints what went wrong and lint's summary line on stderr (stdout may hold a diagram), and
    /// sets the exit status.
    private func finish(_ problems: [Diagnostic]) throws {
        let reporter = HumanReporter(sources: SourceLines(workspace.sources), useColor: Terminal.standardErrorSupportsColor)
        Terminal.writeError(reporter.render(problems.sorted()) + reporter.summaryLine(of: lintReport))
        if problems.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
