import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct MachinusTests {
    static let userStates = "enum UserState: StateIdentifier { case initialising, registering, loggedIn, loggedOut, failed, done, away }\n"

    @Test func readsTheBuilderWithTheFirstConfigAsInitialState() throws {
        let source =
            Self.userStates + """
                final class Session {
                    lazy var machine = StateMachine {
                        StateConfig<UserState>(.initialising, canTransitionTo: .registering, .loggedOut)
                        StateConfig<UserState>(.registering, didEnter: { _ in print("hi") }, canTransitionTo: .loggedIn)
                        StateConfig<UserState>(.loggedIn, didEnter: welcome, didExit: goodbye, canTransitionTo: .loggedOut)
                        StateConfig<UserState>(.loggedOut, canTransitionTo: .loggedIn)
                    }
                }
                """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "Session.machine")
        #expect(machine.dialect == "machinus")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit))
        #expect(machine.declaredEvents == nil)
        #expect(machine.location == SourceLocation(file: "Test.swift", line: 3, column: 24))
        #expect(machine.initial == Reference("initialising", at: SourceLocation(file: "Test.swift", line: 4, column: 32)))
        #expect(
            BuilderDialectDump.states(of: machine) == ["initialising (atomic)", "registering (atomic)", "loggedIn (atomic)", "loggedOut (atomic)"])
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "initialising: registering -> registering @4:64",
                "initialising: loggedOut -> loggedOut @4:78",
                "registering: loggedIn -> loggedIn @5:95",
                "loggedIn: loggedOut -> loggedOut @6:97",
                "loggedOut: loggedIn -> loggedIn @7:61",
            ])
        let loggedIn = try #require(machine.id(named: "loggedIn").map { machine[$0] })
        #expect(loggedIn.entryActions.map(\.name) == ["welcome"])
        #expect(loggedIn.exitActions.map(\.name) == ["goodbye"])
        #expect(loggedIn.entryActions.first?.location == SourceLocation(file: "Test.swift", line: 6, column: 53))
        let registering = try #require(machine.id(named: "registering").map { machine[$0] })
        #expect(registering.entryActions.map(\.name) == ["{ _ in print(\"hi\") }"])
    }

    @Test func readsVariadicWithStatesFromLetsInTheTypeAndFunction() throws {
        let source =
            Self.userStates + """
                final class Session {
                    let first = StateConfig<UserState>(.initialising, allowedTransitions: .loggedOut, didExit: { _ in })
                    let second = StateConfig<UserState>(.loggedOut, allowedTransitions: .loggedIn)
                    func make() async throws -> StateMachine<UserState> {
                        let third = StateConfig<UserState>(.loggedIn, allowedTransitions: .loggedOut)
                        return try await StateMachine(name: "login", withStates: first, second, third, didTransition: { _, _ in })
                    }
                }
                """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Session.make")
        #expect(machine.initial?.name == "initialising")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "initialising: loggedOut -> loggedOut @3:75",
                "loggedOut: loggedIn -> loggedIn @4:73",
                "loggedIn: loggedOut -> loggedOut @6:75",
            ])
    }

    @Test func readsTheNamedFormWithATransitionCallbackAndBareIdentifiers() throws {
        let source =
            Self.userStates + """
                struct App {
                    let a = StateConfig<UserState>(.initialising, canTransitionTo: .loggedOut)
                    let b = StateConfig<UserState>(.loggedOut, canTransitionTo: .initialising)
                    func start() {
                        let machine = StateMachine(name: "abc") { from, to in print(from, to) } withStates: {
                            a
                            b
                        }
                    }
                }
                """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "App.machine")
        #expect(BuilderDialectDump.states(of: machine) == ["initialising (atomic)", "loggedOut (atomic)"])
    }

    @Test func readsVersionOneWithIdentifierLabelAndChainedEntryAction() throws {
        let source =
            Self.userStates + """
                let initialising = StateConfig<UserState>(identifier: .initialising, allowedTransitions: .registering, .loggedOut)
                    .afterEntering { _ in print("started") }
                let registering = StateConfig<UserState>(identifier: .registering, allowedTransitions: .loggedOut)
                let loggedOut = StateConfig<UserState>(identifier: .loggedOut, allowedTransitions: .registering)
                let machine = StateMachine(withStates: initialising, registering, loggedOut)
                """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "machine")
        #expect(machine.states.first?.entryActions.map(\.name) == ["{ _ in print(\"started\") }"])
        #expect(BuilderDialectDump.edges(of: machine).count == 4)
    }

    @Test func addsImplicitEdgesForGlobalFinalAndBackgroundStates() throws {
        let source =
            Self.userStates + """
                let machine = StateMachine {
                    StateConfig<UserState>(.initialising, canTransitionTo: .loggedIn)
                    StateConfig<UserState>(.loggedIn, canTransitionTo: .done, .failed)
                    StateConfig<UserState>.global(.failed, canTransitionTo: .initialising)
                    StateConfig<UserState>.final(.done, didEnter: { _ in })
                    StateConfig<UserState>.background(.away)
                }
                """
        let machine = try #require(load(source).machines.first)
        // The states the background interrupts are one composite, which it returns to through history.
        #expect(
            BuilderDialectDump.states(of: machine) == [
                "foreground (composite) initial initialising", "initialising (atomic) in foreground", "loggedIn (atomic) in foreground",
                "failed (atomic) in foreground", "done (final)", "away (atomic)", "foreground.history (shallowHistory) in foreground",
            ])
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "foreground: away -> away @7:39",
                "initialising: loggedIn -> loggedIn @3:60",
                "initialising: failed -> failed @5:35",
                "loggedIn: done -> done @4:56",
                "loggedIn: failed -> failed @4:63",
                "failed: initialising -> initialising @5:61",
                "away: failed -> failed @5:35",
                "away: (eventless) -> foreground.history @7:39",
                "foreground.history: (eventless) -> initialising @2:15",
            ])
        let findings = Checker().check(machine).map(\.ruleID)
        #expect(!findings.contains("dead-end") && !findings.contains("unreachable-state"))
    }

    @Test func returningToAStateWhoseBarrierRedirectsGoesWhereTheBarrierSays() throws {
        let source = """
            enum S: StateIdentifier { case a, b, away }
            let machine = StateMachine {
                StateConfig<S>(.a, transitionBarrier: { .redirect(to: .b) })
                StateConfig<S>(.b)
                StateConfig<S>.background(.away)
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(
            transitionLines(of: "away", in: machine) == ["(eventless) [barrier redirects] -> b @3:59", "(eventless) -> foreground.history @5:31"])
        #expect(!Checker().check(machine).map(\.ruleID).contains("unreachable-state"))
    }

    @Test func aStateNamedForegroundKeepsItsName() throws {
        let source = """
            enum AppState: StateIdentifier { case foreground, background, idle }
            let machine = StateMachine {
                StateConfig<AppState>(.foreground, canTransitionTo: .idle)
                StateConfig<AppState>(.idle, canTransitionTo: .foreground)
                StateConfig<AppState>.background(.background)
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.states.map(\.name) == ["foreground'", "foreground", "idle", "background", "foreground'.history"])
    }

    @Test func aFinalGlobalStateIsEnteredFromEverywhereAndNeverLeft() throws {
        let source =
            Self.userStates + """
                let machine = StateMachine {
                    StateConfig<UserState>(.initialising, canTransitionTo: .loggedIn)
                    StateConfig<UserState>(.loggedIn, canTransitionTo: .initialising)
                    StateConfig<UserState>.finalGlobal(.done, didEnter: { _ in })
                }
                """
        let machine = try #require(load(source).machines.first)
        #expect(BuilderDialectDump.states(of: machine) == ["initialising (atomic)", "loggedIn (atomic)", "done (final)"])
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "initialising: loggedIn -> loggedIn @3:60",
                "initialising: done -> done @5:40",
                "loggedIn: initialising -> initialising @4:56",
                "loggedIn: done -> done @5:40",
            ])
    }

    @Test func dynamicTransitionsAndBarrierRedirectsAreConditionalEdges() throws {
        let source =
            Self.userStates + """
                let machine = StateMachine {
                    StateConfig<UserState>(
                        .initialising,
                        dynamicTransition: { registered() ? .loggedIn : .registering },
                        canTransitionTo: .loggedIn, .registering
                    )
                    StateConfig<UserState>(.registering, exitBarrier: { _ in .redirect(to: .failed) }, allowedTransitions: .loggedIn)
                    StateConfig<UserState>(.loggedIn, transitionBarrier: { valid() ? .allow : .redirect(to: .loggedOut) }, canTransitionTo: .loggedOut)
                    StateConfig<UserState>(.loggedOut, canTransitionTo: .loggedIn)
                    StateConfig<UserState>(.failed, canTransitionTo: .loggedOut)
                }
                """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "initialising: loggedIn [barrier redirects] -> loggedOut @9:93 (dynamic)",
                "initialising: loggedIn -> loggedIn @6:26",
                "initialising: registering -> registering @6:37",
                "initialising: (eventless) -> loggedIn @5:45 (dynamic)",
                "initialising: (eventless) -> registering @5:57 (dynamic)",
                "registering: loggedIn [barrier redirects] -> failed @8:76 (dynamic)",
                "registering: loggedIn [barrier redirects] -> loggedOut @9:93 (dynamic)",
                "registering: loggedIn -> loggedIn @8:108",
                "loggedIn: loggedOut -> loggedOut @9:125",
                "loggedOut: loggedIn -> loggedIn @10:57",
                "failed: loggedOut -> loggedOut @11:54",
            ])
    }

    @Test func whatCannotBeReadIsKeptOrReportedWhereItIs() throws {
        let source =
            Self.userStates + """
                final class Flow {
                    private lazy var looped: [StateConfig<UserState>] = { [] }()
                    func make(next: UserState) -> StateMachine<UserState> {
                        StateMachine {
                            StateConfig<UserState>(.initialising, dynamicTransition: { self.pick() }, canTransitionTo: next, .done)
                            StateConfig<UserState>(.done, canTransitionTo: .initialising)
                            looped
                        }
                    }
                }
                """
        let result = load(source)
        #expect(
            warnings(result) == [
                "6:104 unsupported-construct: allowed transition `next` is not an enum literal; it was skipped",
                "8:13 unsupported-construct: state config `looped` is not a `StateConfig` written or bound with `let` in this type; it was skipped",
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Flow.make")
        // `self.pick()` is declared nowhere in the run: `dynamicTransition` may go to any state.
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "initialising: done -> done @6:110",
                "initialising: (eventless) -> ?(dynamicTransition) @6:36 (dynamic)",
                "done: initialising -> initialising @7:60",
            ])
    }

    @Test func configsInAnotherFileOfTheTypeKeepTheirOwnLocations() throws {
        let result = load(files: [
            (
                "Configs.swift",
                Self.userStates + "extension Session {\n    static let a = StateConfig<UserState>(.initialising, canTransitionTo: .loggedOut)\n}\n"
            ),
            (
                "Session.swift",
                """
                struct Session {
                    let b = StateConfig<UserState>(.loggedOut, canTransitionTo: .initialising)
                    var machine: StateMachine<UserState> { StateMachine(withStates: a, b, b) }
                }
                """
            ),
        ])
        #expect(
            warnings(result) == ["3:75 duplicate-state: state `loggedOut` is configured twice; Machinus stops with a fatal error on a repeated state"]
        )
        #expect(result.diagnostics.first?.severity == .error)
        #expect(
            result.diagnostics.first?.notes == [
                Note("`loggedOut` is first configured here", at: SourceLocation(file: "Session.swift", line: 2, column: 36))
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.initial == Reference("initialising", at: SourceLocation(file: "Configs.swift", line: 3, column: 43)))
        #expect(machine.states.map(\.location.file) == ["Configs.swift", "Session.swift"])
    }

    @Test func closuresSetAfterConstructionAreReported() {
        let source = """
            final class Flow {
                func configure(machine: StateMachine<UserState>) async {
                    await machine[.initialising].dynamicTransition = { .loggedIn }
                    state[.loggedIn].didEnter = { _ in }
                    let value = machine[.initialising].name
                }
            }
            """
        #expect(
            warnings(load(source)) == [
                "3:15 unsupported-construct: `dynamicTransition` set on a state after the machine is built is not read; its transitions and actions were skipped",
                "4:9 unsupported-construct: `didEnter` set on a state after the machine is built is not read; its transitions and actions were skipped",
            ])
    }

    @Test func otherLibrariesStateMachinesAreNotClaimed() {
        let tinder = """
            let machine = StateMachine<State, Event, SideEffect> {
                initialState(.solid)
                state(.solid) { on(.melt) { transition(to: .liquid) } }
            }
            """
        let swiftState = "let machine = StateMachine<MyState, MyEvent>(state: .state0) { machine in machine.addRoute(.state0 => .state1) }"
        #expect(load(tinder).machines.map(\.dialect) == ["tinder"])
        #expect(load(swiftState).machines.map(\.dialect) == ["swiftstate"])
    }

    static func machine(_ configs: String) -> String {
        userStates + "let machine = StateMachine {\n" + configs + "\n}\n"
    }

    @Test func aGlobalStateIsReachableFromEveryOtherState() {
        let plain =
            "StateConfig<UserState>(.initialising, canTransitionTo: .loggedIn)\nStateConfig<UserState>(.loggedIn, canTransitionTo: .initialising)\n"
        #expect(
            BuilderDialectDump.checkerRules(Self.machine(plain + "StateConfig<UserState>(.failed, canTransitionTo: .initialising)")) == [
                "unreachable-state"
            ])
        #expect(
            BuilderDialectDump.checkerRules(Self.machine(plain + "StateConfig<UserState>.global(.failed, canTransitionTo: .initialising)")).isEmpty)
    }

    @Test func aFinalStateIsNoDeadEndAndEventlessMachinesHaveNoEventFindings() {
        let start =
            "StateConfig<UserState>(.initialising, canTransitionTo: .loggedIn, .done)\nStateConfig<UserState>(.loggedIn, canTransitionTo: .initialising)\n"
        #expect(BuilderDialectDump.checkerRules(Self.machine(start + "StateConfig<UserState>(.done)")) == ["dead-end"])
        #expect(BuilderDialectDump.checkerRules(Self.machine(start + "StateConfig<UserState>.final(.done)")).isEmpty)
    }

    @Test func allSpecsLoadWithoutWarnings() throws {
        for name in ["MachinusUserLogin", "MachinusBarriers"] {
            let url = repositoryRoot().appendingPathComponent("Specs/\(name).swift")
            let result = load(try String(contentsOf: url, encoding: .utf8), path: url.path)
            #expect(result.diagnostics.isEmpty, "\(name)")
            #expect(result.machines.map(\.dialect) == ["machinus"], "\(name)")
        }
    }
}

