import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMPipeline
import Foundation
import Testing

/// The bundled machines' pictures, measured: no label may sit on a node.
@Suite struct LayoutQualityTests {
    static let specs = Workspace.load(sources: specSources())

    static func specSources() -> [SourceFile] {
        let folder = BinaryRunner.packageRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        return names.compactMap { name in
            let url = folder.appendingPathComponent(name)
            return (try? String(contentsOf: url, encoding: .utf8)).map { SourceFile(path: "Specs/" + name, text: $0) }
        }
    }

    @Test func noLabelOverlapsANodeInTheBundledDiagrams() throws {
        #expect(Self.specs.machines.count >= 15)
        for machine in Self.specs.machines {
            for detail in DiagramOptions.Detail.allCases {
                let diagram = DiagramBuilder.diagram(for: machine.machine, findings: machine.findings, options: DiagramOptions(detail: detail))
                let quality = try #require(GraphvizRenderer.renderMeasuringQuality(diagram, format: .svg).quality)
                print("QUALITY \(machine.machine.name) \(detail) \(quality)")
                #expect(quality.labelNodeOverlaps == 0, "\(machine.machine.name) at \(detail) detail: \(quality)")
            }
        }
    }
}
