import FSMChecker
import FSMDiagnostics
import FSMSpecLoader
import Foundation

/// Load and check times of generated `.fsm` machines, each size in a fresh process so that the
/// peak memory figure belongs to that size alone.
enum LintBenchmark {
    static let defaultSizes = [1_000, 10_000, 100_000]

    /// Prints the table header and runs each size in a child process.
    static func run(sizes: [Int]) throws {
        print(
            "| states | transitions | spec size | load (s) | check (s), median | check (s), range | load + check (s) | peak memory (MB) | findings |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
        for size in sizes {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            child.arguments = ["lint-one", String(size)]
            try child.run()
            child.waitUntilExit()
        }
    }

    static let checkRepetitions = 5

    /// Generates, loads and checks one machine in this process and prints one table row.
    static func runOne(states: Int) {
        let text = GeneratedSpec.text(states: states)
        let source = SourceFile(path: "generated-\(states).fsm", text: text)
        let (loaded, loadSeconds) = Measurement.time { SpecLoader().load([source]) }
        // The check reads a model far larger than any cache, so one run can be slowed by whatever
        // else the machine is doing; the median of several says what the check itself costs.
        let checks = (0..<checkRepetitions).map { _ in Measurement.time { loaded.machines.flatMap(Checker().check) } }
        let checkSeconds = checks.map(\.seconds).sorted()
        let median = checkSeconds[checkSeconds.count / 2]
        let findings = checks[0].result
        let transitions = loaded.machines.reduce(0) { $0 + $1.transitionCount }
        let row = [
            "\(states)", "\(transitions)", "\(text.utf8.count / 1024) KB",
            Measurement.format(loadSeconds), Measurement.format(median),
            "\(Measurement.format(checkSeconds[0]))–\(Measurement.format(checkSeconds[checkSeconds.count - 1]))",
            Measurement.format(loadSeconds + median),
            Measurement.format(Measurement.peakMemoryMB, decimals: 0), "\(findings.count + loaded.diagnostics.count)",
        ]
        print("| " + row.joined(separator: " | ") + " |")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
    }
}

/// A large `.fsm` machine shaped like real ones: four transitions per state (two of them
/// guarded alternatives on one event), and a sprinkling of unreachable states and dead ends so
/// that the checker has something to report.
enum GeneratedSpec {
    static func text(states count: Int) -> String {
        var lines = [
            "machine: Generated\(count)",
            "initial: S0",
            "predicates:",
            "  Mode: [fast, slow, paused]",
            "  Level: [low, high]",
            "events: [Next, Choose, Jump, Tick]",
            "states:",
        ]
        lines.reserveCapacity(count + 8)
        for index in 0..<count {
            lines.append("  S\(index): " + transitions(of: index, count: count))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every 97th state is never targeted (unreachable); every 89th only ticks (a dead end).
    private static func transitions(of index: Int, count: Int) -> String {
        if index % 89 == 88 { return "{ on: { Tick: { do: [tick] } } }" }
        let next = target(index + 1, count)
        let skip = target(index + 2, count)
        let back = target(index / 2, count)
        let jump = target((index &* 7_919 + 13) % count, count)
        return
            "{ on: { Next: \(next), Choose: [ { when: Mode.fast and Level.high, to: \(skip) }, { when: Mode.slow or Mode.paused, to: \(back) } ], Jump: \(jump) / log } }"
    }

    private static func target(_ index: Int, _ count: Int) -> String {
        var candidate = index % count
        if candidate % 97 == 96 { candidate = (candidate + 1) % count }
        return "S\(candidate)"
    }
}
