import FSMExporters
import FSMRenderWorkers
import Foundation

/// What the trip to a render worker costs (`fsmcheck-benchmark render-wire [renders]`): a 10-state
/// machine, the case where that trip weighs most against Graphviz's time, drawn again and again
/// through one worker. Per render: the wall time, the CPU time of this process and of the worker
/// together, and Graphviz's own time inside the worker. CPU time holds still on a loaded machine
/// where wall time does not; the two runs of different lengths cancel the worker's start-up.
enum RenderWireBenchmark {
    static func run(renders: Int) {
        let diagram = DiagramBuilder.diagram(for: RenderBenchmark.generatedMachine(states: 10), options: DiagramOptions(detail: .full))
        let short = measure(diagram, renders: renders / 10)
        let long = measure(diagram, renders: renders + renders / 10)
        let count = Double(long.renders - short.renders)
        func perRender(_ value: Double) -> String { String(format: "%.0f µs", 1e6 * value / count) }
        print("| renders | wall time per render | CPU time per render (fsmcheck + worker) | Graphviz's time per render |")
        print("|---:|---:|---:|---:|")
        print(
            "| \(long.renders - short.renders) | \(perRender(long.wall - short.wall)) | \(perRender(long.cpu - short.cpu)) | \(perRender(long.graphviz - short.graphviz)) |"
        )
    }

    private static func measure(_ diagram: Diagram, renders: Int) -> (renders: Int, wall: Double, cpu: Double, graphviz: Double) {
        let cpuBefore = cpuSeconds(RUSAGE_SELF) + cpuSeconds(RUSAGE_CHILDREN)
        let start = Date()
        let graphviz = renderThroughOneWorker(diagram, renders: renders)
        let wall = Date().timeIntervalSince(start)
        return (renders, wall, cpuSeconds(RUSAGE_SELF) + cpuSeconds(RUSAGE_CHILDREN) - cpuBefore, graphviz)
    }

    /// Graphviz's total time; the pool retires its worker on return, so that its CPU time is counted.
    private static func renderThroughOneWorker(_ diagram: Diagram, renders: Int) -> Double {
        let workers = RenderWorkerPool(command: RenderBenchmark.workerCommand, arguments: [], workers: 1, rendersPerWorker: .max)
        var graphviz = 0.0
        for _ in 0..<renders {
            let output = workers.render(diagram, format: .svg)
            guard output.data != nil else { fatalError("the render failed: \(output.diagnostics.map(\.message))") }
            graphviz += output.graphvizSeconds
        }
        return graphviz
    }

    /// User and system time of this process (`RUSAGE_SELF`) or of its children that have ended.
    private static func cpuSeconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
