import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Each property pattern answers with the meaning Docs/Properties.md gives it, and each
/// counterexample replays in the simulator to where it says.
@Suite struct PropertyTests {
    static func verdicts(_ text: String) throws -> [PropertyVerdict] {
        Checker().propertyVerdicts(of: try ShortestPathsTests.machine(text))
    }

    static func summary(_ verdict: PropertyVerdict) -> String {
        "\(verdict.status.mark) \(verdict.property.text)" + (verdict.witness.map { " | \($0.summary)" } ?? "")
    }

    static let checkout = """
        machine: Checkout
        initial: Cart
        properties:
          - precedence: { state: Shipped, requires: Paid }
          - reachable: Refunded
          - always-reachable: Cart
          - response: { from: Paid, to: Shipped }
          - response: { from: Paid, to: Shipped, strict: true }
          - never: Cart
          - reachable: Shipped
        states:
          Cart: { on: { Pay: Paid, Ship: Shipped } }
          Paid: { on: { Ship: Shipped, Wait: Paid, Cancel: Broken } }
          Shipped: { on: { Reset: Cart } }
          Refunded: {}
          Broken: {}
        """

    @Test func everyPatternAnswersWithItsShortestCounterexample() throws {
        #expect(
            try Self.verdicts(Self.checkout).map(Self.summary) == [
                "✗ precedence: { state: Shipped, requires: Paid } | reached by Ship",
                "✗ reachable: Refunded | no run enters `Refunded`",
                "✗ always-reachable: Cart | reached by Pay → Cancel",
                "✗ response: { from: Paid, to: Shipped } | reached by Pay → Cancel",
                "✗ response: { from: Paid, to: Shipped, strict: true } | reached by Pay → Wait",
                "✗ never: Cart | reached at the start: the machine starts there",
                "✓ reachable: Shipped",
            ])
    }

    /// Fair `response` forgives a cycle from which the goal stays reachable; `strict` does not.
    @Test func fairnessForgivesACycleThatCanStillLeave() throws {
        let text = """
            machine: Player
            initial: Idle
            properties:
              - response: { from: Playing, to: Idle }
              - response: { from: Playing, to: Idle, strict: true }
              - always-reachable: Idle
            states:
              Idle: { on: { Play: Playing } }
              Playing: { on: { Tick: Playing, Stop: Idle } }
            """
        #expect(
            try Self.verdicts(text).map(Self.summary) == [
                "✓ response: { from: Playing, to: Idle }",
                "✗ response: { from: Playing, to: Idle, strict: true } | reached by Play → Tick",
                "✓ always-reachable: Idle",
            ])
    }

    /// Guards are the environment's choice: the counterexample names the values it needs.
    @Test func guardsAreChoicesAndCounterexamplesNameTheirValues() throws {
        let text = """
            machine: Door
            initial: Closed
            predicates:
              Badge: [valid, invalid]
            properties:
              - never: Open
            states:
              Closed: { on: { Swipe: [ { when: Badge.valid, to: Open }, { when: Badge.invalid, to: Closed } ] } }
              Open: { on: { Close: Closed } }
            """
        #expect(try Self.verdicts(text).map(Self.summary) == ["✗ never: Open | reached by Swipe [Badge.valid]"])
    }

    /// A composite is entered when a state inside it becomes active from outside; moving inside it does not enter it again.
    @Test func aCompositeIsEnteredFromOutsideOnly() throws {
        let text = """
            machine: Work
            initial: Idle
            properties:
              - precedence: { state: Done, requires: Busy }
              - response: { from: Busy, to: Done, strict: true }
            states:
              Idle: { on: { Start: Busy } }
              Busy:
                initial: Loading
                states:
                  Loading: { on: { Loaded: Working } }
                  Working: { on: { Finish: Done } }
              Done: { final: true }
            """
        #expect(
            try Self.verdicts(text).map(Self.summary) == [
                "✓ precedence: { state: Done, requires: Busy }",
                "✓ response: { from: Busy, to: Done, strict: true }",
            ])
    }

    /// A step inside a composite does not enter it; an external self-transition re-enters its
    /// state, an internal one does not.
    @Test func enteringMeansBecomingActiveFromOutside() throws {
        let machine = { (reset: String) in
            """
            machine: Pad
            initial: K
            properties:
              - response: { from: L1, to: K }
              - response: { from: L1, to: K, strict: true }
            states:
              K:
                regions:
                  Left: { initial: L0, states: { L0: { on: { Hit: L1 } }, L1: {} } }
                  Right: { initial: R0, states: { R0: {} } }
                on:
                  Reset: \(reset)
            """
        }
        #expect(try Self.verdicts(machine("K")).map(\.status) == [.holds, .holds])
        #expect(
            try Self.verdicts(machine("{ do: [beep] }")).map(Self.summary) == [
                "✗ response: { from: L1, to: K } | reached by Hit",
                "✗ response: { from: L1, to: K, strict: true } | reached by Hit → Reset",
            ])
    }

    /// A condition fsmcheck cannot evaluate makes a counterexample a "may be violated", naming the step.
    @Test func aCounterexampleThroughAnOpaqueConditionIsNotCertain() throws {
        let text = """
            machine: Lamp
            initial: Off
            properties:
              - never: Broken
            states:
              Off: { on: { Press: [ { if: battery is charged, to: On }, { if: battery is low, to: Broken } ] } }
              On: { on: { Press: Off } }
              Broken: { on: { Fix: Off } }
            """
        let verdict = try #require(try Self.verdicts(text).first)
        #expect(verdict.status == .mayBeViolated)
        #expect(verdict.reason == "step 1 (Press [battery is low]) takes `battery is low` to hold, a condition fsmcheck cannot evaluate")
    }

    /// Without a visible start there are no runs to judge: the property cannot be decided, never a pass.
    @Test func noInitialStateCannotBeDecided() throws {
        var machine = try ShortestPathsTests.machine(
            """
            machine: M
            initial: A
            properties:
              - never: B
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
            """)
        machine.markInitialStateUnseen(reason: "set at run time", at: machine.location)
        let verdict = try #require(Checker().propertyVerdicts(of: machine).first)
        #expect(verdict.status == .undecided)
        #expect(verdict.reason == "the machine's initial state is not visible to fsmcheck, so its runs are not known")
    }

    /// With orthogonal regions the values decide what each region does: every combination is a choice.
    @Test func regionsStepTogetherUnderEveryChoiceOfValues() throws {
        let text = """
            machine: Pad
            initial: Keys
            predicates:
              Shift: [up, down]
            properties:
              - never: Both
            states:
              Keys:
                regions:
                  Left: { initial: L0, states: { L0: { on: { Hit: [ { when: Shift.down, to: L1 } ] } }, L1: {} } }
                  Right: { initial: R0, states: { R0: { on: { Hit: [ { when: Shift.down, to: R1 } ] } }, R1: { on: { Both: Both } } } }
                on:
                  Reset: Keys
              Both: {}
            """
        let verdict = try #require(try Self.verdicts(text).first)
        #expect(Self.summary(verdict) == "✗ never: Both | reached by Hit [Shift.down] → Both")
    }

    /// Where each of two regions has a choice (a clash on the event), every combination is a step:
    /// `Win` is entered only after both regions took their second transition.
    @Test func clashesInTwoRegionsAtOnceTakeEveryCombination() throws {
        let text = """
            machine: Dice
            initial: Table
            predicates:
              Shift: [up, down]
            properties:
              - never: Win
            states:
              Table:
                regions:
                  Right: { initial: R0, states: { R0: { on: { Roll: [ { when: Shift.down, to: R1 }, { when: Shift.down, to: R2 } ] } }, R1: { on: { Go: Lose } }, R2: {} } }
                  Left: { initial: L0, states: { L0: { on: { Roll: [ { when: Shift.down, to: L1 }, { when: Shift.down, to: L2 } ] } }, L1: {}, L2: { on: { Go: Win } } } }
              Win: {}
              Lose: {}
            """
        let verdict = try #require(try Self.verdicts(text).first)
        #expect(Self.summary(verdict) == "✗ never: Win | reached by Roll [Shift.down] → Go")
        let space = ConfigurationSpace(try ShortestPathsTests.machine(text))
        #expect(
            space.configurations.filter { $0.first?.hasPrefix("R") == true }.map { $0.joined(separator: "+") }.sorted() == [
                "R0+L0", "R1+L1", "R1+L2", "R2+L1", "R2+L2",
            ])
    }

    /// Past 64 combinations of the regions' choices on one event, the rest are not tried: what they
    /// could change cannot be decided, and says why.
    @Test func tooManyCombinationsOfChoicesAreNotAPass() throws {
        let region = { (index: Int) in
            "      R\(index): { initial: A\(index), states: { A\(index): { on: { Go: [ { when: Mode.a, to: B\(index) }, { when: Mode.a, to: C\(index) } ] } }, B\(index): {}, C\(index): {} } }"
        }
        let text = """
            machine: Panel
            initial: Board
            predicates:
              Mode: [a, b]
            properties:
              - never: Spare
            states:
              Board:
                regions:
            \((0..<8).map(region).joined(separator: "\n"))
              Spare: {}
            """
        let verdict = try #require(try Self.verdicts(text).first)
        #expect(verdict.status == .undecided)
        #expect(
            verdict.reason?.contains("whose combinations of predicate values and regions' choices are more than the 64 it tries") == true,
            "\(verdict.reason ?? "")")
    }

    /// Past the search's limit (20,000 configurations for a machine with regions) what was found
    /// stands (a run into a state, a counterexample), but what needs every run is "cannot decide".
    @Test func pastTheSearchLimitOnlyWhatWasFoundIsDecided() throws {
        let ring = { (prefix: String, event: String) in
            (0..<150).map { "          \(prefix)\($0): { on: { \(event): \(prefix)\(($0 + 1) % 150) } }" }.joined(separator: "\n")
        }
        let text = """
            machine: Odometer
            initial: Wheels
            properties:
              - reachable: a5
              - never: b9
              - never: island
              - always-reachable: a0
            states:
              Wheels:
                regions:
                  Left:
                    initial: a0
                    states:
            \(ring("a", "TickA"))
                      island: {}
                  Right:
                    initial: b0
                    states:
            \(ring("b", "TickB"))
            """
        let verdicts = try Self.verdicts(text)
        #expect(verdicts.map(\.status) == [.holds, .violated, .undecided, .undecided])
        #expect(verdicts[1].witness?.steps.count == 9)
        #expect(verdicts[2].reason?.hasPrefix("the search stopped at its limit, after 2") == true, "\(verdicts[2].reason ?? "")")
    }

    /// Every counterexample replays in the simulator, step by step, to the configuration it claims.
    @Test func counterexamplesReplay() throws {
        let machine = try ShortestPathsTests.machine(Self.checkout)
        let simulator = StatechartSimulator(machine)
        for verdict in Checker().propertyVerdicts(of: machine) where verdict.status == .violated {
            let labels = verdict.witness?.steps.map(\.label) ?? []
            var current = try #require(simulator.initialConfiguration)
            for label in labels {
                let event = String(label.split(separator: " ")[0])
                let firing = try #require(simulator.fire(Stimulus(event: event), in: current), "\(verdict.property.text): \(label)")
                #expect(!firing.fired.isEmpty, "\(verdict.property.text): \(label) fires nothing")
                current = firing.configuration
            }
        }
    }
}
