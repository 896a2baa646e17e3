import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct TinderTests {
    static let matter = """
        final class Matter {
            enum State: StateMachineHashable { case solid, liquid, gas }
            enum Event: StateMachineHashable { case melt, freeze, vaporize }
            enum SideEffect { case logMelted, logFrozen }
            let stateMachine = StateMachine<State, Event, SideEffect> {
                initialState(.solid)
                state(.solid) {
                    on(.melt) { transition(to: .liquid, emit: .logMelted) }
                }
                state(.liquid) {
                    on(.freeze) { transition(to: .solid, emit: .logFrozen) }
                    on(.vaporize) { transition(to: .gas) }
                }
                onTransition { print($0) }
            }
        }
        """

    @Test func readsStatesHandlersAndSideEffectsWithLocations() throws {
        let result = load(Self.matter)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Matter.stateMachine")
        #expect(machine.dialect == "tinder")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit))
        #expect(machine.initial == Reference("solid", at: SourceLocation(file: "Test.swift", line: 6, column: 22)))
        #expect(machine.declaredEvents?.map(\.name) == ["melt", "freeze", "vaporize"])
        #expect(BuilderDialectDump.states(of: machine) == ["solid (atomic)", "liquid (atomic)", "gas (atomic)"])
        #expect(machine.states.first?.location == SourceLocation(file: "Test.swift", line: 7, column: 15))
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "solid: melt -> liquid / logMelted @8:25",
                "liquid: freeze -> solid / logFrozen @11:27",
                "liquid: vaporize -> gas @12:29",
            ])
        let melt = try #require(machine.states.first?.transitions.first)
        #expect(melt.event?.location == SourceLocation(file: "Test.swift", line: 8, column: 16))
        #expect(melt.target?.location == SourceLocation(file: "Test.swift", line: 8, column: 40))
        #expect(melt.actions.first?.location == SourceLocation(file: "Test.swift", line: 8, column: 55))
    }

    @Test func branchesOfAHandlerAreDynamicEdgesAndDontTransitionStays() throws {
        let source = """
            final class Turnstile {
                enum State: StateMachineHashable { case locked(credit: Int), unlocked, broken(oldState: State) }
                enum Event: StateMachineHashable { case insertCoin(Int), admitPerson, fail }
                typealias Machine = StateMachine<State, Event, SideEffect>
                let machine = Machine {
                    initialState(.locked(credit: 0))
                    state(.locked) {
                        on(.insertCoin) { locked, insertCoin in
                            if locked.credit + insertCoin.value >= 50 {
                                return transition(to: .unlocked, emit: .openDoors)
                            } else {
                                return transition(to: .locked(credit: locked.credit + insertCoin.value))
                            }
                        }
                        on(.admitPerson) { _ in dontTransition(emit: .soundAlarm) }
                        on(.fail) { transition(to: .broken(oldState: $0)) }
                    }
                    state(.unlocked) {
                        on(.admitPerson) { inside ? transition(to: .locked(credit: 0)) : dontTransition() }
                    }
                }
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Turnstile.machine")
        #expect(machine.initial?.name == "locked")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "locked: insertCoin -> unlocked / openDoors @10:28 (dynamic)",
                "locked: insertCoin -> locked @12:28 (dynamic)",
                "locked: admitPerson -> - / soundAlarm @15:37",
                "locked: fail -> broken @16:25",
                "unlocked: admitPerson -> locked @19:41 (dynamic)",
                "unlocked: admitPerson -> - @19:78 (dynamic)",
            ])
        #expect(BuilderDialectDump.states(of: machine).last == "broken (atomic)")
    }

    @Test func whatCannotBeReadIsKeptOrReportedWhereItIs() throws {
        let source = """
            func makeMachine(start: State) -> StateMachine<State, Event, Effect> {
                StateMachine<State, Event, Effect> {
                    initialState(start)
                    state(.broken) {
                        on(.repair) { broken in transition(to: try broken.oldState()) }
                        on(.kick, perform: handler)
                    }
                }
            }
            """
        let result = load(source)
        #expect(
            warnings(result) == [
                "6:13 unsupported-construct: the handler of `on(kick)` is not a closure written here; its transition was skipped"
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.name == "makeMachine")
        // The initial state is a parameter and the target a method's result: both kept as unseen or computed.
        #expect(machine.initial == nil)
        #expect(
            machine.unseen.map { "\($0.location.line):\($0.location.column) \($0.reason)" } == [
                "3:22 `start` is a parameter of `makeMachine`", "6:13 `on(.kick, perform: handler)` could not be read",
            ])
        #expect(machine.unseen.last?.subject == .transitions(from: "broken"))
        #expect(BuilderDialectDump.edges(of: machine) == ["broken: repair -> ?(try broken.oldState()) @5:37 (dynamic)"])
    }

    @Test func enterAndExitActionsAndRepeatedHandlersKeepWhatTinderKeeps() throws {
        let source = """
            let machine = StateMachine<State, Event, Effect> {
                initialState(.idle)
                state(.idle) {
                    onEnter { print("idle") }
                    on(.start) { transition(to: .running) }
                    on(.start) { transition(to: .idle) }
                    onExit(log)
                }
                state(.running) { on(.stop) { transition(to: .idle) } }
                state(.running) { on(.stop) { transition(to: .running) } }
            }
            """
        let result = load(source)
        #expect(
            warnings(result) == [
                "6:9 unsupported-construct: `on(start)` is declared again in `state(idle)`; Tinder keeps only the last handler, so the one on line 5 was skipped",
                "10:5 unsupported-construct: `state(running)` is declared again; Tinder keeps only the last, so the one on line 9 was skipped",
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.states.first?.entryActions.map(\.name) == ["{ print(\"idle\") }"])
        #expect(machine.states.first?.exitActions.map(\.name) == ["log"])
        #expect(BuilderDialectDump.edges(of: machine) == ["idle: start -> idle @6:22", "running: stop -> running @10:35"])
    }

    @Test func anUnhandledEventAndAStateWithoutHandlersAreFound() {
        let unhandled = Self.matter.replacingOccurrences(of: "case melt, freeze, vaporize", with: "case melt, freeze, vaporize, condense")
        #expect(BuilderDialectDump.checkerRules(unhandled) == ["dead-end", "unused-event"])
        let complete = unhandled.replacingOccurrences(
            of: "onTransition { print($0) }",
            with: "state(.gas) { on(.condense) { transition(to: .liquid) } }"
        )
        #expect(BuilderDialectDump.checkerRules(complete).isEmpty)
    }

    @Test func allSpecsLoadWithoutWarnings() throws {
        for name in ["TinderMatter", "TinderTurnstile"] {
            let url = repositoryRoot().appendingPathComponent("Specs/\(name).swift")
            let result = load(try String(contentsOf: url, encoding: .utf8), path: url.path)
            #expect(result.diagnostics.isEmpty, "\(name)")
            #expect(result.machines.map(\.dialect) == ["tinder"], "\(name)")
        }
    }

    /// Machines built from one shared `State` and `Event` enum (a test suite's small tables) are each
    /// checked for the cases they name; a case only one machine takes from its enum still is.
    @Test func casesOfEnumsSeveralMachinesShareAreCheckedWhereTheyAreNamed() throws {
        let shared = """
            enum Light: StateMachineHashable { case off, on, broken }
            enum Switch: StateMachineHashable { case flip, smash }
            final class LightTests {
                let first = StateMachine<Light, Switch, Never> {
                    initialState(.off)
                    state(.off) { on(.flip) { transition(to: .on) } }
                    state(.on) { on(.flip) { transition(to: .off) } }
                }
                let second = StateMachine<Light, Switch, Never> {
                    initialState(.on)
                    state(.on) { on(.smash) { transition(to: .broken) } }
                }
            }
            """
        let machines = load(shared).machines
        #expect(machines.map { $0.states.map(\.name) } == [["off", "on"], ["on", "broken"]])
        #expect(machines.map { $0.declaredEvents?.map(\.name) ?? [] } == [["flip"], ["smash"]])
        let alone = try #require(load(String(shared.split(separator: "\n").prefix(8).joined(separator: "\n")) + "\n}").machines.first)
        #expect(alone.states.map(\.name) == ["off", "on", "broken"])
        #expect(alone.declaredEvents?.map(\.name) == ["flip", "smash"])
    }
}
