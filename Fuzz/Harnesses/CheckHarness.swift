import FSMChecker
import FSMDiagnostics
import FSMHTMLPages
import FSMModel
import FSMPipeline
import FSMReporters

/// `lint` on whatever a loader makes of the input, in memory: the loader, the checker and the
/// decision the configuration and the file's own suppression comments make. What it reports points
/// inside the file, and a second run gives the same machines, the same findings and, in every report
/// format and in the HTML report (its diagrams left out: Graphviz is not run), the same bytes; the
/// human and HTML reports quote the lines the locations name.
enum CheckHarness {
    static func run(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (_, file) = input else { return false }
        let workspace = Workspace.load(sources: [file])
        let again = Workspace.load(sources: [file])
        Expect.same(workspace.machines.map(\.machine), again.machines.map(\.machine), "machines of \(file.path)")
        Expect.same(workspace.diagnostics, again.diagnostics, "diagnostics on \(file.path)")
        Expect.locationsInside(workspace.diagnostics, of: file, reportedBy: "lint of \(file.path)")
        let checker = Checker()
        for machine in workspace.machines {
            Expect.same(checker.check(machine.machine), checker.check(machine.machine), "findings on \(machine.machine.name)")
        }
        let machines = workspace.machines.map { CheckedMachineEntry(name: $0.machine.name, file: $0.machine.location.file) }
        let report = Report(diagnostics: workspace.diagnostics, fileCount: 1, machines: machines)
        for reporter in reporters(for: workspace.sources, diagnostics: workspace.diagnostics) {
            Expect.same(reporter.render(report), reporter.render(report), "\(type(of: reporter)) reports on \(file.path)")
        }
        let page = HTMLReport(
            machines: workspace.machines.map { ReportMachine(machine: $0.machine, findings: $0.findings, svg: nil, diagramProblem: "not drawn") },
            otherFindings: workspace.loadDiagnostics, fileCount: 1, sources: SourceLines(workspace.sources),
            paths: RelativePaths(workingDirectory: "/")
        )
        Expect.same(page.html, page.html, "HTML reports on \(file.path)")
        return !workspace.machines.isEmpty
    }

    /// Every format `lint --format` writes, as `fsmcheck lint` configures it, from the root folder;
    /// SARIF's rule table lists only the rules reported, as the whole catalogue's help texts, the same
    /// for every input, would take a third of each run.
    private static func reporters(for sources: [SourceFile], diagnostics: [Diagnostic]) -> [any Reporter] {
        let reported = Set(diagnostics.map(\.ruleID))
        let paths = RelativePaths(workingDirectory: "/")
        let tool = SARIFReporter.Tool(
            name: "fsmcheck", version: "fuzz", informationURI: "https://example.com", ruleHelpBaseURI: "https://example.com#")
        return [
            HumanReporter(sources: SourceLines(sources), useColor: true),
            JSONReporter(),
            SARIFReporter(
                tool: tool, rules: RuleCatalog.all.filter { reported.contains($0.id) }, sources: sources,
                root: SourceRoot(path: "/", workingDirectory: "/")),
            GitHubActionsReporter(paths: paths),
            JUnitReporter(paths: paths),
            CheckstyleReporter(paths: paths),
        ]
    }
}
