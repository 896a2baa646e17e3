import FSMChecker
import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Testing

/// The search behind witnesses and `fsmcheck path`: shortest event sequences over statechart
/// configurations, each replayed by the simulator to where it claims to lead.
@Suite struct ShortestPathsTests {
    static func machine(_ text: String) throws -> Machine {
        let loaded = SpecLoader().load([SourceFile(path: "test.fsm", text: text)])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        return try #require(loaded.machines.first)
    }

    /// The events of the path to `state`, with the values each step names, as `Event [A.x]`; nil when there is none.
    static func events(to state: String, in machine: Machine, from start: String? = nil, avoiding: Set<String> = []) throws -> [String]? {
        let paths = ShortestPaths(
            machine, from: start.flatMap(machine.id(named:)), avoiding: Set(avoiding.compactMap(machine.id(named:)))
        )
        let target = try #require(machine.id(named: state))
        guard let path = paths.path(to: target) else { return nil }
        let simulator = StatechartSimulator(machine)
        let ending = try #require(simulator.replay(path, from: paths.start(ofPathTo: target)), "the path must replay")
        #expect(simulator.isActive(target, in: ending))
        return simulator.described(path).map(\.label)
    }

    static let turnstile = """
        machine: Turnstile
        initial: Locked
        predicates:
          Mode: [normal, strict]
        states:
          Locked: { on: { Coin: Unlocked, Kick: [ { when: Mode.strict, to: Alarming }, { when: Mode.normal, do: [beep] } ] } }
          Unlocked: { on: { Pass: Locked, Coin: { do: [thank] } } }
          Alarming: { on: { Reset: Locked } }
          Broken: { on: { Fix: Locked } }
        """

    @Test func shortestEventSequenceOnAFlatMachine() throws {
        let machine = try Self.machine(Self.turnstile)
        #expect(try Self.events(to: "Locked", in: machine) == [])
        #expect(try Self.events(to: "Unlocked", in: machine) == ["Coin"])
        #expect(try Self.events(to: "Alarming", in: machine) == ["Kick [Mode.strict]"])
        #expect(try Self.events(to: "Broken", in: machine) == nil)
    }

    @Test func fromAndAvoiding() throws {
        let machine = try Self.machine(Self.turnstile)
        #expect(try Self.events(to: "Alarming", in: machine, from: "Unlocked") == ["Pass", "Kick [Mode.strict]"])
        #expect(try Self.events(to: "Locked", in: machine, from: "Broken") == ["Fix"])
        #expect(try Self.events(to: "Alarming", in: machine, avoiding: ["Unlocked"]) == ["Kick [Mode.strict]"])
        #expect(try Self.events(to: "Unlocked", in: machine, avoiding: ["Unlocked"]) == nil)
    }

    @Test func enteringACompositeEntersItsInitialChildAndItsTransitionsApplyInside() throws {
        let machine = try Self.machine(
            """
            machine: Player
            initial: Off
            states:
              Off: { on: { Power: On } }
              On:
                initial: Stopped
                states:
                  Stopped: { on: { Play: Playing } }
                  Playing: { on: { Stop: Stopped } }
                on:
                  Power: Off
                  Eject: Empty
              Empty: {}
            """)
        #expect(try Self.events(to: "Stopped", in: machine) == ["Power"])
        #expect(try Self.events(to: "Playing", in: machine) == ["Power", "Play"])
        #expect(try Self.events(to: "Empty", in: machine) == ["Power", "Eject"])
    }

    @Test func innerTransitionsComeFirst() throws {
        // In `Busy`, `Cancel` is handled by the child itself, so the composite's `Cancel` only
        // fires from `Waiting`.
        let machine = try Self.machine(
            """
            machine: Job
            initial: Job
            states:
              Job:
                initial: Busy
                states:
                  Busy: { on: { Cancel: { do: [ignore] }, Wait: Waiting } }
                  Waiting: {}
                on:
                  Cancel: Cancelled
              Cancelled: {}
            """)
        #expect(try Self.events(to: "Cancelled", in: machine) == ["Wait", "Cancel"])
    }

