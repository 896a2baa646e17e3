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

    /// Draws in this process, as `Drawing` asks (tests hand it where fsmcheck hands its render
    /// workers): laid out once for all formats. A crash here would end the process, so there is
    /// nothing to retry.
    public static let drawing: Drawing = { request, formats in
        let diagram = request.diagram(request.options)
        let (outcomes, graph) = graphvizResultsKeepingGraph(of: diagram, formats: formats)
        graph.map(close)
        return outcomes.map { $0.output(for: diagram) }
    }

    /// What libgraphviz made of `diagram`, before it becomes diagnostics: the part of a render a
    /// worker process does (`RenderWorkerPool`), in a form that can cross the process boundary.
    static func graphvizResult(of diagram: Diagram, format: RenderFormat, measuringQuality: Bool = false) -> GraphvizResult {
        let (outcomes, graph) = graphvizResultsKeepingGraph(of: diagram, formats: [format], measuringQuality: measuringQuality)
        graph.map(close)
        return outcomes[0]
    }

    /// Lays out and renders `diagram` in this process, and measures the layout (`LayoutQuality`).
    public static func renderMeasuringQuality(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        graphvizResult(of: diagram, format: format, measuringQuality: true).output(for: diagram)
    }

    /// What libgraphviz made of `diagram` in each of `formats`, in that order, laid out once for all
    /// of them; with the graph left for the caller to `close`: a render worker sends its answer
    /// first and frees the graph while the asker reads it. Freeing a laid-out graph takes about
    /// 25 µs for 10 states, a tenth of what fsmcheck adds to a 3 ms render. DOT is written before
    /// the layout. Graphviz's messages are every result's, as the layout's are; each result's time
    /// is the layout's and its own rendering's. The measurement of the layout's quality, when
    /// asked for, runs between the layout and the rendering and is not counted in Graphviz's time.
    static func graphvizResultsKeepingGraph(
        of diagram: Diagram, formats: [RenderFormat], measuringQuality: Bool = false
    ) -> ([GraphvizResult], CGraph?) {
        var built: CGraph?
        var quality: LayoutQuality?
        let (results, messages) = GraphvizSession.shared.withContext { context -> [(Result<[UInt8], GraphvizResult.Failure>, Double)] in
            guard let graph = CGraph(diagram) else { return formats.map { _ in (.failure(.cannotBuild), 0) } }
            built = graph
            let written = formats.contains(.dot) ? write(graph) : nil
            let pictures = formats.filter { $0 != .dot }
            let rendered =
                pictures.isEmpty
                ? []
                : layOutAndRender(graph.root, formats: pictures, context: context) {
                    guard measuringQuality else { return }
                    quality = LayoutQuality.measure(graph.root)
                }
            var next = rendered.makeIterator()
            return formats.map { format in format == .dot ? (written ?? .failure(.renderer("dot")), 0) : next.next() ?? (.failure(.layout), 0) }
        }
        let outcomes = results.map { result, seconds in
            var outcome = GraphvizResult(result: result, messages: messages, graphvizSeconds: seconds)
            outcome.quality = quality
            return outcome
        }
        return (outcomes, built)
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
            return layOutAndRender(graph, formats: [format], context: context) {
                if measuringQuality { quality = LayoutQuality.measure(graph) }
            }[0].0
        }
        var outcome = GraphvizResult(result: result, messages: messages, graphvizSeconds: 0)
        outcome.quality = quality
        return outcome.output(for: diagram)
    }

    /// Lays `graph` out once and renders it in each of `formats`, each with Graphviz's seconds: the
    /// layout's and its own rendering's, without `afterLayout`'s (the measurement's).
    private static func layOutAndRender(
        _ graph: UnsafeMutablePointer<Agraph_t>, formats: [RenderFormat], context: OpaquePointer?, afterLayout: () -> Void = {}
    ) -> [(Result<[UInt8], GraphvizResult.Failure>, Double)] {
        guard let context else { return formats.map { _ in (.failure(.noContext), 0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard gvLayout(context, graph, "dot") == 0 else { return formats.map { _ in (.failure(.layout), 0) } }
        defer { gvFreeLayout(context, graph) }
        let layoutNanoseconds = DispatchTime.now().uptimeNanoseconds - start
        afterLayout()
        return formats.map { format in
            let start = DispatchTime.now().uptimeNanoseconds
            let result = render(graph, format: format, context: context)
            return (result, Double(layoutNanoseconds + DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }

    /// Renders a laid-out graph.
    private static func render(
        _ graph: UnsafeMutablePointer<Agraph_t>, format: RenderFormat, context: OpaquePointer
    ) -> Result<[UInt8], GraphvizResult.Failure> {
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
