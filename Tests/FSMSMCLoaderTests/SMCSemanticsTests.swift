import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSpecLoader
import Testing

@testable import FSMSMCLoader

/// SMC as CC_SMC reads it, from what its README and semantic analyser say, in our own words:
/// any state can be a super state, a state's own row overrides the one it inherits, a row
/// without an event is accepted but never fires, and the headers and entry/exit actions CC_SMC
/// insists on are checked.
@Suite struct SMCSemanticsTests {
    private func load(_ text: String, path: String = "machine.sm") -> LoadResult {
        SMCLoader().load([SourceFile(path: path, text: text)])
    }

    private func machine(_ text: String) throws -> Machine {
        let result = load(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.machines.first)
    }

    private func transitions(of name: String, in machine: Machine) throws -> [String] {
        try machine.effectiveTransitions(of: #require(machine.id(named: name))).map { transition in
            "\(transition.event?.name ?? "-") \(transition.target?.name ?? "-")" + (transition.inheritedFrom.map { " from \($0.name)" } ?? "")
        }
    }

    // MARK: Concrete super states

    /// "Super-states do not have to be abstract. A state can derive from any other state": a
    /// concrete super state hands down its rows and its entry/exit actions, and a row of the
    /// inheriting state for the same event replaces the inherited one.
    @Test func concreteSuperStateHandsDownItsRowsAndActions() throws {
        let player = try machine(
            """
            FSM: Player
            Initial: Stopped
            {
              Stopped { Play Playing - }
              Playing <showPauseButton >hidePauseButton {
                Pause Paused  -
                Stop  Stopped -
              }
              Paused : Playing { Pause Playing - }
            }
            """)
        #expect(try transitions(of: "Paused", in: player) == ["Pause Playing", "Stop Stopped from Playing"])
        let paused = try #require(player.id(named: "Paused"))
        #expect(player.effectiveEntryActions(of: paused).map(\.name) == ["showPauseButton"])
        #expect(player.effectiveExitActions(of: paused).map(\.name) == ["hidePauseButton"])
        #expect(Checker().check(player).isEmpty)
    }

    /// Without concrete super states a state that only inherits looks like a dead end and what it
    /// leads to looks unreachable; SMC's semantics remove both, and `inherits-concrete-state`
    /// belongs to notations where only abstract states hand rows down.
    @Test func inheritedRowsDecideDeadEndsAndReachability() throws {
        var boot = try machine(
            """
            FSM: Boot
            Initial: Starting
            {
              Running { Fail Failed - }
              Starting : Running {}
              Failed { Retry Running - }
            }
            """)
        #expect(Checker().check(boot).isEmpty)
        boot.semantics.concreteSuperStates = false
        let asIfAbstractOnly = Set(Checker().check(boot).map(\.ruleID))
        #expect(asIfAbstractOnly == ["inherits-concrete-state", "dead-end", "unreachable-state"])
    }

