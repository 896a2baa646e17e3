import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMParallel
import FSMReport
import FSMReporters

/// Draws one machine's diagram: `fsmcheck report` hands its render worker pool, tests the
/// in-process renderer. Called for several machines at once.
public typealias DiagramDrawing = @Sendable (_ machine: Machine, _ findings: [Diagnostic], _ options: DiagramOptions) -> RenderOutput

extension Workspace {
    /// The HTML report of this run, and what drawing its diagrams said (Graphviz's warnings, a
    /// diagram that could not be drawn), which `render` would print. It lists and marks what
    /// `lint` reports: each machine's decided findings (`CheckedMachine.findings`).
    public func htmlReport(
        paths: RelativePaths,
        options: DiagramOptions = DiagramOptions(),
        draw: @escaping DiagramDrawing
    ) -> (report: HTMLReport, drawingDiagnostics: [Diagnostic]) {
        let perMachine = machines.map(\.findings)
        let other = diagnosticsOutsideMachines
        let drawn = Array(zip(machines, perMachine).enumerated()).concurrentMap { index, pair in
            var machineOptions = options
            machineOptions.elementIDPrefix = HTMLReport.elementPrefix(forMachineAt: index)
            return draw(pair.0.machine, pair.1, machineOptions)
        }
        let entries = zip(zip(machines, perMachine), drawn).map { pair, output in
            ReportMachine(
                machine: pair.0.machine,
                findings: pair.1,
                svg: output.text,
                diagramProblem: output.data == nil ? output.diagnostics.first { $0.severity == .error }?.message : nil
            )
        }
        let report = HTMLReport(machines: entries, otherFindings: other, fileCount: fileCount, sources: SourceLines(sources), paths: paths)
        return (report, drawn.flatMap(\.diagnostics))
    }
}
