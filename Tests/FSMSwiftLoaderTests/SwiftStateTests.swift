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
        #expect(
            transitionLines(of: "state0", in: machine) == [
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
        #expect(
            warnings(result) == [
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
        #expect(
            warnings(load(source)) == [
                "3:22 unsupported-construct: a state of `.a => next` is held in a variable; the route was skipped",
                "4:30 unsupported-construct: the event `event` is computed at run time; its routes were skipped",
                "5:5 unsupported-construct: this route mapping is not a `switch` over its event and state; its routes were skipped",
            ])
    }

    @Test func wildcardsAndChainsNeverRestateAMoveAsADuplicate() throws {
        let source = """
            enum Door: StateType { case closed, ajar, open }
            let m = StateMachine<Door, NoEvent>(state: .closed) { m in
                m.addRoute(.any => .ajar)
                m.addRoute(.ajar => .any)
                m.addRoute(.closed => .ajar)
                m.addRouteChain(.closed => .ajar => .open => .closed => .ajar)
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(!Checker().check(machine).map(\.ruleID).contains("duplicate-transition"))
        #expect(
            transitionLines(of: "ajar", in: machine) == [
                "(eventless) [<- .ajar] -> ajar @3:16", "(eventless) [<- .closed] -> closed @4:16", "(eventless) [<- .open] -> open @4:16",
            ])
        #expect(transitionLines(of: "closed", in: machine) == ["(eventless) [<- .ajar] -> ajar @5:16"])
    }

    @Test func anEventsOwnRouteGoesBeforeItsAnyEventRoute() throws {
        let source = """
            enum S: StateType { case a, b, c }
            enum E: EventType { case go, stop }
            let m = StateMachine<S, E>(state: .a) { m in
                m.addRoutes(event: .any, transitions: [.a => .b])
                m.addRoutes(event: .go, transitions: [.a => .c])
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["stop -> b @4:44", "go -> c @5:43"])
        #expect(!Checker().check(machine).map(\.ruleID).contains("predicate-clash"))
    }

    @Test func anyEventRoutesAreKeptWhenTheEventEnumIsNotAmongTheFiles() throws {
        let machine = try #require(
            load("let m = StateMachine<S, E>(state: .a) { $0.addRoutes(event: .any, transitions: [.a => .b]) }").machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["any -> b @1:81"])
    }

    @Test func aDisposedRouteIsNoRoute() throws {
        let source = """
            func build() {
                let machine = StateMachine<S, NoEvent>(state: .a)
                let kept = machine.addRoute(.a => .b)
                let removed = machine.addRoute(.b => .c)
                var mapping: Disposable?
                machine.configure { m in
                    mapping = m.addStateRouteMapping { from, _ in
                        switch from { case .c: return [.a]; default: return nil }
                    }
                }
                removed.dispose()
                mapping?.dispose()
                _ = kept
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["a", "b"])
        #expect(transitionLines(of: "a", in: machine) == ["(eventless) [<- .b] -> b @3:33"])
    }

    @Test func aMappingAnsweringOnlyWithoutAnEventMakesRoutesTakenWithTheArrow() throws {
        let source = """
            enum S: StateType { case a, b }
            let m = StateMachine<S, NoEvent>(state: .a) { m in
                m.addRoute(.a => .b)
                m.addRouteMapping { event, from, _ in
                    guard event == nil else { return nil }
                    if from == .b { return .a } else { return nil }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "b", in: machine) == ["(eventless) [<- .a] -> a @6:32"])
    }

    @Test func routeMappingArmsAreRoutes() throws {
        let source = """
            enum Page: StateType { case home, page(Int), end }
            enum Nav: EventType { case next, back, finish }
            let m = StateMachine<Page, Nav>(state: .home) { m in
                m.addRouteMapping { event, from, _ in
                    guard let event = event else { return nil }
                    switch (event, from) {
                    case (.next, .home): return .page(0)
                    case (.next, .page(0)), (.back, .end): return .page(1)
                    case (.back, .page(1)) where isLoggedIn: return .page(0)
                    case (.finish, _): return isDone ? .end : nil
                    default: return nil
                    }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["home", "end", "page(0)", "page(1)"])
        #expect(transitionLines(of: "home", in: machine) == ["next -> page(0) @7:37", "finish -> end @10:44"])
        #expect(transitionLines(of: "page(0)", in: machine) == ["next -> page(1) @8:55", "finish -> end @10:44"])
        #expect(transitionLines(of: "page(1)", in: machine) == ["back [isLoggedIn] -> page(0) @9:57", "finish -> end @10:44"])
        #expect(transitionLines(of: "end", in: machine) == ["back -> page(1) @8:55", "finish -> end @10:44"])
    }

    /// An arm returns one state each time: the states a ternary chooses between are alternatives.
    @Test func aRouteMappingArmChoosingItsTargetDoesNotClash() throws {
        let source = """
            enum Brew: StateType { case idle, grinding, brewing }
            enum Button: EventType { case start, done }
            let m = StateMachine<Brew, Button>(state: .idle) { m in
                m.addRouteMapping { event, from, _ in
                    switch (from, event) {
                    case (.idle, .start): return quick ? .brewing : .grinding
                    case (.grinding, .done): return .brewing
                    case (.brewing, .done): return .idle
                    default: return nil
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "idle", in: machine) == ["start -> brewing @6:46", "start -> grinding @6:46"])
        #expect(Checker().check(machine).map(\.ruleID) == [])
    }

    /// `.init(state:)` or `Machine(state:)` stored in a property declared `StateMachine<S, E>`.
    @Test(arguments: ["let flow: StateMachine<Step, Cue>", "var flow: Machine<Step, Cue>!", "var flow: StateMachine<Step, Cue>?"])
    func aMachineIsKnownByItsPropertysDeclaration(declaration: String) throws {
        let call = declaration.contains("Machine<") && !declaration.contains("StateMachine") ? "Machine(state: .idle)" : ".init(state: .idle)"
        let source = """
            final class UploadFlow {
                enum Step: StateType { case idle, sending, done }
                enum Cue: EventType { case begin, reset }
                \(declaration)
                init() {
                    flow = \(call)
                    flow?.addRoutes(event: .begin, transitions: [.idle => .sending])
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "UploadFlow.flow")
        #expect(transitionLines(of: "idle", in: machine) == ["begin -> sending @7:54"])
        #expect(
            Checker().check(machine).map(\.message) == [
                "state `sending` is a dead end: once entered, it is never left", "state `done` can never be entered",
                "event `reset` is declared but no transition uses it",
            ])
    }

    /// Arms told apart by other parts of the subject are conditions: `true`/`false` ones exclude each other.
    @Test func aMappingOverMoreThanTheStateReadsTheOtherPartsAsConditions() throws {
        let source = """
            enum Step: StateType { case start, lock, consent, done }
            enum Cue: EventType { case next }
            let m = StateMachine<Step, Cue>(state: .start) { m in
                m.addRouteMapping { event, from, _ in
                    switch (from, needsLock, needsConsent) {
                    case (.start, true, _): return .lock
                    case (.start, false, true): return .consent
                    case (.start, false, false): return .done
                    case (.lock, _, _), (.consent, _, _): return .done
                    default: return nil
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(
            transitionLines(of: "start", in: machine) == [
                "next [needsLock] -> lock @6:40", "next [!needsLock and needsConsent] -> consent @7:44",
                "next [!needsLock and !needsConsent] -> done @8:45",
            ])
        #expect(Checker().check(machine).filter { $0.ruleID == "predicate-clash" }.isEmpty)
    }

    /// `self?.show()` answers an optional: the closure is a handler, not a condition.
    @Test func anOptionallyChainedCallIsAHandler() throws {
        let source = """
            enum S: StateType { case a, b }
            enum E: EventType { case go }
            let m = StateMachine<S, E>(state: .a) { m in
                m.addRoutes(event: .go, transitions: [.a => .b]) { [weak self] _ in self?.showB() }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go -> b / { [weak self] _ in self?.showB() } @4:43"])
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
