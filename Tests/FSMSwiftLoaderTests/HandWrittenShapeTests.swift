import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Hand-written machines in each shape teams write them: where the state is stored, how the move is
/// chosen and made, what the event is. Each test gives the machine's edges as
/// `state: event [guard] -> target @line:column`.
@Suite struct HandWrittenShapeTests {
    static func machine(_ source: String, named name: String? = nil) throws -> Machine {
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        return try #require(name.map { name in machines.first { $0.name == name } } ?? machines.first)
    }

    @Test func aPropertyOfAClassMovedBySwitchAndGuard() throws {
        let machine = try Self.machine(
            """
            final class Player {
                enum Phase { case idle, playing, paused }
                private(set) var phase: Phase = .idle
                func play() {
                    switch phase {
                    case .idle, .paused: phase = .playing
                    case .playing: break
                    }
                }
                func pause() {
                    guard case .playing = phase else { return }
                    self.phase = .paused
                }
            }
            """)
        #expect(machine.name == "Player.phase")
        #expect(machine.dialect == "hand-written")
        #expect(machine.initial?.name == "idle")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "idle: play -> playing @6:30", "playing: pause -> paused @12:9", "paused: play -> playing @6:30",
            ])
    }

    @Test func movesInExtensionsInOtherFilesAndThroughAHelper() throws {
        let result = load(files: [
            ("Uploader.swift", "final class Uploader {\n    var state: UploadState = .ready\n}\n"),
            ("UploadState.swift", "enum UploadState { case ready, sending, failed }\n"),
            (
                "Uploader+Send.swift",
                """
                extension Uploader {
                    func send() {
                        guard state == .ready else { return }
                        set(.sending)
                    }
                    func fail(retry: Bool) {
                        if case .sending = state { set(retry ? .ready : .failed) }
                    }
                    private func set(_ next: UploadState) { state = next }
                }
                """
            ),
        ])
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "ready: send -> sending @4:9", "sending: fail(retry:) -> ready @7:36 (dynamic)", "sending: fail(retry:) -> failed @7:36 (dynamic)",
            ])
    }

    @Test func aTupleSwitchInEitherOrderWithWhereAndDefault() throws {
        let machine = try Self.machine(
            """
            enum Link {
                case down, up(retries: Int), closing
                init() { self = .down }
                mutating func handle(event: LinkEvent) {
                    switch (event, self) {
                    case (.open, .down): self = .up(retries: 0)
                    case let (.drop, .up(retries)) where retries < 3: self = .up(retries: retries + 1)
                    case (.drop, .up), (.close, .up): self = .closing
                    case (_, .closing): self = .down
                    default: break
                    }
                }
            }
            enum LinkEvent { case open, drop, close }
            """)
        #expect(machine.name == "Link")
        #expect(machine.initial?.name == "down")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "down: open -> up @6:30",
                "up: drop [retries < 3] -> up @7:59",
                "up: drop -> closing @8:43",
                "up: close -> closing @8:43",
                "closing: handle(event:) -> down @9:29",
            ])
    }

    @Test func aReducerFunctionWithNestedSwitchesReturningTheNextState() throws {
        let machine = try Self.machine(
            """
            enum Light { case red, green, amber
                static let initial = Light.red
            }
            enum Tick { case timer, fault }
            func next(_ light: Light, on tick: Tick) -> Light? {
                switch light {
                case .red:
                    switch tick {
                    case .timer: return .green
                    case .fault: return nil
                    }
                case .green: return tick == .timer ? .amber : light
                case .amber: return .red
                }
            }
            """)
        #expect(machine.name == "next")
        #expect(machine.initial?.name == "red")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "red: timer -> green @9:22", "green: next(_:on:) -> amber @12:18", "amber: next(_:on:) -> red @13:18",
            ])
    }

    @Test func anEnumMethodPerEventReturningTheNextState() throws {
        let machine = try Self.machine(
            """
            enum Turnstile {
                case locked, unlocked
                static let initialState: Turnstile = .locked
                func insertCoin(value: Int) -> (Turnstile, Command?) {
                    switch self {
                    case .locked: return value >= 50 ? (.unlocked, .open) : (.locked, nil)
                    case .unlocked: return (self, .refund)
                    }
                }
                func push() -> (Turnstile, Command?) {
                    guard case .unlocked = self else { return (self, nil) }
                    return (.locked, .close)
                }
            }
            enum Command { case open, close, refund }
            """)
        #expect(machine.initial?.name == "locked")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "locked: insertCoin(value:) -> unlocked @6:23 (dynamic)", "locked: insertCoin(value:) -> locked @6:23 (dynamic)",
                "unlocked: push -> locked @12:9",
            ])
    }

    @Test func aFieldOfAStateStructMovedByATCAReducer() throws {
        let machine = try Self.machine(
            """
            @Reducer struct Sync {
                @ObservableState struct State: Equatable { var phase: Phase = .idle; var count = 0 }
                enum Phase { case idle, syncing, done }
                enum Action { case start, finished, reset }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .start:
                            guard state.phase == .idle else { return .none }
                            state.phase = .syncing
                            return .none
                        case .finished:
                            state.phase = .done
                            return .none
                        case .reset:
                            state.phase = .idle
                            state.count = 0
                            return .none
                        }
                    }
                }
            }
            """)
        #expect(machine.name == "Sync.State.phase")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "idle: start -> syncing @10:17", "idle: finished -> done @13:17", "idle: reset -> idle @16:17",
                "syncing: finished -> done @13:17", "syncing: reset -> idle @16:17", "done: finished -> done @13:17",
                "done: reset -> idle @16:17",
            ])
    }

    @Test func anOptionalStorageStartsAtNilAndAnAssignmentSettlesTheNextMove() throws {
        let machine = try Self.machine(
            """
            final class Saver {
                enum Step { case saving, saved }
                var step: Step?
                func save() async {
                    guard step == nil else { return }
                    step = .saving
                    await write()
                    step = .saved
                }
                func write() async {}
            }
            """)
        #expect(machine.initial?.name == "nil")
        #expect(BuilderDialectDump.states(of: machine) == ["saving (atomic)", "saved (atomic)", "nil (atomic)"])
        #expect(BuilderDialectDump.edges(of: machine) == ["saving: save -> saved @8:9", "nil: save -> saving @6:9"])
    }

    /// `var origin: Origin!`, which every initializer sets: declared to be set before use, its `nil`
    /// is no state (no "`nil` can never be entered"), unless code sets it to `nil` again.
    @Test(arguments: [("", false), ("func forget() { origin = nil }", true)])
    func anImplicitlyUnwrappedStorageHasNilOnlyWhenSetToNil(reset: String, hasNil: Bool) throws {
        let source = """
            enum Origin { case link(String), digest(Int) }
            final class ReceiptScreen {
                private var origin: Origin!
                init() {}
                convenience init(link: String) { self.init(); origin = .link(link) }
                convenience init(digest: Int) { self.init(); origin = .digest(digest) }
                func loaded(canonical: String) { if case .digest = origin { origin = .link(canonical) } }
                \(reset)
                func reload() {
                    switch origin {
                    case .link(let text): print(text)
                    case .digest(let number): print(number)
                    case .none: preconditionFailure("set before use")
                    }
                }
            }
            """
        let machine = try Self.machine(source)
        #expect(machine.states.contains { $0.name == "nil" } == hasNil)
        #expect(HandWrittenLimitTests.findings(source).contains { $0.contains("`nil` can never be entered") } == false)
    }

    /// The reducer looks at the step before it sends an action, and the action stores what it
    /// carries: the step moves to every value sent with it, and is a machine although no move
    /// itself depends on the step.
    @Test func anActionSettingTheStateFromItsPayloadMovesToEveryValueSent() throws {
        let machine = try Self.machine(
            """
            @Reducer struct Onboarding {
                @ObservableState struct State { var step: Step = .welcome }
                enum Step { case welcome, notifications, done }
                enum Action { case setStep(Step), next, finish }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case let .setStep(step):
                            state.step = step
                            return .none
                        case .next:
                            guard state.step == .welcome else { return .none }
                            return .send(.setStep(.notifications))
                        case .finish:
                            return .send(.setStep(.done))
                        }
                    }
                }
            }
            """)
        #expect(machine.name == "Onboarding.State.step")
        #expect(transitionLines(of: "welcome", in: machine) == ["setStep -> notifications @9:17", "setStep -> done @9:17"])
    }

    /// An early `if … { return }` narrows what follows, and a question asked of the state
    /// (`stage.accepts(url)`) makes it a machine.
    @Test func anEarlyExitNarrowsAndAMethodOfTheStateIsATest() throws {
        let link = try Self.machine(
            """
            final class Link {
                enum Status { case down, up, restarting }
                private(set) var status: Status = .down
                func refresh() {
                    if status == .restarting { return }
                    status = .up
                }
                func restart() { status = .restarting }
            }
            """)
        #expect(transitionLines(of: "restarting", in: link) == ["restart -> restarting @8:22"])
        let router = try Self.machine(
            """
            final class Router {
                enum Stage { case launched, ready
                    func accepts(_ url: String) -> Bool { self == .ready }
                }
                var stage: Stage = .launched
                func open(_ url: String) { if stage.accepts(url) { print(url) } }
                func showMain() { stage = .ready }
            }
            """)
        #expect(router.name == "Router.stage")
    }

    /// A reducer that matches actions by their type (ReSwift's `switch action { case is Open: … }`,
    /// `case let close as Close:`): each type is an event.
    @Test func actionsMatchedByTypeAreEvents() throws {
        let machine = try Self.machine(
            """
            protocol Action {}
            enum Actions {
                struct Open: Action {}
                struct Close: Action {}
                struct Lock: Action {}
            }
            enum DoorState { case closed, opened, locked }
            struct AppState { var door: DoorState = .closed }
            func appReducer(action: Action, state: AppState?) -> AppState {
                var state = state ?? AppState()
                switch action {
                case is Actions.Open:
                    guard state.door == .closed else { break }
                    state.door = .opened
                case let close as Actions.Close:
                    _ = close
                    if state.door == .opened { state.door = .closed }
                case is Actions.Lock where state.door == .closed:
                    state.door = .locked
                default: break
                }
                return state
            }
            """)
        #expect(machine.name == "AppState.door")
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "closed: Actions.Open -> opened @14:9", "closed: Actions.Lock -> locked @19:9", "opened: Actions.Close -> closed @17:36",
            ])
    }

    /// A write in `deinit` happens on `deinit`, not on `init`.
    @Test func aWriteInDeinitIsOnDeinit() throws {
        let machine = try Self.machine(
            """
            final class Ticker {
                enum Run { case stopped, running }
                private var run: Run = .stopped
                func start() { guard run == .stopped else { return }; run = .running }
                deinit { if run == .running { run = .stopped } }
            }
            """)
        #expect(BuilderDialectDump.edges(of: machine) == ["stopped: start -> running @4:59", "running: deinit -> stopped @5:35"])
    }

    /// `switch (layout, next) { case (.list, .grid): layout = next }`: the value matched is the target.
    @Test func aMatchedValueWrittenIsWhatItMatched() throws {
        let machine = try Self.machine(
            """
            final class Gallery {
                enum Layout { case list, grid }
                private var layout: Layout = .list
                func resize(width: Int) {
                    let next: Layout = width > 600 ? .grid : .list
                    switch (layout, next) {
                    case (.list, .grid): layout = next
                    case (.grid, .list): layout = next
                    case (.list, .list), (.grid, .grid): break
                    }
                }
            }
            """)
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "list: resize(width:) -> grid @7:30", "grid: resize(width:) -> list @8:30",
            ])
    }

    /// The enum's own `mutating func` called through a nested path (`state.banner.fill(items)`)
    /// moves the property, even where the path's first value has no written type.
    @Test func aMutatingMethodCalledThroughANestedPathMovesTheProperty() throws {
        let source = """
            enum Banner {
                case waiting(Int), ready([String])
                mutating func fill(_ items: [String]) { self = .ready(items) }
            }
            struct Screen { var banner: Banner = .waiting(0) }
            final class ScreenModel {
                private(set) var state = Screen()
                func arrived(_ items: [String]) { state.banner.fill(items) }
                func reset() { if case .ready = state.banner { state.banner = .waiting(0) } }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
        let machine = try Self.machine(source, named: "Screen.banner")
        #expect(BuilderDialectDump.edges(of: machine).contains { $0.hasPrefix("waiting: arrived -> ready") })
    }

    /// `health = health.next(after: event)`, the table a method of the enum: each state goes where
    /// the arms matching it return, `self` keeps it, and a state no arm leaves is a dead end.
    @Test func aTransitionTableWrittenAsAMethodOfTheEnum() throws {
        let source = """
            enum Event { case exposed, reported, dismissed, recovered }
            enum Health {
                case clear, atRisk, infected, isolated
                func next(after event: Event) -> Health {
                    switch (self, event) {
                    case (.clear, .exposed): return .atRisk
                    case (.clear, .reported), (.atRisk, .reported): return .infected
                    case (.atRisk, .dismissed), (.infected, .recovered): return .clear
                    default: return self
                    }
                }
            }
            struct User { var health: Health = .clear }
            final class Store {
                private(set) var user = User()
                func dispatch(_ event: Event) { user.health = user.health.next(after: event) }
            }
            """
        let edges = BuilderDialectDump.edges(of: try Self.machine(source, named: "User.health")).map { $0.components(separatedBy: " @").first ?? $0 }
        #expect(
            Set(edges) == [
                "clear: dispatch -> atRisk", "clear: dispatch -> infected", "atRisk: dispatch -> infected", "atRisk: dispatch -> clear",
                "infected: dispatch -> clear",
            ])
        #expect(HandWrittenLimitTests.findings(source) == ["3 error unreachable-state: state `isolated` can never be entered"])
    }
}
