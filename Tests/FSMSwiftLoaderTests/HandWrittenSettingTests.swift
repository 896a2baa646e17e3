import FSMModel
import Testing

/// Values a type looks at that are settings or results, not states, met on public apps (a button's
/// look set by the screen that shows it, an image view's fill mode, a command building a value,
/// a function's result kept in a local): no machine, so no state of theirs is reported unused.
@Suite struct HandWrittenSettingTests {
    static func machineNames(_ source: String) -> [String] { HandWrittenLimitTests.machineNames(source) }

    /// A look given once by the screen that owns the button, switched over only to draw it.
    static let configuredOnce = """
        enum Tone { case calm, loud, muted }
        final class Badge {
            var tone: Tone = .calm { didSet { paint() } }
            var level = 1.0
            private func paint() {
                switch tone {
                case .calm: level = 1.0
                case .loud: level = 0.8
                case .muted: level = 0.4
                }
            }
        }
        final class Dashboard {
            private let badge = Badge()
            func setUp() { badge.tone = .loud }
        }
        """

    @Test func aSettingGivenOneCaseByItsOwnerIsNoMachine() {
        #expect(Self.machineNames(Self.configuredOnce).isEmpty)
    }

    /// Moved between two cases by its owner (`mute()`, `unmute()`), or by its own code, the value is
    /// a state its type looks at.
    @Test(arguments: [
        "func setUp() { badge.tone = .loud }\n    func mute() { badge.tone = .muted }",
        "func setUp() { badge.tone = .loud }\n    func quiet() { badge.quieten() }",
    ])
    func aSettingMovedBetweenCasesIsAMachine(owner: String) {
        let source = Self.configuredOnce.replacingOccurrences(of: "func setUp() { badge.tone = .loud }", with: owner)
            .replacingOccurrences(of: "    var level = 1.0\n", with: "    var level = 1.0\n    func quieten() { tone = .muted }\n")
        #expect(Self.machineNames(source) == ["Badge.tone"])
    }

    /// `var spec = Spec(); spec.mode = .fixed; return spec`: the value is new, its mode where it
    /// starts, however many cases the builder gives it.
    @Test func aValueMadeAndConfiguredIsNoMachine() {
        let source = """
            enum Fit { case stretch, exact }
            struct Frame {
                var fit: Fit = .stretch
                func area(limit: Int?) -> Int? {
                    switch fit {
                    case .exact: guard let limit else { return nil }; return limit
                    case .stretch: return 1
                    }
                }
            }
            struct FrameCommand {
                var exact = false
                var frame: Frame {
                    var frame = Frame()
                    if exact { frame.fit = .exact } else { frame.fit = .stretch }
                    return frame
                }
            }
            """
        #expect(Self.machineNames(source).isEmpty)
    }

    /// A look set on the parts of a view a factory has just made (`Tile.make()`,
    /// `Tile.loadFromNib()`) is a setting, as on one made with its initializer; a value another call
    /// of a type returns (`Tile.current()`) may be shared, so the writes move it.
    @Test(arguments: [("Tile.make()", true), ("Tile.loadFromNib()", true), ("Tile()", true), ("Tile.current()", false)])
    func aLookSetOnAViewJustMadeIsNoMachine(made: String, isSetting: Bool) {
        let source = """
            enum Shade { case pale, vivid, custom(Int) }
            final class Chip {
                var shade: Shade = .pale { didSet { paint() } }
                var alpha = 1.0
                private func paint() {
                    switch shade {
                    case .pale: alpha = 0.5
                    case .vivid: alpha = 1.0
                    case .custom(let level): alpha = Double(level)
                    }
                }
            }
            final class Tile {
                let chip = Chip()
                static func make() -> Tile { Tile() }
                static func loadFromNib() -> Tile { Tile() }
                static func current() -> Tile { Tile() }
            }
            final class Board {
                func tile(urgent: Bool) -> Tile {
                    let tile = \(made)
                    if urgent { tile.chip.shade = .vivid } else { tile.chip.shade = .pale }
                    return tile
                }
            }
            """
        #expect(Self.machineNames(source) == (isSetting ? [] : ["Chip.shade"]))
    }

    /// An edge only ever set to the one it starts at (a set-up method, a clamp in its `didSet`) is
    /// a constant, not a state; given another case somewhere, it is moved.
    @Test func aValueOnlyEverGivenItsStartIsNoMachine() {
        let source = """
            enum Edge { case unset, top, bottom, left, right }
            class Toast {
                var edge: Edge = .bottom {
                    didSet { if edge == .unset { edge = .bottom } }
                }
                func setUp() { edge = .bottom }
                func offset(height: Double) -> Double {
                    switch edge {
                    case .top: return -height
                    case .bottom: return height
                    default: return 0
                    }
                }
            }
            """
        #expect(Self.machineNames(source).isEmpty)
        let moved = source.replacingOccurrences(of: "func setUp() { edge = .bottom }", with: "func flip() { if edge == .bottom { edge = .top } }")
        #expect(moved != source)
        #expect(Self.machineNames(moved) == ["Toast.edge"])
    }

