import FSMModel
import Testing

@testable import FSMSwiftLoader

@Suite struct BasicSyntaxTests {
    static let turnstile = """
        final class Turnstile: SyntaxBuilder {
            enum State { case locked, unlocked }
            enum Event { case coin, pass }

            let fsm = FSM<State, Event>(initialState: .locked)

            func start() throws {
                try fsm.buildTable {
                    define(.locked) {
                        when(.coin) | then(.unlocked) | unlock
                        when(.pass) | then(.locked)   | alarm
                    }
                    define(.unlocked) {
                        when(.coin) | then(.unlocked) | thankyou
                        when(.pass) | then(.locked)   | lock
                    }
                }
            }
        }
        """

    @Test func readsTheBasicTurnstileWithLocations() throws {
        let result = load(Self.turnstile)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Turnstile.fsm")
        #expect(machine.dialect == "swiftfsm")
        #expect(machine.semantics == Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit))
        #expect(machine.location == SourceLocation(file: "Test.swift", line: 8, column: 13))
        #expect(machine.initial == Reference("locked", at: SourceLocation(file: "Test.swift", line: 5, column: 47)))
        #expect(machine.declaredEvents?.map(\.name) == ["coin", "pass"])
        #expect(machine.declaredEvents?.first?.location == SourceLocation(file: "Test.swift", line: 3, column: 23))
        #expect(machine.states.map(\.name) == ["locked", "unlocked"])
        #expect(machine.states.first?.location == SourceLocation(file: "Test.swift", line: 9, column: 20))
        #expect(transitionLines(of: "locked", in: machine) == ["coin -> unlocked / unlock @10:17", "pass -> locked / alarm @11:17"])
        #expect(transitionLines(of: "unlocked", in: machine) == ["coin -> unlocked / thankyou @14:17", "pass -> locked / lock @15:17"])
        let coin = try #require(machine.states.first?.transitions.first)
        #expect(coin.event?.location == SourceLocation(file: "Test.swift", line: 10, column: 22))
        #expect(coin.target?.location == SourceLocation(file: "Test.swift", line: 10, column: 36))
        #expect(coin.actions.first?.location == SourceLocation(file: "Test.swift", line: 10, column: 49))
    }

    /// swiftc counts columns in bytes; fsmcheck counts code points in every notation, as its SARIF says.
    @Test func countsColumnsInCodePointsAfterNonASCIIText() throws {
        let source = """
            struct Door {
                let fsm = FSM<Int, Int>(initialState: 1)
                func build() { try fsm.buildTable { /* état 🔒 */ define(1) { when(2) | then(3) } } }
            }
            """
        let machine = try #require(load(source).machines.first)
        let transition = try #require(machine.states.first?.transitions.first)
        #expect(transition.target?.location == SourceLocation(file: "Test.swift", line: 3, column: 81))
        #expect(machine.initial?.location == SourceLocation(file: "Test.swift", line: 2, column: 43))
    }

    @Test(arguments: ["try fsm.buildTable", "try! fsm.buildTable", "try? fsm.buildTable", "fsm.buildTable", "try? self.fsm.buildTransitions"])
    func readsEverySpellingOfTheTableCall(call: String) throws {
        let source = """
            struct Door {
                let fsm = FSM<Int, Int>(initialState: 1)
                func build() { \(call) { define(1) { when(2) | then(3) } } }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "Door.fsm")
        #expect(machine.initial?.name == "1")
        #expect(machine.states.map(\.name) == ["1", "3"])
        #expect(transitionLines(of: "1", in: machine) == ["2 -> 3 @3:\(35 + call.count)"])
    }

    @Test(arguments: [
        "FSM<State, Event>.OnMainActor(initialState: .idle)",
        "FSM<State, Event>(type: .lazy, initialState: .idle, actionsPolicy: .executeAlways)",
        "LazyFSM<State, Event>(initialState: .idle)",
        "FSM<State, Event>.Eager(initialState: .idle, actionsPolicy: .executeOnChangeOnly)",
        "FSM<State, Event>(initialState: State.idle)",
    ])
    func readsTheInitialStateFromEveryContainer(container: String) throws {
        let source = """
            class Player {
                enum State { case idle, playing }
                enum Event { case play }
                let fsm = \(container)
                func build() throws { try fsm.buildTable { define(.idle) { when(.play) | then(.playing) } } }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.initial?.name == "idle")
    }

