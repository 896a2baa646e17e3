import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct SwiftStateTests {
    @Test func readsStateRoutesEventRoutesWildcardsAndArraysFromTheInitClosure() throws {
        let source = """
            enum MyState: StateType { case state0, state1, state2, state3 }
            enum MyEvent: EventType { case event0, event1 }
            final class Demo {
                let machine = StateMachine<MyState, MyEvent>(state: .state0) { machine in
                    machine.addRoute(.state0 => .state1)
                    machine.addRoute(.any => .state2) { context in print("any to 2") }
                    machine.addRoutes(event: .event0, transitions: [.state0 => .state1, .state1 => .state2])
                    machine.addRoutes(event: .event1, routes: [[.state1, .state2] => .state3])
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Demo.machine")
        #expect(machine.dialect == "swiftstate")
        #expect(machine.semantics == Semantics(guardOverlap: .clash))
        #expect(machine.initial == Reference("state0", at: SourceLocation(file: "Test.swift", line: 4, column: 57)))
        #expect(machine.states.map(\.name) == ["state0", "state1", "state2", "state3"])
        #expect(machine.declaredEvents?.map(\.name) == ["event0", "event1"])
        #expect(machine.predicateTypes.map(\.name) == ["tryState"])
        let anyToTwo = "(eventless) [<- .state2] -> state2 / { context in print(\"any to 2\") } @6:26"
        #expect(transitionLines(of: "state0", in: machine) == [
            "(eventless) [<- .state1] -> state1 @5:26", anyToTwo, "event0 -> state1 @7:57",
        ])
        #expect(transitionLines(of: "state1", in: machine) == [anyToTwo, "event0 -> state2 @7:77", "event1 -> state3 @8:52"])
        #expect(transitionLines(of: "state3", in: machine) == [anyToTwo])
        let first = try #require(machine.states.first?.transitions.first)
        #expect(first.target?.location == SourceLocation(file: "Test.swift", line: 5, column: 37))
    }

    @Test func readsRoutesAddedLaterOnTheVariableAndTheProperty() throws {
        let source = """
            final class Player {
                private var stateMachine = AppStateMachine(state: .idle)
                func configure() {
                    stateMachine.addRoute(.idle => .playing)
                    self.stateMachine.addRoutes(event: .stop, transitions: [.playing => .idle])
                }
            }
            typealias AppStateMachine = StateMachine<PlayerState, PlayerEvent>
            func local() {
                let machine = StateMachine<Int, String>(state: 1)
                machine.addRoutes(event: "Run", transitions: [1 => 2])
                machine.addRouteChain(2 => 3 => 1) { _ in finished() }
            }
            """
        let enums = "enum PlayerState { case idle, playing, paused }\nenum PlayerEvent { case play, stop }"
        let result = load(files: [("Test.swift", source), ("Enums.swift", enums)])
        #expect(warnings(result).isEmpty)
        #expect(result.machines.map(\.name) == ["Player.stateMachine", "machine"])
        let player = try #require(result.machines.first)
        #expect(player.states.map(\.name) == ["idle", "playing", "paused"])
        #expect(player.declaredEvents?.map(\.name) == ["play", "stop"])
        #expect(transitionLines(of: "idle", in: player) == ["(eventless) [<- .playing] -> playing @4:31"])
        #expect(transitionLines(of: "playing", in: player) == ["stop -> idle @5:65"])
        let numbers = try #require(result.machines.last)
        #expect(transitionLines(of: "1", in: numbers) == ["Run -> 2 @11:51"])
        #expect(transitionLines(of: "2", in: numbers) == ["(eventless) [<- .3] -> 3 @12:27"])
        #expect(transitionLines(of: "3", in: numbers) == ["(eventless) [<- .1] -> 1 / { _ in finished() } @12:27"])
    }

    @Test func readsConfigureClosuresAndWarnsWhereTheMachineIsHandedOn() throws {
        let source = """
            func build() {
                let machine = StateMachine<Int, Never>(state: 1)
                machine.configure { m in m.addRoute(1 => 2) }
                addMoreRoutes(to: machine)
            }
            """
        let result = load(source)
        #expect(warnings(result) == ["4:23 unsupported-construct: the machine is handed to other code here; routes added there are not read"])
        #expect(result.machines.first.map { transitionLines(of: "1", in: $0) } == ["(eventless) [<- .2] -> 2 @3:41"])
    }

    @Test func tellsConditionsFromHandlersByTheirResult() throws {
        let source = """
            enum S { case a, b, c, d }
            enum E { case go, any }
            let machine = StateMachine<S, E>(state: .a) { m in
                m.addRoutes(event: .go, transitions: [.a => .b]) { _ in self.autoStopEnabled }
                m.addRoutes(event: .go, transitions: [.b => .c]) { _ in eventCount += 1 }
                m.addRoute(.c => .d) { _ in notify() }
                m.addRoute(.d => .a, condition: { _ in ready }) { _ in reset() }
            }
            """
        let result = load(source)
        #expect(warnings(result) == [
            "6:26 unsupported-construct: this closure may be a condition or a handler, and only its result type tells; it was read as a condition"
        ])
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go [{ _ in self.autoStopEnabled }] -> b @4:43"])
        #expect(transitionLines(of: "b", in: machine) == ["go -> c / { _ in eventCount += 1 } @5:43"])
        #expect(transitionLines(of: "c", in: machine) == ["(eventless) [<- .d and { _ in notify() }] -> d @6:16"])
        #expect(transitionLines(of: "d", in: machine) == ["(eventless) [<- .a and { _ in ready }] -> a / { _ in reset() } @7:16"])
    }

    @Test func expandsAnyEventsAndKeepsTheStateForAnyTargetsOfEventRoutes() throws {
        let source = """
            enum S { case a, b }
            enum E { case ping, pong }
            let machine = StateMachine<S, E>(state: .a) { m in
                m.addRoutes(event: .any, transitions: [.a => .any])
                m.addRoute(.b => .any)
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["ping -> a @4:44", "pong -> a @4:44"])
        #expect(transitionLines(of: "b", in: machine) == ["(eventless) [<- .a] -> a @5:16", "(eventless) [<- .b] -> b @5:16"])
    }

    @Test func warnsAboutRoutesDecidedAtRunTime() {
        let source = """
            func build(next: MyState, event: MyEvent) {
                let machine = StateMachine<MyState, MyEvent>(state: .a)
                machine.addRoute(.a => next)
                machine.addRoutes(event: event, transitions: [.a => .b])
                machine.addRouteMapping { event, fromState, userInfo in nil }
                machine.addRoutes(event: .any, transitions: [.a => .b])
            }
            """
        #expect(warnings(load(source)) == [
            "3:22 unsupported-construct: a state of `.a => next` is held in a variable; the route was skipped",
            "4:30 unsupported-construct: the event `event` is computed at run time; its routes were skipped",
            "5:5 unsupported-construct: a route mapping closure decides its targets at run time; its routes were skipped",
            "6:30 unsupported-construct: `event: .any` stands for every event, but the event enum is not declared in the files given; its routes were skipped",
        ])
    }

    @Test func stateRoutesAreChosenByTheCallerButOverlappingEventRoutesClash() throws {
        func findings(_ routes: String) throws -> [String] {
            let source = """
                enum S { case a, b, c }
                enum E { case go }
                let machine = StateMachine<S, E>(state: .a) { m in
                    \(routes)
                    m.addRoute(.any => .a)
                }
                """
            let result = load(source)
            #expect(warnings(result).isEmpty)
            let machine = try #require(result.machines.first)
            return Checker().check(machine).map(\.ruleID)
        }
        #expect(try !findings("m.addRoute(.a => [.b, .c])").contains("predicate-clash"))
        #expect(try !findings("m.addRoute(.a => .b); m.addRoute(.a => .b) { _ in print(1) }").contains("predicate-clash"))
        #expect(try findings("m.addRoutes(event: .go, transitions: [.a => .b, .a => .c])").contains("predicate-clash"))
    }

    @Test func leavesOtherLibrariesStateMachinesAlone() {
        let source = """
            let stated = StateMachine(initialState: Idle(), mappings: mappings)
            let tinder = StateMachine<S, E, SideEffect> { initialState(.a) }
            let machine = Machine(state: .a)
            """
        #expect(SwiftLoader(dialects: ["swiftstate"]).load([SourceFile(path: "Test.swift", text: source)]).machines.isEmpty)
    }
}
