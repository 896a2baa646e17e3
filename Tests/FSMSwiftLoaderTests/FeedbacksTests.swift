import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct FeedbacksTests {
    @Test func readsASystemByTypeWithLocations() throws {
        let source = """
            final class ViewModel {
                lazy var system = System {
                    InitialState { App.States.Loading() }
                    Feedbacks { Feedback(on: App.States.Loading.self, strategy: .cancelOnNewState, perform: load) }
                    Transitions {
                        From(App.States.Loading.self) {
                            On(Loaded.self, transitionTo: App.States.Ready.self) { event in .init(value: event.value) }
                            On(Failed.self, transitionTo: ErrorState())
                        }
                        From(App.States.Ready.self) { state in
                            On(Refresh.self, transitionTo: App.States.Loading())
                        }
                    }
                }.execute(on: DispatchQueue.main)
            }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "ViewModel.system")
        #expect(machine.dialect == "feedbacks")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit))
        #expect(machine.declaredEvents == nil)
        #expect(machine.initial == Reference("Loading", at: SourceLocation(file: "Test.swift", line: 3, column: 24)))
        #expect(BuilderDialectDump.states(of: machine) == ["Loading (atomic)", "Ready (atomic)", "ErrorState (atomic)"])
        #expect(machine.states.first?.location == SourceLocation(file: "Test.swift", line: 6, column: 18))
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "Loading: Loaded -> Ready @7:17",
                "Loading: Failed -> ErrorState @8:17",
                "Ready: Refresh -> Loading @11:17",
            ])
        let loaded = try #require(machine.states.first?.transitions.first)
        #expect(loaded.event?.location == SourceLocation(file: "Test.swift", line: 7, column: 20))
        #expect(loaded.target?.location == SourceLocation(file: "Test.swift", line: 7, column: 47))
    }

    @Test func wildcardsComeAfterSpecificsAndSameStateBlocksMerge() throws {
        let source = """
            let transitions = Transitions {
                From(Idle.self) {
                    On(AnyEvent.self, transitionTo: Idle())
                    On(Start.self, transitionTo: Running())
                }
                From(AnyState.self) {
                    On(Stop.self, transitionTo: Idle())
                }
                From(Idle.self) {
                    On(Stop.self, transitionTo: Idle())
                }
            }.disable { isPaused }
            """
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "transitions")
        #expect(machine.initial == nil)
        // `Idle` catches every event itself, which outranks the wildcard state.
        #expect(BuilderDialectDump.states(of: machine) == ["Idle (atomic)", "Running (atomic) adopts AnyState", "AnyState (abstract)"])
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "Idle: Start [not disabled by { isPaused }] -> Running @4:9",
                "Idle: AnyEvent [not disabled by { isPaused }] -> Idle @3:9",
                "Idle: Stop [not disabled by { isPaused }] -> Idle @10:9",
                "AnyState: Stop [not disabled by { isPaused }] -> Idle @7:9",
            ])
    }

    @Test func repeatedHandlersKeepWhatFeedbacksKeeps() throws {
        let source = """
            let transitions = Transitions {
                From(Idle.self) {
                    On(Start.self, transitionTo: Running())
                    On(Start.self, transitionTo: Idle())
                }
                From(Idle.self) {
                    On(Start.self, transitionTo: Broken())
                }.disable { locked }
            }
            """
        let result = load(source)
        #expect(
            warnings(result) == [
                "4:9 unsupported-construct: `On(Start)` is declared again in this `From(Idle)`; Feedbacks keeps the last, so the one at Test.swift:3:9 never fires",
                "7:9 unsupported-construct: `On(Start)` for `Idle` is already handled at Test.swift:4:9, which Feedbacks keeps; this one never fires",
            ])
        let machine = try #require(result.machines.first)
        #expect(BuilderDialectDump.edges(of: machine) == ["Idle: Start -> Idle @4:9"])
    }

    @Test func aDisabledFromBlockGuardsOnlyItsOwnTransitions() throws {
        let source =
            "let t = Transitions {\n From(A.self) { On(Go.self, transitionTo: B()) }.disable { paused }\n From(B.self) { On(Go.self, transitionTo: A()) }\n}"
        let machine = try #require(load(source).machines.first)
        #expect(BuilderDialectDump.edges(of: machine) == ["A: Go [not disabled by { paused }] -> B @2:17", "B: Go -> A @3:17"])
    }

    @Test func resolvesLetsAndKeepsTargetsWithoutAType() throws {
        let source = """
            final class Tests {
                func testTransitions() {
                    let expected = MockState(value: 1)
                    let fromLoading = From(Loading.self) { On(Loaded.self, transitionTo: expected) }
                    let sut = Transitions {
                        fromLoading
                        From(Loaded.self) {
                            On(Refresh.self, transitionTo: nextState)
                            Feedback(on: Loaded.self, perform: effect)
                        }
                        makeTransitions()
                    }
                }
            }
            """
        let result = load(source)
        #expect(
            warnings(result) == [
                "9:17 unsupported-construct: `Feedback(on: Loaded.self, perform: effect)` in `From(Loaded)` is not an `On(…)`; it was skipped",
                "11:13 unsupported-construct: `makeTransitions()` is not a `From(…) { … }` block; it was skipped",
            ])
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Tests.sut")
        // `nextState` is declared nowhere in the run: the transition may go to any state.
        #expect(BuilderDialectDump.edges(of: machine) == ["Loading: Loaded -> MockState @4:48", "Loaded: Refresh -> ?(nextState) @8:17 (dynamic)"])
        // What was skipped may hold transitions: of `Loaded`, and of any state.
        #expect(
            machine.unseen.map { "\($0.subject): \($0.reason)" } == [
                "initialState: a standalone `Transitions { … }` starts wherever the system that uses it does",
                "transitions(from: Optional(\"Loaded\")): `Feedback(on: Loaded.self, perform: effec…` could not be read",
                "transitions(from: nil): `makeTransitions()` could not be read",
            ])
    }

    @Test func aFromBlockInAnotherFileKeepsItsOwnLocations() throws {
        let result = load(files: [
            ("Blocks.swift", "extension Feature {\n    static let loading = From(Loading.self) { On(Loaded.self, transitionTo: Ready()) }\n}\n"),
            ("Feature.swift", "enum Feature {\n    static let transitions = Transitions { loading }\n}\n"),
        ])
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.name == "Feature.transitions")
        #expect(machine.states.first?.location == SourceLocation(file: "Blocks.swift", line: 2, column: 31))
        #expect(machine.states.first?.transitions.first?.location == SourceLocation(file: "Blocks.swift", line: 2, column: 47))
    }

    /// A standalone `Transitions { }` may be handed any state; when every listed state catches every
    /// event itself, `From(AnyState.self)` is what applies to the others, not a super state nobody uses.
    @Test func theWildcardOfAStandaloneTableStandsForUnlistedStates() throws {
        let source = """
            let sut = Transitions {
                From(Listed.self) { On(AnyEvent.self, transitionTo: Other()) }
                From(Other.self) { On(AnyEvent.self, transitionTo: Listed()) }
                From(AnyState.self) { On(AnyEvent.self, transitionTo: Listed()) }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(Checker().check(machine).map(\.ruleID) == ["not-visible"])
        #expect(machine.states.map { "\($0.name) \($0.kind)" } == ["Listed atomic", "Other atomic", "AnyState atomic"])
        // With an initial state, no unlisted state is ever current: the wildcard is an unused super state.
        let system = try #require(
            load(
                Self.transitions(
                    "From(A.self) { On(AnyEvent.self, transitionTo: B()) }\nFrom(B.self) { On(AnyEvent.self, transitionTo: A()) }\nFrom(AnyState.self) { On(Next.self, transitionTo: A()) }"
                )
            ).machines.first)
        #expect(Checker().check(system).map(\.ruleID) == ["unused-superstate"])
    }

    static func transitions(_ body: String) -> String {
        "let system = System {\n    InitialState { A() }\n    Transitions {\n" + body + "\n    }\n}\n"
    }

    @Test func aStateTypeWithOwnTransitionsOverridesTheWildcard() {
        let ownEverywhere = """
            From(A.self) { On(Next.self, transitionTo: B()) }
            From(B.self) { On(Next.self, transitionTo: A()) }
            From(AnyState.self) { On(Next.self, transitionTo: C()) }
            """
        #expect(BuilderDialectDump.checkerRules(Self.transitions(ownEverywhere)) == ["unreachable-state"])
        let wildcardUsed = """
            From(A.self) { On(Next.self, transitionTo: B()) }
            From(B.self) { On(Back.self, transitionTo: A()) }
            From(C.self) { On(Back.self, transitionTo: A()) }
            From(AnyState.self) { On(Next.self, transitionTo: C()) }
            """
        #expect(BuilderDialectDump.checkerRules(Self.transitions(wildcardUsed)).isEmpty)
    }

    @Test func theWildcardStateGivesEveryStateAWayOut() {
        let withoutWildcard = "From(A.self) { On(Next.self, transitionTo: B()) }"
        #expect(BuilderDialectDump.checkerRules(Self.transitions(withoutWildcard)) == ["dead-end"])
        let withWildcard = withoutWildcard + "\nFrom(AnyState.self) { On(Reset.self, transitionTo: A()) }"
        #expect(BuilderDialectDump.checkerRules(Self.transitions(withWildcard)).isEmpty)
    }

    @Test func readsAUISystem() throws {
        let source = """
            let system = UISystem(viewStateFactory: { $0 }) {
                InitialState { Idle() }
                Transitions { From(Idle.self) { On(Start.self, transitionTo: Busy()) } }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "system")
        #expect(machine.initial?.name == "Idle")
        #expect(BuilderDialectDump.edges(of: machine) == ["Idle: Start -> Busy @3:37"])
    }

    @Test func aSystemWithoutTransitionsIsNoMachine() {
        #expect(load("let system = System { InitialState { A() } Feedbacks { } }").machines.isEmpty)
    }

    @Test func allSpecsLoadWithoutWarnings() throws {
        for name in ["FeedbacksLoading", "FeedbacksCounter"] {
            let url = repositoryRoot().appendingPathComponent("Specs/\(name).swift")
            let result = load(try String(contentsOf: url, encoding: .utf8), path: url.path)
            #expect(result.diagnostics.isEmpty, "\(name)")
            #expect(result.machines.map(\.dialect) == ["feedbacks"], "\(name)")
        }
    }
}
