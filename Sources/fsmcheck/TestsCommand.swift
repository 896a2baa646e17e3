import ArgumentParser
import FSMChecker
import FSMDiagnostics
import FSMPipeline
import FSMTestPlans

struct TestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Turn each machine into tests: few, short paths that fire every transition (or enter every state), each step an event and the states expected after it.",
        discussion: """
            The swift-testing format is a file with one @Test per path, written against a protocol you conform a type to \
            once (make the machine, send it a step, read its active states), whatever library the machine is written with. \
            Guarded steps carry the predicate values that enable them; guards fsmcheck cannot evaluate are listed as needing a \
            hand-chosen condition. See Docs/Witnesses.md. Exit status: 0 when every file was written, 1 otherwise, 2 when the \
            invocation is wrong.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Only the machine of this name.", valueName: "name"))
    var machine: String?

    @Option(help: "What every path together covers: transitions or states.")
    var cover: TestPlan.Coverage = .transitions

    @Option(help: "json, markdown, or swift-testing (a Swift Testing file).")
    var format: TestPlanFormat = .markdown

    @Option(help: ArgumentHelp("For swift-testing: the name of your type that drives the machine (default: the machine's name + Adapter).", valueName: "type"))
    var adapter: String?

    @Option(name: [.short, .customLong("output")], help: "Directory to write into, or - for standard output (one machine).")
    var output = "-"

    func validate() throws {
        if let adapter, adapter.isEmpty || adapter.first?.isNumber == true || !adapter.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            throw ValidationError("--adapter takes a Swift type name, not `\(adapter)`")
        }
    }

    func run() throws {
        var workspace = try input.workspace()
        if let machine {
            workspace.machines = workspace.machines.filter { $0.machine.name == machine }
            guard !workspace.machines.isEmpty else { throw ValidationError("no machine named `\(machine)` in the paths given") }
        }
        let (format, cover, adapter) = (format, cover, adapter)
        try GeneratedFiles(workspace: workspace, destination: output).write([
            (format.fileExtension, { @Sendable machine in
                let plan = TestPlanner(machine.machine, coverage: cover).plan()
                return (Array(format.text(of: plan, relativePath: RelativePaths.current.relative, adapter: adapter).utf8), [])
            }),
        ])
    }
}

extension TestPlan.Coverage: ExpressibleByArgument {}
extension TestPlanFormat: ExpressibleByArgument {}
