import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// What the hand-written reader does not take for a machine, and what it cannot see: code that only
/// stores or displays a value is no machine, and a state written out of sight is one note, never a
/// made-up dead end or unreachable state.
@Suite struct HandWrittenLimitTests {
    /// Every finding of every hand-written machine, `line severity rule: message`.
    static func findings(_ source: String) -> [String] {
        load(source).machines.filter { $0.dialect == "hand-written" }.flatMap { Checker().check($0) }
            .map { "\($0.location.line) \($0.severity) \($0.ruleID): \($0.message)" }
    }

    static func machineNames(_ source: String) -> [String] {
        load(source).machines.filter { $0.dialect == "hand-written" }.map(\.name)
    }

    @Test func codeThatNeverLooksAtTheValueIsNoMachine() {
        let source = """
            enum Load { case idle, loading, failed }
            final class Feed {
                var load: Load = .idle
                func refresh() { load = .loading }
                var title: String { switch load { case .idle: "" ; default: "…" } }
            }
            enum Kind: String, Codable { case a, b
                var next: Kind { switch self { case .a: return .b; case .b: return .a } }
            }
            enum Failure: Error, Equatable { case x, y
                static func == (lhs: Failure, rhs: Failure) -> Bool {
                    switch (lhs, rhs) { case (.x, .x), (.y, .y): return true; default: return false }
                }
            }
            func step(after kind: Kind) -> Kind { switch kind { case .a: return .b; case .b: return .a } }
            """
        #expect(Self.machineNames(source) == [])
    }

