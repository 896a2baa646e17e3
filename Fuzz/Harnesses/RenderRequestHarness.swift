import FSMDiagnostics
import FSMExporters
import FSMRenderWorkers
import Foundation

/// A render worker's request decoder on any bytes: whatever it accepts is a diagram the worker can
/// build a graph from (clusters nest in clusters declared before them, nodes sit in clusters that
/// exist) and that crosses the wire again unchanged. Graphviz itself is not run.
enum RenderRequestHarness {
    static func run(_ bytes: [UInt8]) -> Bool {
        guard let (diagram, formats) = RenderWire.request(from: bytes) else { return true }
        for (position, cluster) in diagram.clusters.enumerated() {
            if let parent = cluster.parent, !(0..<position).contains(parent) {
                Expect.fail("a request was accepted with cluster \(position) inside cluster \(parent) of \(diagram.clusters.count)")
            }
        }
        for node in diagram.nodes {
            if let cluster = node.cluster, !diagram.clusters.indices.contains(cluster) {
                Expect.fail("a request was accepted with node \(node.id) inside cluster \(cluster) of \(diagram.clusters.count)")
            }
        }
        guard let again = RenderWire.request(from: RenderWire.request(diagram, formats: formats)) else {
            Expect.fail("a request was accepted, but not once written again")
        }
        Expect.same(again.diagram, diagram, "a decoded request and the same request written and decoded again")
        Expect.same(again.formats, formats, "the formats of a decoded request and of the same request written and decoded again")
        return true
    }

    /// Writes a request for every diagram `ExportHarness` builds from the input's machines into
    /// `FSMCHECK_FUZZ_OUTPUT`, each named after its bytes' hash, so the same diagram is written once.
    static func writeSeeds(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (notation, file) = input, let folder = ProcessInfo.processInfo.environment["FSMCHECK_FUZZ_OUTPUT"] else { return false }
        for machine in notation.load(file).machines {
            for (position, options) in ExportHarness.diagramOptions.enumerated() {
                // One format, then two, and so on: a request asks for several at once.
                let count = position % RenderFormat.allCases.count + 1
                let formats = (0..<count).map { RenderFormat.allCases[(position + $0) % RenderFormat.allCases.count] }
                let request = RenderWire.request(DiagramBuilder.diagram(for: machine, options: options), formats: formats)
                let name = String(request.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16)
                guard FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data(request)) else {
                    Expect.fail("cannot write a seed into \(folder)")
                }
            }
        }
        return true
    }
}
