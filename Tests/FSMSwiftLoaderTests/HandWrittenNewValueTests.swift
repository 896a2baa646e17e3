import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// A value made anew holds a case its storage never moved to: one built with it (`Ticket(priority:
/// .later)`, through an initializer or the memberwise one) and one decoded from data.
@Suite struct HandWrittenNewValueTests {
    private static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// Each way of writing the call that builds a ticket `later`; no code builds one `never`. A
    /// `.init(…)` does not say which type it makes: its label and case say it (linearmouse's
    /// `.init(action: action, behavior: .repeat)`).
    @Test(arguments: ["Ticket(title: t, priority: .later)", "Ticket.init(title: t, priority: .later)", ".init(title: t, priority: .later)"])
    func aValueBuiltWithACaseTakesIt(construction: String) {
        let source = """
            struct Ticket {
                enum Priority { case normal, urgent, later, never }
                var title: String
                var priority: Priority
                init(title: String, priority: Priority = .normal) { self.title = title; self.priority = priority }
                mutating func settle() { if priority != .normal { priority = .normal } }
                mutating func raise() { if priority == .normal { priority = .urgent } }
            }
            struct Inbox {
                var tickets: [Ticket] = []
                mutating func postpone(_ t: String) { tickets.append(\(construction)) }
                mutating func add(_ t: String) { tickets.append(.init(title: t)) }
            }
            """
        #expect(Self.findings(source) == ["2 error unreachable-state: state `never` can never be entered"])
        let unbuilt = source.replacingOccurrences(of: construction, with: "Ticket(title: t)")
        #expect(
            Self.findings(unbuilt) == [
                "2 error unreachable-state: state `later` can never be entered", "2 error unreachable-state: state `never` can never be entered",
            ])
    }

    /// `press = Press(mode: .hold)` stores a new value over the old one: `hold` is entered, and left.
    @Test(arguments: ["Press(mode: .hold)", ".init(mode: .hold)"])
    func aValueReplacedWholeMovesItsProperty(construction: String) {
        let source = """
            struct Press {
                enum Mode { case tap, hold }
                var mode: Mode = .tap
                mutating func release() { if mode == .hold { mode = .tap } }
            }
            final class Editor {
                var press: Press? = Press()
                func pick(holding: Bool) { if holding { press = \(construction) } }
            }
            """
        #expect(Self.findings(source).isEmpty)
        let unbuilt = source.replacingOccurrences(of: "press = \(construction)", with: "press = Press()")
        #expect(
            Self.findings(unbuilt) == [
                "2 warning dead-end: state `tap` is a dead end: once entered, it is never left",
                "2 error unreachable-state: state `hold` can never be entered",
            ])
    }

    /// `intent.timeline = .init(timeline: .local)` makes a value of the type `intent.timeline`
    /// holds (an entity, as in IceCubes' widget intent), not a new value of the tab whose `timeline`
    /// holds the enum: it moves nothing.
    @Test func aValueOfAnotherTypeWithTheLabelMovesNothing() {
        let source = """
            enum Filter { case home, latest, local }
            struct Entity { let timeline: Filter }
            final class Intent { var timeline: Entity? }
            final class Tab {
                var timeline: Filter = .home
                func show() { if timeline == .home { timeline = .latest } }
            }
            func preview(_ intent: Intent) { intent.timeline = .init(timeline: .local) }
            """
        let findings = Self.findings(source)
        #expect(findings.contains("1 error unreachable-state: state `local` can never be entered"))
        #expect(findings == Self.findings(source.replacingOccurrences(of: "intent.timeline = .init(timeline: .local)", with: "")))
    }

    /// `let card: Printed.Card` … `card = .init(side: .back)` makes a value of the local's type (of a
    /// module not read), not of the `Card` whose property another type calls `card` (CopilotForXcode's
    /// `let message: …Message` … `message = .init(role: .assistant, …)`).
    @Test func aLocalOfAnotherTypeHidesThePropertyOfItsName() {
        let source = """
            struct Deck {
                struct Card {
                    enum Side { case front, back, blank }
                    var side: Side
                    init(side: Side) { self.side = side }
                    mutating func flip() { if side == .front { side = .blank } else if side == .blank { side = .front } }
                }
                struct Slot { var card: Card }
            }
            extension Deck {
                func printed(first: Bool) -> Printed.Card {
                    let card: Printed.Card
                    if first { card = Printed.Card() } else { card = .init(side: .back) }
                    return card
                }
            }
            """
        let findings = Self.findings(source)
        #expect(!findings.contains { $0.contains("dead-end") })
        #expect(findings == Self.findings(source.replacingOccurrences(of: "card = .init(side: .back)", with: "card = Printed.Card()")))
    }

    /// `let reply: Reply` … `reply = .init(role: .bot)`: a value made in a local, where it starts;
    /// nothing is stored over a reply's old value, so no state leaves for `bot` (CopilotForXcode's
    /// `message = .init(role: .assistant, content: "")` made every role go to `assistant`).
    @Test(arguments: [".init(role: .bot)", "Reply(role: .bot)"])
    func aValueAssignedToALocalStartsThere(construction: String) {
        let source = """
            struct Reply {
                enum Role { case human, bot, tool }
                var role: Role = .human
                mutating func call() { if role == .human { role = .tool } }
            }
            func answer(fallback: Bool) -> Reply {
                let reply: Reply
                if fallback { reply = \(construction) } else { reply = Reply() }
                return reply
            }
            """
        #expect(
            Self.findings(source) == [
                "2 warning dead-end: state `bot` is a dead end: once entered, it is never left",
                "2 warning dead-end: state `tool` is a dead end: once entered, it is never left",
            ])
    }

    /// A type only decoded (`Decodable`, not `Encodable`) comes from data the app does not write: a
    /// value may hold any case. A `Codable` one is the app's own, restored as it was saved.
    @Test(arguments: [("struct Settings: Decodable {", ""), ("struct Settings {", "extension Settings: Decodable {}")])
    func aDecodedValueMayStartInAnyCase(declaration: String, conformance: String) {
        let source = """
            \(declaration)
                enum Theme: String, Codable { case system, light, dark }
                var theme: Theme = .system
                mutating func darken() { if theme == .system { theme = .dark } }
                mutating func reset() { if theme != .system { theme = .system } }
            }
            \(conformance)
            """
        #expect(
            Self.findings(source) == [
                "3 note not-visible: the initial state of `Settings.theme` is not visible (`Settings` is `Decodable`: a decoded value may hold any case); unreachable-state was not checked"
            ])
        var plain = source.replacingOccurrences(of: "Settings: Decodable {", with: "Settings: Codable {")
        if !conformance.isEmpty { plain = plain.replacingOccurrences(of: conformance, with: "extension Settings: Codable {}") }
        #expect(Self.findings(plain) == ["2 error unreachable-state: state `light` can never be entered"])
    }

    /// `.init()` of an enum whose own initializer sets `self` starts where that initializer does; the
    /// synthesized `init(rawValue:)` and an initializer taking a parameter start at run time.
    @Test(arguments: [
        ("var lamp: Lamp = .init()", "init() { self = .off }", nil),
        ("var lamp: Lamp; init(lamp: Lamp = .init()) { self.lamp = lamp }", "init() { self = .off }", nil),
        ("var lamp: Lamp = .init(rawValue: 0) ?? .off", "", "the default value of `lamp` is computed at run time"),
        ("var lamp: Lamp = .init()", "init(bright: Bool = false) { self = bright ? .on : .off }", "it starts in `init`, which is no case"),
    ])
    func anEnumsOwnInitializerGivesTheStart(property: String, initializer: String, unseen: String?) {
        let source = """
            final class Desk {
                enum Lamp: Int {
                    case off, on, broken
                    \(initializer)
                }
                \(property)
                func toggle() {
                    switch lamp {
                    case .off: lamp = .on
                    case .on: lamp = .off
                    case .broken: lamp = .off
                    }
                }
            }
            """
        let expected = unseen.map {
            "6 note not-visible: the initial state of `Desk.lamp` is not visible (\($0)); unreachable-state was not checked"
        }
        #expect(Self.findings(source) == [expected ?? "3 error unreachable-state: state `broken` can never be entered"])
    }

    /// `init(notice: Notice? = nil) { self.notice = notice }` starts at `nil` and at what the calls
    /// making the value pass: a case is another start (`expired` is entered), a value read at run
    /// time leaves the start unseen, pointing at the call; with no call, `nil` alone starts it.
    @Test(arguments: [
        ("Banner(notice: .expired)", "3 warning dead-end: state `nil` is a dead end: once entered, it is never left"),
        (
            "Banner(notice: saved.map { Banner.Notice(rawValue: $0) } ?? nil)",
            "7 note not-visible: the initial state of `Banner.notice` is not visible (a call of `init` passes `notice` a value computed at run time); unreachable-state was not checked"
        ),
    ])
    func aDefaultedParameterStartsWhereItsCallersSay(call: String, start: String) {
        let source = """
            final class Banner {
                enum Notice: String { case expired, renewed }
                private var notice: Notice?
                init(notice: Notice? = nil) { self.notice = notice }
                func shown() { if notice == .expired { notice = .renewed } }
            }
            final class Launcher { func start(saved: String?) { let banner = \(call); print(banner) } }
            """
        #expect(Self.findings(source) == ["2 warning dead-end: state `renewed` is a dead end: once entered, it is never left", start])
        let uncalled = source.replacingOccurrences(of: "let banner = \(call); print(banner)", with: "")
        #expect(Self.findings(uncalled).contains("2 error unreachable-state: state `expired` can never be entered"))
    }

    /// `init(initialPhase phase: Phase = .loading)`: calls pass the start as `initialPhase:`; another
    /// type's `.init(phase: .shown)` (a struct with a `phase` field) makes no value of this one, so it
    /// leaves the start seen and `archived` unreachable.
    @Test(arguments: [("initialPhase phase: Phase", true), ("phase: Phase", false)])
    func aDefaultedParameterIsPassedWithItsLabel(parameter: String, isChecked: Bool) {
        let source = """
            final class Dashboard {
                enum Phase { case loading, ready, archived }
                private var phase: Phase
                init(\(parameter) = .loading) { self.phase = phase }
                func loaded() { if phase == .loading { phase = .ready } }
                func retry() { phase = .loading }
            }
            struct Receipt { enum Outcome { case shown, failed }; let phase: Outcome }
            final class Presenter { func show(_ display: (Receipt) -> Void) { display(.init(phase: .shown)) } }
            """
        let unreachable = Self.findings(source).contains("2 error unreachable-state: state `archived` can never be entered")
        #expect(unreachable == isChecked)
    }

    /// `static let empty: Memo = .init(title: "", created: .init(…), priority: "normal")`: the declared type says which
    /// type `.init(…)` makes, a `Memo` (of a module not read), not the `Ticket` whose labels match,
    /// so no `Ticket` starts from a value computed at run time.
    @Test func aDeclaredTypeSaysWhatAnImplicitInitMakes() {
        let source = """
            struct Ticket {
                enum Priority { case normal, urgent, never }
                var title: String
                var priority: Priority
                init(title: String, priority: Priority = .normal) { self.title = title; self.priority = priority }
                mutating func raise() { if priority == .normal { priority = .urgent } }
                mutating func settle() { if priority == .urgent { priority = .normal } }
            }
            extension Memo {
                static let empty: Memo = .init(title: "", created: .init(timeIntervalSince1970: 0), priority: "normal")
            }
            """
        #expect(Self.findings(source) == ["2 error unreachable-state: state `never` can never be entered"])
        let inferred = source.replacingOccurrences(of: "static let empty: Memo = .init(", with: "static let empty = Memo.make(")
        #expect(Self.findings(inferred) == ["2 error unreachable-state: state `never` can never be entered"])
    }
}
