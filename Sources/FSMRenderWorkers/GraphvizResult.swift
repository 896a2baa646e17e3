import FSMDiagnostics
import FSMExporters

/// What libgraphviz made of one diagram: the bytes or why there are none, Graphviz's messages,
/// and how long layout and rendering took. A render worker sends it back to the process that
/// asked for it (`RenderWire`); that process turns it into a `RenderOutput` with `output(for:)`.
package struct GraphvizResult: Sendable {
    package enum Failure: Error, Equatable {
        case cannotBuild
        case noContext
        case layout
        case renderer(String)
        /// The worker process stopped before answering, as its exit status or signal says:
        /// Graphviz crashed on the graph, or the worker was killed.
        case workerStopped(String)
        /// The worker was stopped for taking longer than this (`RenderLimits`).
        case timeLimit(seconds: Double, perHundredStates: Double)
        /// The worker was stopped for holding more memory than this (`RenderLimits`).
        case memoryLimit(megabytes: Int)
        /// No worker could be started from this executable, for the reason given.
        case noWorker(String)

        package var message: String {
            switch self {
            case .cannotBuild: "the graph could not be built"
            case .noContext: "no Graphviz layout plugin could be loaded"
            case .layout: "the layout failed"
            case .renderer(let format): "the \(format) renderer failed"
            case .workerStopped(let how): "the render worker \(how) before it finished; Graphviz may have crashed on this graph"
            case .timeLimit(let seconds, let perHundred):
                "it did not finish within its time limit of \(Self.seconds(seconds)) (\(Self.seconds(perHundred)) per 100 states), so its render worker was stopped"
            case .memoryLimit(let megabytes): "its render worker used more than its memory limit of \(megabytes) MB, so it was stopped"
            case .noWorker(let reason): "no render worker could be started: \(reason)"
            }
        }

        package var hint: String? {
            switch self {
            case .timeLimit:
                "raise the limit with --render-time-limit or `render: { time-limit: … }` in .fsmcheck.yml; `fsmcheck table` lists every transition"
            case .memoryLimit:
                "raise the limit with --render-memory-limit or `render: { memory-limit: … }` in .fsmcheck.yml; `fsmcheck table` lists every transition"
            case .noWorker: "install \(RenderWorkerPool.workerName) in the folder of fsmcheck (`make install` installs both)"
            default: nil
            }
        }

        /// `12.5 s`, `5 s`, `0.001 s`.
        private static func seconds(_ value: Double) -> String {
            String(format: "%g s", value)
        }
    }

    package var data: [UInt8]?
    package var failure: Failure?
    package var messages: [GraphvizMessage]
    package var graphvizSeconds: Double
    /// Measured when asked for (`LayoutQuality`).
    package var quality: LayoutQuality?

    package init(result: Result<[UInt8], Failure>, messages: [GraphvizMessage], graphvizSeconds: Double) {
        switch result {
        case .success(let bytes): (data, failure) = (bytes, nil)
        case .failure(let failure): (data, self.failure) = (nil, failure)
        }
        self.messages = messages
        self.graphvizSeconds = graphvizSeconds
    }

    /// The render as `fsmcheck` reports it: Graphviz's messages and any failure become diagnostics
    /// located at the machine.
    package func output(for diagram: Diagram) -> RenderOutput {
        var diagnostics = messages.map { message in
            Self.diagnostic(
                message.isError ? RenderRules.renderError : RenderRules.renderWarning, "graphviz: " + Self.lowercasedFirst(message.text), diagram)
        }
        if let failure {
            diagnostics.append(
                Self.diagnostic(
                    RenderRules.renderError, "graphviz: cannot draw machine `\(diagram.name)`: \(failure.message)", diagram, hint: failure.hint))
        }
        let workerStopped = if case .workerStopped = failure { true } else { false }
        return RenderOutput(
            data: failure == nil ? data : nil,
            diagnostics: diagnostics,
            graphvizSeconds: graphvizSeconds,
            workerStopped: workerStopped,
            quality: quality
        )
    }

    private static func diagnostic(_ rule: RuleDescription, _ message: String, _ diagram: Diagram, hint: String? = nil) -> Diagnostic {
        rule.diagnostic(message, at: diagram.location, hint: hint, subject: Diagnostic.Subject(machine: diagram.name))
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// One message of Graphviz's (its error handler's, or a line its plugins printed), as a worker
/// sends it back.
package struct GraphvizMessage: Hashable, Sendable {
    package var isError: Bool
    package var text: String

    package init(isError: Bool, text: String) {
        self.isError = isError
        self.text = text
    }
}
