import FSMExporters
import FSMTestSupport
import Testing

@testable import FSMRenderWorkers

/// Inputs the fuzzer found (Fuzz/, Docs/Reliability.md), cut down to the smallest that showed the
/// problem; each is also in Fuzz/Reproducers/render-request/, which every fuzz run replays first.
@Suite struct FuzzRegressionTests {
    /// A request with a node in a cluster that does not exist, or a cluster inside one declared after
    /// it, was accepted, and a worker building its graph would have stopped on an index out of range.
    @Test func aRequestNamingAClusterThatDoesNotExistIsRefused() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.hierarchical)
        #expect(RenderWire.request(from: RenderWire.request(diagram, formats: [.svg])) != nil)
        #expect(!diagram.clusters.isEmpty && !diagram.nodes.isEmpty)

        var nodeOutside = diagram
        nodeOutside.nodes[0].cluster = diagram.clusters.count
        #expect(RenderWire.request(from: RenderWire.request(nodeOutside, formats: [.svg])) == nil)

        var clusterInsideLater = diagram
        clusterInsideLater.clusters[0].parent = 0
        #expect(RenderWire.request(from: RenderWire.request(clusterInsideLater, formats: [.svg])) == nil)

        // The fuzzer's input, by hand: an empty diagram in SVG with one node, "n", in cluster 0 of none.
        let zero = [UInt8](repeating: 0, count: 8)
        let request: [UInt8] =
            [1, 0, 0, 0, 0, 0, 0, 0] + [3, 0, 0, 0] + Array("svg".utf8) + [0, 0, 0, 0, 0, 0, 0, 0] + Array(repeating: zero, count: 6).flatMap { $0 }
            + [1, 0, 0, 0, 0, 0, 0, 0] + [1, 0, 0, 0] + Array("n".utf8) + zero + zero + zero
        #expect(RenderWire.request(from: request) == nil)
    }
}
