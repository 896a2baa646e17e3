import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMRenderWorkers
import FSMSpecLoader
import Foundation

/// Render time and layout quality by shape and size (issue 19 §2–3): each generated machine is
/// loaded and checked, then drawn as `fsmcheck render` draws it (default options, findings
/// painted, in a worker process), timed; then drawn again in this process to measure the layout.
enum RenderShapesBenchmark {
    static let defaultSizes = [100, 1_000, 10_000]

    static func run(shapes: [GeneratedShape], sizes: [Int]) {
        // Other work on the machine stretches the wall-clock column, not the CPU one.
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            emit(
                "Load average when the run started: \(load.split(separator: " ").prefix(3).joined(separator: " ")) on \(ProcessInfo.processInfo.activeProcessorCount) cores.\n"
            )
        }
        emit(
            "| shape | states | transitions | layout | render (s) | worker CPU (s) | edge crossings | label–node overlaps | label–label overlaps | node overlaps | labels away from their edge | area per state (in²) |"
        )
        emit("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for shape in shapes {
            for size in sizes {
                let source = SourceFile(path: "\(shape.rawValue)-\(size).fsm", text: shape.spec(states: size))
                guard let machine = SpecLoader().load([source]).machines.first else {
                    emit("| \(shape.rawValue) | \(size) | – | the generated spec did not load | | | | | | | |")
                    continue
                }
                let findings = Checker().check(machine)
                // A worker for each render, as `fsmcheck render` starts one, so that its CPU time is
                // known once it has exited.
                let render = {
                    RenderWorkerPool(command: RenderBenchmark.workerCommand, arguments: [], workers: 1, rendersPerWorker: 1)
                        .draw(.machine(machine, findings: findings, options: DiagramOptions()), formats: [.svg])[0]
                }
                let timing = timed(render)
                let diagram = DiagramBuilder.diagram(for: machine, findings: findings)
                let measured = GraphvizRenderer.renderMeasuringQuality(diagram, format: .svg)
                if measured.quality == nil { emit("<!-- measuring \(shape.rawValue) \(size) failed: \(measured.diagnostics.map(\.message)) -->") }
                let layout = diagram.graphAttributes["comment"]?.text ?? "?"
                let failed = timing.output.data == nil ? " (failed: \(timing.output.diagnostics.map(\.message).joined(separator: "; ")))" : ""
                var row = ["\(shape.rawValue)", "\(machine.states.count)", "\(machine.transitionCount)", layout + failed]
                row += [RenderBenchmark.seconds(timing.seconds), RenderBenchmark.seconds(timing.workerCPU)]
                if let quality = measured.quality {
                    row += [
                        "\(quality.edgeCrossings)", "\(quality.labelNodeOverlaps)", "\(quality.labelOverlaps)", "\(quality.nodeOverlaps)",
                        "\(quality.detachedLabels)",
                    ]
                    row.append(String(format: "%.2f", quality.area / Double(machine.states.count)))
                } else {
                    row += Array(repeating: "–", count: 6)
                }
                emit("| " + row.joined(separator: " | ") + " |")
            }
        }
    }

    /// The run of median time among as many as fit in three seconds, at least one, with the CPU
    /// time of the worker process it started.
    private static func timed(_ render: () -> RenderOutput) -> (output: RenderOutput, seconds: Double, workerCPU: Double) {
        var runs: [(output: RenderOutput, seconds: Double, workerCPU: Double)] = []
        var total = 0.0
        repeat {
            let before = childrenCPUSeconds()
            let run = Measurement.time(render)
            runs.append((run.result, run.seconds, childrenCPUSeconds() - before))
            total += run.seconds
        } while total < 3 && runs.count < 9
        return runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
    }

    /// User and system time of the child processes that have exited so far.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Lays out a DOT file in this process with extra graph attributes (`name=value`) and prints
    /// the time and the layout's figures: how each attribute was judged.
    static func measureDOT(path: String, attributes: [String]) throws {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // Last, so that they override the graph's own attributes.
        if let brace = text.lastIndex(of: "}") {
            text.insert(contentsOf: "\ngraph [" + attributes.joined(separator: ", ") + "];\n", at: brace)
        }
        let diagram = Diagram(name: path, location: SourceLocation(file: path, line: 1, column: 1))
        let (output, seconds) = Measurement.time {
            GraphvizRenderer.render(dotText: text, format: .svg, reportingAt: diagram, measuringQuality: true)
        }
        let figures =
            output.quality.map {
                "crossings \($0.edgeCrossings), label–node overlaps \($0.labelNodeOverlaps), label overlaps \($0.labelOverlaps), node overlaps \($0.nodeOverlaps), "
                    + "away from their edge \($0.detachedLabels), area \(String(format: "%.0f", $0.area)) in²"
            } ?? "failed: \(output.diagnostics.map(\.message))"
        emit("\(attributes.joined(separator: " ")): \(RenderBenchmark.seconds(seconds)) (with measuring), \(figures)")
    }

    /// Writes every shape at every size as `.fsm` files, to draw with any build of `fsmcheck`.
    static func writeShapes(to folder: String, sizes: [Int]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for shape in GeneratedShape.allCases {
            for size in sizes {
                let path = (folder as NSString).appendingPathComponent("\(shape.rawValue)-\(size).fsm")
                try shape.spec(states: size).write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
    }

    private static func emit(_ line: String) {
        RenderBenchmark.emit(line)
    }
}
