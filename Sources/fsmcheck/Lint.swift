import ArgumentParser
import FSMPipeline
import FSMReporters
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check state machines and report what is wrong with them.",
        discussion: "Exit status: 0 when no error is found, 1 when at least one is, 2 when the invocation is wrong."
    )

    @Argument(help: "Files and directories to check (directories are searched for .fsm and .swift files).")
    var paths: [String] = ["."]

    @Option(help: "Output format: human or json.")
    var format: ReportFormat = .human

    @Flag(help: "Count warnings as errors for the exit status.")
    var strict = false

    func run() throws {
        let workspace = try Workspace.load(paths: paths)
        let report = Report(diagnostics: workspace.diagnostics, fileCount: workspace.fileCount, machineCount: workspace.machines.count)
        let reporter: any Reporter = switch format {
        case .human: HumanReporter(sources: SourceLines(workspace.sources), useColor: Terminal.standardOutputSupportsColor)
        case .json: JSONReporter()
        }
        Terminal.write(reporter.render(report))
        let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode.failure }
    }
}

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case human
    case json
}
