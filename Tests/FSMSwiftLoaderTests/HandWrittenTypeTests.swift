import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Which type a name or a local stands for decides whose machine a write moves: a local bound by a
/// cast is of the cast's type, a bare `Error` is Swift's, a standard value type is no enum, and a
/// raw value's initializer is no case.
@Suite struct HandWrittenTypeTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// `let sheet = destination as! Sheet; sheet.mode = pending`: a write of `Sheet.mode` whose value
    /// is computed elsewhere, so a note, never "`editing` can never be entered".
    @Test(arguments: [
        "let sheet = destination as! Sheet",
        "guard let sheet = destination as? Sheet else { return }",
    ])
    func aLocalBoundByACastIsOfTheCastsType(binding: String) {
        let source = """
            final class Sheet {
                enum Mode { case viewing, editing }
                var mode = Mode.viewing
                func render() { switch mode { case .viewing: print(1); case .editing: print(2) } }; func edit() { mode = .editing }
            }
            final class Opener {
                private var pending = Sheet.Mode.viewing
                func editTapped() { pending = .editing }
                func prepare(_ destination: AnyObject) {
                    \(binding)
                    sheet.mode = pending
                }
            }
            final class Browser {
                func show(_ destination: AnyObject) {
                    let sheet = destination as! Sheet
                    sheet.mode = .viewing
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "11 note not-visible: the target `pending` is computed at run time, so `viewing` may go to any state there; no dead end or unreachable state was inferred from it"
            ])
        let inIf = source.replacingOccurrences(
            of: "\(binding)\n        sheet.mode = pending", with: "if let sheet = destination as? Sheet { sheet.mode = pending }")
        #expect(Self.findings(inIf).count == 1 && Self.findings(inIf).first?.contains("note not-visible: the target `pending`") == true)
    }

    /// `let lamp = shelf.take(Lamp.self)` (`dequeueCell(BoxCell.self)`): a method given a type
    /// returns a value of it, so `lamp.glow = chosen.lampGlow` moves `Lamp.glow` to a value computed
    /// elsewhere (a note), not `Badge.glow`, and `dim` is no unreachable state.
    @Test(arguments: [("shelf.take(Lamp.self)", true), ("shelf.take(kind)", false)])
    func aLocalAMethodMakesFromATypeIsOfThatType(made: String, isFollowed: Bool) {
        let source = """
            final class Lamp {
                enum Glow { case off, dim, bright }
                var glow: Glow = .off
                func tap() { switch glow { case .off: glow = .bright; case .dim, .bright: glow = .off } }
            }
            final class Badge { enum Look { case plain, loud }; var glow: Look = .plain }
            struct Scene { var lampGlow: Lamp.Glow }
            final class Shelf { func take<T>(_ kind: T.Type) -> T { fatalError() } }
            final class Room {
                let shelf = Shelf()
                let kind = Lamp.self
                func scene(evening: Bool) -> Scene { Scene(lampGlow: evening ? .dim : .bright) }
                func apply(evening: Bool) {
                    let chosen = scene(evening: evening)
                    let lamp = \(made)
                    lamp.glow = chosen.lampGlow
                }
            }
            """
        #expect(Self.findings(source).contains { $0.contains("unreachable-state") } == !isFollowed)
    }

    /// `var failure: Error?` holds Swift's `Error`, not an `Error` enum nested in another type.
    /// `edit(index) { track in track.phase = .paused }`, where `edit` hands out `inout Track`: the
    /// closure's `track` is a `Track`, as if it were written `(track: inout Track)`, so the write
    /// moves `Track.phase`, not every `phase` of a `Phase` (a `Fan` no code pauses would get a false
    /// dead end).
    @Test func aClosureParameterHasTheTypeItsMethodGivesIt() {
        let source = """
            enum Phase { case idle, running, paused }
            final class Fan {
                var phase: Phase
                init(restored: Phase) { phase = restored }
                func toggle() {
                    switch phase {
                    case .idle: phase = .running
                    case .running: phase = .idle
                    case .paused: break
                    }
                }
            }
            struct Track {
                var phase: Phase = .idle
                mutating func play() { if phase != .running { phase = .running } }
                mutating func stop() { phase = .idle }
            }
            final class Playlist {
                private var tracks: [Track] = []
                func edit(_ index: Int, _ change: (inout Track) -> Void) { change(&tracks[index]) }
                func pauseAll() { for index in tracks.indices { edit(index) { track in track.phase = .paused } } }
            }
            """
        let expected = [
            "4 note not-visible: the initial state of `Fan.phase` is not visible (`init` sets it from its parameter); unreachable-state was not checked"
        ]
        #expect(Self.findings(source) == expected)
        #expect(Self.findings(source.replacingOccurrences(of: "{ track in", with: "{ (track: inout Track) in")) == expected)
    }

    @Test func aBareNameIsNotAnEnumNestedInAnotherType() {
        let source = """
            enum Installer {
                enum Error: Swift.Error { case missingA, missingB }
                static func install(_ flag: Bool) throws { throw flag ? Error.missingA : Error.missingB }
            }
            final class Job {
                var failure: Error?
                func step(_ work: () throws -> Void) {
                    guard failure == nil else { return }
                    do { try work() } catch { failure = error }
                }
                func retry() { if failure != nil { failure = nil } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        #expect(Self.findings(source).isEmpty)
        let nested = source.replacingOccurrences(of: "var failure: Error?", with: "var failure: Installer.Error?")
        #expect(HandWrittenLimitTests.machineNames(nested) == ["Job.failure"])
    }

    /// `revision = .max` under a test of `revision` is no machine of an enum not read: `Int` is none.
    @Test func aStandardValueTypeIsNoEnumNotRead() {
        let source = """
            final class Store {
                var revision: Int = 0
                func bump() { if revision == .max { revision = .min } }
                var mode: ExternalMode = .a
                func flip() { if mode == .a { mode = .b } }
            }
            """
        #expect(
            load(source).diagnostics.map(\.message) == [
                "`Store.mode` is moved like a state machine, but its type `ExternalMode` is declared in no file read; it was not checked"
            ])
        let existential = source.replacingOccurrences(of: "var mode: ExternalMode = .a", with: "var mode: (any ExternalMode)? = .a")
        #expect(load(existential).diagnostics.map(\.message).first?.contains("its type `ExternalMode` is declared") == true)
        // The standard library's `Result` is no enum of the app's fsmcheck could be given to read.
        #expect(load(source.replacingOccurrences(of: "var mode: ExternalMode", with: "var mode: Result<Int, Error>")).diagnostics.isEmpty)
        // SwiftUI's `Angle` (`tilt = .degrees(90)`, `.zero`) is a struct of the framework's.
        #expect(load(source.replacingOccurrences(of: "var mode: ExternalMode", with: "var mode: Angle")).diagnostics.isEmpty)
    }

    /// `Probe.Channel(rawValue: key) ?? .ping` is a value computed at run time, or `ping`: the note
    /// names the expression, and no candidate start is called "no case".
    @Test func aRawValueInitializerIsNoCase() {
        let source = """
            final class Probe { enum Channel: String { case ping, web } }
            final class Panel {
                private var channel: Probe.Channel = .ping
                init(_ key: String) { self.channel = Probe.Channel(rawValue: key) ?? .ping }
                func choose(_ key: String) { self.channel = Probe.Channel(rawValue: key) ?? .ping }
                func toggle() { switch channel { case .ping: channel = .web; case .web: channel = .ping } }
            }
            """
        #expect(
            Self.findings(source) == [
                "4 note not-visible: the initial state of `Panel.channel` is not visible (`init` sets it from a value computed at run time); unreachable-state was not checked",
                "5 note not-visible: the target `Probe.Channel(rawValue: key)` is computed at run time, so `ping` may go to any state there; no dead end or unreachable state was inferred from it",
            ])
    }

    /// `` case `public` `` is the case `.public` names.
    @Test func aBacktickedCaseIsItsName() throws {
        let source = """
            final class Feed {
                enum Scope { case home, `public`, `private` }
                var scope: Scope = .home
                func showAll() { scope = .public }
                func back() { if scope != .home { scope = .home } }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(machine.states.map(\.name) == ["home", "public", "private"])
        #expect(Self.findings(source) == ["2 error unreachable-state: state `private` can never be entered"])
    }
}

/// `var clone = self; clone.trigger = .key(n)` writes the type's own `trigger`, not a same-named
/// property of another type whose enum shares case names (a read-only row built from the rule).
@Suite struct CopyOfSelfTests {
    @Test func aCopyOfSelfWritesItsOwnType() {
        let source = """
            struct Rule {
                enum Trigger { case key(Int), text(String), app }
                var trigger: Trigger?
                func copy() -> Rule {
                    var clone = self
                    switch clone.trigger {
                    case let .key(n): clone.trigger = .key(n)
                    case let .text(s): clone.trigger = .text(s)
                    case .app: clone.trigger = .app
                    case .none: break
                    }
                    return clone
                }
            }
            struct RuleRow {
                enum Trigger { case key(Int), text(String), apps, empty }
                var trigger: Trigger = .empty
            }
            struct Toolbar {
                let store: AnyObject
                func addKey() { (store as! RuleEditing).edit { rule in rule.trigger = .key(0) } }
                func addText() { (store as! RuleEditing).edit { rule in rule.trigger = .text("") } }
            }
            """
        #expect(!HandWrittenLimitTests.machineNames(source).contains("RuleRow.trigger"))
        #expect(HandWrittenLimitTests.findings(source).allSatisfy { !$0.contains("`apps`") && !$0.contains("`empty`") })
    }
}

/// `workflow.trigger = .snippet` through a value whose type is not written, where the run
/// declares `Workflow` with a `trigger`: `Workflow`'s, not a view model's same-named `trigger`
/// whose enum shares the case names.
@Suite struct ValueNamedAfterATypeTests {
    @Test func aValueNamedAfterATypeWritesThatType() {
        let source = """
            struct Workflow {
                enum Trigger { case keys, snippet, apps }
                var trigger: Trigger?
            }
            final class DetailModel {
                enum Trigger { case keys, snippet, apps, modifier, empty }
                var trigger: Trigger = .empty
            }
            struct Editor {
                let store: AnyObject
                func keys() { (store as! Editing).modify { workflow in if workflow.trigger == nil { workflow.trigger = .keys } } }
                func snippet() { (store as! Editing).modify { workflow in workflow.trigger = .snippet } }
            }
            """
        #expect(!HandWrittenLimitTests.machineNames(source).contains("DetailModel.trigger"))
    }
}

/// `ledger.lastEntry?.progress = .queued` through a value of a protocol whose requirement has a
/// written type (`var lastEntry: Entry? { get set }`): that type's `progress`, not the same-named
/// property of another type whose enum has the case. Taken as the other type's, the write would
/// lead out of its true dead end.
@Suite struct ProtocolRequirementChainTests {
    static let upload = """
        enum Progress { case queued, sending, done }
        final class Upload {
            var progress: Progress = .queued
            func send() { if progress == .queued { progress = .sending } }
            func finish() { if progress == .sending { progress = .done } }
        }
        struct Entry { var progress: Progress }
        """

    @Test(arguments: ["var lastEntry: Entry? { get set }", "var lastEntry: Entry { get set }"])
    func aChainThroughAProtocolReachesItsRequirementsType(requirement: String) {
        let source =
            Self.upload + """

                protocol Ledger: AnyObject { \(requirement) }
                final class Archiver {
                    let ledger: Ledger
                    init(ledger: Ledger) { self.ledger = ledger }
                    func rewind() { ledger.lastEntry?.progress = .queued }
                }
                """
        #expect(HandWrittenLimitTests.findings(source) == ["1 warning dead-end: state `done` is a dead end: once entered, it is never left"])
    }

    /// A requirement without a type the run knows, or no requirement of the name: the chain's end
    /// is unknown, so the write may be the other type's, and no dead end is claimed.
    @Test func aChainThroughAProtocolWithoutTheRequirementStaysUnknown() {
        let source =
            Self.upload + """

                protocol Ledger: AnyObject { func flush() }
                final class Archiver {
                    let ledger: Ledger
                    init(ledger: Ledger) { self.ledger = ledger }
                    func rewind() { ledger.lastEntry?.progress = .queued }
                }
                """
        #expect(HandWrittenLimitTests.findings(source) == [])
    }
}

/// A base class declares and tests a state its subclasses move (`readiness = .warming` in `final
/// class ElectricKettle: Kettle`): the subclasses' writes and tests are the owner's own code, as in
/// an extension, so the machine is read whole.
@Suite struct InheritedStateTests {
    static let base = """
        enum Readiness { case cold, warming, hot }
        class Kettle {
            var readiness: Readiness = .cold
            func heat() {}
            func switchOff() {
                guard readiness != .cold else { return }
                readiness = .cold
            }
        }
        """

    @Test func aSubclassMovesItsBaseClassesState() throws {
        let source =
            Self.base + """

                final class ElectricKettle: Kettle {
                    override func heat() {
                        guard readiness == .cold else { return }
                        readiness = .warming
                        boil { [weak self] in self?.readiness = .hot }
                    }
                    private func boil(_ done: @escaping () -> Void) { done() }
                }
                """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
        let machine = try HandWrittenShapeTests.machine(source)
        #expect(machine.name == "Kettle.readiness")
        #expect(machine.states.first { $0.name == "cold" }?.transitions.map { $0.target?.name } == ["warming"])
    }

    /// A subclass giving its base class's value one case in its set-up (`mode = .card` in
    /// `viewDidLoad`) configures it, as another type would: no machine.
    @Test func aSubclassConfiguringItsBaseIsNoMachine() {
        let source = """
            class Screen {
                enum Mode { case plain, card }
                var mode = Mode.plain
                var inset: Double { mode == .card ? 9 : 20 }
                func layout() { if mode == .card { print("rounded") } }
            }
            final class DetailScreen: Screen {
                func viewDidLoad() { mode = .card }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
    }

    /// A class of the same shape that does not inherit from the owner writes a property of its own.
    @Test func anUnrelatedClassWritesItsOwnProperty() {
        let source =
            Self.base + """

                final class Teapot {
                    var readiness: Readiness = .cold
                    func heat() { if readiness == .cold { readiness = .warming } }
                }
                """
        #expect(HandWrittenLimitTests.findings(source).contains { $0.hasSuffix("error unreachable-state: state `hot` can never be entered") })
    }
}

