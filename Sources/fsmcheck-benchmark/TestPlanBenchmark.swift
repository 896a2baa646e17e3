import FSMChecker
import FSMDiagnostics
import FSMSpecLoader
import FSMTestPlans
import Foundation

/// How long `fsmcheck tests` takes to plan a large machine and write the plan: the lint
/// benchmark's flat machines, and one of the same size made of composite states (a configuration
/// is then a state with its ancestors, and every step is simulated). Best of three.
enum TestPlanBenchmark {
    static let defaultSizes = [1_000, 10_000]

    static func run(sizes: [Int]) {
        print("| machine | states | transitions | paths | steps | covered | plan (s) | plan + Swift Testing file (s) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for size in sizes {
            row("flat", GeneratedSpec.text(states: size), states: size)
            row("composite", CompositeSpec.text(states: size), states: size)
        }
    }

    private static func row(_ shape: String, _ text: String, states: Int) {
        guard let machine = SpecLoader().load([SourceFile(path: "\(shape)-\(states).fsm", text: text)]).machines.first else { return }
        var planSeconds = Double.infinity
        var totalSeconds = Double.infinity
        var plan: TestPlan?
        for _ in 0..<3 {
            let (made, seconds) = Measurement.time { TestPlanner(machine).plan() }
            let (_, writing) = Measurement.time { TestPlanFormat.swiftTesting.text(of: made, relativePath: { $0 }) }
            planSeconds = min(planSeconds, seconds)
            totalSeconds = min(totalSeconds, seconds + writing)
            plan = made
        }
        guard let plan else { return }
        let cells = [
            shape, "\(machine.states.count)", "\(machine.transitionCount)", "\(plan.paths.count)", "\(plan.stepCount)",
            "\(plan.covered) of \(plan.total)", Measurement.format(planSeconds), Measurement.format(totalSeconds),
        ]
        print("| " + cells.joined(separator: " | ") + " |")
        fflush(nil)  // every open stream: `stdout` itself is not concurrency-safe to name
    }
}

/// A machine of composite states, ten children each: the children move among themselves, the
/// composite's own transitions (which apply in every child) lead to other composites.
enum CompositeSpec {
    static func text(states count: Int) -> String {
        let groups = max(1, count / 11)
        var lines = ["machine: Composite\(count)", "initial: G0", "states:"]
        for group in 0..<groups {
            lines += ["  G\(group):", "    initial: G\(group)C0", "    states:"]
            for child in 0..<10 {
                lines.append("      G\(group)C\(child): { on: { Next: G\(group)C\((child + 1) % 10), Back: G\(group)C\((child + 9) % 10) } }")
            }
            lines += ["    on:", "      Jump: G\((group + 1) % groups)", "      Skip: G\((group * 7 + 3) % groups)C5"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
