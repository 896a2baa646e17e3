import ArgumentParser
import FSMDiagnostics
import FSMExporters
import FSMPipeline
import FSMRenderWorkers
import FSMReporters

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw every machine found as a statechart diagram with libgraphviz (in worker processes).",
        discussion:
            "One file per machine, named after it. Exit status: 0 when every diagram was written, 1 otherwise, 2 when the invocation is wrong."
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

    @Option(
        help: ArgumentHelp(
            "Draw only the machine of the finding at this location (as lint prints it), with the path that leads to the finding numbered on it.",
            valueName: "file:line[:column]"
        ))
    var witness: String?

    @Option(help: ArgumentHelp("Draw only the states near STATE (and the states inside it), in the machines that have it.", valueName: "STATE"))
    var focus: String?

    @Option(help: "With --focus: how many transitions, either way, a drawn state may be from the focus (default: 1).")
    var depth: Int?

    @Flag(help: "Draw the composite states at the top level closed, with the number of states inside them.")
    var collapse = false

    var formats: [RenderFormat] {
        let chosen = [(svg, RenderFormat.svg), (png, .png), (pdf, .pdf), (dot, .dot)].filter(\.0).map(\.1)
        return chosen.isEmpty ? [.svg] : chosen
    }

    func validate() throws {
        if output == "-" && formats.count > 1 {
            throw ValidationError("-o - writes one diagram to standard output: choose one format")
        }
        if let witness, FindingLocation(witness) == nil {
            throw ValidationError("--witness takes a finding's location as lint prints it, file:line or file:line:column, not `\(witness)`")
        }
        if let depth, depth < 0 { throw ValidationError("--depth counts transitions: 0 or more") }
        if depth != nil && focus == nil { throw ValidationError("--depth says how far from the --focus state to draw: give --focus STATE too") }
        if focus != nil && collapse { throw ValidationError("--focus and --collapse draw different parts of a machine: choose one") }
    }

    func run() throws {
        var workspace = try input.workspace()
        let lintReport = workspace.lintReport
        var path: Witness?
        if let location = witness.flatMap(FindingLocation.init) {
            let (machine, finding) = try workspace.witness(at: location, paths: .current)
            workspace.machines = [machine]
            path = finding.witness
        }
        let options = DiagramOptions(
            rankDirection: rankdir, detail: detail, showFindings: !noFindings, witness: path,
            focus: focus.map { DiagramOptions.Focus(state: $0, depth: depth ?? 1) }, collapse: collapse
        )
        if let focus { workspace.machines = try Self.machines(in: workspace, having: focus) }
        let generated = GeneratedFiles(workspace: workspace, destination: output, lintReport: lintReport)
        let limits = renderLimits.limits(try input.configuration().render)
        let workers = RenderWorkerPool(limits: limits)
        // Each machine laid out once for every format asked.
        try generated.write(fileExtensions: formats.map(\.fileExtension)) { machine in
            workers.draw(.machine(machine.machine, findings: machine.findings, options: options), formats: formats).map { ($0.data, $0.diagnostics) }
        }
    }

    /// The machines with a state named `name`: the only ones `--focus` draws.
    static func machines(in workspace: Workspace, having name: String) throws -> [CheckedMachine] {
        let having = workspace.machines.filter { checked in
            checked.machine.id(named: name).map { !checked.machine[$0].isAbstract } ?? false
        }
        guard having.isEmpty else { return having }
        let names = workspace.machines.flatMap { $0.machine.states.filter { !$0.isAbstract }.map(\.name) }
        let hint = NameSuggestion.hint(for: name, in: names).map { "; " + $0 } ?? ""
        throw InvocationError("--focus \(name): no machine found has a state of that name\(hint)")
    }
}

extension DiagramOptions.RankDirection: ExpressibleByArgument {}
extension DiagramOptions.Detail: ExpressibleByArgument {}