    /// A field of a value a function makes, filled in a loop and tested once after it (`if
    /// draft.body == nil { draft.body = .plain(text) }`), is a value being built, not a machine;
    /// the same test of a copy of a kept value (`var draft = lastDraft`) sees what earlier code left.
    @Test func aValueFilledInByItsMakerIsNoMachine() {
        let source = """
            enum Body { case formatted(String), plain(String) }
            struct Draft { var author: String; var body: Body? }
            final class Composer {
                var drafts: [Draft] = []
                func stream(pieces: [String]) {
                    var draft = Draft(author: "me", body: .plain(""))
                    var text = ""
                    for piece in pieces {
                        text += piece
                        if !piece.isEmpty { draft.body = .formatted(text) }
                    }
                    if draft.body == nil { draft.body = .plain(text) }
                    drafts.append(draft)
                }
            }
            """
        #expect(Self.machineNames(source).isEmpty)
        let kept = source.replacingOccurrences(of: "var draft = Draft(author: \"me\", body: .plain(\"\"))", with: "var draft = lastDraft")
            .replacingOccurrences(
                of: "var drafts: [Draft] = []", with: "var drafts: [Draft] = []\n    var lastDraft = Draft(author: \"\", body: nil)")
        #expect(kept != source)
        #expect(Self.machineNames(kept) == ["Draft.body"])
    }

    /// A function's result kept in a local, set once and tested before it is returned, is no
    /// machine; the same local tested in a loop that sets it is one (a parser's section).
    @Test func aLocalIsAMachineOnlyWhereCodeRunsAgain() {
        let result = """
            enum Grade { case unknown, pass, fail, absent }
            final class Marks {
                var scores: [String: Int] = [:]
                func grade(of name: String) -> Grade {
                    var grade: Grade = .unknown
                    if let score = scores[name] { grade = score > 50 ? .pass : .fail }
                    if grade == .unknown { print("no score for", name) }
                    return grade
                }
            }
            """
        #expect(Self.machineNames(result).isEmpty)
        let loop = """
            enum Grade { case unknown, pass, fail, absent }
            final class Marks {
                func grade(of lines: [String]) -> Grade {
                    var grade: Grade = .unknown
                    for line in lines {
                        if grade == .unknown, line.isEmpty { print("nothing yet") }
                        if line.hasPrefix("P") { grade = .pass } else if line.hasPrefix("F") { grade = .fail }
                    }
                    return grade
                }
            }
            """
        #expect(Self.machineNames(loop) == ["Marks.grade(of:).grade"])
    }

    /// A local filled in a loop and given a default once after it (`if chosen == nil { chosen = .all
    /// }`) is a result: only a test in code that runs again makes a local a machine.
    @Test func aLocalGivenADefaultAfterItsLoopIsNoMachine() {
        let source = """
            enum Scope { case all, trash, folder, tag }
            struct Entry { var scope: Scope }
            final class Sidebar {
                var entries: [Entry] = []
                func scope() -> Scope {
                    var chosen: Scope?
                    for entry in entries where entry.scope == .all || entry.scope == .trash { chosen = entry.scope }
                    if chosen == nil { chosen = .all }
                    return chosen ?? .all
                }
            }
            """
        #expect(Self.machineNames(source) == [])
    }

    /// A kind chosen when the value is made: its tests only pick whose payload to refresh, and the
    /// one other write (a reply) sets a single case. A view's `loading`, `shown` and `failed`, set
    /// by several writes, stay a machine however their payloads are refreshed.
    @Test func aKindWhosePayloadIsRefreshedIsNoMachine() {
        let source = """
            struct Rename {
                enum Target { case person(String), device(String), album(String) }
                enum Action { case save(String), albumSaved(String) }
                var target: Target
                init(target: Target) { self.target = target }
                mutating func reduce(_ action: Action) {
                    switch action {
                    case let .save(text):
                        switch target {
                        case .person: target = .person(text)
                        case .device: target = .device(text)
                        case .album: break
                        }
                    case let .albumSaved(text):
                        target = .album(text)
                    }
                }
            }
            """
        #expect(Self.machineNames(source) == [])
        let view = """
            final class Feed {
                enum Load { case loading, shown([Int]), failed(String) }
                var load: Load = .loading
                func reload() { load = .loading }
                func fetched(_ items: [Int]) { load = .shown(items) }
                func failed(_ text: String) { load = .failed(text) }
                func appended(_ item: Int) { if case let .shown(items) = load { load = .shown(items + [item]) } }
            }
            """
        #expect(Self.machineNames(view) == ["Feed.load"])
    }

