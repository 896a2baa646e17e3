import FSMDiagnostics
import FSMSwiftLoader
import Foundation
import SwiftParser

/// Measures the Swift loader on generated code: one 50,000-line SwiftFSM file (parsed on one core,
/// since a file is the unit of parallel work), a directory of 1,000 small SwiftFSM files and one
/// of 1,000 files of plain app code with no machine (both spread over every core); then what the
/// cache of files read saves on the two directories. Build in release: debug swift-syntax is about
/// 40 times slower.
public enum SwiftLoaderBenchmark {
    public static func run() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-swift-benchmark-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let large = directory.appendingPathComponent("Large.swift")
            try SwiftFSMSourceGenerator.file(typeName: "Large", stateCount: 4_950).write(to: large, atomically: true, encoding: .utf8)
            let many = directory.appendingPathComponent("Many")
            try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
            for number in 0..<1_000 {
                let text = SwiftFSMSourceGenerator.file(typeName: "Machine\(number)", stateCount: 5)
                try text.write(to: many.appendingPathComponent("Machine\(number).swift"), atomically: true, encoding: .utf8)
            }
            measure("1 file", files: try readFiles([large]))
            let names = try FileManager.default.contentsOfDirectory(atPath: many.path).sorted()
            measure("1,000 files", files: try readFiles(names.map { many.appendingPathComponent($0) }))
            let plain = directory.appendingPathComponent("Plain")
            try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
            let plainFiles = (0..<1_000).map { plain.appendingPathComponent("Item\($0).swift") }
            for (number, file) in plainFiles.enumerated() {
                try PlainAppGenerator.file(number: number).write(to: file, atomically: true, encoding: .utf8)
            }
            measure("1,000 plain app files", files: try readFiles(plainFiles))
            LoadCacheBenchmark.measure("1,000 files", folder: many)
            LoadCacheBenchmark.measure("1,000 plain app files", folder: plain)
        } catch {
            print("swift loader benchmark failed: \(error)")
        }
    }

    private static func readFiles(_ urls: [URL]) throws -> [SourceFile] {
        try urls.map { SourceFile(path: $0.path, text: try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Prints lines per second of wall time; lines per CPU-second (the speed of one core, whatever
    /// else the machine is doing); CPU time over wall time, to show how many cores worked; and
    /// swift-syntax's parser alone on the same files, the part of the time fsmcheck cannot cut.
    private static func measure(_ label: String, files: [SourceFile]) {
        let lines = files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        let loader = SwiftLoader()
        var best: (wall: Double, cpu: Double, result: LoadResult)?
        for _ in 0..<3 {
            let (wallStart, cpuStart) = (Measurement.monotonicSeconds, Measurement.processCPUSeconds)
            let result = loader.load(files)
            let (wall, cpu) = (Measurement.monotonicSeconds - wallStart, Measurement.processCPUSeconds - cpuStart)
            if wall < best?.wall ?? .infinity { best = (wall, cpu, result) }
        }
        guard let best else { return }
        var parseCPU = Double.infinity
        for _ in 0..<3 {
            let cpuStart = Measurement.processCPUSeconds
            for file in files { _ = Parser.parse(source: file.text) }
            parseCPU = min(parseCPU, Measurement.processCPUSeconds - cpuStart)
        }
        let transitions = best.result.machines.reduce(0) { $0 + $1.transitionCount }
        let figures = [
            "\(label): \(lines) lines, \(best.result.machines.count) machines, \(transitions) transitions",
            String(format: "%.0f ms", best.wall * 1_000),
            String(format: "%.0f lines/s", Double(lines) / best.wall),
            String(format: "%.0f lines per CPU-second", Double(lines) / best.cpu),
            String(format: "%.1f cores busy", best.cpu / best.wall),
            "\(best.result.diagnostics.count) diagnostics",
            String(format: "parser alone %.0f lines per CPU-second", Double(lines) / parseCPU),
            String(format: "%.2f of the parser", parseCPU / best.cpu),
        ]
        print("swift loader, " + figures.joined(separator: ", "))
    }
}

/// Realistic SwiftFSM code of a chosen size: enums, a super state, predicates, context blocks,
/// every kind of action, about 11 lines per state.
enum SwiftFSMSourceGenerator {
    static func file(typeName: String, stateCount: Int) -> String {
        let states = (0..<stateCount).map { "s\($0)" }
        var lines = [
            "import SwiftFSM",
            "",
            "@MainActor",
            "final class \(typeName): ExpandedSyntaxBuilder {",
            "    enum Mode: Predicate { case fast, slow }",
            "    enum Event { case e1, e2, e3, e4, reset }",
        ]
        for start in stride(from: 0, to: states.count, by: 10) {
            let chunk = states[start..<min(start + 10, states.count)].joined(separator: ", ")
            lines.append(start == 0 ? "    enum State {\n        case \(chunk)" : "        case \(chunk)")
        }
        lines += [
            "    }",
            "",
            "    let fsm = FSM<State, Event>(initialState: .s0)",
            "",
            "    func build() throws {",
            "        try fsm.buildTable {",
            "            let resetable = SuperState { when(.reset) | then(.s0) | stop & log }",
        ]
        for (number, state) in states.enumerated() {
            let next = states[(number + 1) % states.count]
            let other = states[(number * 7 + 3) % states.count]
            lines += [
                "            define(.\(state), adopts: resetable, onEntry: [enter\(number)]) {",
                "                when(.e1) | then(.\(next)) | advance",
                "                when(.e2) | then(.\(other)) | first & second",
                "                matching(Mode.fast) | when(.e3) | then(.\(next))",
                "                matching(Mode.slow) | when(.e3) | then()",
                "                when(.e4) {",
                "                    matching(Mode.fast) | then(.\(state)) | { log(\"\(state)\") }",
                "                    matching(Mode.slow) | then(.\(other))",
                "                }",
                "            }",
            ]
        }
        lines += ["        }", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }
}
