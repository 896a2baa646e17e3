import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// An initial state chosen between literals (`done ? .viewing : .notStarted`) gives every literal
/// as an initial candidate: reachability is checked from all of them, not given up.
@Suite struct InitialChoiceTests {
    /// One machine per dialect, each starting with `done ? viewing : idle` and with `lost` never entered.
    static let machines: [(dialect: String, source: String)] = [
        (
            "swiftstate",
            """
            enum Step: StateType { case idle, viewing, lost }
            enum Cue: EventType { case view, stop }
            let machine = StateMachine<Step, Cue>(state: done ? .viewing : .idle) { machine in
                machine.addRoutes(event: .view, transitions: [.idle => .viewing])
                machine.addRoutes(event: .stop, transitions: [.viewing => .idle])
            }
            """
        ),
        (
            "rxautomaton",
            """
            enum State { case idle, viewing, lost }
            enum Input { case view, stop }
            let automaton = Automaton<State, Input>(
                state: done ? .viewing : .idle, input: inputs, mapping: reduce([.view | .idle => .viewing, .stop | .viewing => .idle]))
            """
        ),
        (
            "tinder",
            """
            enum State { case idle, viewing, lost }
            enum Event { case view, stop }
            let machine = StateMachine<State, Event, Never> {
                initialState(done ? .viewing : .idle)
                state(.idle) { on(.view) { transition(to: .viewing) } }
                state(.viewing) { on(.stop) { transition(to: .idle) } }
            }
            """
        ),
        (
            "reducer",
            """
            enum Screen {
                case idle, viewing, lost
                enum Event { case view, stop }
                static let initialState: Screen = done ? .viewing : .idle
                mutating func handleEvent(_ event: Event) {
                    switch (self, event) {
                    case (.idle, .view): self = .viewing
                    case (.viewing, .stop): self = .idle
                    default: break
                    }
                }
            }
            """
        ),
        (
            "swiftfsm",
            """
            final class Screen: SyntaxBuilder {
                enum State { case idle, viewing, lost }
                enum Event { case view, stop }
                let fsm = FSM<State, Event>(initialState: done ? .viewing : .idle)
                func build() throws {
                    try fsm.buildTable {
                        define(.idle) { when(.view) | then(.viewing) }
                        define(.viewing) { when(.stop) | then(.idle) }
                    }
                }
            }
            """
        ),
    ]

    @Test(arguments: machines.map(\.dialect))
    func everyLiteralOfTheChoiceIsAnInitialCandidate(dialect: String) throws {
        let source = try #require(Self.machines.first { $0.dialect == dialect }?.source)
        let machine = try #require(load(source).machines.first)
        #expect(machine.dialect == dialect)
        #expect(machine.initial?.name == "viewing")
        #expect(machine.otherInitialTargets.map(\.name) == ["idle"])
        #expect(!machine.initialStateIsUnseen)
        #expect(Checker().check(machine).map(\.message) == ["state `lost` can never be entered"])
    }

    /// A state reached only from the other candidate is reachable.
    @Test func aStateReachedOnlyFromTheOtherCandidateIsReachable() throws {
        let source = """
            enum Step: StateType { case notStarted, viewing, intro }
            enum Cue: EventType { case begin, skip }
            let machine = StateMachine<Step, Cue>(state: done ? .viewing : .notStarted) { machine in
                machine.addRoutes(event: .begin, transitions: [.notStarted => .intro, .intro => .viewing])
                machine.addRoutes(event: .skip, transitions: [.viewing => .notStarted])
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(Checker().check(machine).isEmpty)
    }

    /// A choice with a value fsmcheck cannot see stays a `not-visible` initial state.
    @Test func aChoiceWithARunTimeValueIsNotVisible() throws {
        let source = """
            enum Step: StateType { case idle, viewing }
            let machine = StateMachine<Step, Never>(state: saved ?? .idle) { $0.addRoute(.idle => .viewing) }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.initialStateIsUnseen)
        #expect(machine.otherInitialTargets.isEmpty)
    }

    /// Two machines of one enum share its cases; each keeps every start its initializer chooses
    /// between (`single` is entered only as one of them).
    @Test func aSharedEnumKeepsEveryInitialCandidate() throws {
        let source = """
            enum Pane { case single, split, stack }
            final class Window {
                var pane: Pane
                init(wide: Bool) { pane = wide ? .split : .single }
                func rotate() {
                    switch pane {
                    case .single: pane = .split
                    case .split: pane = .stack
                    case .stack: pane = .split
                    }
                }
            }
            final class Sidebar {
                var pane: Pane = .stack
                func toggle() { if pane == .stack { pane = .single } else { pane = .stack } }
            }
            """
        let machine = try #require(load(source).machines.first { $0.name == "Window.pane" })
        #expect(([machine.initial] + machine.otherInitialTargets.map { $0 }).compactMap { $0?.name } == ["split", "single"])
        #expect(Checker().check(machine).filter { $0.ruleID == "unreachable-state" }.isEmpty)
    }
}