/// A stub of a type under `#if` (`#if STORE_BUILD`, in another file than the real type): one
/// build's declaration, never built with the other, so it is no second machine given the real
/// type's moves.
@Suite struct ConditionalStubTests {
    @Test func aStubUnderIfIsNotASecondMachine() {
        let real = """
            enum Link { case off, searching, approving, linked }
            final class Pairer {
                private(set) var link: Link = .off
                func start() { link = .searching }
                func found() { if link == .searching { link = .linked } }
                func stop() { link = .off }
            }
            """
        let stub = """
            #if STORE_BUILD
            final class Pairer {
                var link: Link = .off
                func start() {}
                func stop() {}
            }
            #endif
            """
        let findings = load(files: [("Pairer.swift", real), ("PairerStub.swift", stub)]).machines.filter { $0.dialect == "hand-written" }
            .flatMap { Checker().check($0) }.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        #expect(findings == ["Pairer.swift:1 unreachable-state"])
    }

    /// A type declared once per `#if` branch (`#if os(iOS) final class Switcher { … } #else …`):
    /// each branch's storage is moved by its own branch alone, so a dead end of one build shows,
    /// and a note is said once per branch, at that branch's code.
    @Test func eachBranchsDeclarationIsMovedByItsOwnCode() {
        let source = """
            enum Section { case inbox, drafts, archive }
            #if os(iOS)
            final class Switcher {
                private var current: Section = .inbox
                func advance() {
                    if current == .inbox { current = .drafts } else if current == .drafts { current = .archive }
                }
            }
            #else
            final class Switcher {
                func advance() {
                    if current == .archive { current = .inbox } else { current = current == .inbox ? .drafts : .archive }
                }
                func show(_ next: Section) { current = next }
                private var current: Section = .inbox
            }
            #endif
            """
        let result = load(files: [("Switcher.swift", source)])
        let findings = result.machines.flatMap { Checker().check($0) }.map { "\($0.location.line) \($0.ruleID)" }
        #expect(findings == ["6 dead-end", "14 not-visible"])
    }
}