    @Test func aBindingAnInoutAndAPublicPropertyAreWritersOutOfSight() {
        let source = """
            final class Model {
                enum Mode { case view, edit, saving }
                var mode: Mode = .view
                func save() { if mode == .edit { mode = .saving } }
            }
            struct Screen {
                var model: Model
                enum Tab { case a, b, c }
                var tab: Tab = .a
                func body() { bind($model.mode); if tab == .a { tab = .b }; reset(&tab) }
            }
            public final class Shared {
                public enum S { case x, y, z }
                public var s: S = .x
                func go() { if s == .x { s = .y } }
            }
            """
        #expect(
            Self.findings(source) == [
                "10 note not-visible: `Model.mode` may be written where fsmcheck cannot see (`$model.mode` binds it to code that may write it); unreachable-state, dead-end and trap were not checked",
                "10 note not-visible: `Screen.tab` may be written where fsmcheck cannot see (`&tab` hands it to code that may write it); unreachable-state, dead-end and trap were not checked",
                "14 note not-visible: `Shared.s` may be written where fsmcheck cannot see (`s` is public, so code outside the files read may write it); unreachable-state, dead-end and trap were not checked",
            ])
    }

    /// A binding made by hand (`Binding(get: { env.coordinator.tab }, set: { env.coordinator.tab =
    /// $0 })`) hands the property to a view that may set any case: one note, no `settings` made up
    /// as never entered, even through a path whose types are not followed.
    @Test func aHandMadeBindingIsAWriterOutOfSight() {
        let source = """
            enum Tab { case home, search, settings }
            final class Coordinator {
                var tab: Tab = .home
                func showSearch() { tab = .search }
                func goHome() { if tab != .home { tab = .home } }
            }
            final class Environment { let coordinator = Coordinator() }
            final class Pager { var tab = 0 }
            struct Root {
                let environment: Environment
                func selection() -> Binding<Tab> {
                    Binding(get: { environment.coordinator.tab }, set: { environment.coordinator.tab = $0 })
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "12 note not-visible: `Coordinator.tab` may be written where fsmcheck cannot see (`Binding(get:set:)` hands it to code that may write it); unreachable-state, dead-end and trap were not checked"
            ])
        let named = source.replacingOccurrences(
            of: "set: { environment.coordinator.tab = $0 }", with: "set: { chosen in environment.coordinator.tab = chosen }")
        #expect(Self.findings(named).count == 1)
        // A setter that writes cases of its own (`$0 ? .search : .home`) is an ordinary move.
        let literal = source.replacingOccurrences(of: "tab = $0 })", with: "tab = $0 == .home ? .search : .home })")
        #expect(Self.findings(literal) == ["1 error unreachable-state: state `settings` can never be entered"])
    }

    /// `state.$sheet` in an extension of one feature's store (`extension StoreOf<Inbox>`) binds that
    /// feature's `sheet`, not every feature's: `Outbox.State.sheet` is still checked.
    @Test func aStoreExtensionBindsItsOwnFeaturesState() {
        let source = """
            struct Inbox: Reducer {
                struct State {
                    enum Sheet { case compose, filters }
                    var sheet: Sheet?
                    mutating func open() { switch sheet { case nil: sheet = .compose; case .compose?: sheet = .filters; case .filters?: sheet = nil } }
                }
            }
            struct Outbox: Reducer {
                struct State {
                    enum Sheet { case drafts, outgoing, stuck }
                    var sheet: Sheet?
                    mutating func toggle() { switch sheet { case nil, .stuck?: sheet = .drafts; case .drafts?: sheet = .outgoing; case .outgoing?: sheet = nil } }
                }
            }
            extension StoreOf<Inbox> {
                var sheetStore: Int {
                    func scopeState(state: State) -> Presented<Inbox.State.Sheet> { state.$sheet }
                    return 0
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "17 note not-visible: `Inbox.State.sheet` may be written where fsmcheck cannot see (`state.$sheet` binds it to code that may write it); unreachable-state, dead-end and trap were not checked",
                "10 error unreachable-state: state `stuck` can never be entered",
            ])
    }

    /// `cancelled`, which only the unseen start could be, is no dead end; `done`, which `finish` enters, is.
    @Test func aStartNotSeenIsOneNoteAndTheOtherChecksStillRun() {
        let source = """
            final class Job {
                enum Phase { case queued, running, done, cancelled }
                var phase: Phase
                init(restored: Phase) { phase = restored }
                func run() { guard phase == .queued else { return }; phase = .running }
                func finish() { if case .running = phase { phase = .done } }
            }
            """
        #expect(
            Self.findings(source) == [
                "2 warning dead-end: state `done` is a dead end: once entered, it is never left",
                "4 note not-visible: the initial state of `Job.phase` is not visible (`init` sets it from its parameter); unreachable-state was not checked",
            ])
    }

    @Test func aCaseMarkedFinalIsNoDeadEnd() {
        let source = """
            final class Flow {
                enum Step {
                    case start
                    // fsmcheck: final
                    case done
                    case stuck /* a dead end on purpose in this test */
                }
                private(set) var step = Step.start
                func next() { switch step { case .start: step = .done; case .done, .stuck: break } }
                func jam() { if step == .start { step = .stuck } }
            }
            """
        #expect(Self.findings(source) == ["6 warning dead-end: state `stuck` is a dead end: once entered, it is never left"])
    }

    @Test func aWriteThroughAnObjectOfUnknownTypeCountsWhenItNamesCases() {
        let source = """
            final class Player {
                enum State { case stopped, playing }
                var state: State = .stopped
                func stop() { if state == .playing { state = .stopped } }
            }
            func start(_ make: () -> Player) { let player = make(); player.state = .playing; player.state = .elsewhere }
            """
        #expect(Self.findings(source) == [])
    }

    @Test func aMachineOfATypeNotReadIsOneNote() {
        let result = load(
            """
            final class Camera {
                var access: AccessStatus = .undecided
                var zoom: Double = 1
                func ask() { if access == .undecided { access = .granted } }
            }
            """)
        #expect(result.machines.isEmpty)
        #expect(
            warnings(result) == [
                "2:9 unsupported-construct: `Camera.access` is moved like a state machine, but its type `AccessStatus` is declared in no file read; it was not checked"
            ])
        // An object made once when it is missing (`if panel == nil { panel = Factory.makePanel() }`)
        // is tested for `nil` alone: no machine, no note.
        let lazy = load(
            """
            final class Keeper {
                private var panel: NSPanel?
                func show() { if panel == nil { panel = PanelFactory.makePanel(title: "Info") } }
            }
            """)
        #expect(warnings(lazy) == [])
    }

    /// A parameter's or a property's default of `Step.allCases.first!` (isowords' onboarding) or
    /// `allCases[0]` starts in the first case declared; `allCases.last` is not read.
    @Test func theFirstOfAllCasesIsTheFirstCaseDeclared() throws {
        let wizard = { (storage: String) in
            """
            struct Wizard {
                enum Step: Int, CaseIterable { case welcome, middle, done }
                \(storage)
                mutating func next() { switch step { case .welcome: step = .middle; case .middle: step = .done; case .done: break } }
            }
            """
        }
        let initials = [
            "var step: Step\n    init(step: Step = Step.allCases.first!) { self.step = step }", "var step: Step = .allCases[0]",
            "var step: Step\n    init(step: Step = Step.allCases.last!) { self.step = step }",
        ].map { load(wizard($0)).machines.first?.initial?.name }
        #expect(initials == ["welcome", "welcome", nil])
    }

    /// Shapes met on public apps, each once misread: a case named `none`, a case called without its
    /// defaulted values (`.idle()`), an initialiser parameter named like the property, a test of a
    /// Bool property of the state, and a payload refreshed in `didSet` (no machine).
    @Test func shapesMetOnPublicApps() throws {
        let source = """
            enum Load { case none, loading, done }
            final class Loader {
                private(set) var load: Load = .none
                func start() { guard load == .none else { return }; load = .loading }
                func reset() { load = .none }
            }
            final class Timer {
                enum State: Equatable { case idle(Int? = nil), running }
                private(set) var state: State = .idle()
                func start() { if case .idle = state { move(to: .running) } }
                func stop() { if state == .running { move(to: .idle()) } }
                private func move(to next: State) { state = next }
            }
            struct Wizard {
                enum Step { case welcome, done }
                var step: Step
                init(step: Step = .welcome) { self.step = step }
                mutating func next() { if step == .welcome { step = .done } }
            }
            final class Player {
                enum Mode { case stopped, playing
                    var isPlaying: Bool { if case .playing = self { return true }; return false }
                }
                var mode: Mode = .stopped
                func toggle() { guard mode.isPlaying == false else { mode = .stopped; return }; mode = .playing }
            }
            struct Home {
                enum Route { case detail(Int), about }
                var route: Route?
                var count = 0 { didSet { guard case .detail = route else { return }; route = .detail(count) } }
                mutating func open(about: Bool) { route = about ? .about : .detail(count) }
            }
            """
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        #expect(machines.map(\.name) == ["Loader.load", "Timer.state", "Wizard.step", "Player.mode"])
        #expect(machines.map { $0.initial?.name } == ["none", "idle", "welcome", "stopped"])
        #expect(
            BuilderDialectDump.edges(of: machines[0]) == [
                "none: start -> loading @4:57", "none: reset -> none @5:20", "loading: reset -> none @5:20", "done: reset -> none @5:20",
            ])
        #expect(transitionLines(of: "running", in: machines[1]) == ["stop -> idle @11:42"])
        // The loader has no `finish`: its `done` is unreachable; the wizard's `done` is where it ends.
        #expect(
            Self.findings(source) == [
                "1 error unreachable-state: state `done` can never be entered",
                "15 warning dead-end: state `done` is a dead end: once entered, it is never left",
            ])
    }

    /// Near misses met on public apps, each once taken for a machine: a view showing a picker's
    /// value, a method mapping the state to a title, a nested struct named like another type's
    /// enum, an optional object reference cleared to `nil`, and test code setting the state.
    @Test func nearMissesMetOnPublicApps() {
        let source = """
            struct LayoutToggle: View {
                enum Layout { case grid, list }
                @State private var layout: Layout = .grid
                var body: some View {
                    Button { layout = .list } label: { if layout == .grid { Text("Grid") } else { Text("List") } }
                }
            }
            final class FilterModel {
                enum Filter { case all, mine, others }
                private(set) var filter: Filter = .all
                func showMine() { filter = .mine }
                func title() -> String { switch filter { case .all: return "All"; case .mine: return "Mine"; case .others: return "Others" } }
            }
            final class Share { enum State { case sending, sent } }
            actor Stream {
                struct State { var on = false }
                private var state: State = .init()
                func reset() { if state.on { state = .init() } }
            }
            final class Rules {
                enum Option { case any, only, except }
                var option: Option = .any
                func choseOnly() { option = .only }
                func rule() -> String { switch option { case .any: return "*"; case .only: let names = list(); return names; case .except: return "!" } }
            }
            final class Link {
                private var connection: Connection?
                func drop(_ old: Connection) { if connection === old { connection = nil } }
            }
            """
        let result = load(source)
        #expect(result.machines.filter { $0.dialect == "hand-written" }.map(\.name) == [])
        #expect(warnings(result) == [])
        let tests = load(
            files: [
                (
                    "Wizard.swift",
                    "final class Wizard {\n    enum Step { case intro, middle, done }\n    var step: Step = .intro\n    func next() { guard step == .intro else { return }; step = .done }\n}\n"
                ),
                (
                    "WizardTests.swift",
                    "import XCTest\nfinal class WizardTests: XCTestCase {\n    func testSetUp() { let wizard = Wizard(); wizard.step = .middle }\n}\n"
                ),
            ])
        let findings = tests.machines.flatMap { Checker().check($0) }.map { "\($0.ruleID) \($0.message)" }
        #expect(findings.contains("unreachable-state state `middle` can never be entered"), "\(findings)")
    }

    @Test func anInitialiserAssigningALocalNamedLikeThePropertyIsAStartNotSeen() {
        let source = """
            final class Tunnel {
                enum Status { case down, up }
                var status: Status
                init(raw: Int) { let status = Status(raw: raw); self.status = status }
                func toggle() { switch status { case .down: status = .up; case .up: status = .down } }
            }
            """
        #expect(
            Self.findings(source) == [
                "4 note not-visible: the initial state of `Tunnel.status` is not visible (`init` sets it from a value computed at run time); unreachable-state was not checked"
            ])
    }

    /// Code that does not parse loses moves the reader would need: no machine, no finding made up.
    @Test func aFileThatDoesNotParseHoldsNoHandWrittenMachine() {
        let source = "enum S { case a, b }\nfinal class X { var s: S = .a\n    func f() { switch s { case .a: s = } }\n}\n"
        #expect(load(source).machines.filter { $0.dialect == "hand-written" }.isEmpty)
    }
}
