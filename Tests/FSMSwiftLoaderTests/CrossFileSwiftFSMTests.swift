import FSMModel
import Testing

@testable import FSMSwiftLoader

/// SwiftFSM machines whose initial state, types and tables are spread over classes and files.
@Suite struct CrossFileSwiftFSMTests {
    static let base = """
        class MachineSpecBase<State: Hashable, Event: Hashable>: XCTestCase, ExpandedSyntaxBuilder {
            var fsm: FSM<State, Event>.Base!
            var initialState: State { fatalError("subclasses say") }

            override func setUp() {
                fsm = makeMachine()
            }

            func makeMachine() -> FSM<State, Event>.Base {
                FSM<State, Event>.Eager(initialState: initialState)
            }
        }
        """

    static let types = """
        enum Door { case closed, ajar, open }
        enum Action { case push, pull }
        """

    @Test func theInitialStateIsTheOverriddenPropertyOfASuperclassInAnotherFile() throws {
        let result = load(files: [
            ("Base.swift", Self.base), ("Types.swift", Self.types),
            ("DoorSpec.swift", "class DoorSpec: MachineSpecBase<Door, Action> {\n    override var initialState: Door { return .closed }\n}"),
            (
                "DoorFlowSpec.swift",
                "final class DoorFlowSpec: DoorSpec {\n    func testFlow() throws {\n        try fsm.buildTable { define(.closed) { when(.push) | then(.ajar) } }\n    }\n}"
            ),
        ])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "DoorFlowSpec.fsm")
        #expect(machine.initial == Reference("closed", at: SourceLocation(file: "DoorSpec.swift", line: 2, column: 46)))
        // The state and event enums come from the superclass's generic arguments.
        #expect(machine.states.map(\.name) == ["closed", "ajar", "open"])
        #expect(machine.declaredEvents?.map(\.name) == ["push", "pull"])
    }

    @Test func theBaseClassAloneNamesTheTypesWhenItsBaseIsNotAmongTheFiles() throws {
        let result = load(files: [
            ("Types.swift", Self.types),
            ("DoorSpec.swift", "class DoorSpec: FSMTestsBase<Door, Action> {\n    override var initialState: Door { .closed }\n}"),
            (
                "Flow.swift",
                "final class Flow: DoorSpec {\n    func testFlow() throws {\n        try fsm.buildTable { define(.closed) { when(.push) | then(.ajar) } }\n    }\n}"
            ),
        ])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "closed")
        #expect(machine.declaredEvents?.map(\.name) == ["push", "pull"])
    }

    @Test func anFSMStoredInASuperclassGivesItsInitialState() throws {
        let result = load(files: [
            (
                "Base.swift",
                "class TurnstileBase: SyntaxBuilder {\n    enum State { case locked, unlocked }\n    enum Event { case coin }\n    let turnstile = FSM<State, Event>(initialState: .unlocked)\n}"
            ),
            (
                "Turnstile.swift",
                "final class Turnstile: TurnstileBase {\n    func build() throws {\n        try turnstile.buildTable { define(.locked) { when(.coin) | then(.unlocked) } }\n    }\n}"
            ),
        ])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial == Reference("unlocked", at: SourceLocation(file: "Base.swift", line: 4, column: 53)))
        #expect(machine.states.map(\.name) == ["locked", "unlocked"])
    }

    @Test func aSubclassOfFSMPassesItsInitialStateToSuperInit() throws {
        let source = """
            enum Light { case red, green }
            enum Signal { case tick }
            final class TrafficLight: FSM<Light, Signal> {
                init() { super.init(initialState: .red) }
            }
            struct Crossing {
                let light = TrafficLight()
                func build() throws {
                    try light.buildTable { define(.red) { when(.tick) | then(.green) } }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "red")
        #expect(machine.states.map(\.name) == ["red", "green"])
    }

    @Test func aLazyFSMOfABaseClassTakesTheSubclasssComputedInitialState() throws {
        let result = load(files: [
            (
                "Base.swift",
                "class PumpSpec: SyntaxBuilder {\n    enum State { case idle, pumping }\n    enum Event { case start }\n"
                    + "    var initialState: State { fatalError() }\n    lazy var fsm = FSM<State, Event>(initialState: initialState)\n}"
            ),
            (
                "Spec.swift",
                "final class RunningPumpSpec: PumpSpec {\n    override var initialState: State { get { .pumping } }\n    func test() throws {\n        try fsm.buildTable { define(.idle) { when(.start) | then(.pumping) } }\n    }\n}"
            ),
        ])
        #expect(warnings(result).isEmpty)
        #expect(result.machines.first?.initial == Reference("pumping", at: SourceLocation(file: "Spec.swift", line: 2, column: 46)))
    }

    @Test func anInitializerParameterTakesTheValueSubclassesPassToSuperInit() throws {
        let source = """
            enum Valve { case shut, open }
            enum Turn { case twist }
            class ValveController: SyntaxBuilder {
                let fsm: FSM<Valve, Turn>
                init(initialState: Valve) { fsm = FSM(initialState: initialState) }
            }
            final class GardenValve: ValveController {
                init() { super.init(initialState: .shut) }
                func build() throws { try fsm.buildTable { define(.shut) { when(.twist) | then(.open) } } }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        #expect(result.machines.first?.initial?.name == "shut")
    }

    @Test func anInitialStatePassedAsAParameterIsUnknownAndSaidSo() throws {
        let source = """
            final class Doors: SyntaxBuilder {
                enum State { case a, b }
                enum Event { case e }
                var fsm: FSM<State, Event>!
                func build(initial: State) throws {
                    fsm = FSM(initialState: initial)
                    try fsm.buildTable { define(.a) { when(.e) | then(.b) } }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial == nil)
        #expect(
            machine.unseen.map { "\($0.location.line):\($0.location.column) \($0.subject) \($0.reason)" } == [
                "6:33 initialState `initial` is a parameter of `build`"
            ])
    }

    @Test func constantsHoldingLiteralStatesAreInitialStatesAndTargets() throws {
        let source = """
            let start: Phase = .idle
            enum Phase { case idle, running, done; static let last = Phase.done }
            enum Tick { case go, stop }
            final class Runner: SyntaxBuilder {
                static let finish = Phase.done
                let fsm = FSM<Phase, Tick>(initialState: start)
                func build() throws {
                    let next: Phase = .running
                    try fsm.buildTable {
                        define(.idle) { when(.go) | then(next) }
                        define(.running) { when(.stop) | then(Self.finish) }
                    }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "idle")
        #expect(transitionLines(of: "idle", in: machine) == ["go -> running @10:29"])
        #expect(transitionLines(of: "running", in: machine) == ["stop -> done @11:32"])
    }

    @Test func aParameterHidesAConstantOfTheSameName() throws {
        let source = """
            final class Runner: SyntaxBuilder {
                enum State { case a, b }
                enum Event { case e }
                let next = State.b
                let fsm = FSM<State, Event>(initialState: .a)
                func build(next: State) throws {
                    try fsm.buildTable { define(.a) { when(.e) | then(next) } }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["e -> ?(next) @7:43"])
    }

    @Test func callsOfATableWrapperAreTablesOfTheFSMItForwardsTo() throws {
        let base = """
            class LampSpec: ExpandedSyntaxBuilder {
                enum State { case off, on }
                enum Event { case flip }
                let fsm = FSM<State, Event>(initialState: .off)
                func table(@FSM<State, Event>.TableBuilder _ rows: () -> [Syntax.Define<State, Event>]) {
                    try? fsm.buildTable(rows)
                }
            }
            """
        let spec =
            "final class LampFlowSpec: LampSpec {\n    func testFlip() {\n        table {\n            define(.off) { when(.flip) | then(.on) }\n        }\n    }\n}"
        let result = load(files: [("LampSpec.swift", base), ("LampFlowSpec.swift", spec)])
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "LampFlowSpec.fsm")
        #expect(machine.location == SourceLocation(file: "LampFlowSpec.swift", line: 3, column: 9))
        #expect(machine.initial?.name == "off")
        #expect(transitionLines(of: "off", in: machine) == ["flip -> on @4:28"])
    }

    @Test func looseDefinesAtTheTopLevelAreOneTableWithoutAnInitialState() throws {
        let source = """
            import SwiftFSM

            enum State { case locked, unlocked }
            enum Event { case coin, pass }

            let resetable = SuperState { when(.pass) | then(.locked) }
            define(.locked) { when(.coin) | then(.unlocked) }
            print("between")
            define(.unlocked, adopts: resetable) { when(.coin) | then() }
            """
        let result = load(source, path: "Pages/Turnstile.swift")
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Turnstile")
        #expect(machine.initial == nil)
        #expect(machine.states.map(\.name) == ["resetable", "locked", "unlocked"])
        #expect(transitionLines(of: "unlocked", in: machine) == ["coin -> - @9:40"])
    }

    @Test func anAliasNestedInAnUnrelatedTypeDoesNotRenameATopLevelType() throws {
        let source = """
            enum T: Predicate { case a, b }
            struct Strings { typealias T = String }
            final class Spec: ExpandedSyntaxBuilder {
                enum State { case s }
                enum Event { case e }
                let fsm = FSM<State, Event>(initialState: .s)
                func build() throws { try fsm.buildTable { define(.s) { matching(T.a) | when(.e) | then() } } }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.predicateTypes.map(\.name) == ["T"])
    }
}