    /// A context the callers choose, through an entry method, without looking at the value first
    /// (`scanner.start(origin: .inbox)`): the owner switches over it to know who opened it, but no
    /// event moves it, so a case no caller passes is an unused case, not an unreachable state.
    /// Callers that test the value before they call (`if model.phase == .playing {
    /// model.setPhase(.paused) }`) make it a machine again.
    @Test func aContextItsCallersChooseIsNoMachine() {
        let scanner = """
            enum Origin { case wizard, proxy, inbox, wallet }
            final class Scanner {
                private var origin: Origin!
                func start(origin: Origin) { self.origin = origin }
                func scanned(_ code: String) {
                    switch origin {
                    case .wizard, .proxy: print("back", code)
                    case .inbox, .wallet, .none: print("open", code)
                    }
                }
            }
            final class Root {
                let scanner = Scanner()
                func fromInbox() { scanner.start(origin: .inbox) }
                func fromWizard() { scanner.start(origin: .wizard) }
            }
            """
        #expect(Self.machineNames(scanner) == [])
        let tested = scanner.replacingOccurrences(
            of: "func fromWizard() { scanner.start(origin: .wizard) }",
            with: "func fromWizard() { if scanner.origin == .inbox { scanner.start(origin: .wizard) } }")
        #expect(Self.machineNames(tested) == ["Scanner.origin"])
    }

    /// `@Published var exit: Exit?` with `enum Exit { case leave }`: set or not, a signal (a
    /// dismissal asked for), as a Bool is, not a machine whose one case is a dead end. With a
    /// second case it is a machine again.
    @Test func anOptionalOfAOneCaseEnumIsASignal() {
        let source = """
            enum Exit { case leave }
            final class RetryModel {
                var exit: Exit?
                func skip() { exit = .leave }
                func handle() { if exit == .leave { print("closing") } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let twoCases = source.replacingOccurrences(of: "case leave }", with: "case leave, retry }")
            .replacingOccurrences(
                of: "func skip() { exit = .leave }", with: "func skip() { if exit == nil { exit = .leave } else { exit = .retry } }")
        #expect(HandWrittenLimitTests.machineNames(twoCases) == ["RetryModel.exit"])
    }

    /// `scale = source.prefs.scale`, tested to pick a conversion: a value only ever copied from
    /// elsewhere names no case to move to, so it is a copy of a setting, not a machine; one move to
    /// a case of its own makes it one.
    @Test(arguments: [("", false), ("func imperialOnly() { scale = .imperial }", true)])
    func aValueOnlyEverCopiedIsNoMachine(literalMove: String, isMachine: Bool) {
        let source = """
            enum Scale: String { case metric = "m", imperial = "ft" }
            struct Prefs { var scale: Scale = .metric }
            protocol PrefsSource { var prefs: Prefs { get } }
            final class DistanceScreen {
                var source: PrefsSource!
                private(set) var scale: Scale = .metric
                func attach() { scale = source.prefs.scale }
                \(literalMove)
                func convert(_ meters: Double) -> Double {
                    var value = meters
                    if scale == .imperial { value = meters * 3.28 }
                    return value
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == (isMachine ? ["DistanceScreen.scale"] : []))
    }

    /// `let sheet = EntrySheet(); sheet.field = .length(3600)` by its makers, and in the type only
    /// `case .moment: field = .moment(date)` (the payload refreshed in the case it matched): a mode
    /// chosen when the sheet is made, no machine; a move of its own to another case makes one.
    @Test(arguments: [("", false), ("func toggle() { if case .moment = field { field = .length(0) } }", true)])
    func aModeItsMakersChooseIsNoMachine(ownMove: String, isMachine: Bool) {
        let source = """
            import Foundation
            final class EntrySheet {
                enum Field { case moment(Date), length(Double) }
                var field: Field = .moment(Date())
                func wheelChanged(date: Date, seconds: Double) {
                    switch field {
                    case .moment: field = .moment(date)
                    case .length: field = .length(seconds)
                    }
                }
                \(ownMove)
            }
            final class SettingsScreen {
                func lengthEditor() -> EntrySheet { let sheet = EntrySheet(); sheet.field = .length(3600); return sheet }
                func momentEditor() -> EntrySheet { let sheet = EntrySheet(); sheet.field = .moment(Date()); return sheet }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == (isMachine ? ["EntrySheet.field"] : []))
    }
}
