import ArgumentParser
import FSMDiagnostics
import FSMPipeline
import FSMRenderWorkers
import FSMReporters
import Foundation

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the semantic difference between two versions of state machines.",
        discussion: """
            OLD and NEW are files or directories; machines are matched by name. Lists states and transitions \
            added, removed and changed, and findings introduced and fixed. markdown (for a pull-request comment) \
            and html also draw each changed machine with its change on it. Exit status: 0, or 1 when the output \
            file cannot be written, or 2 when the invocation is wrong.
            """
    )

    @Argument(help: "The old version: a file or a directory.")
    var old: String

    @Argument(help: "The new version: a file or a directory.")
    var new: String

    @Option(help: "Output format; markdown is for a pull-request comment (Mermaid pictures), html a self-contained page.")
    var format: DiffFormat = .human

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Write to this file (whole or not at all) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Read settings from this file instead of the nearest .fsmcheck.yml.", valueName: "file"))
    var config: String?

    @OptionGroup var renderLimits: RenderLimitOptions

    @OptionGroup var cacheOptions: CacheOptions

    func run() throws {
        let configuration = try LintConfiguration.resolve(explicitPath: config)
        let comparison = try DiffComparison.load(old: old, new: new, configuration: configuration, cache: cacheOptions.cache)
        let text: String
        switch format {
        case .human: text = comparison.human
        case .markdown: text = comparison.markdown
        case .html:
            let limits = renderLimits.limits(configuration.render)
            let workers = RenderWorkerPool(limits: limits)
            let (page, drawing) = comparison.html(draw: workers.drawing)
            if !drawing.isEmpty {
                let problems = Report(diagnostics: drawing, fileCount: 0, machineCount: comparison.diffs.count)
                Terminal.writeError(HumanReporter(sources: SourceLines([]), useColor: Terminal.standardErrorSupportsColor).render(problems))
            }
            text = page
        }
        guard let output else {
            Terminal.write(text)
            return
        }
        do {
            try OutputFile.write(text, to: output)
        } catch {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitCode.failure
        }
    }
}

enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case human
    case markdown
    case html
}
