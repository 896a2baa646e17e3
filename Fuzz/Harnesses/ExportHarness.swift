import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMRenderWorkers

/// Every exporter on every machine a loader made of the input, with the checker's findings marked:
/// each gives the same text twice, and a diagram crosses the wire to a render worker unchanged.
/// Graphviz itself is not run: its layouts take seconds, and it is fuzzed upstream.
enum ExportHarness {
    static func run(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (notation, file) = input else { return false }
        let machines = notation.load(file).machines
        for machine in machines {
            let findings = Checker().check(machine)
            for format in ExportFormat.allCases {
                Expect.same(
                    MachineExporter.export(machine, as: format), MachineExporter.export(machine, as: format), "\(format) exports of \(machine.name)")
            }
            Expect.same(
                MarkdownExporter.markdown(for: machine, findings: findings), MarkdownExporter.markdown(for: machine, findings: findings),
                "Markdown tables of \(machine.name)"
            )
            for options in diagramOptions {
                let diagram = DiagramBuilder.diagram(for: machine, findings: findings, options: options)
                Expect.same(diagram, DiagramBuilder.diagram(for: machine, findings: findings, options: options), "diagrams of \(machine.name)")
                guard let received = RenderWire.request(from: RenderWire.request(diagram, formats: [.svg])) else {
                    Expect.fail("the render request for \(machine.name) cannot be read back")
                }
                Expect.same(received.diagram, diagram, "a diagram sent to a render worker and the diagram received")
            }
        }
        return !machines.isEmpty
    }

    /// Every level of detail, with and without findings and with labels placed after layout: the
    /// options that change what the builder writes (the rank direction is one attribute).
    static let diagramOptions: [DiagramOptions] = DiagramOptions.Detail.allCases.flatMap { detail in
        [
            DiagramOptions(detail: detail),
            DiagramOptions(rankDirection: .topToBottom, detail: detail, showFindings: false, labelsAfterLayout: true),
        ]
    }
}
