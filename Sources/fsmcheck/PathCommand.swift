import ArgumentParser
import FSMDiagnostics
import FSMPipeline

struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the shortest event sequence that leads a machine to a state, or why there is none.",
        discussion: """
            The path starts in the initial configuration (or by entering --from), never makes an --avoid state active, and \
            replays step by step with the statechart's semantics (Docs/Witnesses.md). Exit status: 0 when there is a path, \
            1 when there is none, 2 when the invocation is wrong (no such machine or state).
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("The machine, by name (needed when the paths hold several).", valueName: "name"))
    var machine: String?

    @Option(help: ArgumentHelp("The state to reach.", valueName: "state"))
    var to: String

    @Option(help: ArgumentHelp("Start by entering this state instead of the initial configuration.", valueName: "state"))
    var from: String?

    @Option(help: ArgumentHelp("Never pass through this state (or a state inside it); repeatable.", valueName: "state"))
    var avoid: [String] = []

    @Option(help: "Output format.")
    var format: PathFormat = .human

    func run() throws {
        let workspace = try input.workspace()
        let paths = RelativePaths.current
        let answer = try PathQuery(machine: machine, to: to, from: from, avoiding: avoid).answer(in: workspace, paths: paths)
        Terminal.write(answer.text(format, paths: paths))
        if !answer.isFound { throw ExitCode.failure }
    }
}

extension PathFormat: ExpressibleByArgument {}
