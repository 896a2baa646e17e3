import FSMDiagnostics

/// The files `fsmcheck render` writes.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    case svg
    case png
    case pdf
    /// The graph fsmcheck built, as DOT text, before layout: for people who post-process it.
    case dot

    public var fileExtension: String { rawValue }
}

/// What one render produced: the bytes (`nil` when Graphviz failed) and what Graphviz said.
public struct RenderOutput: Sendable {
    public var data: [UInt8]?
    public var diagnostics: [Diagnostic]
    /// How long `gvLayout` and `gvRenderData` took: Graphviz's share of the render, so that the
    /// benchmark can tell fsmcheck's own cost apart on exactly the graph it built.
    public var graphvizSeconds: Double
    /// The worker process drawing it stopped, most likely because Graphviz crashed on the graph.
    public var workerStopped: Bool
    /// How readable the layout came out, when the render was asked to measure it.
    public var quality: LayoutQuality?

    public init(data: [UInt8]?, diagnostics: [Diagnostic], graphvizSeconds: Double = 0, workerStopped: Bool = false, quality: LayoutQuality? = nil) {
        self.data = data
        self.diagnostics = diagnostics
        self.graphvizSeconds = graphvizSeconds
        self.workerStopped = workerStopped
        self.quality = quality
    }

    /// The bytes as UTF-8 text, for SVG and DOT.
    public var text: String? { data.map { String(decoding: $0, as: UTF8.self) } }
}
