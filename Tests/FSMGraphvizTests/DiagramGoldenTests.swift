import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMTestSupport
import Testing

/// The DOT fsmcheck hands to Graphviz, for representative machines, against golden files.
@Suite struct DiagramGoldenTests {
    static let cases: [(name: String, machine: Machine, findings: [Diagnostic], options: DiagramOptions)] = [
        ("turnstile", ExampleMachines.turnstile, [], DiagramOptions()),
        ("turnstile-full", ExampleMachines.turnstile, [], DiagramOptions(rankDirection: .topToBottom, detail: .full)),
        ("hierarchical", ExampleMachines.hierarchical, [], DiagramOptions()),
        ("keyboard", ExampleMachines.keyboard, [], DiagramOptions(detail: .full)),
        ("findings", ExampleMachines.withFindings.machine, ExampleMachines.withFindings.findings, DiagramOptions(detail: .full)),
        (
            "findings-hidden", ExampleMachines.withFindings.machine, ExampleMachines.withFindings.findings,
            DiagramOptions(detail: .full, showFindings: false)
        ),
        ("awkward", ExampleMachines.awkward, [], DiagramOptions(detail: .full)),
    ]

    @Test(arguments: cases.indices)
    func dotMatchesGolden(_ index: Int) throws {
        let example = Self.cases[index]
        let diagram = DiagramBuilder.diagram(for: example.machine, findings: example.findings, options: example.options)
        let output = GraphvizRenderer.render(diagram, format: .dot)
        #expect(output.diagnostics.isEmpty)
        let dot = try #require(output.text)
        try GoldenFile.check(dot, against: "\(example.name).dot", in: GoldenFile.directory())
    }

    @Test func dotIsDeterministic() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.keyboard)
        let first = GraphvizRenderer.render(diagram, format: .dot).text ?? ""
        let second = GraphvizRenderer.render(diagram, format: .dot).text ?? ""
        #expect(first == second)
    }
}
