import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// A machine's state type is bound by what its code names, never by the name of a library's
/// generic parameter: an `enum State` elsewhere in the run is no evidence.
@Suite struct MachineTypeBindingTests {
    /// A vendored SDK's top-level enum, called as RxAutomaton and Tinder call their parameters.
    private static let vendored = (
        path: "Pods/MediaKit/Player.swift",
        text: "public enum State { case idle, playing }\npublic enum Input { case tap }\npublic enum Event { case tap }"
    )

    private static func editor(declaration: String, initial: String = ".browsing", mapping: String = "EditorRows.unseen") -> String {
        """
        final class EditorViewModel {
            enum Mode { case browsing, editing }
            enum Key { case edit, done }
            let automaton: \(declaration)
            init(keys: Signal<Key, Never>, start: Mode) {
                automaton = Automaton(state: \(initial), inputs: keys, mapping: \(mapping))
            }
        }
        """
    }

    @Test(arguments: ["Automaton<Mode, Key>", "Automaton<Key, Mode>"])
    func theInitialStateTellsWhichArgumentIsTheStateType(declaration: String) throws {
        let result = load(files: [("App/EditorViewModel.swift", Self.editor(declaration: declaration)), Self.vendored])
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["browsing", "editing"])
        #expect(machine.declaredEvents?.map(\.name) == ["edit", "done"])
        #expect(!machine.unseen.contains { $0.subject == .stateType })
        #expect(Checker().check(machine).filter { $0.severity >= .warning }.isEmpty)
    }

    @Test func theRowsTellWhenTheInitialStateCannot() throws {
        let rows = "reduce([.edit | .browsing => .editing, .done | .editing => .browsing])"
        let source = Self.editor(declaration: "Automaton<Key, Mode>", initial: "start", mapping: rows)
        let machine = try #require(load(files: [("App/EditorViewModel.swift", source), Self.vendored]).machines.first)
        #expect(machine.states.map(\.name) == ["browsing", "editing"])
        #expect(!machine.unseen.contains { $0.subject == .stateType })
    }

    @Test func nothingToTellByIsOneNoteAndNeitherTypeIsTaken() throws {
        let source = Self.editor(declaration: "Automaton<Mode, Key>", initial: "start")
        let machine = try #require(load(files: [("App/EditorViewModel.swift", source), Self.vendored]).machines.first)
        #expect(machine.states.isEmpty)
        #expect(machine.declaredEvents == nil)
        let notes = Checker().check(machine).filter { $0.ruleID == "not-visible" }.map(\.message)
        #expect(
            notes.contains(
                "the state and event types of `EditorViewModel.automaton` are not visible (`Automaton<Mode, Key>` names the state type "
                    + "first in some releases of its library and second in others, and no state the code names tells which); its states "
                    + "and events are those its code names, so cases it never names were not checked"))
        #expect(Checker().check(machine).filter { $0.severity >= .warning }.isEmpty)
    }

    /// Without written arguments, an enum called `State` is taken only when the code names its cases.
    @Test func anEnumCalledStateIsTakenOnlyWhenItHoldsTheStatesTheCodeNames() throws {
        let automaton = """
            let lamp = Automaton(state: .off, input: taps, mapping: reduce([.tap | .off => .on, .tap | .on => .off]))
            """
        let result = load(files: [("App/Lamp.swift", automaton), Self.vendored])
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["off", "on"])
        #expect(Checker().check(machine).filter { $0.severity >= .warning }.isEmpty)
        let own = "enum State { case off, on, broken }\nenum Input { case tap }\n" + automaton
        let withOwn = try #require(load(files: [("App/Lamp.swift", own), Self.vendored]).machines.first)
        #expect(Checker().check(withOwn).map(\.message) == ["state `broken` can never be entered"])
    }

    @Test func aTinderMachineStoredInAPropertyTakesItsTypesFromIt() throws {
        let source = """
            final class Water {
                enum Phase { case solid, liquid }
                enum Change { case melt, freeze }
                let machine: StateMachine<Phase, Change, Never>
                init() {
                    machine = StateMachine {
                        initialState(.solid)
                        state(.solid) { on(.melt) { transition(to: .liquid) } }
                        state(.liquid) { on(.freeze) { transition(to: .solid) } }
                    }
                }
            }
            """
        let machine = try #require(load(files: [("App/Water.swift", source), Self.vendored]).machines.first)
        #expect(machine.declaredEvents?.map(\.name) == ["melt", "freeze"])
        #expect(Checker().check(machine).isEmpty)
    }
}
