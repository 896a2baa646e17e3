import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// How the tests around a move are read, in the shapes public apps write them: a test on a copy of
/// an element, a singleton, an `if` with an `else`, `&&` and `||`, and a tested enum from a package
/// not read.
@Suite struct HandWrittenConditionTests {
    /// `if let job = jobs[id], job.status.isBusy { jobs[id]?.status = .canceled }`: the test is on a
    /// copy and the write through a subscript, in the same function; a test on the subscript path
    /// itself narrows the write under it.
    @Test func aTestOnACopyOfAnElementDecidesTheWriteThroughTheElement() {
        let source = """
            struct Job {
                enum Status { case queued, running, paused, done, canceled }
                var status: Status = .queued
            }
            final class Jobs {
                private var jobs: [Int: Job] = [:]
                func start(_ id: Int) { jobs[id]?.status = .running }
                func cancel(_ id: Int) { if let job = jobs[id], job.status.isBusy { jobs[id]?.status = .canceled } }
                func finish(_ id: Int) { if jobs[id]?.status == .running { jobs[id]?.status = .done } }
            }
            """
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        #expect(machines.map(\.name) == ["Job.status"])
        #expect(machines.first.map { transitionLines(of: "queued", in: $0) }?.contains { $0.hasPrefix("finish") } == false)
        #expect(machines.first.map { transitionLines(of: "running", in: $0) }?.contains { $0.hasPrefix("finish -> done") } == true)
        #expect(HandWrittenLimitTests.findings(source) == ["2 error unreachable-state: state `paused` can never be entered"])
    }

    /// A callback whose parameter has the property's name (`{ state in switch state { … } }`) tests
    /// its parameter, another value: the writes of `self.state` under it may start anywhere.
    @Test func aTestOfAParameterNamedLikeThePropertyIsNoTestOfIt() {
        let source = """
            enum Signal { case up, down }
            final class Link {
                enum Mode { case stopped, starting, running }
                private(set) var state: Mode = .stopped
                var onSignal: ((Signal) -> Void)?
                func start() {
                    onSignal = { state in
                        switch state {
                        case .up: self.state = .running
                        case .down: self.state = .stopped
                        }
                    }
                }
                func begin() { if state == .stopped { state = .starting } }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
        let machine = load(source).machines.first { $0.name == "Link.state" }
        #expect(machine.map { transitionLines(of: "starting", in: $0) }?.contains { $0.hasPrefix("start -> running") } == true)
    }

    /// `case let .open(topic): switch topic { … }` tests the payload the pattern binds, not the
    /// property `topic`: a cell remembering the kind it shows is no machine; `switch self.topic` is
    /// a test of the property.
    @Test(arguments: [("switch topic", false), ("switch self.topic", true)])
    func aTestOfAPayloadNamedLikeThePropertyIsNoTestOfIt(test: String, isMachine: Bool) {
        let source = """
            enum Topic { case alerts, playback, legal }
            enum RowKind { case open(Topic), info(Topic) }
            final class RowCell {
                var topic: Topic?
                var showsSwitch = false
                func configure(kind: RowKind) {
                    switch kind {
                    case let .open(topic):
                        \(test) { case .alerts: print("on"); default: break }
                    case .info: break
                    }
                }
                func pickAlerts() { self.topic = .alerts }
                func pickLegal() { self.topic = .legal }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == (isMachine ? ["RowCell.topic"] : []))
    }

