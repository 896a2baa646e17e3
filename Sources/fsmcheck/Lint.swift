import ArgumentParser
import FSMConfiguration
import FSMDiagnostics
import FSMPipeline
import FSMReporters
import Foundation

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check state machines and report what is wrong with them.",
        discussion: """
            Settings are read from the nearest .fsmcheck.yml in the working directory or a folder above it, \
            or from --config. Exit status: 0 when no error is found, 1 when at least one is, 2 when the \
            invocation or the configuration is wrong.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Output format; sarif, github, junit and checkstyle are for CI.")
    var format: ReportFormat = .human

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write the report to this file (whole or not at all) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Count warnings as errors for the exit status.")
    var strict = false

    @Flag(help: "Before the report, list every property of every machine: ✓ holds, ✗ violated, ? cannot be decided.")
    var properties = false

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file, to accept them for now.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "The folder SARIF paths are relative to (%SRCROOT%); by default the git repository holding the files, else the working directory.",
            valueName: "folder"
        )
    )
    var basePath: String?

    func validate() throws {
        if properties, format != .human || output != nil { throw ValidationError("--properties lists the properties in the human report only") }
        var isFolder: ObjCBool = false
        if let basePath, !(FileManager.default.fileExists(atPath: basePath, isDirectory: &isFolder) && isFolder.boolValue) {
            throw ValidationError("--base-path \(basePath) is not a folder")
        }
    }

    func run() throws {
        let progress = ProgressLine(label: "fsmcheck")
        let loaded: Workspace
        do {
            defer { progress.stop() }
            loaded = try input.loadedWorkspace { progress.update($0.description) }
        }
        let paths = RelativePaths.current
        if let writeBaseline {
            try write(Baseline(recording: loaded.diagnostics, paths: paths).text, to: writeBaseline)
        }
        let workspace = try input.applyingBaseline(to: loaded)
        let report = workspace.lintReport
        let listing = properties ? PropertyListing.text(for: workspace, paths: paths) : ""
        let text = listing + reporter(for: workspace, paths: paths).render(report)
        if let output {
            try write(text, to: output)
        } else {
            Terminal.write(text)
        }
        let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode.failure }
    }

    private var failureThreshold: Severity { strict ? .warning : .error }

    private func reporter(for workspace: Workspace, paths: RelativePaths) -> any Reporter {
        switch format {
        case .human: HumanReporter(sources: SourceLines(workspace.sources), useColor: output == nil && Terminal.standardOutputSupportsColor)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(tool: ToolInfo.sarifTool, rules: RuleCatalog.all, sources: workspace.sources, root: sourceRoot(for: workspace))
        case .github: GitHubActionsReporter(paths: paths)
        case .junit: JUnitReporter(paths: paths, failureThreshold: failureThreshold)
        case .checkstyle: CheckstyleReporter(paths: paths)
        }
    }

    /// `--base-path`, or the repository of the files read.
    private func sourceRoot(for workspace: Workspace) -> SourceRoot {
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let basePath { return SourceRoot(path: basePath, workingDirectory: workingDirectory) }
        return SourceRoot.repository(
            of: workspace.sources.map(\.path) + workspace.diagnostics.map(\.location.file), workingDirectory: workingDirectory)
    }

    private func write(_ text: String, to path: String) throws(InvocationError) {
        do {
            try OutputFile.write(text, to: path)
        } catch {
            throw InvocationError(error.description)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
