import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct RenderTests {
    static let machines = ExampleMachines.all

    /// Every text node of an SVG document, or `nil` when it is not well-formed XML.
    func svgTexts(_ data: [UInt8]) -> [String]? {
        guard let document = try? XMLDocument(data: Data(data)) else { return nil }
        return (try? document.nodes(forXPath: "//*[local-name()='text']"))?.compactMap(\.stringValue)
    }

    @Test(arguments: machines.indices, [DiagramOptions.Detail.names, .full])
    func svgIsWellFormedAndNamesEveryState(_ index: Int, detail: DiagramOptions.Detail) throws {
        let machine = Self.machines[index]
        let output = GraphvizRenderer.render(DiagramBuilder.diagram(for: machine, options: DiagramOptions(detail: detail)), format: .svg)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        let data = try #require(output.data)
        let texts = try #require(svgTexts(data))
        for state in machine.states where !state.isAbstract {
            #expect(texts.contains { $0 == state.name || $0.contains(state.name) }, "missing \(state.name)")
        }
    }

    @Test(arguments: [(RenderFormat.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8]), (.pdf, Array("%PDF-".utf8))])
    func binaryFormatsStartWithTheirMagicBytes(_ format: RenderFormat, magic: [UInt8]) throws {
        let output = GraphvizRenderer.render(DiagramBuilder.diagram(for: ExampleMachines.hierarchical), format: format)
        let data = try #require(output.data)
        #expect(Array(data.prefix(magic.count)) == magic)
        #expect(output.diagnostics.isEmpty)
    }

    @Test func twoHundredMachinesRenderInOneProcess() {
        var rendered = 0
        for index in 0..<200 {
            let machine =
                index.isMultiple(of: 2) ? ExampleMachines.chain(3 + index % 5, named: "Chain\(index)") : Self.machines[index % Self.machines.count]
            let output = GraphvizRenderer.render(DiagramBuilder.diagram(for: machine), format: .svg)
            if output.data?.isEmpty == false, output.diagnostics.isEmpty { rendered += 1 }
        }
        #expect(rendered == 200)
    }

    @Test func rendersFromManyThreadsAtOnce() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let machine = Self.machines[index % Self.machines.count]
                    return GraphvizRenderer.render(DiagramBuilder.diagram(for: machine), format: .svg).data?.isEmpty == false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 })
    }

    @Test func graphvizWarningsBecomeDiagnosticsNotStderr() {
        var diagram = DiagramBuilder.diagram(for: ExampleMachines.hierarchical)
        diagram.nodes[0].attributes["label"] = .html("<b>unclosed")
        let output = GraphvizRenderer.render(diagram, format: .svg)
        let graphviz = output.diagnostics.filter { $0.ruleID == "render-warning" || $0.ruleID == "render-error" }
        #expect(!graphviz.isEmpty)
        #expect(graphviz.allSatisfy { $0.location == diagram.location && $0.message.hasPrefix("graphviz: ") })
        let clean = GraphvizRenderer.render(DiagramBuilder.diagram(for: ExampleMachines.hierarchical), format: .svg)
        #expect(clean.diagnostics.isEmpty, "messages of one render must not leak into the next")
    }

    @Test func awkwardNamesSurviveIntoTheSVG() throws {
        let output = GraphvizRenderer.render(
            DiagramBuilder.diagram(for: ExampleMachines.awkward, options: DiagramOptions(detail: .full)), format: .svg)
        let data = try #require(output.data)
        let texts = try #require(svgTexts(data))
        for name in ExampleMachines.awkwardNames {
            #expect(texts.contains(name), "missing \(name)")
        }
        #expect(texts.contains("entry / enter<0>"))
    }

    @Test func dotTextRendersTheSameElementsAsTheDiagramItCameFrom() throws {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.keyboard)
        let dot = try #require(GraphvizRenderer.render(diagram, format: .dot).text)
        let fromText = try #require(GraphvizRenderer.render(dotText: dot, format: .svg, reportingAt: diagram).data)
        let direct = try #require(GraphvizRenderer.render(diagram, format: .svg).data)
        let fromTextTexts = try #require(svgTexts(fromText))
        let directTexts = try #require(svgTexts(direct))
        #expect(fromTextTexts.sorted() == directTexts.sorted())
    }
}
