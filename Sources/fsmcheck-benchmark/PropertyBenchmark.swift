import FSMChecker
import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Foundation

/// What five properties add to checking the lint benchmark's machines: one of each pattern
/// (`never`, `reachable`, `always-reachable`, `precedence`, fair `response`), answered on the
/// configuration graph built once for all five (`Docs/Properties.md`). The yardstick is the same
/// machine checked without properties, runs alternating so that both see the same load.
enum PropertyBenchmark {
    static let defaultSizes = [1_000, 10_000, 100_000]
    static let repetitions = 5

    static func run(sizes: [Int]) {
        print("| states | transitions | answers | check without properties (s), median | check with five (s), median | added (s) | ratio |")
        print("|---:|---:|---|---:|---:|---:|---:|")
        for size in sizes { runOne(states: size) }
    }

    static func runOne(states: Int) {
        let source = SourceFile(path: "generated-\(states).fsm", text: GeneratedSpec.text(states: states))
        guard let plain = SpecLoader().load([source]).machines.first else { return }
        var machine = plain
        machine.properties = properties(states: states, file: source.path)
        var without: [Double] = []
        var with: [Double] = []
        for _ in 0..<repetitions {
            without.append(Measurement.time { _ = Checker().check(plain) }.1)
            with.append(Measurement.time { _ = Checker().check(machine) }.1)
        }
        let answers = Checker().propertyVerdicts(of: machine).map(\.status.mark).joined(separator: " ")
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let (base, checked) = (median(without), median(with))
        let row = [
            "\(states)", "\(plain.transitionCount)", answers, Measurement.format(base), Measurement.format(checked),
            Measurement.format(checked - base), Measurement.format(checked / base, decimals: 1) + "×",
        ]
        print("| " + row.joined(separator: " | ") + " |")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
    }

    /// One property of each pattern over states spread through the machine.
    private static func properties(states: Int, file: String) -> [Property] {
        let at = SourceLocation(file: file, line: 1, column: 1)
        let state = { (index: Int) in Reference("S\(index % states)", at: at) }
        return [
            Property(.never(state(88)), at: at),
            Property(.reachable(state(states - 1)), at: at),
            Property(.alwaysReachable(state(0)), at: at),
            Property(.precedence(state: state(states / 2), requires: state(1)), at: at),
            Property(.response(from: state(1), to: state(states / 2), strict: false), at: at),
        ]
    }
}
