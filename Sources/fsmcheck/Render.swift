import ArgumentParser
import FSMExporters
import FSMGraphviz
import FSMPipeline
import FSMReporters
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw every machine found as a statechart diagram with libgraphviz (in worker processes).",
        discussion: "One file per machine, named after it. Exit status: 0 when every diagram was written, 1 otherwise, 2 when the invocation is wrong."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var renderLimits: RenderLimitOptions

    @Flag(help: "Write SVG (the default when no format is given).")
    var svg = false
    @Flag(help: "Write PNG.")
    var png = false
    @Flag(help: "Write PDF.")
    var pdf = false
    @Flag(help: "Write Graphviz DOT text.")
    var dot = false

    @Option(name: [.short, .customLong("output")], help: "Directory to write into, or - for standard output (one machine, one format).")
    var output = "Output"

    @Option(help: "Layout direction: LR (left to right) or TB (top to bottom).")
    var rankdir: DiagramOptions.RankDirection = .leftToRight

    @Option(help: "names: states and events only; full: guards, actions, entry and exit actions too.")
    var detail: DiagramOptions.Detail = .names

    @Flag(help: "Draw the machine only, without marking the checker's findings.")
    var noFindings = false

    var formats: [RenderFormat] {
        let chosen = [(svg, RenderFormat.svg), (png, .png), (pdf, .pdf), (dot, .dot)].filter(\.0).map(\.1)
        return chosen.isEmpty ? [.svg] : chosen
    }

    func validate() throws {
        if output == "-" && formats.count > 1 {
            throw ValidationError("-o - writes one diagram to standard output: choose one format")
        }
    }

    func run() throws {
        let workspace = try input.workspace()
        let options = DiagramOptions(rankDirection: rankdir, detail: detail, showFindings: !noFindings)
        let generated = GeneratedFiles(workspace: workspace, destination: output)
        let limits = renderLimits.limits(try input.configuration().render)
        let workers = RenderWorkerPool(command: RenderWorkerCommand.executable, arguments: [RenderWorkerCommand.name], limits: limits)
        try generated.write(formats.map { format in
            (format.fileExtension, { machine in
                let rendered = workers.render(machine.machine, findings: machine.findings, options: options, format: format)
                return (rendered.data, rendered.diagnostics)
            })
        })
    }
}

/// `fsmcheck render-worker`: not for people. `render` starts fsmcheck again with it to draw
/// diagrams in a separate process (see `RenderWorkerPool` for why).
struct RenderWorkerCommand: ParsableCommand {
    static let name = "render-worker"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draw diagrams sent on standard input (started by `fsmcheck render`).",
        shouldDisplay: false
    )

    /// This executable, which `render` starts again as a worker: the file `/proc/self/exe` links
    /// to, so that the worker shows under its own name and tools that run fsmcheck under a
    /// wrapper (valgrind) still start fsmcheck.
    static var executable: URL {
        let linuxSelf = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: linuxSelf.path) { return linuxSelf.resolvingSymlinksInPath() }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    func run() throws {
        guard RenderWorker.serve() else {
            Terminal.writeError("error: render-worker reads only the requests `fsmcheck render` sends it; run `fsmcheck render` instead\n")
            throw ExitCode(2)
        }
    }
}

extension DiagramOptions.RankDirection: ExpressibleByArgument {}
extension DiagramOptions.Detail: ExpressibleByArgument {}
