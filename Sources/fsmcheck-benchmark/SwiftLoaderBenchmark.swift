import FSMDiagnostics
import FSMParallel
import FSMSwiftLoader
import Foundation
import SwiftParser

/// Measures the Swift loader on generated code: one 50,000-line SwiftFSM file (parsed on one core,
/// since a file is the unit of parallel work), a directory of 1,000 small SwiftFSM files and one
/// of 1,000 files of plain app code with no machine (both spread over every core); then what the
/// cache of files read saves on the two directories. Build in release: debug swift-syntax is about
/// 40 times slower.
public enum SwiftLoaderBenchmark {
    /// The three inputs, to measure or profile one alone (`fsmcheck-benchmark swift many`).
    public enum Input: String, CaseIterable, Sendable {
        case large, many, plain
    }

    /// Measures `inputs`, every input when empty; the cache's figures come with the full run only.
    public static func run(inputs: Set<Input> = []) {
        let inputs = inputs.isEmpty ? Set(Input.allCases) : inputs
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fsmcheck-swift-benchmark-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if inputs.contains(.large) {
                let large = directory.appendingPathComponent("Large.swift")
                try SwiftFSMSourceGenerator.file(typeName: "Large", stateCount: 4_950).write(to: large, atomically: true, encoding: .utf8)
                measure("1 file", files: try readFiles([large]))
            }
            let many = try write(count: inputs.contains(.many) ? 1_000 : 0, named: "Machine", into: directory.appendingPathComponent("Many")) {
                SwiftFSMSourceGenerator.file(typeName: "Machine\($0)", stateCount: 5)
            }
            if !many.isEmpty { measure("1,000 files", files: try readFiles(many)) }
            let plain = try write(count: inputs.contains(.plain) ? 1_000 : 0, named: "Item", into: directory.appendingPathComponent("Plain")) {
                PlainAppGenerator.file(number: $0)
            }
            if !plain.isEmpty { measure("1,000 plain app files", files: try readFiles(plain)) }
            guard inputs.count == Input.allCases.count else { return }
            LoadCacheBenchmark.measure("1,000 files", folder: directory.appendingPathComponent("Many"))
            LoadCacheBenchmark.measure("1,000 plain app files", folder: directory.appendingPathComponent("Plain"))
        } catch {
            print("swift loader benchmark failed: \(error)")
        }
    }

    /// Writes `count` generated files into `folder`, in the order of their numbers.
    private static func write(count: Int, named prefix: String, into folder: URL, text: (Int) -> String) throws -> [URL] {
        guard count > 0 else { return [] }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { number in
            let file = folder.appendingPathComponent("\(prefix)\(number).swift")
            try text(number).write(to: file, atomically: true, encoding: .utf8)
            return file
        }
    }

    private static func readFiles(_ urls: [URL]) throws -> [SourceFile] {
        try urls.map { SourceFile(path: $0.path, text: try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Prints lines per second of wall time; lines per CPU-second (the speed of one core, whatever
    /// else the machine is doing); CPU time over wall time, to show how many cores worked; and
    /// swift-syntax's parser alone on the same files, the part of the time fsmcheck cannot cut.
    ///
    /// The parser is timed twice: on one core, and spread over the cores as the loader spreads
    /// files. Cores working at once share caches and memory, so a CPU-second of each does not do
    /// the same work as one of a core alone; the ratio that compares like with like is the
    /// second, and the first is printed beside it.
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
        let oneCore = parserCPU { for file in files { _ = Parser.parse(source: file.text) } }
        let spread = parserCPU { _ = files.concurrentMap { Parser.parse(source: $0.text).endPosition.utf8Offset } }
        let transitions = best.result.machines.reduce(0) { $0 + $1.transitionCount }
        let figures = [
            "\(label): \(lines) lines, \(best.result.machines.count) machines, \(transitions) transitions",
            String(format: "%.0f ms", best.wall * 1_000),
            String(format: "%.0f lines/s", Double(lines) / best.wall),
            String(format: "%.0f lines per CPU-second", Double(lines) / best.cpu),
            String(format: "%.1f cores busy", best.cpu / best.wall),
            "\(best.result.diagnostics.count) diagnostics",
            String(format: "parser alone %.0f lines per CPU-second on one core, %.0f on every core", Double(lines) / oneCore, Double(lines) / spread),
            String(format: "%.2f of the parser on the same cores (%.2f of it on one core)", spread / best.cpu, oneCore / best.cpu),
        ]
        print("swift loader, " + figures.joined(separator: ", "))
    }

    /// The least CPU time of three runs of `parse`.
    private static func parserCPU(_ parse: () -> Void) -> Double {
        var least = Double.infinity
        for _ in 0..<3 {
            let cpuStart = Measurement.processCPUSeconds
            parse()
            least = min(least, Measurement.processCPUSeconds - cpuStart)
        }
        return least
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
