import FSMChecker
import FSMModel
import FSMPipeline
import Foundation
import Testing

/// Witnesses end to end: through the built binary, and replayed on every machine fsmcheck reads
/// in this repository, in every notation.
@Suite struct WitnessCommandTests {
    @Test func lintPrintsTheWitnessUnderTheFinding() throws {
        let outcome = try BinaryRunner.run(["lint", "Specs/broken.fsm"])
        #expect(outcome.standardOutput.contains("  note: reached by Brew [Cup.present, Credit.enough]\n"))
        #expect(outcome.standardOutput.contains("  note: reached by Brew [Cup.missing, Credit.enough] → Done\n"))
        #expect(outcome.standardOutput.contains("  note: no transition leads to `Descaling`\n"))
    }

    @Test func renderDrawsThePathOfTheFindingAskedFor() throws {
        let outcome = try BinaryRunner.run(["render", "Specs", "--witness", "Specs/broken.fsm:35", "--dot", "-o", "-"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("digraph CoffeeMachine {"), "only the finding's machine is drawn")
        #expect(outcome.standardOutput.contains(#"label="step 1\nBrew""#))
        #expect(outcome.standardOutput.contains(#"label="step 2\nDone""#))
    }

    @Test(arguments: [
        (
            "Specs/broken.fsm:3",
            "no finding is at Specs/broken.fsm:3; findings with a path:\n  Specs/broken.fsm:16:11 [predicate-clash]\n  Specs/broken.fsm:35:3 [dead-end]"
        ),
        ("Specs/broken.fsm:36:3", "the finding at Specs/broken.fsm:36:3 has no path to draw: no transition leads to `Descaling`"),
        ("broken", "--witness takes a finding's location as lint prints it"),
    ])
    func renderSaysWhyItCannotDrawAPath(location: String, message: String) throws {
        let outcome = try BinaryRunner.run(["render", "Specs/broken.fsm", "--witness", location, "--dot", "-o", "-"])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    /// Every state the search reaches and every transition it fires, in every machine of `Specs/`
    /// and of the conformance data (`.fsm`, the Swift dialects, SMC, SCXML): the path replays, one
    /// step at a time, to a configuration where the state is active or the transition has fired.
    @Test func everyPathReplaysInEveryNotation() throws {
        let folders = ["Specs", "Tests/ConformanceTests/Data"].map { BinaryRunner.packageRoot.appendingPathComponent($0).path }
        let workspace = try Workspace.load(paths: folders)
        #expect(workspace.machines.count > 60)
        var states = 0
        var transitions = 0
        for checked in workspace.machines {
            let machine = checked.machine
            let paths = ShortestPaths(machine)
            let simulator = StatechartSimulator(machine)
            for state in machine.stateIDs where paths.reaches(state) {
                let path = try #require(paths.path(to: state))
                let ending = simulator.replay(path)
                #expect(ending.map { simulator.isActive(state, in: $0) } == true, "\(machine.name): \(machine[state].name)")
                states += 1
            }
            for state in machine.stateIDs {
                for position in machine.effectiveTransitions(of: state).indices {
                    guard let path = paths.path(firing: TransitionID(state: state, position: position)) else { continue }
                    #expect(
                        simulator.replay(path) != nil && path.last?.transition == TransitionID(state: state, position: position), "\(machine.name)")
                    transitions += 1
                }
            }
        }
        #expect(states > 400 && transitions > 500, "\(states) states, \(transitions) transitions")
    }

    /// The test plans of the same machines: every step fires its transition and leaves the machine
    /// in the states it expects, and every transition the search fires is covered.
    @Test func everyTestPlanReplaysInEveryNotation() throws {
        let folders = ["Specs", "Tests/ConformanceTests/Data"].map { BinaryRunner.packageRoot.appendingPathComponent($0).path }
        for checked in try Workspace.load(paths: folders).machines {
            let machine = checked.machine
            let plan = TestPlanner(machine).plan()
            let simulator = StatechartSimulator(machine)
            guard let start = simulator.initialConfiguration else { continue }
            for path in plan.paths {
                var configuration = start
                for step in path.steps {
                    let firing = try #require(simulator.fire(step.stimulus, in: configuration), "\(machine.name): \(step.transition.label)")
                    configuration = firing.configuration
                    #expect(configuration.leaves.map { machine[$0].name } == step.expected, "\(machine.name): \(step.transition.label)")
                }
            }
            let search = ShortestPaths(machine)
            let fireable = machine.stateIDs.flatMap { state in
                machine.effectiveTransitions(of: state).indices.map { TransitionID(state: state, position: $0) }
            }.filter { !machine[$0.state].isHistory && search.path(firing: $0) != nil }
            #expect(plan.covered == fireable.count, "\(machine.name)")
        }
    }
}
