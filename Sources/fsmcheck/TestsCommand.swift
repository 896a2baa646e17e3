import ArgumentParser
import FSMChecker
import FSMDiagnostics
import FSMPipeline
import FSMTestPlans

struct TestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract:
            "Turn each machine into tests: few, short paths that fire every transition (or enter every state), each step an event and the states expected after it.",
        discussion: """
            The swift-testing format is a file with one @Test per path, written against a protocol you conform a type to \
            once (make the machine, send it a step, read its active states), whatever library the machine is written with. \
            Guarded steps carry the predicate values that enable them; guards fsmcheck cannot evaluate are listed as needing a \
            hand-chosen condition. With --driver swiftfsm, a SwiftFSM table's tests call its handleEvent directly. \
            See Docs/TestPlans.md. Exit status: 0 when every file was written, 1 otherwise, 2 when the \
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

    @Option(
        help: ArgumentHelp(
            "For swift-testing: the name of your type that drives the machine (default: the machine's name + Adapter).", valueName: "type"))
    var adapter: String?

    @Option(help: "For swift-testing: adapter (a protocol in names, any library) or swiftfsm (SwiftFSM's handleEvent, SwiftFSM tables only).")
    var driver: TestDriver = .adapter

    @Option(name: [.short, .customLong("output")], help: "Directory to write into, or - for standard output (one machine).")
    var output = "-"

    func validate() throws {
        if let adapter,
            adapter.isEmpty || adapter.first?.isNumber == true || !adapter.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        {
            throw ValidationError("--adapter takes a Swift type name, not `\(adapter)`")
        }
        // Asked for handleEvent calls, a plan in another format would quietly be something else.
        if driver == .swiftfsm && format != .swiftTesting {
            throw ValidationError("--driver swiftfsm writes Swift Testing files: add --format swift-testing")
        }
    }

    func run() throws {
        var workspace = try input.workspace()
        let lintReport = workspace.lintReport
        if let machine {
            workspace.machines = workspace.machines.filter { $0.machine.name == machine }
            guard !workspace.machines.isEmpty else { throw ValidationError("no machine named `\(machine)` in the paths given") }
        }
        let (format, cover, adapter, driver) = (format, cover, adapter, format == .swiftTesting ? driver : .adapter)
        // Refused before anything is written. Only the swiftfsm driver refuses machines, and SwiftFSM tables are small: planning
        // them twice costs nothing.
        let refused = workspace.machines.compactMap { checked in
            driver.unsupportedReason(for: checked.machine, plan: { TestPlanner(checked.machine, coverage: cover).plan() }).map {
                "`\(checked.machine.name)` (\(RelativePaths.current.relative(checked.machine.location.file))): \($0)"
            }
        }
        if !refused.isEmpty {
            let more = refused.count > 3 ? ["and \(refused.count - 3) more"] : []
            let pick = workspace.machines.count > refused.count ? "\n--machine picks one it can" : ""
            throw ValidationError(
                "--driver \(driver.rawValue) cannot write tests for:\n" + (refused.prefix(3) + more).map { "  " + $0 }.joined(separator: "\n") + pick)
        }
        try GeneratedFiles(workspace: workspace, destination: output, lintReport: lintReport).write([
            (
                format.fileExtension,
                { @Sendable checked in
                    let plan = TestPlanner(checked.machine, coverage: cover, paths: .current).plan()
                    let text = format.text(
                        of: plan, relativePath: RelativePaths.current.relative, adapter: adapter, driver: driver,
                        predicateTypes: checked.machine.predicateTypes
                    )
                    return (Array(text.utf8), [])
                }
            )
        ])
    }
}

extension TestPlan.Coverage: ExpressibleByArgument {}
extension TestPlanFormat: ExpressibleByArgument {}
extension TestDriver: ExpressibleByArgument {}
