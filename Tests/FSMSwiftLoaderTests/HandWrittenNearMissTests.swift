import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Code that looks like a machine and is none, met on public apps: a helper mapping one value of an
/// enum to another, an optional configured once, an enum whose own methods only count while a
/// property holding it is the machine.
@Suite struct HandWrittenNearMissTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// `(Command, Selection) -> Command` that maps a value with the help of another is no reducer:
    /// nothing it is given besides the value is matched.
    @Test func aMappingHelperIsNoReducer() {
        let source = """
            enum Command { case copy, paste, pin, unpin, share }
            protocol Selection { var allPinned: Bool { get } }
            enum Commands {
                static func shown(command: Command, for selection: Selection) -> Command {
                    if command == .pin { return selection.allPinned ? .unpin : .pin }
                    return command
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let reducer = source.replacingOccurrences(of: "selection.allPinned ? .unpin : .pin", with: ".unpin")
            .replacingOccurrences(
                of: "static func shown(command: Command, for selection: Selection)",
                with: "static func reduce(command: Command, for selection: Selection)")
        #expect(HandWrittenLimitTests.machineNames(reducer) == ["Commands.reduce"])
    }

    /// `guard look == nil else { return }; look = next`: every move leaves `nil`, so the value is
    /// configured once, never moved; no dead end is reported for each look.
    @Test func anOptionalSetOnceIsNoMachine() {
        let source = """
            final class Card {
                enum Look { case compact, wide, tall }
                private(set) var look: Look?
                func configure(look: Look) {
                    guard self.look == nil else { return }
                    self.look = look
                }
            }
            final class Feed {
                let card = Card()
                init() { card.configure(look: .tall) }
                func prepare() { card.configure(look: .compact) }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        let resettable = source.replacingOccurrences(of: "func prepare()", with: "func reset() { card.clear() }\n    func prepare()")
            .replacingOccurrences(of: "    func configure(look: Look) {", with: "    func clear() { look = nil }\n    func configure(look: Look) {")
        #expect(
            Self.findings(resettable) == ["2 error unreachable-state: state `wide` can never be entered"],
            "with a way back to nil it is a machine, and the look no one sets is reported")
    }

    /// An enum a property holds is that property's machine: the enum's own `mutating func` moves the
    /// property where it is called on it, and the owner's writes move it too.
    @Test func anEnumAPropertyHoldsIsThePropertysMachine() throws {
        let source = """
            final class Link {
                enum Health: Equatable {
                    case starting, down, up(count: Int)
                    mutating func bump() {
                        switch self {
                        case .starting, .down: self = .up(count: 1)
                        case let .up(count): self = .up(count: count + 1)
                        }
                    }
                }
                var health: Health = .starting
                func failed() { health = .down }
                func received() { health.bump() }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Link.health"])
        #expect(Self.findings(source).isEmpty)
    }

    /// Only a property holding that very enum makes its own moves the property's: `Player.state`
    /// holds `Player.State`, not `Socket.State`, which stays a machine of its own.
    @Test func aPropertyOfAnotherTypesSameNamedEnumLeavesTheEnumAMachine() {
        let source = """
            enum Socket {
                enum State {
                    case closed, open
                    mutating func toggle() { switch self { case .closed: self = .open; case .open: self = .closed } }
                }
            }
            final class Player {
                enum State { case idle, busy }
                var state: State = .idle
                func run() { if state == .idle { state = .busy } else { state = .idle } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Player.state", "Socket.State"])
    }

    /// An enum kept inside another value (`let pending = Box<Pending>(.idle)`, `[Pending]`) is
    /// written there by code fsmcheck cannot follow (`pending.set(.armed(n))`): no machine of its own.
    @Test(arguments: ["let pending = Box<Pending>(.idle)", "var pending: [Pending] = []"])
    func anEnumKeptInsideAnotherValueIsNoMachineOfItsOwn(declaration: String) {
        let source = """
            final class Box<Value> {
                private(set) var value: Value
                init(_ value: Value) { self.value = value }
                func set(_ next: Value) { value = next }
            }
            final class Alarm {
                enum Pending {
                    case idle, armed(Int)
                    mutating func fire() { if case .armed = self { self = .idle } }
                }
                \(declaration)
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
    }

    /// A value method that keeps every case (`func relocated(to:) -> Self` returning the same case
    /// with new values, or `self`) transforms the value; it moves nothing.
    @Test func aMethodKeepingEveryCaseIsNoMachine() {
        let source = """
            enum Parcel {
                case files([String]), note(String)
                func relocated(to folder: String) -> Self {
                    switch self {
                    case .files(let names): return .files(names.map { folder + $0 })
                    case .note: return self
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
    }

    /// `func flatMap<T>(…) -> Outcome<T>` makes a value of another instance of the generic type (a
    /// vendored `Result`'s combinators): a mapping, not the next state of this one.
    @Test func aGenericMappingIntoAnotherInstanceIsNoMachine() {
        let source = """
            enum Outcome<Value> {
                case success(Value), failure(Error)
                func flatMap<T>(_ transform: (Value) throws -> T) -> Outcome<T> {
                    switch self {
                    case .success(let value):
                        do { return try .success(transform(value)) } catch { return .failure(error) }
                    case .failure(let error): return .failure(error)
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        // Into its own instance, a method that moves the value (not one that mostly rebuilds each
        // case with new data, a copy: `aMethodReturningTheSameCasesWithNewValuesIsACopy`).
        let own = source.replacingOccurrences(of: "-> Outcome<T>", with: "-> Outcome<Value>")
            .replacingOccurrences(of: "transform: (Value) throws -> T", with: "transform: (Value) throws -> Value")
            .replacingOccurrences(of: "case .failure(let error): return .failure(error)", with: "case .failure: return self")
        #expect(HandWrittenLimitTests.machineNames(own) == ["Outcome"])
        // A generic reducer given the state returns the same instance: it moves it.
        let reducer = """
            enum Screen<Item> { case idle, loading, loaded(Item) }
            enum Reduce {
                static func reduce<Item>(_ state: Screen<Item>, _ event: Int) -> Screen<Item> {
                    switch state {
                    case .idle: return .loading
                    default: return state
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(reducer) == ["Reduce.reduce"])
    }

    /// A case another storage of the enum is given (`viewStatus = .unknown` in another controller),
    /// which this one never names, is one it does not use; a case no storage takes is reported.
    @Test func aCaseAnotherStorageTakesIsNotUnreachableHere() {
        let source = """
            enum Status { case hidden, shown, animating, unknown }
            final class Main {
                var status: Status = .hidden
                func toggle() { if status == .hidden { status = .shown } else { status = .hidden } }
            }
            final class Detail {
                var status: Status = .unknown
                func show() { status = .shown }
            }
            """
        #expect(Self.findings(source) == ["1 error unreachable-state: state `animating` can never be entered"])
    }

    /// A library's `public` query enum that its functions take, held by an app's own type (in the
    /// app's folder, another module) that toggles two of its cases: the others are the library's
    /// callers' to pick, not states the app's property cannot enter. Inside the library (a
    /// `public` holder, or one in the library's folder), or when nothing takes the enum, every
    /// case is the machine's.
    @Test(arguments: [
        ("App/Inbox.swift", "final class Inbox", "func messages(matching query: Query) -> [String] { [] }", false),
        ("App/Inbox.swift", "public final class Inbox", "func messages(matching query: Query) -> [String] { [] }", true),
        ("MailKit/Inbox.swift", "final class Inbox", "func messages(matching query: Query) -> [String] { [] }", true),
        ("App/Inbox.swift", "final class Inbox", "func messages(matching query: String) -> [String] { [] }", true),
        ("App/Inbox.swift", "final class Inbox", "init() {}", true),
        ("Packages/Mail/Sources/MailUI/Inbox.swift", "final class Inbox", "func messages(matching query: Query) -> [String] { [] }", false),
        ("Packages/Mail/Sources/MailKit/Inbox.swift", "final class Inbox", "func messages(matching query: Query) -> [String] { [] }", true),
    ])
    func aLibrarysPublicEnumIsAVocabularyAnAppBorrows(path: String, holder: String, taker: String, isMachineOfEveryCase: Bool) {
        let library = """
            public enum Query { case everything, unread, read, flagged }
            public final class Mailbox {
                public \(taker)
            }
            """
        let app = """
            \(holder) {
                private(set) var query = Query.everything
                func toggleUnreadOnly() { if query == .unread { query = .everything } else { query = .unread } }
            }
            """
        let machines = load(files: [(Self.libraryPath(besides: path), library), (path, app)]).machines
        let findings = machines.flatMap { Checker().check($0) }.map(\.message)
        let expected = isMachineOfEveryCase ? ["state `read` can never be entered", "state `flagged` can never be entered"] : []
        #expect(findings == expected)
        #expect(machines.map(\.name) == ["Inbox.query"])
    }

    /// The library beside an app folder (`MailKit/`), or the package target beside a package's.
    private static func libraryPath(besides path: String) -> String {
        path.hasPrefix("Packages/") ? "Packages/Mail/Sources/MailKit/Query.swift" : "MailKit/Query.swift"
    }
}