    /// A `-` next state means the state that declares the row, so an inherited `-` leads back to
    /// the concrete super state, as CC_SMC's optimizer writes it.
    @Test func dashInAConcreteSuperStateNamesThatState() throws {
        let player = try machine(
            """
            FSM: Player
            Initial: Playing
            {
              Playing { Tick - refresh  Pause Paused - }
              Paused : Playing { Pause Playing - }
            }
            """)
        #expect(try transitions(of: "Paused", in: player) == ["Pause Playing", "Tick Playing from Playing"])
        #expect(
            CCSMCListing.text(of: player) == """
                {
                  Paused {
                    Pause Playing {}
                    Tick Playing {refresh}
                  }
                  Playing {
                    Tick Playing {refresh}
                    Pause Paused {}
                  }
                }
                """)
    }

    /// A super state overrides the states it inherits from for everything below it: with
    /// `Muted : Ringing` and `Ringing : Armed`, `Ringing`'s own `Trip` is the one `Muted` gets,
    /// and the two are not conflicting super states.
    @Test func aNearerSuperStateOverridesAFartherOne() throws {
        let alarm = try machine(
            """
            FSM: Alarm
            Initial: Idle
            {
              Idle { Arm Armed - }
              Armed { Disarm Idle -  Trip Ringing siren }
              Ringing : Armed { Trip - -  Silence Muted - }
              Muted : Ringing {}
            }
            """)
        #expect(try transitions(of: "Muted", in: alarm) == ["Trip Ringing from Ringing", "Silence Muted from Ringing", "Disarm Idle from Armed"])
        #expect(Checker().check(alarm).map(\.ruleID) == [])
    }

    /// Two super states, neither deriving from the other, that give one event different outcomes
    /// are CC_SMC's CONFLICTING_SUPERSTATES, concrete or not.
    @Test func concreteSuperStatesCanConflict() throws {
        let machine = try machine(
            """
            FSM: Conflict
            Initial: Both
            {
              Left { Go Right - }
              Right { Go Left - }
              Both : Left : Right {}
            }
            """)
        let findings = Checker().check(machine)
        #expect(findings.map(\.ruleID).contains("conflicting-superstates"), "\(findings)")
    }

    /// The notation's rule travels through `.fsm` as `semantics: { …, concreteSuperStates: true }`:
    /// reloaded, the concrete super state still hands its rows down and nothing is reported.
    @Test func concreteSuperStatesSurviveTheSpecFormat() throws {
        let player = try machine("FSM: P\nInitial: A\n{ A { Go B - } B : A { Back A - } }")
        let spec = MachineExporter.export(player, as: .fsm)
        #expect(spec.contains("semantics: { guards: clash, overrides: implicit, concreteSuperStates: true }"), "\(spec)")
        let reloaded = SpecLoader().load([SourceFile(path: "P.fsm", text: spec)])
        let copy = try #require(reloaded.machines.first)
        #expect(reloaded.diagnostics.isEmpty && copy.semantics == .smc)
        #expect(try transitions(of: "B", in: copy) == ["Back A", "Go B from A"])
        #expect(Checker().check(copy).isEmpty)
    }

    // MARK: Rows without an event

    @Test func aRowWithoutAnEventIsAcceptedButNeverFires() throws {
        let result = load(
            """
            FSM: Turnstile
            Initial: Locked
            {
              Locked { Coin Unlocked -  - Unlockd unlock }
              Unlocked { Pass Locked -  - - beep  - - - }
            }
            """)
        let found = result.diagnostics.map {
            "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message) | \($0.hint ?? "")"
        }
        #expect(
            found == [
                "4:29 warning smc-row-without-event row of `Locked` has no event, so it never fires | name the event that should fire it; `- - -` alone stands for no transition",
                "4:31 error undefined-state target state `Unlockd` is not defined | did you mean `Unlocked`?",
                "5:29 warning smc-row-without-event row of `Unlocked` has no event, so it never fires | name the event that should fire it; `- - -` alone stands for no transition",
            ])
        #expect(result.diagnostics.allSatisfy { $0.subject.machine == "Turnstile" })
        let machine = try #require(result.machines.first)
        #expect(machine.transitionCount == 2)
    }

    /// The row is not a transition: a state only it names stays unreachable.
    @Test func aRowWithoutAnEventReachesNothing() throws {
        let result = load("FSM: M\nInitial: A\n{ A { Go C -  - B - } B { Go A - } C { Go A - } }")
        let machine = try #require(result.machines.first)
        #expect(Checker().check(machine).map(\.ruleID) == ["unreachable-state"])
    }

    // MARK: Headers and empty machines

    @Test func aMissingFSMHeaderIsReported() throws {
        let result = load("Initial: A\n{ A Go A - }", path: "Specs/door.sm")
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message) | \($0.hint ?? "")" } == [
                "1:1 smc-missing-header the file has no `FSM:` header naming the machine | add `FSM: door` above the `{`; CC_SMC refuses a file without it, fsmcheck names the machine after the file"
            ])
        #expect(result.machines.first?.name == "door")
    }

    /// `{}` alone is a machine without a name, states or initial state: CC_SMC's NO_FSM and
    /// NO_INITIAL, here `smc-missing-header` and `missing-initial`.
    @Test func anEmptyMachineIsReported() throws {
        let result = load("// nothing yet\n{}\n", path: "empty.sm")
        let machine = try #require(result.machines.first)
        let findings = result.diagnostics + Checker().check(machine)
        #expect(
            findings.map { "\($0.ruleID) \($0.message)" } == [
                "smc-missing-header the file has no `FSM:` header naming the machine",
                "missing-initial machine `empty` has no initial state",
            ])
        #expect(findings.allSatisfy { $0.hint != nil })
    }

    @Test func aFileWithoutAStateListIsNoMachine() {
        let result = load("FSM Turnstile\n")
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.map(\.ruleID) == ["parse-error"])
    }

    // MARK: Entry and exit actions

    /// The one-line form repeats a state on every row; repeating its `<entry >exit` actions there
    /// says them once, and different ones are CC_SMC's STATE_ACTIONS_MULTIPLY_DEFINED.
    @Test func entryAndExitActionsAreGivenOnce() throws {
        let same = try machine(
            """
            FSM: Turnstile
            Initial: Locked
            {
              Locked <lock Coin Unlocked -
              Locked <lock Pass Locked   -
              Locked       Kick Locked   -
              Unlocked Pass Locked -
            }
            """)
        #expect(same[try #require(same.id(named: "Locked"))].entryActions.map(\.name) == ["lock"])

        let result = load(
            """
            FSM: Turnstile
            Initial: Locked
            {
              Locked <lock Coin Unlocked -
              Locked <beep >quiet Pass Locked -
              Unlocked Pass Locked -
            }
            """)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
        #expect(found == ["5:3 smc-conflicting-state-actions state `Locked` is given entry/exit actions `<beep >quiet` here but `<lock` before"])
        #expect(result.diagnostics.first?.notes.map(\.location.line) == [4])
        let locked = try #require(result.machines.first.flatMap { machine in machine.id(named: "Locked").map { machine[$0] } })
        #expect(locked.entryActions.map(\.name) == ["lock"] && locked.exitActions.isEmpty)
    }

    // MARK: Super states nobody inherits

    @Test func anAbstractStateNobodyInheritsIsReported() throws {
        let machine = try machine("FSM: M\nInitial: A\n{ (Resetable) Reset A -\n A Go B -\n B Go A - }")
        let findings = Checker().check(machine)
        #expect(findings.map { "\($0.severity) \($0.ruleID) \($0.location.line):\($0.location.column)" } == ["warning unused-superstate 3:4"])
    }
}
