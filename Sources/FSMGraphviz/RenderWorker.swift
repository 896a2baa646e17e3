import FSMExporters
import FSMRenderWorkers
import Foundation

/// The worker side of `RenderWorkerPool`: a process that renders diagrams it reads from a pipe
/// with the in-process renderer, and writes back what Graphviz made of them.
///
/// A request is one frame, a diagram and its formats; the reply is one frame, a `GraphvizResult` per
/// format, the diagram laid out once for all of them; both as `RenderWire` writes them.
public enum RenderWorker {
    /// Answers requests from `input` on `output` until `input` closes, which is how the pool
    /// retires a worker, then frees Graphviz's context. Stops at the first message that is not
    /// a request, so a confused worker stops rather than answering out of step, and returns
    /// false then: whoever started it by hand is told it reads no other input. First ties itself to
    /// the process that started it (`WorkerEnvironment.adopt`), and ends at once if that is gone.
    public static func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Bool {
        guard WorkerEnvironment.adopt() else { return true }
        defer { GraphvizSession.shared.close() }
        // cairo writes a PDF's creation time in local time, whose length depends on the zone
        // (`Z` or `+01'00`); in UTC, the blanked-out time (`PDFTimestamps`) is as long everywhere.
        setenv("TZ", "UTC", 1)
        tzset()
        while true {
            switch Frames.read(from: input) {
            case .end:
                return true
            case .malformed:
                return false
            case .message(let frame):
                guard let request = RenderWire.request(from: frame) else { return false }
                let (outcomes, graph) = GraphvizRenderer.graphvizResultsKeepingGraph(of: request.diagram, formats: request.formats)
                let answered = Frames.write(RenderWire.reply(outcomes), to: output)
                graph.map(GraphvizRenderer.close)
                guard answered else { return true }
            }
        }
    }
}
