import FSMModel
import Testing

@testable import FSMSwiftLoader

@Suite struct SuperStateTests {
    static func machine(_ table: String) throws -> Machine {
        let source = """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked, alarming }
                enum Event { case coin, pass, reset }
                let fsm = FSM<State, Event>(initialState: .locked)
                func build() throws {
                    try fsm.buildTable {
            \(table)
                    }
                }
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(warnings(result))")
        return try #require(result.machines.first)
    }

    @Test func superStatesBecomeAbstractStatesThatDefinedStatesAdopt() throws {
        let machine = try Self.machine(
            """
            let resetable = SuperState(onEntry: lock*, onExit: [beep]) {
                when(.reset) | then(.locked) | alarmOff & lock
            }
            define(.locked, adopts: resetable, onEntry: lock*) {
                when(.coin) | then(.unlocked)
            }
            define(.alarming, adopts: resetable, onEntry: alarmOn*, onExit: Array(alarmOff))
            """)
        let resetable = try #require(machine.id(named: "resetable").map { machine[$0] })
        #expect(resetable.kind == .abstract)
        #expect(resetable.location == SourceLocation(file: "Test.swift", line: 7, column: 5))
        #expect(resetable.entryActions.map(\.name) == ["lock"])
        #expect(resetable.exitActions.map(\.name) == ["beep"])
        #expect(transitionLines(of: "resetable", in: machine) == ["reset -> locked / alarmOff, lock @8:5"])
        let alarming = try #require(machine.id(named: "alarming").map { machine[$0] })
        #expect(alarming.superStates.map(\.name) == ["resetable"])
        #expect(alarming.superStates.first?.location == SourceLocation(file: "Test.swift", line: 13, column: 27))
        #expect(alarming.entryActions.map(\.name) == ["alarmOn"])
        #expect(alarming.exitActions.map(\.name) == ["alarmOff"])
        #expect(alarming.transitions.isEmpty)
        #expect(machine.states.map(\.name) == ["resetable", "locked", "alarming", "unlocked"])
        let lockedID = try #require(machine.id(named: "locked"))
        #expect(machine.effectiveTransitions(of: lockedID).map(\.event?.name) == ["coin", "reset"])
    }

    @Test(arguments: ["superState: s1", "superStates: s1, s2", "adopts: s1, s2"])
    func readsEverySuperStateLabel(label: String) throws {
        let machine = try Self.machine(
            """
            let s1 = SuperState { when(.coin) | then(.unlocked) }
            let s2 = SuperState { when(.pass) | then(.alarming) }
            define(.locked, \(label)) { when(.reset) | then() }
            """)
        let names = label.split(separator: ":")[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(machine.states[2].superStates.map(\.name) == names)
    }

    @Test func superStatesAdoptOtherSuperStates() throws {
        let machine = try Self.machine(
            """
            let s1 = SuperState { when(.coin) | then(.unlocked) }
            let s2 = SuperState(adopts: s1) { overriding { when(.coin) | then(.locked) } }
            let s3 = SuperState(adopts: s1, s2)
            define(.alarming, adopts: s3)
            """)
        #expect(machine.states.map(\.name) == ["s1", "s2", "s3", "alarming", "locked", "unlocked"])
        #expect(machine.states[1].superStates.map(\.name) == ["s1"])
        #expect(machine.states[2].superStates.map(\.name) == ["s1", "s2"])
        #expect(transitionLines(of: "s2", in: machine) == ["coin -> locked override @8:48"])
    }
}

@Suite struct StructSyntaxTests {
    @Test func readsTheSyntaxNamespaceAndTypealiasesOfIt() throws {
        let source = """
            final class Turnstile {
                enum TurnstileState { case locked, unlocked }
                enum TurnstileEvent { case coin, pass }
                typealias StateType = TurnstileState
                typealias State = Syntax.Define<StateType>
                typealias w = SwiftFSM.Syntax.When<TurnstileEvent>
                typealias T = Syntax.Then<StateType>
                typealias M = Syntax.Matching
                typealias SS = SuperState
                let fsm = FSM<StateType, TurnstileEvent>(initialState: .locked)
                func build() throws {
                    try fsm.buildTable {
                        let r = SS { w(.pass) | T(.locked) }
                        State(.locked, superState: r) {
                            w(.coin) | T(.unlocked) | unlock
                        }
                        Syntax.Define(.unlocked) {
                            M(Enforcement.weak) | Syntax.When(.coin) | Syntax.Then() | thankyou
                        }
                    }
                }
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty, "\(warnings(result))")
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["r", "locked", "unlocked"])
        #expect(machine.declaredEvents?.map(\.name) == ["coin", "pass"])
        #expect(transitionLines(of: "r", in: machine) == ["pass -> locked @13:26"])
        #expect(transitionLines(of: "locked", in: machine) == ["coin -> unlocked / unlock @15:17"])
        #expect(transitionLines(of: "unlocked", in: machine) == ["coin [Enforcement.weak] -> - / thankyou @18:17"])
    }
}
