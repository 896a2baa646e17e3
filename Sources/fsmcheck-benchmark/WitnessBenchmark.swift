import FSMChecker
import FSMDiagnostics
import FSMSpecLoader
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What witnesses add to the check: the machines of `LintBenchmark`, checked with and without
/// them, runs alternating so that both see the same load, each size in a fresh process.
///
/// Wall-clock time on a shared machine moves with whatever else runs; the process's CPU time
/// moves much less, so both are printed. Witnesses are one breadth-first search per machine and
/// one path per finding (`Docs/Witnesses.md`).
enum WitnessBenchmark {
    static let defaultSizes = [1_000, 10_000, 100_000]
    static let repetitions = 9

    static func run(sizes: [Int]) throws {
        print(
            "| states | transitions | findings with a path | check without witnesses (s), median | check with witnesses (s), median | overhead, wall clock | CPU time without (s), median | CPU time with (s), median | overhead, CPU time |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
        for size in sizes {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            child.arguments = ["witness-one", String(size)]
            try child.run()
            child.waitUntilExit()
        }
    }

    static func runOne(states: Int) {
        let source = SourceFile(path: "generated-\(states).fsm", text: GeneratedSpec.text(states: states))
        let machines = SpecLoader().load([source]).machines
        var plain: [(wall: Double, cpu: Double)] = []
        var proven: [(wall: Double, cpu: Double)] = []
        var findings: [Diagnostic] = []
        for _ in 0..<repetitions {
            plain.append(measure { _ = machines.flatMap(Checker(computesWitnesses: false).check) })
            proven.append(measure { findings = machines.flatMap(Checker().check) })
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let (plainWall, provenWall) = (median(plain.map(\.wall)), median(proven.map(\.wall)))
        let (plainCPU, provenCPU) = (median(plain.map(\.cpu)), median(proven.map(\.cpu)))
        let withPath = findings.filter { $0.witness.map { $0.why == nil } ?? false }.count
        let row = [
            "\(states)", "\(machines.reduce(0) { $0 + $1.transitionCount })", "\(withPath)",
            Measurement.format(plainWall), Measurement.format(provenWall), percent(provenWall, over: plainWall),
            Measurement.format(plainCPU), Measurement.format(provenCPU), percent(provenCPU, over: plainCPU),
        ]
        print("| " + row.joined(separator: " | ") + " |")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
    }

    private static func percent(_ value: Double, over base: Double) -> String {
        Measurement.format((value - base) / base * 100, decimals: 0) + "%"
    }

    /// Wall-clock and CPU seconds (user and system, every thread of the process) of one run.
    private static func measure(_ work: () -> Void) -> (wall: Double, cpu: Double) {
        let cpuBefore = cpuSeconds
        let (_, wall) = Measurement.time(work)
        return (wall, cpuSeconds - cpuBefore)
    }

    private static var cpuSeconds: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
