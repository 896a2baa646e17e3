import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// `fsmcheck tests`: paths that together fire every transition that can fire, each step replaying
/// to the states it expects; what cannot be covered, with why.
@Suite struct TestPlannerTests {
    /// Replays every path of the plan with the simulator: each step's transition fires and leaves
    /// the machine where the step expects it.
    static func replays(_ plan: TestPlan, on machine: Machine) throws -> Bool {
        let simulator = StatechartSimulator(machine)
        for path in plan.paths {
            // A path from another initial candidate (a flat machine's) starts by entering it.
            let other = path.start == plan.initial ? nil : path.start.first.flatMap(machine.id(named:))
            var configuration = try #require(other.map(simulator.configuration(entering:)) ?? simulator.initialConfiguration)
            for step in path.steps {
                // Without `preferred`: the values alone must make the machine take the step.
                var stimulus = step.stimulus
                stimulus.preferred = []
                guard let firing = simulator.fire(stimulus, in: configuration) else { return false }
                configuration = firing.configuration
                guard configuration.leaves.map({ machine[$0].name }) == step.expected else { return false }
            }
        }
        return true
    }

    @Test func everyTransitionThatCanFireIsFiredAndTheRestAreExplained() throws {
        let machine = try ShortestPathsTests.machine(WitnessTests.coffee)
        let plan = TestPlanner(machine).plan()
        #expect(plan.initial == ["Off"])
        #expect(plan.total == 7 && plan.covered == 5)
        let fired = Set(plan.paths.flatMap(\.steps).map { "\($0.transition.state) \($0.transition.event ?? "")" })
        #expect(fired == ["Off Power", "Idle Coin", "Paying Brew", "Brewing Done"])
        #expect(plan.uncovered.map(\.reason) == ["`Descaling` is never active", "`Rinsing` is never active"])
        #expect(try Self.replays(plan, on: machine))
    }

    /// A state only a computed target may enter is not covered, and the plan says where that target
    /// is rather than calling the state never active (lint does not call it unreachable).
    @Test func whatOnlyAComputedTargetMayReachIsUncoveredWithThatReason() throws {
        var test = TestMachine(initial: "A")
        test.states("A", "B", "C")
        test.on("A", "Go", to: "B")
        test.on("B", "Pick", computed: "self.pick()")
        test.on("C", "Back", to: "A")
        let pick = try #require(test.machine.states[1].transitions.first).location
        let reason = "may be reached through the computed target at test.fsm:\(pick.line), which fsmcheck cannot follow"
        let transitions = TestPlanner(test.machine).plan()
        #expect(transitions.uncovered.map(\.reason) == ["its target is computed at run time", "`C` " + reason])
        let states = TestPlanner(test.machine, coverage: .states).plan()
        #expect(states.uncovered.map(\.state) == ["C"])
        #expect(states.uncovered.map(\.reason) == [reason])
    }

    @Test func pathsAreFewBecauseTheyGoOnWhileSomethingIsLeftToCover() throws {
        let machine = try ShortestPathsTests.machine(ShortestPathsTests.turnstile)
        let plan = TestPlanner(machine).plan()
        #expect(plan.covered == 6, "\(plan.uncovered)")
        #expect(plan.paths.count == 2)
        #expect(plan.paths.allSatisfy { $0.steps.count <= TestPlanner.maximumSteps })
        #expect(plan.paths.flatMap(\.steps).contains { $0.transition.event == "Kick" && $0.transition.values == ["Mode.strict"] })
        #expect(try Self.replays(plan, on: machine))
    }

    @Test func statechartsExpectEveryActiveLeaf() throws {
        let machine = try ShortestPathsTests.machine(
            """
            machine: Keyboard
            initial: Operating
            states:
              Operating:
                regions:
                  Main: { initial: Lower, states: { Lower: { on: { Caps: Upper } }, Upper: { on: { Caps: Lower } } } }
                  Numeric: { initial: Digits, states: { Digits: { on: { Num: Arrows } }, Arrows: { on: { Num: Digits } } } }
                on:
                  Unplug: Unplugged
              Unplugged: { final: true }
            """)
        let plan = TestPlanner(machine).plan()
        #expect(plan.initial == ["Lower", "Digits"])
        #expect(plan.covered == plan.total && plan.total == 5)
        #expect(plan.paths.flatMap(\.steps).contains { $0.expected == ["Upper", "Digits"] })
        #expect(try Self.replays(plan, on: machine))
        let states = TestPlanner(machine, coverage: .states).plan()
        #expect(states.total == 8 && states.covered == 8)
        #expect(try Self.replays(states, on: machine))
    }

    @Test func opaqueGuardsAreTakenAndListed() throws {
        let machine = try ShortestPathsTests.machine(
            """
            machine: Door
            initial: Closed
            states:
              Closed: { on: { Open: [ { if: "the badge is valid", to: Opened } ] } }
              Opened: { on: { Close: Closed } }
            """)
        let plan = TestPlanner(machine).plan()
        #expect(plan.needingConditions.map(\.conditions) == [["the badge is valid"]])
        #expect(plan.paths.first?.steps.first?.transition.conditions == ["the badge is valid"])
    }

    @Test func withoutAVisibleInitialStateThereIsNoPlan() {
        var test = TestMachine(initial: nil)
        test.states("A", "B")
        test.on("A", "Go", to: "B")
        test.unseen(.initialState, because: "set at run time")
        let plan = TestPlanner(test.machine).plan()
        #expect(plan.paths.isEmpty)
        #expect(plan.reason == "the machine's initial state is not visible to fsmcheck: no test can start")
    }
}
