import FSMDiagnostics
import FSMModel

/// What a command asks to draw: a diagram, built from options so that it can be built again
/// another way (labels placed after layout) when Graphviz crashes on it, with the machine it shows
/// for the time limit and the diagnostics.
public struct DrawingRequest: Sendable {
    /// The machine the picture shows, named in what drawing reports.
    public var machineName: String
    public var location: SourceLocation
    /// The machine's states, which the time limit counts (`RenderLimits`).
    public var stateCount: Int
    public var options: DiagramOptions
    /// The diagram for the given options.
    public var diagram: @Sendable (DiagramOptions) -> Diagram

    public init(
        machineName: String, location: SourceLocation, stateCount: Int, options: DiagramOptions,
        diagram: @escaping @Sendable (DiagramOptions) -> Diagram
    ) {
        self.machineName = machineName
        self.location = location
        self.stateCount = stateCount
        self.options = options
        self.diagram = diagram
    }

    /// A machine drawn as `render` draws it, its findings marked as `options` say.
    public static func machine(_ machine: Machine, findings: [Diagnostic], options: DiagramOptions) -> DrawingRequest {
        DrawingRequest(machineName: machine.name, location: machine.location, stateCount: machine.stateIDs.count, options: options) {
            DiagramBuilder.diagram(for: machine, findings: findings, options: $0)
        }
    }
}

/// The one way fsmcheck's commands draw (`render`, `report`, `diff --format html`): lays the
/// request's diagram out once and writes it in every format asked, in that order, within the
/// render limits, drawing it again another way when Graphviz crashes on it. The executable hands
/// its render worker pool's (`RenderWorkerPool.draw`); tests may hand the in-process renderer.
public typealias Drawing = @Sendable (_ request: DrawingRequest, _ formats: [RenderFormat]) -> [RenderOutput]
