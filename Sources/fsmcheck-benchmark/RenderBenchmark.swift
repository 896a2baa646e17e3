import FSMExporters
import FSMGraphviz
import FSMModel
import FSMRenderWorkers
import Foundation

/// Render speed on generated machines (issue 3 §6). For each: the time of `gvLayout` +
/// `gvRenderData` on the graph fsmcheck built; fsmcheck's render as `fsmcheck render` does it, in a
/// worker process, and in this process, each with what it adds to Graphviz's time; libgvc alone on
/// the DOT text fsmcheck writes, read back with `agmemread`; and the `dot` command on a naive
/// one-edge-per-transition graph.
enum RenderBenchmark {
    /// The naive `dot` run is stopped after this long: on 1,000 states it takes minutes.
    static let dotTimeLimit: TimeInterval = 300

    static func run(sizes: [Int] = [10, 100, 250, 1_000]) {
        emit(
            "| states | transitions | gvLayout + gvRenderData | fsmcheck render, in a worker | its overhead | fsmcheck render, in-process | its overhead | libgvc on its DOT, read back | dot -Tsvg, naive DOT |"
        )
        emit("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        let workers = RenderWorkerPool(command: workerCommand, arguments: [], workers: 1, rendersPerWorker: .max)
        // The first render loads Graphviz's plugins, in this process and in the worker; a warm-up
        // keeps that one-off cost out of the rows.
        let warmUp = DiagramBuilder.diagram(for: generatedMachine(states: 2))
        _ = GraphvizRenderer.render(warmUp, format: .svg)
        _ = workers.render(warmUp, format: .svg)
        for size in sizes {
            let machine = generatedMachine(states: size)
            let inWorker = timed { workers.draw(.machine(machine, findings: [], options: DiagramOptions(detail: .full)), formats: [.svg])[0] }
            let inProcess = timed {
                GraphvizRenderer.render(DiagramBuilder.diagram(for: machine, options: DiagramOptions(detail: .full)), format: .svg)
            }
            let diagram = DiagramBuilder.diagram(for: machine, options: DiagramOptions(detail: .full))
            let dot = GraphvizRenderer.render(diagram, format: .dot).text ?? ""
            let library = timed { GraphvizRenderer.render(dotText: dot, format: .svg, reportingAt: diagram) }
            let failed = [inWorker, inProcess, library].contains { $0.output.data == nil } ? " (failed)" : ""
            emit(
                "| \(size) | \(machine.transitionCount) | \(seconds(inProcess.graphviz))\(failed) "
                    + "| \(seconds(inWorker.seconds)) | \(inWorker.overheadText) "
                    + "| \(seconds(inProcess.seconds)) | \(inProcess.overheadText) "
                    + "| \(seconds(library.seconds)) | \(naiveDotTime(machine)) |"
            )
        }
        let startUp = timed { RenderWorkerPool(command: workerCommand, arguments: []).render(warmUp, format: .svg) }
        emit("\nStarting a worker and drawing a first 2-state diagram in it: \(seconds(startUp.seconds)), once per 32 diagrams.")
    }

    /// fsmcheck's own render worker, built beside this benchmark (`make benchmark` builds both).
    static var workerCommand: URL { RenderWorkerPool.workerNextToExecutable }

    /// Medians over as many runs as fit in a second (at most 500): a small diagram takes 3 ms,
    /// where the machine's mood moves one run by more than the overhead measured.
    private struct Timing {
        /// The output of one run, to check that it drew.
        var output: RenderOutput
        var seconds: TimeInterval
        /// Graphviz's own time, as the render reported it.
        var graphviz: TimeInterval
        /// What each run took beyond Graphviz's time in that same run.
        var overhead: TimeInterval

        /// The overhead and its share of Graphviz's time.
        var overheadText: String {
            guard graphviz > 0 else { return "–" }
            return String(format: "%.1f ms (%.1f%%)", 1_000 * overhead, 100 * overhead / graphviz)
        }
    }

    private static func timed(_ work: () -> RenderOutput) -> Timing {
        var runs: [(output: RenderOutput, seconds: TimeInterval)] = []
        var total: TimeInterval = 0
        repeat {
            let start = Date()
            let output = work()
            runs.append((output, Date().timeIntervalSince(start)))
            total += runs[runs.count - 1].seconds
        } while runs.count < 500 && total < 1
        func median(_ values: [TimeInterval]) -> TimeInterval { values.sorted()[values.count / 2] }
        return Timing(
            output: runs[0].output,
            seconds: median(runs.map(\.seconds)),
            graphviz: median(runs.map(\.output.graphvizSeconds)),
            overhead: median(runs.map { $0.seconds - $0.output.graphvizSeconds })
        )
    }

    /// How much this process grows over `renders` renders of a machine with composite states,
    /// drawn through worker processes as `fsmcheck render` does, and in this process. Graphviz
    /// 2.42 leaks on every layout of a graph with clusters; the workers keep that out of fsmcheck.
    static func memoryGrowth(renders: Int) {
        let diagram = DiagramBuilder.diagram(for: hierarchicalMachine(), options: DiagramOptions(detail: .full))
        let workers = RenderWorkerPool(command: workerCommand, arguments: [])
        let throughWorkers = growth(renders: renders) { workers.render(diagram, format: .svg) }
        let inProcess = growth(renders: renders) { GraphvizRenderer.render(diagram, format: .svg) }
        emit("| \(renders) renders of a machine with composite states | memory this process gains |")
        emit("|---|---:|")
        emit(
            "| through worker processes (\(workers.launches) started), as `fsmcheck render` does | \(inProcess.failed || throughWorkers.failed ? "failed" : kilobytes(throughWorkers.bytes)) |"
        )
        emit("| in this process | \(kilobytes(inProcess.bytes)) |")
    }

    /// Resident memory gained over `renders` calls of `render`, after ten to warm up.
    private static func growth(renders: Int, _ render: () -> RenderOutput) -> (bytes: Int, failed: Bool) {
        var failed = false
        for _ in 0..<10 { failed = failed || render().data == nil }
        let before = residentBytes()
        for _ in 0..<renders { failed = failed || render().data == nil }
        return (residentBytes() - before, failed)
    }

    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    private static func kilobytes(_ bytes: Int) -> String {
        "\(bytes / 1024) KB"
    }

    /// Five composites of four states each, with transitions inside and between them. (Graphviz
    /// 2.42 crashes when, besides, every state jumps into another composite.)
    static func hierarchicalMachine() -> Machine {
        let location = SourceLocation(file: "generated.fsm", line: 1, column: 1)
        var machine = Machine(name: "Nested", location: location, initial: Reference("C0", at: location), dialect: "fsm")
        for group in 0..<5 {
            let composite = machine.addState(
                State(
                    name: "C\(group)", location: location, kind: .composite, initial: Reference("C\(group)S0", at: location),
                    transitions: [
                        Transition(
                            event: Reference("Leave", at: location), target: Reference("C\((group + 1) % 5)", at: location), location: location)
                    ]
                ))
            for index in 0..<4 {
                let transitions = [
                    Transition(
                        event: Reference("Next", at: location), target: Reference("C\(group)S\((index + 1) % 4)", at: location), location: location)
                ]
                machine.addState(State(name: "C\(group)S\(index)", location: location, transitions: transitions), parent: composite)
            }
        }
        return machine
    }

    /// Printed unbuffered, so that a long run shows each row as it is measured.
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// `size` states with four labelled, guarded transitions each, shaped like real flows: steps
    /// forward, a step back, and a jump back to the start of the state's flow of ten states.
    static func generatedMachine(states size: Int) -> Machine {
        let location = SourceLocation(file: "generated.fsm", line: 1, column: 1)
        var machine = Machine(name: "Generated\(size)", location: location, initial: Reference("S0", at: location), dialect: "fsm")
        for index in 0..<size {
            let targets = [(index + 1) % size, (index + 2) % size, max(index - 1, 0), index / 10 * 10]
            let transitions = targets.enumerated().map { step, target -> Transition in
                Transition(
                    event: Reference("Event\(step)", at: location),
                    guard: Guard(conditions: ["ready\(step)"], text: "ready\(step)"),
                    target: Reference("S\(target)", at: location),
                    actions: [Reference("act\(step)", at: location)],
                    location: SourceLocation(file: "generated.fsm", line: index * 4 + step + 2, column: 1)
                )
            }
            machine.addState(State(name: "S\(index)", location: location, transitions: transitions))
        }
        return machine
    }

    /// What a tool that prints DOT and shells out would hand to `dot`: every transition an edge.
    static func naiveDOT(_ machine: Machine) -> String {
        var lines = ["digraph \"\(machine.name)\" {"]
        for state in machine.states {
            for transition in state.transitions {
                guard let target = transition.target?.name else { continue }
                let label = [
                    transition.event?.name, transition.guard.displayText.map { "[\($0)]" },
                    "/ " + transition.actions.map(\.name).joined(separator: ", "),
                ]
                .compactMap { $0 }.joined(separator: " ")
                lines.append("  \"\(state.name)\" -> \"\(target)\" [label=\"\(label)\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func naiveDotTime(_ machine: Machine) -> String {
        guard let dot = executable(named: "dot") else { return "dot not installed" }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-naive-\(machine.name).dot")
        defer { try? FileManager.default.removeItem(at: input) }
        do {
            try naiveDOT(machine).write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = dot
            process.arguments = ["-Tsvg", "-o", "/dev/null", input.path]
            process.standardError = FileHandle.nullDevice
            let start = Date()
            try process.run()
            while process.isRunning {
                if Date().timeIntervalSince(start) > dotTimeLimit {
                    process.terminate()
                    process.waitUntilExit()
                    return "> \(Int(dotTimeLimit)) s (stopped)"
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return process.terminationStatus == 0 ? seconds(Date().timeIntervalSince(start)) : "failed (status \(process.terminationStatus))"
        } catch {
            return "failed: \(error.localizedDescription)"
        }
    }

    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.3f s", interval)
    }
}
