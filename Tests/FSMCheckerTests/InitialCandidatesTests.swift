import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A machine whose initial state is one of several candidates, chosen at run time (a ternary in
/// Swift, `phase = returning ? .main : .intro`), starts in any of them: paths, witnesses and test
/// plans start from the nearest, and say which.
@Suite struct InitialCandidatesTests {
    /// `Main` is the first candidate; `Tour` and `Stuck` are reached from `Intro` only.
    static func onboarding() throws -> Machine {
        var machine = try ShortestPathsTests.machine(
            """
            machine: Onboarding
            initial: Main
            states:
              Intro: { on: { Next: Tour, Skip: Main } }
              Tour: { on: { Next: Main, Skip: Stuck } }
              Main: { on: { Next: Done } }
              Done: {}
              Stuck: {}
            """)
        machine.otherInitialTargets = [Reference("Intro", at: machine.location)]
        return machine
    }

    @Test func aPathStartsFromTheNearestCandidate() throws {
        let machine = try Self.onboarding()
        let search = PathSearch(machine)
        let several = search.startsInOneOfSeveral
        #expect(several)
        guard case .found(let start, let steps) = search.path(to: try #require(machine.id(named: "Stuck"))) else {
            Issue.record("no path to `Stuck`")
            return
        }
        #expect(start.leaves.map { machine[$0].name } == ["Intro"])
        #expect(StatechartSimulator(machine).described(steps).map(\.label) == ["Next", "Skip"])
        guard case .found(let main, let none) = search.path(to: try #require(machine.id(named: "Main"))) else {
            Issue.record("no path to `Main`")
            return
        }
        #expect(main.leaves.map { machine[$0].name } == ["Main"] && none.isEmpty)
    }

    @Test func aWitnessSaysWhichCandidateItStartsFrom() throws {
        let deadEnds = Checker().check(try Self.onboarding()).filter { $0.ruleID == "dead-end" }
        #expect(deadEnds.map { $0.witness?.summary ?? "" } == ["reached from `Main` by Next", "reached from `Intro` by Next → Skip"])
    }

    @Test func aTestPlanStartsEachPathWhereItsFirstStepCanBeTaken() throws {
        let machine = try Self.onboarding()
        let plan = TestPlanner(machine).plan()
        #expect(plan.initial == ["Main"])
        #expect(plan.startsInSeveralPlaces)
        #expect(plan.covered == plan.total && plan.uncovered.isEmpty)
        // From `Intro` every transition can be fired: no path needs to start in `Main`.
        #expect(plan.paths.allSatisfy { $0.start == ["Intro"] })
        #expect(try TestPlannerTests.replays(plan, on: machine))
        let states = TestPlanner(machine, coverage: .states).plan()
        #expect(states.covered == states.total, "\(states.uncovered)")
        #expect(try TestPlannerTests.replays(states, on: machine))
    }
}
