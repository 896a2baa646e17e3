import FSMExporters
import FSMGraphviz
import FSMModel
import Foundation

/// Render speed on generated machines (issue 3 §6): fsmcheck end to end; within it, the time of
/// `gvLayout` + `gvRenderData` on the graph fsmcheck built, and what remains, fsmcheck's own
/// overhead; libgvc alone on the DOT text fsmcheck writes, read back with `agmemread`; and the
/// `dot` command on a naive one-edge-per-transition graph.
enum RenderBenchmark {
    /// The naive `dot` run is stopped after this long: on 1,000 states it takes minutes.
    static let dotTimeLimit: TimeInterval = 300

    static func run(sizes: [Int] = [10, 100, 250, 1_000]) {
        emit("| states | transitions | fsmcheck render SVG | of which gvLayout + gvRenderData | fsmcheck's overhead | libgvc on its DOT, read back | dot -Tsvg, naive DOT |")
        emit("|---:|---:|---:|---:|---:|---:|---:|")
        // The first render loads Graphviz's plugins; a warm-up keeps that one-off cost out of the rows.
        _ = GraphvizRenderer.render(DiagramBuilder.diagram(for: generatedMachine(states: 2)), format: .svg)
        for size in sizes {
            let machine = generatedMachine(states: size)
            let start = Date()
            let diagram = DiagramBuilder.diagram(for: machine, options: DiagramOptions(detail: .full))
            let svg = GraphvizRenderer.render(diagram, format: .svg)
            let fsmcheckTime = Date().timeIntervalSince(start)
            let dot = GraphvizRenderer.render(diagram, format: .dot).text ?? ""
            let libraryStart = Date()
            let library = GraphvizRenderer.render(dotText: dot, format: .svg, reportingAt: diagram)
            let libraryTime = Date().timeIntervalSince(libraryStart)
            let failed = svg.data == nil || library.data == nil ? " (failed)" : ""
            let overhead = fsmcheckTime - svg.graphvizSeconds
            let share = svg.graphvizSeconds > 0 ? String(format: " (%.1f%%)", 100 * overhead / svg.graphvizSeconds) : ""
            emit(
                "| \(size) | \(machine.transitionCount) | \(seconds(fsmcheckTime))\(failed) | \(seconds(svg.graphvizSeconds)) "
                    + "| \(seconds(overhead))\(share) | \(seconds(libraryTime)) | \(naiveDotTime(machine)) |"
            )
        }
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
                let label = [transition.event?.name, transition.guard.displayText.map { "[\($0)]" }, "/ " + transition.actions.map(\.name).joined(separator: ", ")]
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
