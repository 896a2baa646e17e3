import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A value other code shares: copied from another storage, bound or handed on through a model of
/// protocol type or a chain of typed values, held for a reducer between calls, or of a domain enum
/// whose own code makes cases this property never holds. Each is read for what it is, never as a
/// made-up undefined, unreachable or dead-end state.
@Suite struct HandWrittenSharedValueTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// `case .failed: if case .idle = status { status = latest }`: `failed` is a case of the enum
    /// (another storage's), copied here, not an undefined state.
    @Test func aCaseCopiedFromAMatchedValueIsAState() throws {
        let source = """
            enum Sync { case idle, busy(Int), failed(String) }
            final class Engine {
                private(set) var sync: Sync = .idle
                func start() { sync = .busy(0) }
                func fail() { sync = .failed("x") }
            }
            final class Badge {
                let engine = Engine()
                private var status: Sync = .idle
                func refresh() {
                    let latest = engine.sync
                    switch latest {
                    case .failed:
                        if case .idle = status { status = latest }
                    default:
                        status = .idle
                    }
                }
            }
            """
        #expect(Self.findings(source).allSatisfy { !$0.contains("undefined-state") })
        #expect(try HandWrittenShapeTests.machine(source, named: "Badge.status").states.map(\.name).contains("failed"))
    }

    /// `$model.side` where `model: M` and `M: FlipModel`: the binding may be to the class's `side`.
    @Test func aBindingThroughAModelOfProtocolTypeIsAWriterOutOfSight() {
        let source = """
            enum Face { case up, down }
            protocol FlipModel: AnyObject { var face: Face { get set } }
            final class Coin: FlipModel {
                var face: Face = .up
                func flip() { if face == .up { face = .down } }
            }
            struct FacePicker<M: FlipModel> {
                let model: M
                func body() { pick(selection: $model.face) }
            }
            """
        #expect(
            Self.findings(source) == [
                "9 note not-visible: `Coin.face` may be written where fsmcheck cannot see (`$model.face` binds it to code that may write it); unreachable-state, dead-end and trap were not checked"
            ])
        let concrete = source.replacingOccurrences(of: "let model: M", with: "let model: Other").replacingOccurrences(
            of: "struct FacePicker<M: FlipModel> {", with: "final class Other { var face = 0 }\nstruct FacePicker {")
        #expect(Self.findings(concrete) == ["1 warning dead-end: state `down` is a dead end: once entered, it is never left"])
    }

    /// `mutateAll { body(&$0.mode) }`: a member of a closure's value handed on as `inout`.
    @Test func anInoutMemberOfAClosuresValueIsAWriterOutOfSight() {
        let source = """
            enum Mode { case auto, manual }
            struct Lamp { var mode: Mode = .auto }
            final class Room {
                var lamp = Lamp()
                func override() { if lamp.mode == .auto { lamp.mode = .manual } }
                func changeMode(_ body: (inout Mode) -> Void) { changeLamp { body(&$0.mode) } }
                func changeLamp(_ body: (inout Lamp) -> Void) { body(&lamp) }
            }
            """
        #expect(
            Self.findings(source) == [
                "6 note not-visible: `Lamp.mode` may be written where fsmcheck cannot see (`&$0.mode` hands it to code that may write it); unreachable-state, dead-end and trap were not checked"
            ])
    }

    /// `Rules.step(&door, input)` and the owner's `door = .shut` when it runs the effect returned:
    /// the reducer's `inout` state lives in `door`, so both move it (`opening` and `closing` are
    /// left), and `door`'s default starts it; nothing opens the door, so it never closes either.
    @Test func aReducersInoutStateIsMovedByTheOwnerHandingItOn() {
        let source = """
            enum Door { case shut, opening, open, closing }
            enum Press { case button }
            enum After { case finished }
            enum Rules {
                static func step(_ door: inout Door, _ press: Press) -> [After] {
                    switch door {
                    case .shut: door = .opening; return []
                    case .open: door = .closing; return [.finished]
                    case .opening, .closing: return []
                    }
                }
            }
            final class Garage {
                private var door: Door = .shut
                func press() {
                    for after in Rules.step(&door, .button) {
                        switch after {
                        case .finished: door = .shut
                        }
                    }
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "1 error unreachable-state: state `open` can never be entered", "1 error unreachable-state: state `closing` can never be entered",
            ])
        let machine = try? HandWrittenShapeTests.machine(source, named: "Door")
        #expect(machine?.initial?.name == "shut")
    }

    /// A property that only toggles between two cases of a domain enum never holds the cases the
    /// enum's own initializer makes from data: they are no states of this property.
    @Test func casesTheEnumMakesItselfAreNotThisPropertys() throws {
        let source = """
            enum Tier: Int {
                case free = 0, plus = 1, legacy = 2, unknown = 3
                init(rawValue: Int) {
                    switch rawValue {
                    case 0: self = .free
                    case 1: self = .plus
                    case 2: self = .legacy
                    default: self = .unknown
                    }
                }
            }
            final class Upgrade {
                private var tier: Tier = .free
                func toggle() { if case .free = tier { tier = .plus } else { tier = .free } }
            }
            """
        #expect(Self.findings(source) == [])
        #expect(try HandWrittenShapeTests.machine(source, named: "Upgrade.tier").states.map(\.name) == ["free", "plus"])
    }

    /// `$core.recorder.mode` reaches `Recorder` through typed values: `Player.mode` is still checked.
    @Test func aChainOfTypedValuesBindsTheTypeItReaches() {
        let source = """
            final class Player {
                enum Mode { case stopped, playing, paused, broken }
                var mode: Mode = .stopped
                func toggle() {
                    switch mode {
                    case .stopped, .paused: mode = .playing
                    case .playing: mode = .paused
                    case .broken: mode = .stopped
                    }
                }
            }
            final class Recorder { var mode = 0 }
            final class Core { let recorder = Recorder(); let player: Player = Player() }
            struct Panel {
                let core: Core
                func body() { bind($core.recorder.mode); bind(core.recorder.$mode) }
            }
            """
        #expect(Self.findings(source) == ["2 error unreachable-state: state `broken` can never be entered"])
        let player = source.replacingOccurrences(of: "bind(core.recorder.$mode)", with: "bind(core.player.$mode)")
        #expect(Self.findings(player).count == 1)
        #expect(Self.findings(player).first?.contains("`core.player.$mode` binds it") == true)
    }

    /// `if let order = Order(rawValue: id) { settings.order = order }`: `order` is the local, a value
    /// known only at run time, not a static `Defaults.order` whose getter returns `.newest`; and a
    /// case a move goes to is a state of this machine even where another storage takes it.
    @Test func aNameBoundByAPatternIsNoMemberOfAnotherType() {
        let source = """
            enum Order: String { case unset, newest, oldest }
            enum Defaults { static var order: Order { .newest } }
            final class Folder {
                var order: Order = .unset
                func rename(_ name: String) { if order == .unset, name == "Inbox" { order = .oldest } }
            }
            final class SettingsScreen {
                let folder = Folder()
                func picked(_ id: String) { if let order = Order(rawValue: id) { folder.order = order } }
            }
            final class Store { var current: Order = .newest; func rebuild() { current = Defaults.order } }
            """
        #expect(Self.findings(source).allSatisfy { !$0.contains("undefined-state") && !$0.contains("error") })
    }

    /// `vm.draft.kind = .reply` with `@StateObject var vm = Composer()` writes `Draft.kind`, not the
    /// `kind` of a view of another type.
    @Test func aChainThroughAValueMadeByItsConstructorIsFollowed() {
        let source = """
            enum Kind: Equatable { case note, reply, voice }
            struct Draft { var kind: Kind = .note; mutating func reset() { if kind != .note { kind = .note } } }
            final class Composer { var draft = Draft() }
            struct Field {
                var kind: Kind?
                init(kind: Kind?) { self.kind = kind }
                var isVoice: Bool { kind == .voice }
            }
            struct ComposeScreen {
                var vm = Composer()
                func answer() { if vm.draft.kind == .note { vm.draft.kind = .reply } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Draft.kind"])
    }

    /// `object.sync = .stale` through `object: O`, `O: Syncable`, is no machine of every conforming
    /// type: `Bookmark.sync`, which no code of its own moves, gets no dead end from it.
    @Test func aMoveThroughAGenericValueAloneMakesNoMachine() {
        let source = """
            enum Sync { case clean, dirty, stale }
            protocol Syncable: AnyObject { var sync: Sync { get set } }
            final class Note: Syncable {
                var sync: Sync = .clean
                func uploaded() { sync = .clean }
                func edited() { if sync == .clean { sync = .dirty } }
            }
            final class Bookmark: Syncable { var sync: Sync = .clean }
            struct MarkStale<O: Syncable> {
                func run(_ objects: [O]) { for object in objects where object.sync == .clean { object.sync = .stale } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Note.sync"])
    }

    /// A storage whose moves name no case (`level = table[n]`) is a copy of values other code
    /// chooses, no machine, though another storage of its enum is one.
    @Test func aStorageNamingNoCaseIsNoMachine() {
        let source = """
            enum Level { case low, mid, high }
            final class Dial {
                var level: Level = .low
                func up() { switch level { case .low: level = .mid; case .mid: level = .high; case .high: level = .low } }
            }
            final class Mirror {
                var level: Level
                init(level: Level) { self.level = level }
                var table: [Level] = []
                func sync(_ n: Int) { level = table[n] }
                func show() { if level == .high { print("!") } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Dial.level"])
    }

    /// `var effectiveLayout: Layout { if items.isEmpty { return .expanded }; return layout }`: a case
    /// a getter returns in place of the storage is used, not one no code can enter; a getter that
    /// never returns the storage says nothing of it.
    @Test func aCaseReturnedInPlaceOfTheStorageIsNoUnreachableState() {
        let source = """
            final class Sidebar {
                enum Layout { case expanded, docked, floating }
                var items: [Int] = []
                var layout: Layout = .floating
                var effectiveLayout: Layout {
                    if items.isEmpty { return .expanded }
                    return layout
                }
                func resize(wide: Bool) {
                    if layout == .floating, wide { layout = .docked } else { layout = .floating }
                }
            }
            """
        #expect(Self.findings(source) == [])
        let mapping = source.replacingOccurrences(of: "return layout", with: "return .docked")
        #expect(Self.findings(mapping) == ["2 error unreachable-state: state `expanded` can never be entered"])
    }

    /// A function's local filled in a loop and returned, unless the function returns `.everything`
    /// first: that case is the function's result, not a state of the local; and a local is gone when
    /// its function returns, so the case it settles in (`high`) is no dead end.
    @Test func aResultBuiltInALoopIsNoDefect() throws {
        let source = """
            enum Mute { case none, high, low, everything }
            final class Muter {
                var until: Double = 0
                var flags: [Bool] = []
                func level(now: Double) -> Mute {
                    var level: Mute = .none
                    if until > now { return .everything }
                    for flag in flags {
                        if flag { level = .high } else if level != .high { level = .low }
                    }
                    return level
                }
            }
            """
        #expect(Self.findings(source) == [])
        #expect(try HandWrittenShapeTests.machine(source, named: "Muter.level(now:).level").states.map(\.name) == ["none", "high", "low"])
        let never = source.replacingOccurrences(of: "if until > now { return .everything }", with: "")
        #expect(Self.findings(never) == ["1 error unreachable-state: state `everything` can never be entered"])
    }

    /// `AppDelegate.shared.root.link = link`, with the writer's own `link` of the enum's type: a value
    /// of that type handed on to another object's property, taken though two types declare `link`.
    @Test func aValueOfTheEnumsTypeHandedOnThroughAnUnknownObjectIsAMove() {
        let source = """
            enum Link { case scan, pair }
            final class Manager {
                private var link: Link?
                func take(_ next: Link?) { link = next }
                func forward() {
                    Delegate.shared.root.link = link
                    self.link = nil
                }
            }
            final class Root {
                var link: Link? { didSet { handle() } }
                private func handle() {
                    guard let link = self.link else { return }
                    switch link { case .scan: print("scan"); case .pair: print("pair") }
                    self.link = nil
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "6 note not-visible: the target `link` is computed at run time, so `scan` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
    }

    /// `var state: Primitives.Recovery` with `import Primitives`: the module's name is no part of
    /// the type's, which the run declares.
    @Test func aTypeQualifiedWithAnImportedModuleIsTheRunsType() {
        let source = """
            import Primitives
            enum Recovery { case idle, running, done }
            final class Model {
                var recovery: Primitives.Recovery = .idle
                func start() { if recovery == .idle { recovery = .running } }
                func finish() { if recovery == .running { recovery = .done } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Model.recovery"])
        #expect(HandWrittenLimitTests.machineNames(source.replacingOccurrences(of: "import Primitives", with: "")) == [])
    }

    /// `static let defaultValue: Layout = .unknown`: a case a constant holds is used by the program,
    /// not one no code can enter; one no constant holds still is.
    @Test func aCaseAConstantHoldsIsNoUnreachableState() {
        let source = """
            enum Layout { case portrait, landscape, unknown }
            struct LayoutKey { static let defaultValue: Layout = .unknown }
            final class Screen {
                var cached: Layout = .portrait
                func rotate(wide: Bool) {
                    if cached == .portrait, wide { cached = .landscape } else if cached == .landscape { cached = .portrait }
                }
            }
            """
        #expect(Self.findings(source) == [])
        let unused = source.replacingOccurrences(of: "static let defaultValue: Layout = .unknown", with: "")
        #expect(Self.findings(unused) == ["1 error unreachable-state: state `unknown` can never be entered"])
    }

    /// `SubmitButton(state: .constant(ready ? model.state : .greyedOut))`: a view made with the case
    /// holds it through a constant binding, so the model's storage not naming it is no defect.
    @Test func aCaseAViewIsMadeWithIsTakenElsewhere() {
        let source = """
            import SwiftUI
            enum Submit { case idle, greyedOut, busy, failed }
            struct SubmitButton: View {
                @Binding var state: Submit
                var body: some View { Text(state == .greyedOut ? "off" : "on") }
            }
            final class Invite: ObservableObject {
                @Published var submit = Submit.idle
                var hasInput = false
                func send() { if submit == .idle { submit = .busy } }
                func fail() { if submit == .busy { submit = .failed } }
                func reset() { if submit == .failed { submit = .idle } }
            }
            struct InviteScreen: View {
                @ObservedObject var model: Invite
                var body: some View { SubmitButton(state: .constant(model.hasInput ? model.submit : .greyedOut)) }
            }
            """
        #expect(Self.findings(source).filter { $0.contains("error") } == [])
        let unused = source.replacingOccurrences(of: ": .greyedOut))", with: ": .idle))")
        #expect(Self.findings(unused).contains("2 error unreachable-state: state `greyedOut` can never be entered"))
    }

    /// `self._step = State(initialValue: step)` in a view's initializer gives `step` its first value.
    @Test func aWrappersInitialValueIsThePropertysStart() {
        let source = """
            import SwiftUI
            enum Open { case read, readNext }
            struct Reader: View {
                @State private var open: Open?
                init(open: Open? = nil) { self._open = State(initialValue: open) }
                var body: some View {
                    Text("x").task {
                        if let open {
                            switch open { case .read: print(1); case .readNext: print(2) }
                        }
                        self.open = nil
                    }
                }
            }
            func show() -> some View { Reader(open: .read) }
            """
        // `Reader(open: .read)` starts it in `read`; nothing makes `readNext`.
        let unreachable = Self.findings(source).filter { $0.contains("unreachable-state") }
        #expect(unreachable == ["2 error unreachable-state: state `readNext` can never be entered"])
    }

    /// `var cursor: WireTag?` of a parser holding `.title` or `.body` of an enum of every tag its
    /// format has: the storage uses a vocabulary, and the tags it never names are not its states;
    /// naming more than a quarter of the cases, it is a machine whose other cases are unreachable.
    @Test(arguments: [("", false), ("case WireTag.quote.rawValue: cursor = .quote", true)])
    func aStorageNamingFewCasesOfALargeEnumUsesAVocabulary(more: String, reportsTheRest: Bool) {
        let source = """
            enum WireTag: Int, CaseIterable { case hitPoints = 1, power, price, title = 10, body, quote, rarity = 20, faction }
            final class CatalogReader {
                var cursor: WireTag?
                var heading = ""
                func start(_ id: Int) {
                    cursor = nil
                    switch id {
                    case WireTag.title.rawValue: cursor = .title
                    case WireTag.body.rawValue: cursor = .body
                    \(more)
                    default: break
                    }
                }
                func end(_ name: String) {
                    if cursor == .title { heading = name }
                    cursor = nil
                }
            }
            """
        let unreachable = HandWrittenLimitTests.findings(source).filter { $0.contains("unreachable-state") }
        #expect(HandWrittenLimitTests.machineNames(source) == ["CatalogReader.cursor"])
        #expect(unreachable.count == (reportsTheRest ? 5 : 0))
    }

    /// `func status(for id: Int) -> FetchStatus { … return .none }` in another type: a case a
    /// function makes for its callers (no fetch there), which the storage that never names it does
    /// not hold, as it does not hold another storage's cases.
    @Test func aCaseAnotherFunctionReturnsIsNotUnreachable() {
        let source = """
            enum FetchStatus { case none, waiting, running, stopped }
            final class Fetch {
                var status: FetchStatus = .waiting
                func start() { if status == .waiting { status = .running } }
                func stop() { if status == .running { status = .waiting } }
            }
            final class Fetches {
                var all: [Int: Fetch] = [:]
                func status(for id: Int) -> FetchStatus {
                    guard let fetch = all[id] else { return .none }
                    return fetch.status
                }
            }
            """
        #expect(Self.findings(source) == ["1 error unreachable-state: state `stopped` can never be entered"])
        let optional = source.replacingOccurrences(of: "-> FetchStatus {", with: "-> FetchStatus? {")
        #expect(Self.findings(optional).count == 2)
    }
}
