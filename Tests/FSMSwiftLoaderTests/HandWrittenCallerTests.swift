import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Who gives a storage its value through a helper, a parameter or another type's code: each such
/// write either moves where the code says or leaves an unknown target with a note, never no move
/// at all (which would make up an unreachable state or a dead end).
@Suite struct HandWrittenCallerTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// A helper handed on as a function (`Panel(onPick: pick)`) has callers fsmcheck cannot see.
    @Test func aHelperHandedOnAsAFunctionIsGivenAnUnknownValue() {
        let source = """
            enum Mode { case browse, pick(Int) }
            struct Panel { let onPick: (Mode) -> Void }
            final class Host {
                private var mode: Mode?
                func panel() -> Panel { Panel(onPick: choose) }
                private func choose(_ next: Mode) { mode = next }
                func dismiss() { if mode != nil { mode = nil } }
            }
            """
        #expect(
            Self.findings(source) == [
                "6 note not-visible: the target `the value a caller passes` is computed at run time, so `browse` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
    }

    /// `player.seek(to: .buffering)` from another type moves the player like a call in its own code.
    @Test func aHelperCalledFromAnotherTypeMovesToWhatItIsPassed() throws {
        let source = """
            enum Playback { case stopped, buffering, playing }
            final class Player {
                private(set) var playback: Playback = .stopped
                func seek(to next: Playback) { playback = next }
                func stop() { if playback != .stopped { playback = .stopped } }
            }
            final class Remote {
                let player = Player()
                func load() { player.seek(to: .buffering) }
                func ready() { player.seek(to: .playing) }
            }
            final class Other {
                func seek(to place: Int) {}
                func jump() { seek(to: 3) }
            }
            """
        #expect(Self.findings(source).isEmpty)
        let edges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(source))
        #expect(edges.contains("stopped: load -> buffering @9:19") && edges.contains("playing: ready -> playing @10:20"))
    }

    /// A setter another type calls under its own test of the value through the same object (`if
    /// model.playback == .playing { model.setPlayback(.paused) }`) moves from the states tested; a
    /// test of another object says nothing of where the move starts.
    @Test func aSetterCalledFromAnotherTypeMovesFromTheStatesItsCallerTested() throws {
        let source = """
            enum Playback { case idle, loading, playing, paused }
            final class PlayerModel {
                private(set) var playback: Playback = .idle
                func setPlayback(_ value: Playback) { playback = value }
            }
            final class PlayerService {
                let model = PlayerModel()
                let other = PlayerModel()
                func load() { model.setPlayback(.loading) }
                func toggle() {
                    if model.playback == .playing {
                        model.setPlayback(.paused)
                    } else if model.playback == .idle {
                        model.setPlayback(.loading)
                    } else {
                        model.setPlayback(.playing)
                    }
                }
                func mirror() { if other.playback == .paused { model.setPlayback(.idle) } }
            }
            """
        #expect(Self.findings(source).isEmpty)
        let edges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(source))
        let toggles = edges.filter { $0.contains(": toggle -> ") }.map { String($0.prefix { $0 != "@" }) }.sorted()
        #expect(toggles == ["idle: toggle -> loading ", "loading: toggle -> playing ", "paused: toggle -> playing ", "playing: toggle -> paused "])
        #expect(edges.filter { $0.contains(": mirror -> idle") }.count == 4)
    }

    /// A value from a parameter of another type's function (`job.state = state`), or the parameter
    /// branch of a ternary (`custom ?? .pulse` written out), is a target no call shows.
    @Test func aParameterNoCallShowsIsAnUnknownTarget() {
        let fromAnotherType = """
            enum JobState { case waiting, running, failed }
            final class Job { var state: JobState = .waiting }
            final class Manager {
                func report(_ state: JobState?, for job: Job) { if let state { job.state = state } }
                func fail(_ job: Job) { guard job.state == .running else { return }; job.state = .failed }
            }
            """
        let ternary = """
            enum Look { case plain, bold, faint }
            final class Label {
                private var look = Look.plain
                func style(_ custom: Look? = nil) { look = custom != nil ? custom! : .plain }
                func calm() { if look == .bold { look = .plain } }
            }
            func emphasise(_ label: Label) { label.style(.bold) }
            func fade(_ label: Label) { label.style(.faint) }
            """
        let found = Self.findings(fromAnotherType) + Self.findings(ternary)
        #expect(found.count == 2 && found.allSatisfy { $0.contains(" note not-visible: ") }, "\(found)")
    }

    /// `state = state.paused()`: a value method of an enum a property holds computes the property's
    /// next value; the enum is no machine of its own.
    @Test func aValueMethodOfAnEnumAPropertyHoldsMakesNoMachine() {
        let source = """
            enum Upload {
                case idle, sending, paused
                func paused() -> Self { self == .sending ? .paused : self }
            }
            final class Uploader {
                private(set) var upload: Upload = .idle
                func send() { if upload == .idle { upload = .sending } }
                func pause() { upload = upload.paused() }
                func resume() { if upload == .paused { upload = .sending } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Uploader.upload"])
        #expect(!Self.findings(source).contains { $0.contains("dead-end") })
    }

    /// `let screen = Favourites(); screen.filter = .starred` writes `Favourites.filter`, not the
    /// same-named property of another screen whose enum also has a case `starred`.
    @Test func aWriteThroughALocalOfAnotherTypeIsThatTypes() {
        let source = """
            enum ListFilter { case all, recent, starred }
            enum FavouriteFilter { case all, starred }
            final class Listing {
                var filter: ListFilter = .all
                func recent() { if filter == .all { filter = .recent } }
                func all() { if filter == .recent { filter = .all } }
            }
            final class Favourites { var filter: FavouriteFilter = .all }
            func makeFavourites() -> Favourites {
                let screen = Favourites()
                screen.filter = .starred
                return screen
            }
            """
        #expect(Self.findings(source) == ["1 error unreachable-state: state `starred` can never be entered"])
    }

    /// `if let state { download.state = state }` on an object looked up at run time: the value is of
    /// the enum's type, so the write may move the storage, to a state fsmcheck does not know.
    @Test func aParameterOfTheEnumsTypeWrittenThroughALookedUpObjectCounts() {
        let source = """
            enum Stage { case waiting, running, failed }
            final class Download { var stage: Stage = .waiting }
            final class Manager {
                func lookUp(_ id: Int) -> Download { Download() }
                func update(_ stage: Stage?, id: Int) { let download = lookUp(id); if let stage { download.stage = stage } }
                func fail(_ id: Int) { let download = lookUp(id); if download.stage == .running { download.stage = .failed } }
                func start(_ id: Int) { update(.running, id: id) }
                func retry(_ id: Int, to stage: Stage) { update(stage, id: id) }
            }
            """
        #expect(!Self.findings(source).contains { $0.contains("dead-end") || $0.contains("unreachable-state") }, "\(Self.findings(source))")
        #expect(Self.findings(source).contains { $0.contains(" note not-visible: ") }, "\(Self.findings(source))")
    }

    /// `remote.$state.sink { … }` subscribes to another object's publisher: no binding of this
    /// type's own `state`, whose checks stay on. A `@Published` property's own `self.$state` handed
    /// to other code is its publisher, which only reads; a `@State` property's is a binding.
    @Test func anotherObjectsProjectedValueIsNotThisStorages() {
        let source = """
            final class Remote { @Published var state = 0 }
            final class Sharing {
                enum State { case idle, joining, stuck }
                @Published private(set) var state = State.idle
                func observe(_ remote: Remote) { _ = remote.$state.sink { print($0) } }
                func join() { guard case .idle = state else { return }; state = .joining }
                func fail() { if case .joining = state { state = .stuck } }
            }
            """
        #expect(Self.findings(source) == ["3 warning dead-end: state `stuck` is a dead end: once entered, it is never left"])
        let read = source.replacingOccurrences(of: "remote.$state.sink", with: "self.$state.sink")
        #expect(Self.findings(read) == Self.findings(source), "reading its own publisher writes nothing")
        let published = source.replacingOccurrences(of: "_ = remote.$state.sink { print($0) }", with: "show(self.$state)")
        #expect(Self.findings(published) == Self.findings(source), "a publisher handed on writes nothing")
        let inferred = source.replacingOccurrences(
            of: "func observe(_ remote: Remote) { _ = remote.$state.sink { print($0) } }",
            with: "let remote = Hub.shared.remote\n    func observe() { subscribe(remote.$state) { print($0) } }")
        #expect(
            Self.findings(inferred).map { $0.dropFirst(2) } == Self.findings(source).map { $0.dropFirst(2) },
            "another object's publisher, its type unwritten")
        let own = published.replacingOccurrences(of: "@Published private(set) var state", with: "@State private var state")
        #expect(
            Self.findings(own).first?.contains("note not-visible: `Sharing.state` may be written where fsmcheck cannot see") == true,
            "\(Self.findings(own))")
    }

    /// A view model's setter from a parameter (`func select(sort:) { self.sort = sort }`) and a
    /// `switch` computing from the value make no machine: no move names a case.
    @Test func aSetterFromAParameterAloneMakesNoMachine() {
        let source = """
            enum Sort { case newest, oldest }
            final class ListModel {
                var sort: Sort = .newest
                func select(sort: Sort) { self.sort = sort }
                func order(_ values: [Int]) -> [Int] { switch sort { case .newest: values.sorted(by: >); case .oldest: values.sorted() } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
    }

    /// Two helpers with one base name (`change(order:)`, `change(shelf:)`) are told apart by their
    /// labels, and a helper's own test of the storage holds for every call: `archive` is never
    /// left, as the code says.
    @Test func helpersAreToldApartByLabelsAndKeepTheirOwnTests() {
        let source = """
            enum Order { case title, date }
            enum Shelf { case reading, done, archive }
            final class Library {
                var order: Order = .title
                var shelf: Shelf = .reading
                func change(order: Order) { self.order = order }
                func change(shelf: Shelf) {
                    guard self.shelf != .archive else { return }
                    self.shelf = shelf
                }
                func menu() -> [() -> Void] {
                    [{ self.change(order: .date) }, { self.change(shelf: .done) }, { self.change(shelf: .reading) }]
                }
                func stow() { if shelf == .done { shelf = .archive } }
            }
            """
        #expect(Self.findings(source) == ["2 warning dead-end: state `archive` is a dead end: once entered, it is never left"])
        let unguarded = source.replacingOccurrences(of: "guard self.shelf != .archive else { return }", with: "")
        #expect(Self.findings(unguarded).isEmpty)
    }

    /// A call in another type's `init` (`card.configure(look: .tall)`) moves the value; it does not
    /// start it: an optional without a default starts at `nil`.
    @Test func anotherTypesInitializerDoesNotStartTheValue() throws {
        let source = """
            final class Card {
                enum Look { case compact, tall }
                private(set) var look: Look?
                func configure(look: Look) { self.look = look }
                func clear() { if look != nil { look = nil } }
            }
            final class Feed {
                let card = Card()
                init() { card.configure(look: .tall) }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(machine.initial?.name == "nil")
        #expect(Self.findings(source) == ["2 error unreachable-state: state `compact` can never be entered"])
    }

    /// A call passing a value read from elsewhere (`prefs.layout`, `saved!`) may pass any case: the
    /// helper's write is a target computed at run time, never left out (`reset` tests the value first).
    @Test(arguments: ["prefs.layout", "saved!", "Layout(rawValue: raw)!", "currentPrefs().layout"])
    func aValueReadFromElsewhereMayBeAnyCase(argument: String) throws {
        let source = """
            enum Layout: String { case tiles, rows }
            struct Prefs { var layout: Layout = .rows }
            final class Screen {
                private(set) var layout: Layout = .tiles
                func apply(layout: Layout) { self.layout = layout }
                func render() { switch layout { case .tiles: print(1); case .rows: print(2) } }
            }
            final class Model {
                let screen = Screen()
                var prefs = Prefs()
                var saved: Layout?
                var raw = "rows"
                func currentPrefs() -> Prefs { prefs }
                func refresh() { screen.apply(layout: \(argument)) }
                func reset() { if screen.layout == .rows { screen.apply(layout: .tiles) } }
            }
            """
        #expect(
            Self.findings(source) == [
                "5 note not-visible: the target `the value a caller passes` is computed at run time, so `tiles` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
        let literal = source.replacingOccurrences(of: "screen.apply(layout: \(argument))", with: "screen.apply(layout: .rows)")
        #expect(Self.findings(literal).isEmpty)
        let edges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(literal))
        #expect(edges.contains("tiles: refresh -> rows @14:22"), "a call passing a case alone moves there: \(edges)")
    }

    /// A `@Binding` belongs to the view that owns the value; an `@AppStorage` or `@SceneStorage` to
    /// any code using its key; an `@IBInspectable` is set per view by storyboards: each may write
    /// it, so one note, and no dead end made up.
    @Test(arguments: ["@Binding", "@AppStorage(\"look\")", "@IBInspectable"])
    func aSharedWrapperIsAWriterOutOfSight(wrapper: String) {
        let source = """
            enum Look { case light, dark, system }
            struct Toggle {
                \(wrapper) var look: Look\(wrapper == "@Binding" ? "" : " = .light")
                mutating func flip() { if look == .light { look = .dark } }
            }
            """
        let findings = Self.findings(source)
        #expect(findings.contains { $0.contains("note not-visible: `Toggle.look` may be written where fsmcheck cannot see") })
        #expect(!findings.contains { $0.contains(" warning ") || $0.contains(" error ") })
    }

    /// A property only one type declares is that type's wherever it is written, even through a
    /// value of unknown type and with a value computed there.
    @Test func aUniquelyNamedPropertyWrittenThroughAnUnknownValueCounts() {
        let source = """
            final class Connection {
                enum Route { case local, remote, none }
                var overrideRoute: Route?
                func forget() { if overrideRoute == .local { overrideRoute = nil } }
            }
            func choose(_ info: Info, _ chosen: Connection.Route) { info.connection.overrideRoute = chosen }
            """
        #expect(
            Self.findings(source) == [
                "6 note not-visible: the target `the value a caller passes` is computed at run time, so `local` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
    }

    /// A view writes its feature's state through the store: `$store.field` bound, `store.field = .x`,
    /// `store.send(.binding(.set(\.field, .x)))`. Each is a move or a writer out of sight, never
    /// "`first` can never be entered".
    @Test(arguments: [
        ".sheet(item: $store.field) { _ in Text(\"x\") }",
        ".onAppear { store.field = .first }",
        ".onAppear { store.send(.binding(.set(\\.field, .first))) }",
    ])
    func aViewWritesItsFeaturesStateThroughTheStore(write: String) {
        let source = """
            @Reducer
            struct Form {
                enum Field { case first, second }
                @ObservableState
                struct State { var field: Field? }
                enum Action: BindableAction { case binding(BindingAction<State>), submitted }
                var body: some Reducer<State, Action> {
                    BindingReducer()
                    Reduce { state, action in
                        switch action {
                        case .binding: return .none
                        case .submitted:
                            if state.field == .first { state.field = .second } else if state.field == .second { state.field = nil }
                            return .none
                        }
                    }
                }
            }
            struct FormView: View {
                @Bindable var store: StoreOf<Form>
                var body: some View { Text("form")\(write) }
            }
            """
        #expect(!Self.findings(source).contains { $0.contains(" error ") || $0.contains(" warning ") }, "\(Self.findings(source))")
    }

    /// `cell.show(content: .init(value))` on a child view inside a screen that has a
    /// `show(content:)` of its own: the child's method, not a call of the screen's helper, which
    /// would leave every state but `empty` unreachable; `strongSelf.show(content: .image(…))` is the
    /// screen's, so only `text` is then never entered.
    @Test func aCallOnAnotherValueIsNotACallOfTheOwnHelper() {
        let source = """
            final class Cell {
                var text = ""
                func show(content: String) { text = content }
            }
            final class Panel {
                enum Content { case text(String), image(String), empty }
                private(set) var content: Content = .empty
                func show(content: Content) {
                    self.content = content
                    refresh()
                }
                func clear() { content = .empty }
                private func refresh() {
                    switch content {
                    case .text(let value):
                        let cell = Cell()
                        cell.show(content: .init(value))
                    case .image, .empty:
                        break
                    }
                }
            }
            """
        #expect(!Self.findings(source).contains { $0.contains(" error ") || $0.contains(" warning ") }, "\(Self.findings(source))")
        let ownCall = source.replacingOccurrences(
            of: "func clear() {",
            with:
                "func reload() { Task { [weak self] in guard let strongSelf = self else { return }; strongSelf.show(content: .image(\"logo\")) } }\n    func clear() {"
        )
        #expect(Self.findings(ownCall) == ["6 error unreachable-state: state `text` can never be entered"])
    }

    /// `remember(Key(text))`: a value made at run time (the enum's failable initializer, a parse)
    /// passed to the helper that stores it may be any case, as a named value is; read as no move,
    /// it left `erase`, which only `remember(.erase)` names, a dead end.
    @Test(arguments: ["Key(text)", "parse(text)"])
    func aValueMadeAtRunTimeAndPassedToAHelperIsAnUnknownTarget(argument: String) {
        let source = """
            final class Keyboard {
                private enum Key {
                    case letter, number, erase
                    init?(_ text: String) {
                        guard let first = text.first else { return nil }
                        self = first.isLetter ? .letter : .number
                    }
                }
                private var last: Key?
                private func parse(_ text: String) -> Key? { Key(text) }
                private func remember(_ key: Key?) {
                    if last == .erase, key == .erase { return }
                    last = key
                }
                func type(_ text: String) { remember(\(argument)) }
                func backspace() { remember(.erase) }
            }
            """
        #expect(Self.findings(source).allSatisfy { !$0.contains("error") && !$0.contains("warning") })
        // With no other caller, `erase` is where the value stays.
        let erasing = source.replacingOccurrences(of: "func type(_ text: String) { remember(\(argument)) }", with: "")
        #expect(erasing != source)
        #expect(Self.findings(erasing).contains { $0.contains("warning dead-end: state `erase`") })
    }

    /// `loader.update(for: address)` in another type passes a run-time value to an `update` with
    /// another label: no call of the helper `update(phase:)`, whose callers all pass cases, so its
    /// machine is checked, and so is `update(address, since: 0)` or `update(address) { … }`. A call
    /// without any label and with no more arguments than the helper takes may be one through a
    /// function value, and counts.
    @Test func aCallWithAnotherLabelIsNoCallOfTheHelper() {
        let uplink = """
            final class Uplink {
                enum Phase { case offline, dialing, online, orphaned }
                private(set) var phase: Phase = .offline
                private func update(phase: Phase) { self.phase = phase }
                func dial() { if phase == .offline { update(phase: .dialing) } }
                func connected(ok: Bool) { update(phase: ok ? .online : .offline) }
            }
            """
        let loader = """
            final class PageLoader {
                var last: String?
                func reload(_ address: String?) { update(for: address) }
                func update(for address: String?) { last = address }
            }
            """
        let findings = { (other: String) in
            load(files: [("Uplink.swift", uplink), ("PageLoader.swift", other)]).machines.flatMap { Checker().check($0) }
                .map { "\($0.location.line) \($0.ruleID)" }
        }
        #expect(findings(loader) == ["2 unreachable-state"])
        let partlyLabelled = loader.replacingOccurrences(of: "update(for: address)", with: "update(address, since: 0)")
        #expect(findings(partlyLabelled) == ["2 unreachable-state"])
        let withAClosure = loader.replacingOccurrences(of: "update(for: address)", with: "update(address) { print($0) }")
        #expect(findings(withAClosure) == ["2 unreachable-state"])
        let unlabelled = loader.replacingOccurrences(of: "update(for: address)", with: "update(address)")
        #expect(findings(unlabelled) == ["4 not-visible"])
    }
}
