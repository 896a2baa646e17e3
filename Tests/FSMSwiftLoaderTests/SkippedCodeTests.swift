import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Code fsmcheck skips, or reads from beside the machine, never turns into findings about what it
/// did not see: shapes met in public projects, each of which gave false `dead-end` and
/// `unreachable-state` errors next to the note saying what was skipped.
@Suite struct SkippedCodeTests {
    /// Every finding of every machine, `line severity rule`.
    private static func findings(_ source: String) -> [String] {
        load(source).machines.flatMap { Checker().check($0) }.map { "\($0.location.line) \($0.severity) \($0.ruleID)" }
    }

    @Test func statedMappingsNotWrittenBesideTheMachine() {
        let source = """
            class Login {
                enum States { case idle, busy }
                let mappings = makeMappings()
                lazy var machine = StateMachine(initialState: States.idle, mappings: mappings)
            }
            """
        #expect(Self.findings(source) == [])
    }

    @Test func machinusTargetHeldInAParameter() {
        let source = """
            enum Door: StateIdentifier { case shut, open }
            func build(next: Door) async throws {
                let machine = try await StateMachine {
                    StateConfig<Door>(.shut, canTransitionTo: next)
                    StateConfig<Door>(.open, canTransitionTo: .shut)
                }
            }
            """
        #expect(Self.findings(source) == [])
    }

    @Test func rxAutomatonMappingPassedByName() {
        let source = """
            enum Light { case off, on }
            enum Switch { case flip }
            func lightRules(_ from: Light, _ input: Switch) -> Light? { nil }
            let lamp = Automaton(state: Light.off, input: Observable<Switch>.never(), mapping: lightRules)
            """
        #expect(Self.findings(source) == [])
    }

    /// The machine is stored in `init`, its routes added by a helper method of the same type.
    @Test func swiftStateRoutesAddedInAHelperMethod() throws {
        let source = """
            final class DoorController {
                enum Phase: StateType { case shut, ajar, jammed }
                enum Signal: EventType { case push, pull }
                private let door: StateMachine<Phase, Signal>
                init() {
                    door = StateMachine(state: .shut)
                    wireUp()
                }
                private func wireUp() {
                    door.addRoutes(event: .push, transitions: [.shut => .ajar])
                    door.addRoutes(event: .pull, transitions: [.ajar => .shut])
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "shut", in: machine) == ["push -> ajar @10:52"])
        #expect(Self.findings(source) == ["2 error unreachable-state"])
    }

    /// A local of the same name as a property is the local: routes on the property are another machine's.
    @Test func aLocalMachineIsNotTheProperty() throws {
        let source = """
            final class Demo {
                enum Phase: StateType { case a, b }
                enum Signal: EventType { case go }
                var machine: StateMachine<Phase, Signal>?
                func make() {
                    let machine = StateMachine<Phase, Signal>(state: .a)
                    machine.addRoutes(event: .go, transitions: [.a => .b])
                }
                func other() { machine?.addRoutes(event: .go, transitions: [.b => .a]) }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "a", in: machine) == ["go -> b @7:53"])
        #expect(transitionLines(of: "b", in: machine) == [])
    }
}
