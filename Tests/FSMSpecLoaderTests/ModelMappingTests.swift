import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Testing

/// The core example of the format, read construct by construct.
@Suite struct ModelMappingTests {
    static let turnstile = """
        machine: Turnstile
        initial: Locked
        predicates:
          Enforcement: [weak, strong]
          Reward: [positive, negative]
        events: [Coin, Pass, Reset]
        states:
          Resetable:
            abstract: true
            on:
              Reset: Locked / alarmOff, lock
          Locked:
            inherits: [Resetable]
            entry: [lock]
            on:
              Coin: Unlocked
              Pass:
                - when: Enforcement.weak
                  to: Locked
                - when: Enforcement.strong and not Reward.positive
                  to: Alarming
                  do: [alarmOn]
          Unlocked:
            inherits: [Resetable]
            on:
              Coin: { do: [thankyou] }
              Pass: Locked
          Alarming:
            inherits: [Resetable]
            exit: [alarmOff]
          Functioning:
            initial: Idle
            states:
              Idle: { on: { Start: Running } }
              Running: { on: { Stop: Idle, Done: Finished } }
            on:
              Fail: Alarming
          Keyboard:
            regions:
              Main:    { initial: CapsOff, states: { CapsOff: { on: { Caps: CapsOn } }, CapsOn: { on: { Caps: CapsOff } } } }
              Numeric: { initial: NumOn,   states: { NumOn: { on: { Num: NumOff } }, NumOff: { on: { Num: NumOn } } } }
          Finished:
            final: true
        """

    let result = load(Self.turnstile)
    var machine: Machine { result.machines[0] }

    @Test func readsWithoutDiagnostics() {
        #expect(result.diagnostics.isEmpty)
        #expect(result.machines.count == 1)
    }

    @Test func machineHeader() {
        #expect(machine.name == "Turnstile")
        #expect(machine.location == at(1, 10))
        #expect(machine.initial == Reference("Locked", at: at(2, 10)))
        #expect(machine.dialect == "fsm")
        #expect(machine.semantics == .spec)
        #expect(
            machine.predicateTypes == [
                PredicateType(name: "Enforcement", cases: ["weak", "strong"], location: at(4, 3)),
                PredicateType(name: "Reward", cases: ["positive", "negative"], location: at(5, 3)),
            ])
        #expect(
            machine.declaredEvents == [
                Reference("Coin", at: at(6, 10)), Reference("Pass", at: at(6, 16)), Reference("Reset", at: at(6, 22)),
            ])
    }

    @Test func statesInDocumentOrderWithTheirKinds() {
        let kinds = machine.states.map { "\($0.name):\($0.kind.rawValue)" }
        #expect(
            kinds == [
                "Resetable:abstract", "Locked:atomic", "Unlocked:atomic", "Alarming:atomic",
                "Functioning:composite", "Idle:atomic", "Running:atomic",
                "Keyboard:orthogonal", "Main:composite", "CapsOff:atomic", "CapsOn:atomic",
                "Numeric:composite", "NumOn:atomic", "NumOff:atomic", "Finished:final",
            ])
        #expect(machine.state("Locked")?.location == at(12, 3))
    }

    @Test func hierarchy() throws {
        let functioning = try #require(machine.id(named: "Functioning"))
        #expect(machine[functioning].initial == Reference("Idle", at: at(32, 14)))
        #expect(machine[functioning].children.map { machine[$0].name } == ["Idle", "Running"])
        let keyboard = try #require(machine.id(named: "Keyboard"))
        #expect(machine[keyboard].children.map { machine[$0].name } == ["Main", "Numeric"])
        #expect(machine[keyboard].initial == nil)
        let numeric = try #require(machine.id(named: "Numeric"))
        #expect(machine[numeric].initial?.name == "NumOn")
        #expect(machine.ancestors(of: try #require(machine.id(named: "NumOff"))) == [numeric, keyboard])
        #expect(machine.topLevelStateIDs.count == 7)
    }

    @Test func superStatesAndActions() {
        #expect(machine.state("Locked")?.superStates == [Reference("Resetable", at: at(13, 16))])
        #expect(machine.state("Locked")?.entryActions == [Reference("lock", at: at(14, 13))])
        #expect(machine.state("Alarming")?.exitActions == [Reference("alarmOff", at: at(30, 12))])
    }

    @Test func shorthandWithActions() throws {
        let reset = try #require(machine.state("Resetable")?.transitions.first)
        #expect(reset.event == Reference("Reset", at: at(11, 7)))
        #expect(reset.target == Reference("Locked", at: at(11, 14)))
        #expect(reset.actions == [Reference("alarmOff", at: at(11, 23)), Reference("lock", at: at(11, 33))])
        #expect(reset.guard == .always)
        #expect(reset.location == at(11, 7))
    }

    @Test func guardedAlternatives() throws {
        let pass = try #require(machine.state("Locked")?.transitions.filter { $0.event?.name == "Pass" })
        try #require(pass.count == 2)
        #expect(pass[0].location == at(18, 11))
        #expect(pass[0].guard.text == nil, "written as the parsed guard prints back, so no separate text is kept")
        #expect(pass[0].guard.displayText == "Enforcement.weak")
        #expect(pass[0].guard.predicate == .atom(PredicateAtom(type: "Enforcement", value: "weak", location: at(18, 17))))
        #expect(pass[0].target == Reference("Locked", at: at(19, 15)))
        #expect(
            pass[1].guard.predicate
                == .and([
                    .atom(PredicateAtom(type: "Enforcement", value: "strong", location: at(20, 17))),
                    .not(.atom(PredicateAtom(type: "Reward", value: "positive", location: at(20, 44)))),
                ]))
        #expect(pass[1].actions == [Reference("alarmOn", at: at(22, 16))])
    }

    @Test func internalTransition() throws {
        let coin = try #require(machine.state("Unlocked")?.transitions.first)
        #expect(coin.isInternal)
        #expect(coin.actions.map(\.name) == ["thankyou"])
    }

    @Test func transitionsOnComposite() {
        #expect(machine.state("Functioning")?.transitions.map { "\($0.event?.name ?? "") → \($0.target?.name ?? "")" } == ["Fail → Alarming"])
        #expect(machine.state("Running")?.transitions.map { $0.target?.name } == ["Idle", "Finished"])
    }
}
