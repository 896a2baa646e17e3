import FSMDiagnostics
import FSMExporters
import FSMHTMLPages
import FSMModel
import FSMParallel

extension Workspace {
    /// The HTML report of this run, and what drawing its diagrams said (Graphviz's warnings, a
    /// diagram that could not be drawn), which `render` would print. It lists and marks what
    /// `lint` reports: each machine's decided findings (`CheckedMachine.findings`), with what
    /// loading said about it (`loaderNotes(of:)`).
    public func htmlReport(
        paths: RelativePaths,
        options: DiagramOptions = DiagramOptions(),
        draw: @escaping Drawing
    ) -> (report: HTMLReport, drawingDiagnostics: [Diagnostic]) {
        let perMachine = machines.map { ($0.findings + loaderNotes(of: $0)).sorted() }
        let other = diagnosticsOutsideMachines
        let drawn = Array(zip(machines, perMachine).enumerated()).concurrentMap { index, pair in
            var machineOptions = options
            machineOptions.elementIDPrefix = HTMLReport.elementPrefix(forMachineAt: index)
            let overview = Self.svg(of: pair.0.machine, findings: pair.1, options: machineOptions, draw: draw)
            return (overview, Self.details(of: pair.0.machine, findings: pair.1, at: index, options: options, draw: draw))
        }
        let entries = zip(zip(machines, perMachine), drawn).map { pair, output in
            ReportMachine(
                machine: pair.0.machine,
                findings: pair.1,
                svg: output.0.text,
                diagramProblem: Self.problem(output.0),
                details: output.1.details,
                detailsLeftOut: output.1.leftOut,
                properties: PropertyListing.lines(of: pair.0)
            )
        }
        let report = HTMLReport(machines: entries, otherFindings: other, fileCount: fileCount, sources: SourceLines(sources), paths: paths)
        // A detail's problems are the machine's own, said once with its overview's.
        return (report, drawn.flatMap(\.0.diagnostics))
    }

    /// The page's diagrams are SVG, drawn as `render` draws them (called for several machines at once).
    private static func svg(of machine: Machine, findings: [Diagnostic], options: DiagramOptions, draw: Drawing) -> RenderOutput {
        draw(.machine(machine, findings: findings, options: options), [.svg])[0]
    }

    private static func problem(_ output: RenderOutput) -> String? {
        output.data == nil ? output.diagnostics.first { $0.severity == .error }?.message : nil
    }

    /// When the machine's picture is an overview, its closed composite states drawn open, each
    /// on its own (at most `HTMLReport.detailLimit`).
    private static func details(
        of machine: Machine, findings: [Diagnostic], at index: Int, options: DiagramOptions, draw: Drawing
    ) -> (details: [ReportMachine.Detail], leftOut: Int) {
        let closed = DiagramBuilder.overviewClosedStates(of: machine, options: options)
        let details = closed.prefix(HTMLReport.detailLimit).enumerated().map { number, state in
            var detailOptions = options
            detailOptions.elementIDPrefix = HTMLReport.elementPrefix(forDetail: number, ofMachineAt: index)
            detailOptions.focus = DiagramOptions.Focus(state: machine[state].name, depth: 0)
            let output = svg(of: machine, findings: findings, options: detailOptions, draw: draw)
            return ReportMachine.Detail(state: machine[state].name, svg: output.text, problem: problem(output))
        }
        return (details, closed.count - details.count)
    }
}