    @Test func inheritedTransitionsFireOnTheStateThatInheritsThem() throws {
        let machine = try Self.machine(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on:
                  Reset: Locked
                  Break: Broken
              Locked: { inherits: Resetable, on: { Coin: Unlocked, Break: { do: [ignore] } } }
              Unlocked: { inherits: Resetable, on: { Pass: Locked } }
              Broken: {}
            """)
        // `Locked` overrides `Break`: the inherited one fires only from `Unlocked`.
        #expect(try Self.events(to: "Broken", in: machine) == ["Coin", "Break"])
        let broken = try #require(machine.id(named: "Broken"))
        let path = try #require(ShortestPaths(machine).path(to: broken))
        let last = try #require(StatechartSimulator(machine).described(path).last)
        #expect(last.state == "Unlocked" && last.location.line == 8, "the copy on `Unlocked`, written on the super state")
    }

    @Test func anOrthogonalStateEntersEveryRegionAndEachRegionMoves() throws {
        let machine = try Self.machine(
            """
            machine: Keyboard
            initial: Operating
            states:
              Operating:
                regions:
                  Main: { initial: Lower, states: { Lower: { on: { Caps: Upper } }, Upper: { on: { Caps: Lower, Num: Shouting } } } }
                  Numeric: { initial: Digits, states: { Digits: { on: { Num: Arrows } }, Arrows: { on: { Num: Digits } } } }
              Shouting: {}
            """)
        let paths = ShortestPaths(machine)
        let simulator = StatechartSimulator(machine)
        let start = try #require(paths.start)
        #expect(simulator.activeStates(in: start).map { machine[$0].name } == ["Operating", "Main", "Lower", "Numeric", "Digits"])
        #expect(try Self.events(to: "Arrows", in: machine) == ["Num"])
        // `Num` in `Upper` leaves the orthogonal state, so `Numeric` does not move on it.
        #expect(try Self.events(to: "Shouting", in: machine) == ["Caps", "Num"])
    }

    @Test func historyRestoresWhatWasActive() throws {
        let machine = try Self.machine(
            """
            machine: Player
            initial: Player
            states:
              Player:
                initial: Playing
                states:
                  Resume: { history: shallow }
                  Playing: { on: { Pause: Paused } }
                  Paused: { on: { Play: Playing } }
                on:
                  Call: Away
              Away: { on: { HangUp: Resume } }
            """)
        let simulator = StatechartSimulator(machine)
        var configuration = try #require(simulator.initialConfiguration)
        for event in ["Pause", "Call", "HangUp"] {
            configuration = try #require(simulator.fire(Stimulus(event: event), in: configuration)).configuration
        }
        #expect(simulator.activeStates(in: configuration).map { machine[$0].name } == ["Player", "Paused"])
        // Nothing recorded yet: the composite's initial state.
        let away = try #require(machine.id(named: "Away"))
        let outside = try #require(simulator.configuration(entering: away))
        let fresh = try #require(simulator.fire(Stimulus(event: "HangUp"), in: outside))
        #expect(simulator.activeStates(in: fresh.configuration).map { machine[$0].name } == ["Player", "Playing"])
    }

    @Test func aTargetComputedAtRunTimeIsNotFollowed() throws {
        var test = TestMachine(initial: "A")
        test.states("A", "B", "C")
        test.on("A", "Go", computed: "self.next()")
        test.on("A", "Step", to: "B")
        let machine = test.machine
        let paths = ShortestPaths(machine)
        #expect(paths.reaches(try #require(machine.id(named: "B"))))
        #expect(!paths.reaches(try #require(machine.id(named: "C"))), "only the computed target could lead to C: it is unknown, not a way in")
        let go = TransitionID(state: try #require(machine.id(named: "A")), position: 0)
        #expect(paths.path(firing: go) == nil, "a computed target is not a self loop either")
    }

    @Test func predicateValuesAreKeptFromStepToStepWhereTheStepAllowsIt() throws {
        let machine = try Self.machine(
            """
            machine: Flow
            initial: A
            predicates:
              Mode: [fast, slow, paused]
            states:
              A: { on: { Go: [ { when: Mode.slow, to: B }, { when: Mode.fast, to: A } ] } }
              B: { on: { Go: [ { when: Mode.fast or Mode.slow, to: C } ] } }
              C: { on: { Go: [ { when: Mode.fast, to: D }, { when: not Mode.fast, to: C } ] } }
              D: {}
            """)
        // B's guard allows `fast` first, but `slow` too: the path keeps `slow`; C's needs `fast`, and says so.
        #expect(try Self.events(to: "D", in: machine) == ["Go [Mode.slow]", "Go [Mode.slow]", "Go [Mode.fast]"])
    }

    @Test func firstMatchWinsAndEventlessTransitions() throws {
        let machine = try Self.machine(
            """
            machine: Loader
            initial: Idle
            semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }
            states:
              Idle: { on: { Load: [ Loading, Failed ] } }
              Loading: { always: Done }
              Done: {}
              Failed: {}
            """)
        #expect(try Self.events(to: "Done", in: machine) == ["Load", "(to Done)"])
        #expect(try Self.events(to: "Failed", in: machine) == nil, "the first transition on Load always wins")
    }

    @Test func everyTransitionThatCanFireHasAShortestPathEndingInIt() throws {
        let machine = try Self.machine(Self.turnstile)
        let paths = ShortestPaths(machine)
        let simulator = StatechartSimulator(machine)
        let locked = try #require(machine.id(named: "Locked"))
        let kickStrict = TransitionID(state: locked, position: 1)
        let path = try #require(paths.path(firing: kickStrict))
        #expect(path.last?.transition == kickStrict)
        #expect(simulator.replay(path) != nil)
        #expect(paths.path(firing: TransitionID(state: try #require(machine.id(named: "Broken")), position: 0)) == nil)
    }

    @Test func aSearchThatHitsItsLimitSaysSo() throws {
        // Ten independent switches: 1,024 configurations.
        var regions: [String] = []
        for index in 0..<10 {
            regions.append(
                "      R\(index): { initial: Off\(index), states: { Off\(index): { on: { T\(index): On\(index) } }, On\(index): { on: { T\(index): Off\(index) } } } }"
            )
        }
        let machine = try Self.machine("machine: Panel\ninitial: Panel\nstates:\n  Panel:\n    regions:\n" + regions.joined(separator: "\n") + "\n")
        let complete = ShortestPaths(machine)
        #expect(complete.isComplete && complete.configurationCount == 1_024)
        let capped = ShortestPaths(machine, limit: SearchLimit(configurations: 100, transitionsTried: 1_000_000))
        #expect(!capped.isComplete && capped.configurationCount == 100)
        let tried = ShortestPaths(machine, limit: SearchLimit(configurations: 1_000_000, transitionsTried: 50))
        #expect(!tried.isComplete)
    }
}