    @Test func readsAnFSMCreatedWithInitAfterATypeAnnotation() throws {
        let source = """
            struct Player {
                enum PlayerState { case idle, playing }
                enum PlayerEvent { case play }
                let fsm: FSM<PlayerState, PlayerEvent> = .init(initialState: .idle)
                func build() throws { try fsm.buildTable { define(.idle) { when(.play) | then(.playing) } } }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.initial?.name == "idle")
        #expect(machine.declaredEvents?.map(\.name) == ["play"])
    }

    @Test func readsAnFSMAssignedInSetUpAndEnumsNamedByGenericArguments() throws {
        let source = """
            final class PlayerTests: XCTestCase {
                enum PlayerState { case idle, playing, paused }
                enum PlayerEvent { case play, pause }
                var player: FSM<PlayerState, PlayerEvent>!

                override func setUp() {
                    player = FSM(initialState: .idle)
                }

                func testTable() throws {
                    try player.buildTable {
                        define(.idle) { when(.play) | then(.playing) }
                    }
                }
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "PlayerTests.player")
        #expect(machine.initial?.name == "idle")
        #expect(machine.states.map(\.name) == ["idle", "playing", "paused"])
        #expect(machine.declaredEvents?.map(\.name) == ["play", "pause"])
    }

    @Test func declaredStatesThatNothingEntersBecomeStatesAndUndeclaredTargetsDoNot() throws {
        let source = """
            class Lamp {
                enum State { case off, on, broken }
                enum Event { case toggle }
                let fsm = FSM<State, Event>(initialState: .off)
                func build() throws {
                    try fsm.buildTable {
                        define(.off) { when(.toggle) | then(.on) }
                        define(.on) { when(.toggle) | then(.of) }
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["off", "on", "broken"])
        #expect(machine.states[2].location.line == 2)
        #expect(transitionLines(of: "on", in: machine) == ["toggle -> of @8:27"])
    }

    @Test func withoutEnumsEveryNamedValueIsAStateAndEventsAreUndeclared() throws {
        let source = """
            let fsm = FSM<Int, Double>(initialState: 0)
            try fsm.buildTable {
                define(1) { when(1.1) | then(2) }
                define(-1) { when(2.5) | then("done") }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "fsm")
        #expect(machine.declaredEvents == nil)
        #expect(machine.states.map(\.name) == ["1", "-1", "2", "done", "0"])
        #expect(transitionLines(of: "-1", in: machine) == ["2.5 -> done @4:18"])
    }

    @Test func mergesTheSameStateDefinedTwice() throws {
        let source = """
            let fsm = FSM<Int, Int>(initialState: 1)
            try fsm.buildTable {
                define(1) { when(1) | then(2) }
                define(1) { when(2) | then(3) }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["1", "2", "3"])
        #expect(transitionLines(of: "1", in: machine) == ["1 -> 2 @3:17", "2 -> 3 @4:17"])
    }

    @Test func namesSeveralTablesOnOneVariableByTheirFunctions() throws {
        let source = """
            final class TurnstileTests {
                let fsm = FSM<Int, Int>(initialState: 1)
                func testOne() throws { try fsm.buildTable { define(1) { when(1) | then(2) } } }
                func testTwo() throws { try fsm.buildTable { define(1) { when(1) | then(3) } } }
            }
            """
        let names = load(source).machines.map(\.name)
        #expect(names == ["TurnstileTests.testOne.fsm", "TurnstileTests.testTwo.fsm"])
    }

    @Test func keepsMachineNamesUniqueAcrossFiles() {
        let table = "let fsm = FSM<Int, Int>(initialState: 1)\ntry fsm.buildTable { define(1) { when(1) | then(2) } }\n"
        let names = load(files: [("A.swift", table), ("B.swift", table)]).machines.map(\.name)
        #expect(names == ["fsm", "fsm#2"])
    }
}