@Suite struct MachinusClosureTests {
    @Test func chainedTernariesKeepTheirLocationsAndPlatformConfigsCount() throws {
        let source =
            MachinusTests.userStates + """
                let machine = StateMachine {
                    StateConfig<UserState>(.initialising, dynamicTransition: { a ? .loggedIn : b ? .loggedOut : .registering })
                    StateConfig<UserState>(.loggedIn, dynamicTransition: { a ? .loggedOut : offset + 1 })
                    #if os(iOS)
                    StateConfig<UserState>.background(.away)
                    #endif
                    #if false
                    StateConfig<UserState>(.failed)
                    #endif
                }
                """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        #expect(
            BuilderDialectDump.states(of: machine).filter { $0.hasSuffix("(atomic)") || $0.hasSuffix("in foreground") } == [
                "initialising (atomic) in foreground", "loggedIn (atomic) in foreground", "away (atomic)",
                "foreground.history (shallowHistory) in foreground",
            ])
        // `offset + 1` is computed: besides `loggedOut`, `loggedIn` may go to any state.
        #expect(
            BuilderDialectDump.edges(of: machine).filter { $0.contains("(dynamic)") } == [
                "initialising: (eventless) -> loggedIn @3:68 (dynamic)",
                "initialising: (eventless) -> loggedOut @3:84 (dynamic)",
                "initialising: (eventless) -> registering @3:97 (dynamic)",
                "loggedIn: (eventless) -> loggedOut @4:64 (dynamic)",
                "loggedIn: (eventless) -> ?(dynamicTransition) @4:28 (dynamic)",
            ])
    }
}
