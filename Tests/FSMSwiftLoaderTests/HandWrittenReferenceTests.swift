import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// Which storage a name, a test or a case belongs to, and when a write runs: a local hiding a
/// property, another type's static, a subscriber's value, a task that runs later, a `catch` after
/// the last `try`, a screen configured by a segue, a register another storage goes back to, a name
/// for `self`, and a type whose tests pick the owner's moves. Each shape gave false findings in
/// public apps, or hid their machines.
@Suite struct HandWrittenReferenceTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    /// A property of a `fileprivate` type, or one only its file may set, is written by no other
    /// file: `cell.badge.mark = .lost` there writes some other type's `mark` (a framework's), so it
    /// neither enters `lost` nor leaves a target computed at run time; in the type's own file it may.
    @Test func anotherFileDoesNotWriteAFilePrivateTypesProperty() {
        let slots = """
            fileprivate enum Mark { case open, closed, lost }
            fileprivate final class Slot {
                var mark: Mark = .open
                func close() { if mark == .open { mark = .closed } }
                func reopen() { if mark == .closed { mark = .open } }
            }
            final class Lever {
                private(set) var mark: Mark = .open
                func pull() { if mark == .open { mark = .closed } else { mark = .open } }
            }
            """
        let painter = """
            func paint(_ cell: Cell, tint: Tint) {
                if cell.badge.mark == .open { cell.badge.mark = .lost }
                cell.badge.mark = tint.mark
                cell.lever.mark = .lost
            }
            """
        let result = load(files: [("Slots.swift", slots), ("Painter.swift", painter)])
        let findings = result.machines.flatMap { Checker().check($0) }.map { "\($0.location.line) \($0.ruleID): \($0.message)" }
        #expect(findings == ["8 unreachable-state: state `lost` can never be entered"])
        #expect(result.diagnostics.filter { $0.location.file == "Painter.swift" }.isEmpty)
        let sameFile = load(files: [("Slots.swift", slots + "\n" + painter)])
        #expect(sameFile.machines.flatMap { Checker().check($0) }.map(\.message) == ["state `lost` is a dead end: once entered, it is never left"])
    }

    /// `row.delivery = Int64(Parcel.Delivery.lost.rawValue)` through a value of unknown type (a Core
    /// Data entity's raw column): a standard value is never a case, so the write is another
    /// property's, not a target computed at run time that switches the machine's checks off.
    @Test func aStandardValueWrittenThroughAnUnknownValueIsAnotherProperty() {
        let parcel = """
            struct Parcel {
                enum Delivery: Int { case queued, inTransit, delivered, lost }
                var delivery: Delivery = .queued
                mutating func advance() {
                    switch delivery {
                    case .queued: delivery = .inTransit
                    case .inTransit: delivery = .delivered
                    case .delivered, .lost: break
                    }
                }
            }
            """
        let records = """
            func markLost(_ rows: [Row]) {
                for row in rows { row.delivery = Int64(Parcel.Delivery.lost.rawValue) }
                rows.first?.delivery = 3
            }
            """
        let result = load(files: [("Parcel.swift", parcel), ("Records.swift", records)])
        #expect(result.machines.flatMap { Checker().check($0) }.map(\.ruleID).sorted() == ["dead-end", "unreachable-state"])
        let computed = records.replacingOccurrences(of: "Int64(Parcel.Delivery.lost.rawValue)", with: "Parcel.Delivery(rawValue: 3)!")
        let notChecked = load(files: [("Parcel.swift", parcel), ("Records.swift", computed)])
        #expect(notChecked.machines.flatMap { Checker().check($0) }.map(\.ruleID) == ["not-visible"])
    }

    /// `var state: ItemResult` in a method hides the property `state`: its writes are not moves of it.
    @Test func aLocalHidesThePropertyOfItsName() {
        let source = """
            enum QueueState { case idle, running, paused, orphan }
            enum ItemResult { case done, retryLater }
            final class Downloader {
                private var state: QueueState = .idle
                func start() { if state != .paused { state = .running } }
                func pause() { state = .paused }
                func resume() { if state == .paused { state = .idle } }
                func finish(failed: Bool) {
                    var state: ItemResult = .done
                    if failed { state = .retryLater }
                    print(state)
                }
            }
            """
        #expect(Self.findings(source) == ["1 error unreachable-state: state `orphan` can never be entered"])
    }

    /// `Limits.phase = limits` in another type's `init` writes `Limits`' static, not `Saver.phase`.
    @Test func anotherTypesStaticOfTheSameNameIsNotTheProperty() {
        let source = """
            final class Saver {
                enum Phase { case ready, running, done, orphan }
                var phase = Phase.ready
                func start() { if phase == .ready { phase = .running } }
                func finish() { if phase == .running { phase = .done } }
            }
            enum Limits { static var phase: [String: Int] = [:] }
            struct Detail {
                init(limits: [String: Int]) { Limits.phase = limits }
            }
            """
        #expect(Self.findings(source).contains("2 error unreachable-state: state `orphan` can never be entered"))
        #expect(!Self.findings(source).contains { $0.contains("not-visible") })
    }

    /// `toggle.$fold.sink { value in switch value { case .opening: … } }`: the value is the
    /// property's, so its cases are the states the writes leave, not events.
    @Test func aSubscriberSwitchesOnThePublishedProperty() throws {
        let source = """
            import Combine
            enum FoldState { case open, opening, closed, closing }
            final class FoldToggle: ObservableObject {
                @Published var fold: FoldState = .open
                func tap() {
                    switch fold {
                    case .open: fold = .opening
                    case .closed: fold = .closing
                    case .opening, .closing: return
                    }
                }
            }
            final class ThreadScreen {
                var bag = Set<AnyCancellable>()
                func bind() {
                    let toggle = FoldToggle()
                    toggle.$fold.removeDuplicates().sink { value in
                        switch value {
                        case .opening: toggle.fold = .closed
                        case .closing: toggle.fold = .open
                        case .open, .closed: return
                        }
                    }.store(in: &bag)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
        let machine = try HandWrittenShapeTests.machine(source, named: "FoldToggle.fold")
        let edges = BuilderDialectDump.edges(of: machine).map { $0.components(separatedBy: " @").first ?? $0 }
        #expect(Set(edges) == ["open: tap -> opening", "closed: tap -> closing", "opening: bind -> closed", "closing: bind -> open"])
    }

    /// `let spinner = Task { sleep; fetch = .spinning }` runs while the method goes on: the writes
    /// after it may leave `spinning`.
    @Test func aTaskStartedEarlierMayHaveMovedTheValue() throws {
        let source = """
            import Foundation
            enum Fetch { case idle, spinning, ready, failed }
            @MainActor final class Attachment {
                var fetch: Fetch = .idle
                func open(url: URL) async {
                    guard case .idle = fetch else { return }
                    let spinner = Task {
                        try? await Task.sleep(for: .milliseconds(500))
                        fetch = .spinning
                    }
                    defer { spinner.cancel() }
                    do {
                        _ = try await URLSession.shared.data(from: url)
                        fetch = .ready
                    } catch {
                        fetch = .failed
                    }
                }
                func close() { if case .ready = fetch { fetch = .idle } }
                func retry() { if case .failed = fetch { fetch = .idle } }
            }
            """
        #expect(Self.findings(source).isEmpty)
        let edges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(source)).map { $0.components(separatedBy: " @").first ?? $0 }
        #expect(edges.contains("spinning: open(url:) -> ready") && edges.contains("idle: open(url:) -> ready"))
        #expect(!edges.contains { $0.hasPrefix("ready: open(url:)") })
    }

    /// `do { try await …; state = .loaded } catch { state = .failed }`: nothing after the last
    /// `try` throws, so `catch` never leaves `loaded`, and `loaded` is a dead end.
    @Test func catchIsReachedOnlyFromATry() {
        let source = """
            import Foundation
            enum Load { case initial, loading, loaded, failed }
            final class Prefetcher {
                var state: Load = .initial
                func fetch(from url: URL) async {
                    guard case .initial = state else { return }
                    state = .loading
                    do {
                        _ = try await URLSession.shared.download(from: url)
                        state = .loaded
                    } catch {
                        state = .failed
                    }
                }
                func retry() { if case .failed = state { state = .initial } }
            }
            """
        #expect(Self.findings(source) == ["2 warning dead-end: state `loaded` is a dead end: once entered, it is never left"])
        let throwsLast = source.replacingOccurrences(of: "state = .loaded\n", with: "state = .loaded\n            try check()\n")
        #expect(Self.findings(throwsLast).isEmpty)
    }

    /// What `prepare(for:sender:)` sets on the screen a segue presents is where that screen starts.
    @Test func aSegueConfiguresTheScreenItPresents() {
        let source = """
            import UIKit
            final class HeaterSheet: UIViewController {
                enum Target { case bed, nozzle0, nozzle1, nozzle2 }
                var target: Target?
                override func viewWillAppear(_ animated: Bool) {
                    switch target! {
                    case .bed: title = "Bed"
                    default: title = "Nozzle"
                    }
                }
            }
            final class Dashboard: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sheet = segue.destination as? HeaterSheet else { return }
                    if segue.identifier == "bed" { sheet.target = .bed } else { sheet.target = .nozzle0 }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source).isEmpty)
        // Configured by its presenter and moved by its own code, it may still be closed in any state.
        let moved = source.replacingOccurrences(
            of: "    var target: Target?", with: "    var target: Target?\n    var bedOnly = false { didSet { target = .bed } }")
        #expect(HandWrittenLimitTests.machineNames(moved) == ["HeaterSheet.target"])
        #expect(
            Self.findings(moved) == [
                "3 error unreachable-state: state `nozzle1` can never be entered", "3 error unreachable-state: state `nozzle2` can never be entered",
            ])
    }

    /// `mode = resume!`: `resume` keeps where `mode` goes back to; it is no machine of its own.
    @Test func aRegisterAnotherStorageGoesBackToIsNoMachine() {
        let source = """
            private enum Mode { case text, escape, escapeHex, tag, attr }
            struct Lexer {
                private var mode = Mode.text
                private var resume: Mode?
                mutating func next() {
                    switch mode {
                    case .text: resume = .text; mode = .escape
                    case .tag: resume = .attr; mode = .escape
                    case .escape: if case .attr = resume { mode = resume! } else { mode = .escapeHex }
                    case .escapeHex: mode = .text
                    case .attr: mode = .tag
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Lexer.mode"])
    }

    /// `if let item = queue.first, item > 0 { … } else { … }`: the guards read `queue.first != nil`
    /// and its negation, never `!(let item = queue.first …)`.
    @Test func anOptionalBindingIsShownAsATestOfItsValue() throws {
        let source = """
            enum Phase { case idle, busy }
            final class Worker {
                var phase: Phase = .idle
                var queue: [Int] = []
                func next() {
                    if phase == .busy { return }
                    if let item = queue.first, item > 0 { phase = .busy } else { phase = .idle }
                }
                func done() { if phase == .busy { phase = .idle } }
            }
            """
        let edges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(source)).map { $0.components(separatedBy: " @").first ?? $0 }
        #expect(edges.contains("idle: next [queue.first != nil and item > 0] -> busy"))
        #expect(edges.contains("idle: next [!(queue.first != nil && item > 0)] -> idle"))
        // `if let p: Package = .init(using: n)`: the value is named with its type.
        let typed = source.replacingOccurrences(of: "let item = queue.first, item > 0", with: "let item: Int = .init(exactly: 2.0)")
        let typedEdges = BuilderDialectDump.edges(of: try HandWrittenShapeTests.machine(typed)).map { $0.components(separatedBy: " @").first ?? $0 }
        #expect(typedEdges.contains("idle: next [Int.init(exactly: 2.0) != nil] -> busy"))
    }

    /// `guard let strongSelf = self` in a callback: `strongSelf.detail.failure = problem` writes the
    /// `failure` of `detail`'s type, as `self.detail.failure` would, even where another type has a
    /// property of that name; a value computed at run time is then a note, not unreachable cases.
    @Test func aNameForSelfLeadsThroughItsProperties() {
        let source = """
            enum UploadFailure: Error { case badKey, network(code: Int), decode }
            final class Banner { var failure: Error? }
            final class UploadDetail {
                var failure: UploadFailure?
                var refreshedAt: Int? { didSet { failure = nil } }
                func redraw() { if failure == nil { print("ok") } }
            }
            final class UploadScreen {
                private let detail = UploadDetail()
                func reload(_ fetch: (@escaping (Result<Int, UploadFailure>) -> Void) -> Void) {
                    fetch { [weak self] result in
                        guard let strongSelf = self else { return }
                        switch result {
                        case .success(let time): strongSelf.detail.refreshedAt = time
                        case .failure(let problem): strongSelf.detail.failure = problem
                        }
                    }
                }
            }
            """
        let findings = Self.findings(source)
        #expect(!findings.contains { $0.contains("error") || $0.contains("warning") })
        #expect(findings.contains { $0.contains("not-visible") })
    }

    /// `switch player.state { case .paused: player.play() … }` in a toolbar: a test that decides
    /// which of the owner's moving methods another type calls makes the value a machine; a test
    /// that only decides what to show after a save does not.
    @Test func aTypeWhoseTestPicksTheOwnersMovesDrivesTheMachine() {
        let source = """
            enum Playback { case idle, loading, playing, paused }
            final class SamplePlayer {
                var state: Playback = .idle
                func load() { state = .loading }
                func play() { state = .playing }
                func pause() { state = .paused }
            }
            final class Toolbar {
                let player = SamplePlayer()
                func toggle() {
                    switch player.state {
                    case .paused: player.play()
                    case .playing: player.pause()
                    default: player.load()
                    }
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["SamplePlayer.state"])
        #expect(Self.findings(source).isEmpty)
        // The same calls, made before a `switch` that only picks a message.
        let afterSave = source.replacingOccurrences(of: "case .paused: player.play()", with: "case .paused: print(\"paused\")")
            .replacingOccurrences(of: "case .playing: player.pause()", with: "case .playing: print(\"playing\")")
            .replacingOccurrences(of: "default: player.load()", with: "default: print(\"idle\")")
            .replacingOccurrences(of: "func toggle() {", with: "func toggle() {\n        player.load(); player.play(); player.pause()")
        #expect(afterSave != source)
        #expect(HandWrittenLimitTests.machineNames(afterSave).isEmpty)
    }

    /// `guard line.phase != .open else { return }; line.dial()`: an early exit on the value before
    /// a call of its owner's moving method picks that move as an enclosing `if` would; a `guard`
    /// on something else does not.
    @Test func aGuardBeforeTheOwnersMovePicksIt() {
        let source = """
            final class Line {
                enum Phase { case idle, dialing, open, closed }
                private(set) var phase: Phase = .idle
                func dial() { phase = .dialing }
                func answered() { phase = .open }
                func hangUp() { phase = .closed }
            }
            final class Caller {
                let line = Line()
                var enabled = true
                func call() {
                    guard line.phase != .open else { return }
                    line.dial()
                }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Line.phase"])
        let unguarded = source.replacingOccurrences(of: "guard line.phase != .open else", with: "guard enabled else")
        #expect(unguarded != source)
        #expect(HandWrittenLimitTests.machineNames(unguarded).isEmpty)
    }

    /// A trainer moved by its own methods, and the start of a view showing it (its `body` follows).
    static let trainer = """
        import SwiftUI
        final class Trainer: ObservableObject {
            enum Stage { case blank, running, halted }
            @Published private(set) var stage: Stage = .blank
            func begin() { stage = .running }
            func halt() { stage = .halted }
        }
        struct TrainerView: View {
            @ObservedObject var trainer: Trainer

        """

    /// `if trainer.stage == .running { Button("Stop") { trainer.halt() } }` in a view's `body`: the
    /// test decides which of the owner's moving methods the view offers, so the value is a machine;
    /// the same buttons shown whatever the stage make none, nor do other buttons under the test.
    @Test func aViewWhoseTestShowsTheOwnersMovesDrivesTheMachine() {
        let source =
            Self.trainer + """
                    var body: some View {
                        if trainer.stage == .running {
                            Button("Stop") { trainer.halt() }
                        } else {
                            Button("Start") { trainer.begin() }
                        }
                    }
                }
                """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Trainer.stage"])
        // An asynchronous action started in a task: `Button("Stop") { Task { await trainer.halt() } }`.
        let inATask = source.replacingOccurrences(of: "{ trainer.halt() }", with: "{ Task { await trainer.halt() } }")
            .replacingOccurrences(of: "{ trainer.begin() }", with: "{ Task { await trainer.begin() } }")
            .replacingOccurrences(of: "func halt() {", with: "func halt() async {").replacingOccurrences(
                of: "func begin() {", with: "func begin() async {")
        #expect(inATask.contains("await trainer.halt()"))
        #expect(HandWrittenLimitTests.machineNames(inATask) == ["Trainer.stage"])
        let ungated = source.replacingOccurrences(of: "if trainer.stage == .running {", with: "if Bool.random() {")
        #expect(ungated != source)
        #expect(HandWrittenLimitTests.machineNames(ungated).isEmpty)
        // Buttons that do something else under the test (`Button { showsHelp.toggle() }`) are no
        // actions on the stage.
        let otherActions = source.replacingOccurrences(of: "{ trainer.halt() }", with: "{ help.toggle() }")
            .replacingOccurrences(of: "{ trainer.begin() }", with: "{ help.toggle() }")
            .replacingOccurrences(
                of: "@ObservedObject var trainer: Trainer", with: "@ObservedObject var trainer: Trainer\n    @State var help = false"
            )
            .replacingOccurrences(
                of: "func begin() { stage = .running }", with: "func begin() { stage = .running }\n    func tap() { begin(); halt() }")
        #expect(otherActions.contains("help.toggle()"))
        #expect(HandWrittenLimitTests.machineNames(otherActions).isEmpty)
    }

    /// `case .halted: retryPanel()` with the button in a helper of the view (`func retryPanel() ->
    /// some View { Button("Again") { trainer.begin() } }`): the branch shows the helper's actions.
    @Test func aViewHelpersButtonsAreShownWhereItIsCalled() {
        let source =
            Self.trainer + """
                    var body: some View {
                        switch trainer.stage {
                        case .blank: Text("Ready")
                        case .running: stopPanel()
                        case .halted: againPanel("Stopped")
                        }
                    }
                    func stopPanel() -> some View { Button("Stop") { trainer.halt() } }
                    func againPanel(_ title: String) -> some View { VStack { Text(title); Button("Again") { trainer.begin() } } }
                }
                """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Trainer.stage"])
        // Helpers shown whatever the stage give no test of it.
        let ungated = source.replacingOccurrences(of: "switch trainer.stage {", with: "switch Int.random(in: 0...2) {")
            .replacingOccurrences(of: "case .blank:", with: "case 0:").replacingOccurrences(of: "case .running:", with: "case 1:")
            .replacingOccurrences(of: "case .halted:", with: "default:")
        #expect(ungated != source)
        #expect(HandWrittenLimitTests.machineNames(ungated).isEmpty)
    }

    /// A view's own `@State` tested in its `body`: a machine when the buttons the test shows move
    /// it (`case .idle: Button { start() }`), a setting when they do something else while other
    /// buttons pick its cases whatever it holds (a sidebar selecting a tab).
    @Test func aViewsOwnTestShowingItsMovesMakesAMachine() {
        let source = """
            import SwiftUI
            enum Tab { case general, folders }
            enum Upload { case idle, sending, failed }
            struct Panel: View {
                @State private var tab: Tab = .general
                @State private var upload: Upload = .idle
                @State private var help = false
                var body: some View {
                    Button("General") { tab = .general }
                    Button("Folders") { tab = .folders }
                    if tab == .folders { Button("Help") { help.toggle() } }
                    switch upload {
                    case .idle: Button("Send") { start() }
                    case .sending: ProgressView()
                    case .failed: Button("Retry") { start() }
                    }
                }
                private func start() { upload = .sending }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(source) == ["Panel.upload"])
        // The action named rather than called: `Button("Send", action: start)`.
        let byReference = source.replacingOccurrences(of: "Button(\"Send\") { start() }", with: "Button(\"Send\", action: start)")
            .replacingOccurrences(of: "Button(\"Retry\") { start() }", with: "Button(\"Retry\", action: start)")
        #expect(byReference.contains("action: start"))
        #expect(HandWrittenLimitTests.machineNames(byReference) == ["Panel.upload"])
    }

    /// `private let appearance = Environment.shared.appearance`: a static property's value, whose
    /// type is not written, not a value of a type `Environment.shared`. A write through it that
    /// passes a parameter of the enum's type is the preference's move: `dark` is no dead end.
    @Test func aValueReachedThroughASingletonIsOfAnUnwrittenType() {
        let source = """
            final class Appearance {
                enum Theme { case light, dark, automatic }
                var theme: Theme = .automatic
                func nightFell() { if theme == .automatic { theme = .dark } }
            }
            final class Environment {
                static let shared = Environment()
                let appearance = Appearance()
            }
            final class ThemePicker {
                private let appearance = Environment.shared.appearance
                func pick(_ theme: Appearance.Theme) { appearance.theme = theme }
            }
            """
        #expect(!Self.findings(source).contains { $0.contains(" warning ") || $0.contains(" error ") }, "\(Self.findings(source))")
        #expect(
            Self.findings(source).contains { $0.hasPrefix("12 note not-visible: the target `the value a caller passes`") }, "\(Self.findings(source))"
        )
    }

    /// `(entry, caution) = parser.parse(text)`: a tuple assignment writes each of its elements, the
    /// state from a value computed at run time (a note, no unreachable state), and `(entry,
    /// caution) = (.blank, .none)` moves to `blank`.
    @Test func aTupleAssignmentWritesEachElement() throws {
        let source = """
            enum Caution { case none, warning }
            final class Parser {
                func parse(_ text: String) -> (Form.Entry, Caution) { text.isEmpty ? (.blank, .warning) : (.partial, .none) }
            }
            final class Form {
                enum Entry { case blank, partial, complete }
                private(set) var entry = Entry.blank
                private(set) var caution = Caution.none
                let parser = Parser()
                func edit(_ text: String) {
                    guard entry != .complete else { return }
                    (entry, caution) = parser.parse(text)
                }
                func submit() { if entry == .partial { entry = .complete } }
                func reset() { (entry, caution) = (.blank, .none) }
            }
            """
        #expect(Self.findings(source).map { $0.prefix(60) } == ["12 note not-visible: the target `parser.parse(text)` is comp"])
        let machine = try HandWrittenShapeTests.machine(source, named: "Form.entry")
        #expect(transitionLines(of: "complete", in: machine) == ["reset -> blank @15:20"])
    }

    /// `holder.value.step = step` through a generic holder, passing a parameter declared with
    /// `Importer.Step`: a write of that enum's storage, not of `Uploader.step`, whose enum is also
    /// named `Step` (it would make each of its states go anywhere, and hide its dead end).
    @Test func aParameterOfAnotherTypesSameNamedEnumWritesNoOtherMachine() {
        let source = """
            final class Holder<T> {
                var value: T
                init(_ value: T) { self.value = value }
            }
            final class Uploader {
                enum Step { case idle, sending, sent }
                var step: Uploader.Step = .idle
                func send() { if step == .idle { step = .sending } }
                func confirm() { if step == .sending { step = .sent } }
            }
            final class Importer {
                enum Step { case checking, asking, imported }
                struct Screen { var step: Importer.Step }
                private let holder: Holder<Screen> = Holder(Screen(step: .checking))
                private func show(_ step: Importer.Step) { holder.value.step = step }
                func ask() { show(.asking) }
            }
            """
        #expect(Self.findings(source) == ["6 warning dead-end: state `sent` is a dead end: once entered, it is never left"])
    }
}
