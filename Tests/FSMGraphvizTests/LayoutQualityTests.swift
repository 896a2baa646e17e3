import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMPipeline
import FSMTestSupport
import Foundation
import Testing

/// The bundled machines' pictures, measured through the real layout: no label may sit on a node,
/// every edge label stays next to its edge (the `unplug` label of `Specs/keyboard.fsm` once
/// floated inside a region its edge only leaves), and in a machine with history states no two
/// labels overlap (a history state's name once sat on the label of the edge into it).
@Suite struct LayoutQualityTests {
    static let specs = Workspace.load(sources: specSources())

    static func specSources() -> [SourceFile] {
        let folder = TestFiles.packageRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        return names.compactMap { name in
            let url = folder.appendingPathComponent(name)
            return (try? String(contentsOf: url, encoding: .utf8)).map { SourceFile(path: "Specs/" + name, text: $0) }
        }
    }

    @Test func labelsKeepClearOfNodesAndNextToTheirEdges() throws {
        #expect(Self.specs.machines.count >= 15)
        #expect(Self.specs.machines.contains { $0.machine.states.contains(where: \.isHistory) })
        for machine in Self.specs.machines {
            for detail in DiagramOptions.Detail.allCases {
                let diagram = DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions(detail: detail))
                let quality = try #require(GraphvizRenderer.renderMeasuringQuality(diagram, format: .svg).quality)
                #expect(quality.labelNodeOverlaps == 0, "\(machine.machine.name) at \(detail) detail: \(quality)")
                #expect(quality.detachedLabels == 0, "\(machine.machine.name) at \(detail) detail: \(quality)")
                if machine.machine.states.contains(where: \.isHistory) {
                    #expect(quality.labelOverlaps == 0, "\(machine.machine.name) at \(detail) detail: \(quality)")
                }
            }
        }
    }
}
