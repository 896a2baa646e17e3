import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Machines typed through typealiases declared in another file, or in a superclass.
@Suite struct CrossFileAliasTests {
    @Test func aTinderMachineTypedThroughAnAliasInAnotherFileTakesItsEnums() throws {
        let result = load(files: [
            (
                "Types.swift",
                "enum Water { case ice, liquid }\nenum Heat { case warm, cool, boil }\ntypealias WaterMachine = StateMachine<Water, Heat, Never>\n"
            ),
            (
                "Kettle.swift",
                "final class Kettle {\n    let machine = WaterMachine {\n        initialState(.ice)\n        state(.ice) { on(.warm) { transition(to: .liquid) } }\n    }\n}\n"
            ),
        ])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.dialect == "tinder")
        #expect(machine.declaredEvents?.map(\.name) == ["warm", "cool", "boil"])
        #expect(machine.states.map(\.name) == ["ice", "liquid"])
    }

    @Test func anAliasDeclaredInASuperclassIsSeenFromItsSubclasses() throws {
        let result = load(files: [
            (
                "Base.swift",
                "class MachineTests {\n    typealias Lights = StateMachine<Light, Press, Never>\n}\nenum Light { case off, on }\nenum Press { case press }\n"
            ),
            (
                "Lamp.swift",
                "final class LampTests: MachineTests {\n    let lamp = Lights {\n        initialState(.off)\n        state(.off) { on(.press) { transition(to: .on) } }\n    }\n}\n"
            ),
        ])
        let machine = try #require(result.machines.first)
        #expect(machine.declaredEvents?.map(\.name) == ["press"])
        #expect(machine.states.map(\.name) == ["off", "on"])
    }

    @Test func feedbacksStatesNamedThroughAnAliasAreTheStatesTheyStandFor() throws {
        let states = """
            enum Gallery { enum States {} }
            extension Gallery.States {
                struct Loading: State {}
                struct Loaded: State {}
            }
            typealias Spinner = Gallery.States.Loading
            """
        let system = """
            struct Refresh: Event {}
            struct Done: Event {}
            let system = System {
                InitialState { Spinner() }
                Transitions {
                    From(Gallery.States.Loading.self) { On(Done.self, transitionTo: Gallery.States.Loaded()) }
                    From(Gallery.States.Loaded.self) { On(Refresh.self, transitionTo: Spinner()) }
                }
            }
            """
        let result = load(files: [("States.swift", states), ("System.swift", system)])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "Loading")
        #expect(machine.states.map(\.name) == ["Loading", "Loaded"])
        #expect(transitionLines(of: "Loaded", in: machine) == ["Refresh -> Loading @7:44"])
    }

    @Test func aSystemBuilderPropertyIsASystem() throws {
        let source = """
            struct Start: Event {}
            final class Screen {
                @SystemBuilder var system: System {
                    InitialState { Idle() }
                    Transitions {
                        From(Idle.self) { On(Start.self, transitionTo: Busy()) }
                        From(Busy.self) { On(Start.self, transitionTo: Idle()) }
                    }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "Screen.system")
        #expect(machine.initial?.name == "Idle")
    }

    @Test func anRxAutomatonTypedThroughALocalAliasTakesItsEnums() throws {
        let spec = """
            final class Spec {
                func run() {
                    typealias Machine = RxAutomaton.Automaton<Phase, Signal>
                    let mappings: [Machine.Mapping] = [
                        .go | .idle => .busy,
                        .stop | .busy => .idle,
                    ]
                    let automaton = Machine(state: .idle, input: signal, mapping: reduce(mappings))
                }
            }
            """
        let result = load(files: [("Fixtures.swift", "enum Phase { case idle, busy }\nenum Signal { case go, stop, pause }\n"), ("Spec.swift", spec)])
        let machine = try #require(result.machines.first)
        #expect(machine.declaredEvents?.map(\.name) == ["go", "stop", "pause"])
        #expect(machine.states.map(\.name) == ["idle", "busy"])
    }
}
