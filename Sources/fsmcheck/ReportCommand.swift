import ArgumentParser
import FSMDiagnostics
import FSMExporters
import FSMPipeline
import FSMRenderWorkers
import FSMReporters
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page: every machine's diagram, findings, transition table and state × event matrix.",
        discussion: """
            The page needs nothing else to open (no network, no other file), from disk or as a CI artefact. It lists the \
            findings lint reports, with the same .fsmcheck.yml and --baseline. Exit status: 0 when the report was written \
            (whatever it found: lint is the gate), 1 when it could not be, 2 when the invocation is wrong.
            """
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var renderLimits: RenderLimitOptions

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The HTML file to write (whole or not at all), or - for standard output.", valueName: "file"))
    var output = "fsmcheck-report.html"

    @Option(help: "Layout direction of the diagrams: LR (left to right) or TB (top to bottom).")
    var rankdir: DiagramOptions.RankDirection = .leftToRight

    @Option(help: "names: states and events only; full: guards, actions, entry and exit actions too.")
    var detail: DiagramOptions.Detail = .names

    func run() throws {
        let workspace = try input.workspace()
        let paths = RelativePaths.current
        let limits = renderLimits.limits(try input.configuration().render)
        let workers = RenderWorkerPool(limits: limits)
        let (report, drawing) = workspace.htmlReport(
            paths: paths, options: DiagramOptions(rankDirection: rankdir, detail: detail), draw: workers.drawing)
        let html = report.html
        let reporter = HumanReporter(sources: SourceLines(workspace.sources), useColor: Terminal.standardErrorSupportsColor)
        // The diagrams that could not be drawn, then lint's summary of the findings the page lists.
        Terminal.writeError(reporter.render(drawing.sorted()))
        let summary = reporter.summaryLine(of: workspace.lintReport)
        if output == "-" {
            Terminal.write(html)
            Terminal.writeError(summary)
            return
        }
        do {
            try OutputFile.write(html, to: output)
        } catch {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitCode.failure
        }
        Terminal.writeError("wrote \(output): " + summary)
    }
}
