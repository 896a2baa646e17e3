import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Extensions of a type are part of the type: what a dialect looks up in a type (routes added to a
/// stored machine, a mapping property, a method the machine is handed to) is found in any of them.
@Suite struct TypeExtensionTests {
    private static let coordinator = """
        final class SettingsFlow {
            enum Step: StateType { case root, account, closed }
            enum Cue: EventType { case open, back }
            private let machine: StateMachine<Step, Cue>
            init() {
                machine = .init(state: .root)
                configureMachine()
            }
        }

        """

    @Test func routesAddedInAPrivateExtensionOfTheSameFileAreTheMachines() throws {
        let source =
            Self.coordinator + """
                private extension SettingsFlow {
                    func configureMachine() {
                        machine.addRoutes(event: .open, transitions: [.root => .account])
                        machine.addRoutes(event: .back, transitions: [.account => .root])
                    }
                }
                """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "root", in: machine) == ["open -> account @12:55"])
        #expect(Checker().check(machine).map(\.message) == ["state `closed` can never be entered"])
    }

    @Test func routesAddedInAnExtensionInAnotherFileAreReadThere() throws {
        let source = Self.coordinator.replacingOccurrences(of: "private let machine", with: "let machine")
        let routes = """
            extension SettingsFlow {
                func configureMachine() {
                    machine.addRoutes(event: .open, transitions: [.root => .account])
                    self.machine.addRoute(.account => .closed)
                }
            }
            """
        let result = load(files: [("Sources/SettingsFlow.swift", source), ("Sources/SettingsFlow+Routes.swift", routes)])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "SettingsFlow.machine")
        let open = try #require(machine.states.first?.transitions.first)
        #expect(open.location == SourceLocation(file: "Sources/SettingsFlow+Routes.swift", line: 3, column: 55))
        #expect(transitionLines(of: "account", in: machine) == ["(eventless) [<- .closed] -> closed @4:31"])
    }

    @Test func aMethodOfTheTypeTheMachineIsHandedToIsReadAndOtherCodeIsANote() throws {
        let source =
            Self.coordinator.replacingOccurrences(of: "configureMachine()", with: "configure(machine)\n        Tracker.observe(machine)") + """
                private extension SettingsFlow {
                    func configure(_ flow: StateMachine<Step, Cue>) {
                        flow.addRoutes(event: .open, transitions: [.root => .account])
                    }
                }
                """
        let result = load(source)
        #expect(warnings(result) == ["8:25 unsupported-construct: the machine is handed to other code here; routes added there are not read"])
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "root", in: machine) == ["open -> account @13:52"])
    }

    @Test func aMachineCreatedInAnExtensionIsKnownByThePropertyOfTheType() throws {
        let types = """
            final class Player {
                enum Phase: StateType { case idle, playing }
                enum Cue: EventType { case play, stop }
                var machine: StateMachine<Phase, Cue>!
            }
            """
        let setUp = """
            extension Player {
                func setUp() {
                    machine = .init(state: .idle)
                    machine.addRoutes(event: .play, transitions: [.idle => .playing])
                    machine.addRoutes(event: .stop, transitions: [.playing => .idle])
                }
            }
            """
        let result = load(files: [("Player.swift", types), ("Player+Setup.swift", setUp)])
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "idle")
        #expect(Checker().check(machine).isEmpty)
    }

    @Test func anAutomatonsMappingMayBeAComputedPropertyOfAnExtension() throws {
        let lamp = """
            final class Lamp {
                enum State { case off, on }
                enum Input { case toggle }
                let automaton: Automaton<State, Input>
                init(input: Observable<Input>) {
                    automaton = Automaton(state: .off, input: input, mapping: reduce(mappings))
                }
            }
            """
        let mappings = """
            extension Lamp {
                var mappings: [Automaton<State, Input>.Mapping] {
                    [.toggle | .off => .on, .toggle | .on => .off]
                }
            }
            """
        let result = load(files: [("Lamp.swift", lamp), ("Lamp+Mappings.swift", mappings)])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        let row = try #require(machine.states.first?.transitions.first)
        #expect(row.location == SourceLocation(file: "Lamp+Mappings.swift", line: 3, column: 10))
        #expect(Checker().check(machine).isEmpty)
    }

    @Test func statedMappingsMayBeAStaticPropertyOfAnotherType() throws {
        let source = """
            final class Login {
                let machine = StateMachine(initialState: States.idle, mappings: LoginMappings.all)
            }
            enum LoginMappings {
                static let all = [
                    Inputs.start | States.idle => States.busy,
                    Inputs.finish | States.busy => States.idle,
                ]
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "idle", in: machine) == ["start -> busy @6:9"])
    }

    @Test func aReducersHandlerAndInitialStateMayBeInExtensionsInOtherFiles() throws {
        let door = """
            enum Door {
                case open, closed, locked
                enum Event { case push, pull, lock, unlock }
            }
            extension Door {
                static let initialState: Door = .closed
            }
            """
        let handler = """
            extension Door {
                mutating func handleEvent(_ event: Event) {
                    switch (self, event) {
                    case (.closed, .push): self = .open
                    case (.open, .pull): self = .closed
                    case (.closed, .lock): self = .locked
                    default: break
                    }
                }
            }
            """
        let result = load(files: [("Door.swift", door), ("Door+Events.swift", handler)])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.location == SourceLocation(file: "Door.swift", line: 6, column: 37))
        #expect(transitionLines(of: "closed", in: machine) == ["push -> open @4:14", "lock -> locked @6:14"])
        #expect(
            Checker().check(machine).map(\.message) == [
                "state `locked` is a dead end: once entered, it is never left", "event `unlock` is declared but no transition uses it",
            ])
    }

    /// Two modules may each declare a type of one name: only extensions join a declaration.
    @Test func anotherDeclarationOfTheSameNameIsAnotherType() throws {
        let reducer = """
            enum Download {
                case idle, running
                enum Event { case start, stop }
                static let initialState = Download.idle
                mutating func handleEvent(event: Event) {
                    switch (self, event) {
                    case (.idle, .start): self = .running
                    case (.running, .stop): self = .idle
                    default: break
                    }
                }
            }
            """
        let other = "enum Download { case paused, offline }"
        let machine = try #require(load(files: [("Player/Download.swift", reducer), ("Sync/Download.swift", other)]).machines.first)
        #expect(machine.states.map(\.name) == ["idle", "running"])
    }

    /// A method's parameter named like the property hides it there: its routes are read once, as the method's.
    @Test func aParameterNamedLikeThePropertyIsReadOnce() throws {
        let source =
            Self.coordinator.replacingOccurrences(of: "configureMachine()", with: "configure(machine)") + """
                private extension SettingsFlow {
                    func configure(_ machine: StateMachine<Step, Cue>) {
                        machine.addRoutes(event: .open, transitions: [.root => .account])
                    }
                }
                """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "root", in: machine) == ["open -> account @12:55"])
    }
}
