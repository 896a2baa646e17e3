import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Where a transition without an event fires by itself (SCXML), properties are judged on stable
/// configurations: a step is the transition an event fires and the eventless ones after it, and
/// it enters every state its chain enters. Witnesses still show each transition.
@Suite struct MacrostepPropertyTests {
    static let door = """
        machine: Door
        initial: Closed
        semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }
        properties:
          - precedence: { state: Opening, requires: Open }
          - reachable: Opening
          - always-reachable: Opening
          - never: Opening
          - response: { from: Open, to: Closed, strict: true }
        states:
          Closed: { on: { Push: Opening } }
          Opening: { always: Open }
          Open: { on: { Wait: Open, Pull: Closed } }
        """

    @Test func aStepEntersEveryStateItsChainEnters() throws {
        #expect(
            try PropertyTests.verdicts(Self.door).map(PropertyTests.summary) == [
                "✓ precedence: { state: Opening, requires: Open }",
                "✓ reachable: Opening",
                "✓ always-reachable: Opening",
                "✗ never: Opening | reached by Push → (to Open)",
                "✗ response: { from: Open, to: Closed, strict: true } | reached by Push → (to Open) → Wait",
            ])
        let strict = try #require(try PropertyTests.verdicts(Self.door).last)
        #expect(strict.failure?.hasSuffix("then it can repeat step 3 forever without entering `Closed`") == true)
    }

    /// Without SCXML's rules the eventless transition is a step of its own, the environment's to
    /// take: `Opening` is a configuration, entered before `Open`.
    @Test func withoutSCXMLsRulesEachTransitionIsAStep() throws {
        let microsteps = Self.door.replacingOccurrences(of: "semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }\n", with: "")
        let verdicts = try PropertyTests.verdicts(microsteps)
        #expect(verdicts.map(PropertyTests.summary).first == "✗ precedence: { state: Opening, requires: Open } | reached by Push")
    }

    /// A start that leaves at once is a configuration of its own: the run starts there.
    @Test func aStartLeftAtOnceCountsAsEntered() throws {
        let text = """
            machine: Boot
            initial: Booting
            semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }
            properties:
              - never: Booting
              - precedence: { state: Ready, requires: Booting }
              - always-reachable: Ready
            states:
              Booting: { always: Ready }
              Ready: { on: { Sleep: Asleep } }
              Asleep: { on: { Wake: Ready } }
            """
        #expect(
            try PropertyTests.verdicts(text).map(PropertyTests.summary) == [
                "✗ never: Booting | reached at the start: the machine starts there",
                "✓ precedence: { state: Ready, requires: Booting }",
                "✓ always-reachable: Ready",
            ])
    }

    /// Eventless transitions that never settle are a move fsmcheck cannot follow: what they could
    /// change cannot be decided, and says why.
    @Test func anEndlessChainLeavesWhatItCouldChangeUndecided() throws {
        let text = """
            machine: Loop
            initial: Idle
            semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }
            properties:
              - never: Stuck
            states:
              Idle: { on: { Go: Ping } }
              Ping: { always: Pong }
              Pong: { always: Ping }
              Stuck: {}
            """
        let verdict = try #require(try PropertyTests.verdicts(text).first)
        #expect(verdict.status == .undecided)
        #expect(
            verdict.reason
                == "`Stuck` may be entered through transitions without an event, from `Pong` on, that keep firing and never settle, which fsmcheck cannot follow"
        )
    }
}
