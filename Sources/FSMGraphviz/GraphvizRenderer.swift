import CGraphviz
import FSMDiagnostics
import FSMExporters
import Foundation

/// Draws diagrams with the Graphviz libraries, in-process.
public enum GraphvizRenderer {
    /// Lays out and renders `diagram`. Safe to call from any thread: calls are serialised.
    public static func render(_ diagram: Diagram, format: RenderFormat) -> RenderOutput {
        var graphvizSeconds = 0.0
        let (data, messages) = GraphvizSession.shared.withContext { context -> Result<[UInt8], RenderFailure> in
            guard let graph = CGraph(diagram) else { return .failure(.cannotBuild) }
            defer { graph.close() }
            if format == .dot { return write(graph) }
            let start = DispatchTime.now().uptimeNanoseconds
            defer { graphvizSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            return layOutAndRender(graph.root, format: format, context: context)
        }
        var result = output(data, messages, for: diagram)
        result.graphvizSeconds = graphvizSeconds
        return result
    }

    /// Lays out and renders DOT text: Graphviz's own cost for a graph, without fsmcheck's. The
    /// benchmark compares this with `render` on the DOT `render` produced.
    public static func render(dotText: String, format: RenderFormat, reportingAt diagram: Diagram) -> RenderOutput {
        let (data, messages) = GraphvizSession.shared.withContext { context -> Result<[UInt8], RenderFailure> in
            guard let graph = agmemread(dotText) else { return .failure(.cannotBuild) }
            defer { agclose(graph) }
            return layOutAndRender(graph, format: format, context: context)
        }
        return output(data, messages, for: diagram)
    }

    private enum RenderFailure: Error {
        case cannotBuild
        case noContext
        case layout
        case render(String)

        var message: String {
            switch self {
            case .cannotBuild: "the graph could not be built"
            case .noContext: "no Graphviz layout plugin could be loaded"
            case .layout: "the layout failed"
            case .render(let format): "the \(format) renderer failed"
            }
        }
    }

    private static func layOutAndRender(_ graph: UnsafeMutablePointer<Agraph_t>, format: RenderFormat, context: OpaquePointer?) -> Result<[UInt8], RenderFailure> {
        guard let context else { return .failure(.noContext) }
        guard gvLayout(context, graph, "dot") == 0 else { return .failure(.layout) }
        defer { gvFreeLayout(context, graph) }
        var result: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, format.rawValue, &result, &length) == 0, let result else {
            return .failure(.render(format.rawValue))
        }
        defer { gvFreeRenderData(result) }
        return .success(result.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) })
    }

    /// The graph as written by cgraph's `agwrite`, before layout: deterministic for a given diagram.
    private static func write(_ graph: CGraph) -> Result<[UInt8], RenderFailure> {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return .failure(.render("dot")) }
        let status = agwrite(graph.root, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return .failure(.render("dot")) }
        return .success(Array(UnsafeRawBufferPointer(start: buffer, count: size)))
    }

    private static func output(_ result: Result<[UInt8], RenderFailure>, _ messages: [GraphvizMessages.Message], for diagram: Diagram) -> RenderOutput {
        var diagnostics = messages.map { message in
            diagnostic(message.isError ? RenderRules.renderError : RenderRules.renderWarning, message.text, diagram)
        }
        switch result {
        case .success(let data):
            return RenderOutput(data: data, diagnostics: diagnostics)
        case .failure(let failure):
            diagnostics.append(diagnostic(RenderRules.renderError, "cannot draw machine `\(diagram.name)`: \(failure.message)", diagram))
            return RenderOutput(data: nil, diagnostics: diagnostics)
        }
    }

    private static func diagnostic(_ rule: RuleDescription, _ message: String, _ diagram: Diagram) -> Diagnostic {
        Diagnostic(
            ruleID: rule.id,
            severity: rule.defaultSeverity,
            message: "graphviz: " + lowercasedFirst(message),
            location: diagram.location,
            subject: Diagnostic.Subject(machine: diagram.name)
        )
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