    /// A test written elsewhere on a value of unknown type does not make a storage a machine.
    @Test func aTestOnAnotherValueOfUnknownTypeIsNoTestOfTheStorage() {
        let source = """
            final class Upload {
                enum Phase { case idle, sending, sent }
                var phase: Phase = .idle
                func send(_ other: () -> Upload) { let model = other(); if model.phase == .idle { phase = .sending } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == [])
    }

    /// `if Router.shared.stage.accepts(link) { … } else { pending = link }`: the test decides what
    /// happens (its `else` does something else), and the singleton path is the type's own storage.
    @Test func aSingletonTestedWithAnIfElseIsAMachine() {
        let source = """
            final class Router {
                static let shared = Router()
                enum Stage {
                    case launched, loginOnly, ready
                    func accepts(_ link: String) -> Bool { switch self { case .ready: return true; default: return false } }
                }
                var stage: Stage = .launched
                var pending: String?
                func open(_ link: String) -> Bool {
                    if Router.shared.stage.accepts(link) { return handle(link) } else { pending = link }
                    return true
                }
                func handle(_ link: String) -> Bool { true }
            }
            final class Coordinator {
                func showMain() { Router.shared.stage = .ready }
                func logOut() { Router.shared.stage = .launched }
            }
            """
        #expect(HandWrittenLimitTests.findings(source) == ["4 error unreachable-state: state `loginOnly` can never be entered"])
    }

    /// Each part of an `&&` is a condition of its own; the `else` of a conjunction narrows nothing;
    /// an early exit on `a == .x || (…)` excludes `a == .x` from what follows.
    @Test func conjunctionsAndEarlyExitsOnSeveralConditions() throws {
        let source = """
            final class Tabs {
                enum Stage { case base, circle, up }
                private(set) var stage: Stage = .up
                func select(_ index: Int) { if index == 1 && stage == .base { stage = .circle } else { stage = .base } }
            }
            final class Link {
                enum Status { case down, up, waiting, restarting }
                private(set) var status: Status = .down
                func refresh(_ busy: Bool) {
                    if (status == .restarting) || (status == .waiting && busy) { return }
                    status = .up
                }
                func restart() { status = .restarting }
                func wait() { status = .waiting }
            }
            """
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        #expect(machines.map(\.name) == ["Tabs.stage", "Link.status"])
        let tabs = try #require(machines.first)
        #expect(transitionLines(of: "base", in: tabs).contains("select [index == 1] -> circle @4:67"))
        #expect(transitionLines(of: "up", in: tabs) == ["select [!(index == 1 && stage == .base)] -> base @4:92"])
        let link = try #require(machines.last)
        #expect(transitionLines(of: "restarting", in: link).allSatisfy { !$0.hasPrefix("refresh") })
        #expect(transitionLines(of: "waiting", in: link).contains { $0.hasPrefix("refresh -> up") })
    }

    /// An `else if` runs only where the conditions before it did not hold, and so does its `else`:
    /// `playing` is never moved to `playing` by the last branch.
    @Test func anElseIfExcludesWhatTheConditionsBeforeItTested() throws {
        let source = """
            final class Player {
                enum Playback { case idle, playing, paused, ended }
                private(set) var playback: Playback = .idle
                func toggle() {
                    if playback == .playing {
                        playback = .paused
                    } else if playback == .ended {
                        playback = .idle
                    } else {
                        playback = .playing
                    }
                }
                func finish() { playback = .ended }
            }
            """
        let player = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(transitionLines(of: "playing", in: player).filter { $0.hasPrefix("toggle") } == ["toggle -> paused @6:13"])
        #expect(transitionLines(of: "ended", in: player).filter { $0.hasPrefix("toggle") } == ["toggle -> idle @8:13"])
    }

    /// A case declared, matched or written under `#if os(macOS)` is a case wherever it may be
    /// compiled: `.pipe` is a state, and `case .pipe:` in an `#if` among a switch's cases moves
    /// from `pipe` alone, and is not among what `default:` matches.
    @Test func casesUnderAnIfConfigAreCases() throws {
        let source = """
            enum Link {
                case builtin, socket
                #if os(macOS)
                case pipe
                #endif
            }
            final class Settings {
                var link: Link = .builtin
                func toggle() {
                    switch link {
                    case .builtin: link = .socket
                    #if os(macOS)
                    case .pipe: link = .builtin
                    #endif
                    default: link = .builtin
                    }
                }
                func usePipe() {
                    #if os(macOS)
                    link = .pipe
                    #endif
                }
            }
            """
        let settings = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(settings.states.map(\.name) == ["builtin", "socket", "pipe"])
        #expect(transitionLines(of: "builtin", in: settings).filter { $0.hasPrefix("toggle") } == ["toggle -> socket @11:24"])
        #expect(transitionLines(of: "pipe", in: settings).filter { $0.hasPrefix("toggle") } == ["toggle -> builtin @13:21"])
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }

    /// An enum from a package not read, written with a case and tested in its own type: one note,
    /// even with no write under the test.
    @Test func aTestedEnumFromAPackageNotReadIsOneNote() {
        let source = """
            import RemoteAuthKit
            final class Session {
                private(set) var auth: RemoteAuthState = .signedOut
                private(set) var sheet: String?
                func signIn(_ request: () throws -> RemoteAuthState) rethrows { auth = try request(); route() }
                private func route() { switch auth { case .signedIn, .signedOut: sheet = nil; case .needsSecondFactor: sheet = "2fa" } }
                func signOut() { auth = .signedOut }
            }
            """
        let result = load(source)
        #expect(result.machines.isEmpty)
        #expect(
            result.diagnostics.map { "\($0.location.line) \($0.ruleID)" } == ["3 unsupported-construct"])
    }

    /// `step.next()` calls a `mutating func` of the enum that assigns `self`: a move to the next case
    /// by raw value (the fallback past the end), from the states the call site allows;
    /// `Step.allCases.last!` is the last case.
    @Test func aMutatingMethodOfTheEnumCalledOnTheStorageMovesIt() throws {
        let source = """
            final class Tour {
                enum Step: Int, CaseIterable {
                    case intro, tap, finish, unused
                    mutating func next() { self = Step(rawValue: rawValue + 1) ?? .finish }
                    mutating func previous() { self = Self(rawValue: self.rawValue - 1) ?? Self.allCases.first! }
                }
                private(set) var step: Step = .intro
                func advance() { guard step != .finish && step != .unused else { return }; step.next() }
                func back() { if step == .tap { step.previous() } }
                func skip() { step = Step.allCases.last! }
            }
            """
        let machine = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(transitionLines(of: "intro", in: machine).sorted() == ["advance -> tap @8:80", "skip -> unused @10:19"])
        #expect(transitionLines(of: "tap", in: machine).sorted() == ["advance -> finish @8:80", "back -> intro @9:37", "skip -> unused @10:19"])
        #expect(HandWrittenLimitTests.findings(source) == ["3 warning dead-end: state `unused` is a dead end: once entered, it is never left"])
    }

    /// `case .a where x == 1, .b where y:` runs when one of the items matches: their plain `where`
    /// conditions are alternatives, not all required at once.
    @Test func whereClausesOnTheItemsOfOneLabelAreAlternatives() throws {
        let source = """
            final class Gate {
                enum Mode { case a, b, c }
                private(set) var mode: Mode = .a
                func tap(_ word: String) {
                    switch mode {
                    case .a where word == "x", .b where word.isEmpty: mode = .c
                    default: break
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(transitionLines(of: "a", in: machine) == ["tap [(word == \"x\") || (word.isEmpty)] -> c @6:59"])
    }

    /// TCA's binding action sent from an effect (`send(.set(\\.permission, granted ? .allowed :
    /// .denied))`) moves the field, from where the code sending it runs.
    @Test func aBindingActionSentForTheFieldMovesIt() throws {
        let source = """
            import ComposableArchitecture
            @Reducer
            struct Mic {
                @ObservableState
                struct State: Equatable {
                    enum Permission: Equatable { case undetermined, allowed, denied }
                    var permission: Permission = .undetermined
                }
                enum Action: BindableAction { case binding(BindingAction<State>), recordTapped }
                var body: some ReducerOf<Self> {
                    BindingReducer()
                    Reduce { state, action in
                        switch action {
                        case .recordTapped where state.permission == .undetermined:
                            return .run { send in await send(.set(\\.permission, await ask() ? .allowed : .denied)) }
                        case .recordTapped, .binding: return .none
                        }
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(machine.name == "Mic.State.permission")
        #expect(
            transitionLines(of: "undetermined", in: machine).map { $0.split(separator: "@")[0] } == [
                "recordTapped -> allowed ", "recordTapped -> denied ",
            ])
        #expect(transitionLines(of: "allowed", in: machine).isEmpty)
    }

    /// A parser's section kept in a local `var` of its initializer is a machine of its own, named
    /// after the initializer; the run may end in any state, so none is a dead end. A local set only
    /// from computed values holds what was parsed: no machine.
    @Test func aStateKeptInALocalVariableIsAMachine() throws {
        let source = """
            struct Config {
                enum Section { case outside, interface, peer, unused }
                init(text: String) throws {
                    var section = Section.outside
                    for line in text.split(separator: "\\n") {
                        if line == "[interface]" { section = .interface } else if line == "[peer]" { section = .peer }
                        else if section == .outside { throw Failure.outside }
                    }
                }
                func kinds(_ words: [String]) {
                    enum Kind: String { case dns, ip }
                    var kind: Kind?
                    for word in words { if kind == .dns { print(word) }; kind = Kind(rawValue: word) }
                }
            }
            """
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        #expect(machines.map(\.name) == ["Config.init(text:).section"])
        #expect(machines.first?.initial?.name == "outside")
        #expect(HandWrittenLimitTests.findings(source) == ["2 error unreachable-state: state `unused` can never be entered"])
    }

    /// Writes in consecutive closures (`withAnimation { stage = .growing }` then a delayed one) run
    /// in order: the second leaves the state the first wrote.
    @Test func writesInConsecutiveClosuresAreASequence() throws {
        let source = """
            final class Badge {
                enum Stage { case hidden, growing, shown }
                private var stage: Stage = .hidden
                func pop() {
                    guard stage == .hidden else { return }
                    withAnimation(.easeOut) { stage = .growing }
                    withAnimation(.easeIn.delay(0.2)) { stage = .shown }
                }
                func reset() { stage = .hidden }
            }
            """
        let machine = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(transitionLines(of: "hidden", in: machine) == ["pop -> growing @6:35", "reset -> hidden @9:20"])
        #expect(transitionLines(of: "growing", in: machine) == ["pop -> shown @7:45", "reset -> hidden @9:20"])
    }

    /// `if let job = jobs[id], job.status == .running { jobs[id]?.status = .done }`: the copy's test
    /// narrows the write through the element; a test on a property of another value still narrows
    /// a write through that value.
    @Test func aCopysTestNarrowsTheWriteThroughTheElement() throws {
        let source = """
            struct Job {
                enum Status { case queued, running, done }
                var status: Status = .queued
            }
            final class Queue {
                private var jobs: [Int: Job] = [:]
                var current: Job?
                func start(_ id: Int) { if let job = jobs[id], case .queued = job.status { jobs[id]?.status = .running } }
                func finish(_ id: Int) { if let job = jobs[id], job.status == .running { jobs[id]?.status = .done } }
                func reset() { if var job = current, job.status == .done { job.status = .queued; current = job } }
            }
            """
        let machine = try #require(load(source).machines.first { $0.dialect == "hand-written" })
        #expect(transitionLines(of: "queued", in: machine).map { $0.split(separator: " ")[0] } == ["start"])
        #expect(transitionLines(of: "running", in: machine).map { $0.split(separator: " ")[0] } == ["finish"])
        #expect(transitionLines(of: "done", in: machine).map { $0.split(separator: " ")[0] } == ["reset"])
    }

    /// `if isApplying { phase = .done }` with `var isApplying: Bool { phase == .applying }`: the
    /// getter's test holds where it is asked, and its negation in the `else`.
    @Test func aBoolPropertyTestingTheStorageNarrowsWhereItIsAsked() throws {
        let source = """
            final class Importer {
                enum Phase { case review, applying, done, failed }
                private var phase: Phase = .review
                private var isApplying: Bool { phase == .applying }
                func apply() { phase = .applying }
                func finish(ok: Bool) {
                    if isApplying { phase = .done } else { phase = .failed }
                }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Importer.phase")
        #expect(transitionLines(of: "applying", in: machine).contains { $0.hasPrefix("finish") && $0.contains("done") })
        #expect(!transitionLines(of: "review", in: machine).contains { $0.contains("done") })
        #expect(transitionLines(of: "review", in: machine).contains { $0.hasPrefix("finish") && $0.contains("failed") })
        #expect(!transitionLines(of: "applying", in: machine).contains { $0.contains("failed") })
    }

    /// `.onReceive(signal) { if state == .recording { stop() } }` in a view's `body`: an action the
    /// view runs, so its test of the state is event code, as in a method; a test that only draws the
    /// view (`switch state` picking what to show) is not.
    @Test func aTestInAViewsActionClosureIsEventCode() throws {
        let source = """
            import SwiftUI
            enum Capture { case photo, video, recording }
            struct Controls: View {
                @State private var state: Capture = .photo
                let signal: AnyPublisher<Bool, Never>
                var body: some View {
                    VStack { photoButton; recordButton }
                        .onReceive(signal) { stop in
                            if stop && state == .recording { stopRecording() }
                        }
                }
                private var photoButton: some View { Button("Video") { state = .video } }
                private var recordButton: some View { Button("Record") { state = .recording } }
                private func stopRecording() { state = .video }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Controls.state"])
        let drawingOnly = source.replacingOccurrences(of: ".onReceive(signal) { stop in", with: ".overlay {")
            .replacingOccurrences(of: "if stop && state == .recording { stopRecording() }", with: "if state == .recording { Text(\"REC\") }")
        #expect(HandWrittenLimitTests.machineNames(drawingOnly) == [])
    }

    /// `if a, b { … } else { phase = .x }`: the `else` runs when not both hold, `!(a && b)`.
    @Test func theElseOfAConditionListNegatesTheirConjunction() throws {
        let source = """
            final class Gate {
                enum Phase { case shut, open }
                var phase: Phase = .shut
                var ready = false
                func toggle(armed: Bool) {
                    if phase == .shut, ready, armed { phase = .open } else { phase = .shut }
                }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Gate.phase")
        #expect(transitionLines(of: "open", in: machine).contains { $0.contains("!(phase == .shut && ready && armed)") })
    }

    /// `override var isFinished: Bool { phase == .done }` in an `Operation`: its queue asks, when
    /// events happen, so the state is a machine though no method of the app tests it.
    @Test func anOverrideTestingTheStateIsAskedByTheFramework() {
        let source = """
            import Foundation
            final class Download: Operation {
                enum Phase { case created, running, done }
                var phase: Phase = .created
                override var isExecuting: Bool { phase == .running }
                override var isFinished: Bool { phase == .done }
                override func start() {
                    phase = .running
                    Task { phase = .done }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Download.phase"])
        let plain = source.replacingOccurrences(of: "override var", with: "var")
        #expect(HandWrittenLimitTests.machineNames(plain) == [])
    }

    /// `for (i, fetch) in fetches.enumerated() where fetch.status == .waiting`: the body runs for
    /// the elements the clause admits, so `fetches[i].status = .halted` leaves only those cases,
    /// and the clause tests the value as an `if` would.
    @Test func aLoopsWhereClauseTestsTheElementsItsBodyWrites() {
        let source = """
            enum FetchStatus { case idle, waiting, running, halted, done }
            struct Fetch { var status: FetchStatus = .waiting }
            final class FetchQueue {
                private var fetches: [Fetch] = []
                func halt() {
                    for (i, fetch) in fetches.enumerated() where fetch.status == .waiting || fetch.status == .running {
                        fetches[i].status = .halted
                    }
                }
                func begin() { fetches[0].status = .running }
                func finish() { fetches[0].status = .done }
            }
            """
        #expect(HandWrittenLimitTests.findings(source) == ["1 error unreachable-state: state `idle` can never be entered"])
        let machine = load(source).machines.first { $0.name == "Fetch.status" }
        #expect(
            machine.map { transitionLines(of: "done", in: $0).map { $0.components(separatedBy: " @")[0] } } == ["begin -> running", "finish -> done"])
        let everyElement = source.replacingOccurrences(of: " where fetch.status == .waiting || fetch.status == .running", with: "")
        #expect(HandWrittenLimitTests.machineNames(everyElement) == [])
    }
}
