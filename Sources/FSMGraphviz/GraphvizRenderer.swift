internal import CGraphviz
import FSMExporters
import FSMRenderWorkers
import Foundation

/// Draws diagrams with the Graphviz libraries, in-process.
public enum GraphvizRenderer {
    /// Lays out and renders `diagram`. Safe to call from any thread: calls are serialised.
    public static func render(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        graphvizResult(of: diagram, format: format).output(for: diagram)
    }

    /// What libgraphviz made of `diagram`, before it becomes diagnostics: the part of a render a
    /// worker process does (`RenderWorkerPool`), in a form that can cross the process boundary.
    static func graphvizResult(of diagram: Diagram, format: RenderFormat, measuringQuality: Bool = false) -> GraphvizResult {
        let (outcome, graph) = graphvizResultKeepingGraph(of: diagram, format: format, measuringQuality: measuringQuality)
        graph.map(close)
        return outcome
    }

    /// Lays out and renders `diagram` in this process, and measures the layout (`LayoutQuality`).
    public static func renderMeasuringQuality(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        graphvizResult(of: diagram, format: format, measuringQuality: true).output(for: diagram)
    }

    /// `graphvizResult(of:format:)`, with the graph left for the caller to `close`: a render worker sends
    /// its answer first and frees the graph while the asker reads it. Freeing a laid-out graph
    /// takes about 25 µs for 10 states, a tenth of what fsmcheck adds to a 3 ms render. The
    /// measurement of the layout's quality, when asked for, runs between the layout and the
    /// rendering and is not counted in Graphviz's time.
    static func graphvizResultKeepingGraph(of diagram: Diagram, format: RenderFormat, measuringQuality: Bool = false) -> (GraphvizResult, CGraph?) {
        var graphvizSeconds = 0.0
        var built: CGraph?
        var quality: LayoutQuality?
        let (result, messages) = GraphvizSession.shared.withContext { context -> Result<[UInt8], GraphvizResult.Failure> in
            guard let graph = CGraph(diagram) else { return .failure(.cannotBuild) }
            built = graph
            if format == .dot { return write(graph) }
            // Graphviz's own time, without the measurement's.
            var measuringNanoseconds: UInt64 = 0
            let start = DispatchTime.now().uptimeNanoseconds
            defer { graphvizSeconds = Double(DispatchTime.now().uptimeNanoseconds - start - measuringNanoseconds) / 1e9 }
            return layOutAndRender(graph.root, format: format, context: context) {
                guard measuringQuality else { return }
                let start = DispatchTime.now().uptimeNanoseconds
                quality = LayoutQuality.measure(graph.root)
                measuringNanoseconds = DispatchTime.now().uptimeNanoseconds - start
            }
        }
        var outcome = GraphvizResult(result: result, messages: messages, graphvizSeconds: graphvizSeconds)
        outcome.quality = quality
        return (outcome, built)
    }

    static func close(_ graph: CGraph) {
        _ = GraphvizSession.shared.withContext { _ in graph.close() }
    }

    /// Lays out and renders DOT text: Graphviz's own cost for a graph, without fsmcheck's. The
    /// benchmark compares this with `render` on the DOT `render` produced.
    /// With `measuringQuality`, the benchmark judges other Graphviz attributes on a diagram's DOT.
    public static func render(dotText: String, format: RenderFormat, reportingAt diagram: Diagram, measuringQuality: Bool = false) -> RenderOutput {
        var quality: LayoutQuality?
        let (result, messages) = GraphvizSession.shared.withContext { context -> Result<[UInt8], GraphvizResult.Failure> in
            guard let graph = agmemread(dotText) else { return .failure(.cannotBuild) }
            defer { agclose(graph) }
            return layOutAndRender(graph, format: format, context: context) {
                if measuringQuality { quality = LayoutQuality.measure(graph) }
            }
        }
        var outcome = GraphvizResult(result: result, messages: messages, graphvizSeconds: 0)
        outcome.quality = quality
        return outcome.output(for: diagram)
    }

    private static func layOutAndRender(
        _ graph: UnsafeMutablePointer<Agraph_t>, format: RenderFormat, context: OpaquePointer?, afterLayout: () -> Void = {}
    ) -> Result<[UInt8], GraphvizResult.Failure> {
        guard let context else { return .failure(.noContext) }
        guard gvLayout(context, graph, "dot") == 0 else { return .failure(.layout) }
        defer { gvFreeLayout(context, graph) }
        afterLayout()
        var result: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, format.rawValue, &result, &length) == 0, let result else {
            return .failure(.renderer(format.rawValue))
        }
        defer { gvFreeRenderData(result) }
        let bytes = result.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
        return .success(format == .pdf ? PDFTimestamps.removed(from: bytes) : bytes)
    }

    /// The graph as written by cgraph's `agwrite`, before layout: deterministic for a given diagram.
    private static func write(_ graph: CGraph) -> Result<[UInt8], GraphvizResult.Failure> {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return .failure(.renderer("dot")) }
        let status = agwrite(graph.root, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return .failure(.renderer("dot")) }
        return .success(Array(UnsafeRawBufferPointer(start: buffer, count: size)))
    }
}
