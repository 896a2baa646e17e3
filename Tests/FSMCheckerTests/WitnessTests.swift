import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Every finding that happens somewhere along a run carries the shortest event sequence into it;
/// a state nothing enters says why.
@Suite struct WitnessTests {
    static func findings(_ text: String, rule: String) throws -> [Diagnostic] {
        Checker().check(try ShortestPathsTests.machine(text)).filter { $0.ruleID == rule }
    }

    static let coffee = """
        machine: Coffee
        initial: Off
        predicates:
          Cup: [present, missing]
          Credit: [none, enough]
        states:
          Off: { on: { Power: Idle } }
          Idle:
            on:
              Coin: Paying
          Paying:
            on:
              Brew:
                - when: Credit.enough
                  to: Brewing
                - when: Cup.present
                  do: [askForCoins]
          Brewing: { on: { Done: Jammed } }
          Jammed: {}
          Descaling: { on: { Done: Idle } }
          Rinsing: { on: { Done: Descaling } }
        """

    @Test func aClashIsReachedThenTriggeredWithTheValuesUnderWhichBothFire() throws {
        let clash = try #require(try Self.findings(Self.coffee, rule: "predicate-clash").first)
        let witness = try #require(clash.witness)
        #expect(witness.summary == "reached by Power → Coin → Brew [Cup.present, Credit.enough]")
        #expect(witness.steps.map(\.state) == ["Off", "Idle"])
        #expect(witness.steps.map(\.target) == ["Idle", "Paying"])
        #expect(witness.steps.map(\.location.line) == [7, 10])
        #expect(witness.trigger?.state == "Paying")
        #expect(witness.trigger?.location == clash.location)
    }

    @Test func aDeadEndIsReachedByTheShortestPathWithValuesThatAvoidTheOtherTransitions() throws {
        let deadEnd = try #require(try Self.findings(Self.coffee, rule: "dead-end").first)
        // `Credit.enough` alone would let `Cup.present` fire the other transition: `Cup.missing` rules it out.
        #expect(deadEnd.witness?.summary == "reached by Power → Coin → Brew [Cup.missing, Credit.enough] → Done")
        #expect(deadEnd.witness?.trigger == nil)
    }

    @Test func anUnreachableStateSaysWhy() throws {
        let unreachable = try Self.findings(Self.coffee, rule: "unreachable-state")
        #expect(
            unreachable.map { $0.witness?.summary } == [
                "only `Rinsing` leads to `Descaling`, and it is unreachable too",
                "no transition leads to `Rinsing`",
            ])
        #expect(unreachable.allSatisfy { $0.witness?.steps.isEmpty == true })
    }

    @Test func anUnreachableStateNamesTheUnreachableStatesThatLeadToIt() {
        var test = TestMachine(initial: "A")
        test.states("A")
        test.on("A", "Loop", to: "A")
        test.states("Island", kind: .composite, initial: "I1")
        test.states("I1", "I2", in: "Island")
        test.on("I1", "Go", to: "I2")
        for index in 1...6 {
            test.states("R\(index)")
            test.on("R\(index)", "Go", to: index.isMultiple(of: 2) ? "I2" : "Island")
        }
        let findings = test.findings("unreachable-state")
        #expect(findings.first?.subject.states == ["Island", "I1", "I2"])
        #expect(
            findings.first?.witness?.why
                == "only `R1`, `R2`, `R3`, `R4` and 2 more lead to `Island` or a state inside it, and they are unreachable too")
    }

    @Test func aFindingAtTheStartHasAnEmptyPath() throws {
        let findings = try Self.findings(
            """
            machine: Stuck
            initial: Only
            states:
              Only: {}
            """, rule: "dead-end")
        #expect(findings.map { $0.witness?.summary } == ["reached at the start: the machine starts there"])
    }

    @Test func aClashPreemptedByAnInnerStateIsReachedWhereItIsNot() throws {
        // In `Busy`, the child handles `Go` itself, so the composite's clash shows only from `Ready`.
        let clash = try #require(
            try Self.findings(
                """
                machine: Job
                initial: Job
                states:
                  Job:
                    initial: Busy
                    states:
                      Busy: { on: { Go: { do: [wait] }, Done: Ready } }
                      Ready: {}
                    on:
                      Go: [ Finished, Failed ]
                  Finished: { final: true }
                  Failed: { final: true }
                """, rule: "predicate-clash"
            ).first)
        #expect(clash.witness?.summary == "reached by Done → Go")
        #expect(clash.witness?.trigger?.state == "Job")
    }

    @Test func aTrapIsReachedThroughAnOrthogonalRegion() throws {
        let trap = try #require(
            try Self.findings(
                """
                machine: Panel
                initial: Panel
                states:
                  Panel:
                    regions:
                      Light: { initial: Dark, states: { Dark: { on: { Switch: Bright } }, Bright: { on: { Switch: Dark } } } }
                      Door: { initial: Shut, states: { Shut: { on: { Open: Opened } }, Opened: { on: { Slam: Shut } } } }
                    on:
                      Break: Broken
                      Unplug: Off
                  Broken: { on: { Poke: Sparking } }
                  Sparking: { on: { Poke: Broken } }
                  Off: { final: true }
                """, rule: "trap"
            ).first)
        #expect(trap.witness?.summary == "reached by Break")
        #expect(trap.witness?.steps.first?.state == "Panel", "the orthogonal state's transition fires, from whichever region")
    }

    @Test func aStateReachedOnlyThroughATargetComputedAtRunTimeHasNoPathButAReason() {
        var test = TestMachine(initial: "A")
        test.states("A", "B", "C")
        test.on("A", "Go", computed: "self.next()")
        test.on("A", "Step", to: "B")
        test.on("B", "Back", to: "A")
        test.on("C", "Stay", to: "C")
        let deadEnds = test.findings("trap") + test.findings("dead-end")
        #expect(deadEnds.map(\.subject.states) == [["C"]])
        #expect(
            deadEnds.first?.witness?.why
                == "no event sequence fsmcheck can replay enters `C`: the way there depends on what it cannot follow or evaluate")
    }

    @Test func withoutAVisibleInitialStateThereIsNoPath() {
        var test = TestMachine(initial: nil)
        test.states("A", "B")
        test.on("A", "Go", to: "B")
        test.unseen(.initialState, because: "set at run time")
        let deadEnds = test.findings("dead-end")
        #expect(deadEnds.map(\.subject.states) == [["B"]])
        #expect(deadEnds.allSatisfy { $0.witness == nil })
    }

    @Test func witnessesCanBeLeftOut() throws {
        let machine = try ShortestPathsTests.machine(Self.coffee)
        let without = Checker(computesWitnesses: false).check(machine)
        #expect(without.allSatisfy { $0.witness == nil })
        #expect(without.map(\.message) == Checker().check(machine).map(\.message))
    }
}
