import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

@testable import FSMSwiftLoader

@Suite struct ReducerTests {
    static let door = """
        enum Door: StateType {
            case open, closed, locked
            static let initialState = Door.closed
            enum Event { case push, pull, lock, unlock(code: Int), knock }
            mutating func handle(event: Event) -> [Command] {
                switch (self, event) {
                case (.closed, .push):
                    self = .open
                    return []
                case (.open, .pull), (.locked, .knock):
                    self = .closed
                case (.closed, .lock):
                    self = .locked
                case (.locked, .unlock(let code)) where code == 42:
                    self = .closed
                case (.open, .knock):
                    return [.sayHello]
                default:
                    return []
                }
            }
        }
        """

    @Test func readsCasesAsTransitionsWithLocations() throws {
        let result = load(Self.door)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(machine.name == "Door")
        #expect(machine.dialect == "reducer")
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit))
        #expect(machine.location == SourceLocation(file: "Test.swift", line: 1, column: 6))
        #expect(machine.initial == Reference("closed", at: SourceLocation(file: "Test.swift", line: 3, column: 31)))
        #expect(machine.declaredEvents?.map(\.name) == ["push", "pull", "lock", "unlock", "knock"])
        #expect(BuilderDialectDump.states(of: machine) == ["open (atomic)", "closed (atomic)", "locked (atomic)"])
        #expect(machine.states.first?.location == SourceLocation(file: "Test.swift", line: 2, column: 10))
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "open: pull -> closed @10:14",
                "open: knock -> - @16:14",
                "closed: push -> open @7:14",
                "closed: lock -> locked @12:14",
                "locked: knock -> closed @10:30",
                "locked: unlock [code == 42] -> closed @14:14",
            ])
        let push = try #require(machine.id(named: "closed").flatMap { machine[$0].transitions.first })
        #expect(push.event?.location == SourceLocation(file: "Test.swift", line: 7, column: 24))
        #expect(push.target?.location == SourceLocation(file: "Test.swift", line: 8, column: 20))
    }

    @Test func branchesWildcardsAndComputedStates() throws {
        let source = """
            enum Light {
                case off, on, broken
                static let initialState = Light.off
                enum Event { case toggle, fail }
                mutating func handleEvent(event: Event) {
                    switch (self, event) {
                    case (.off, .toggle):
                        if powered { self = .on } else { self = .broken }
                    case (_, .fail):
                        self = .broken
                    case (.on, _):
                        self = previous
                    }
                }
            }
            """
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        // `previous` is a state computed at run time: each event of `on` may go to any state.
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "off: toggle -> on @7:14 (dynamic)",
                "off: toggle -> broken @7:14 (dynamic)",
                "off: fail -> broken @9:14",
                "on: fail -> broken @9:14",
                "on: toggle -> ?(previous) @11:14 (dynamic)",
                "on: fail -> ?(previous) @11:14 (dynamic)",
                "broken: fail -> broken @9:14",
            ])
    }

    @Test func aCaseCarryingASubReducerIsACompositeState() throws {
        let url = repositoryRoot().appendingPathComponent("Specs/ReducerRecorder.swift")
        let result = load(try String(contentsOf: url, encoding: .utf8), path: "ReducerRecorder.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.machines.map(\.name) == ["AppState"])
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "home")
        #expect(
            BuilderDialectDump.states(of: machine) == [
                "home (atomic)", "recording (composite) initial recording.capturing", "reviewing (atomic)",
                "recording.capturing (atomic) in recording", "recording.paused (atomic) in recording",
            ])
        #expect(
            BuilderDialectDump.edges(of: machine) == [
                "home: startRequested -> recording.capturing @65:14",
                "recording: saveRequested [!name.isEmpty] -> reviewing @68:14",
                "recording: discardRequested -> home @71:14",
                "reviewing: doneRequested -> home @71:47",
                "recording.capturing: pauseRequested -> recording.paused @29:14",
                "recording.paused: resumeRequested -> recording.capturing @32:14",
            ])
    }

    @Test func aStructOfSubReducersIsAnOrthogonalState() throws {
        let url = repositoryRoot().appendingPathComponent("Specs/ReducerPlayerDownload.swift")
        let result = load(try String(contentsOf: url, encoding: .utf8), path: "ReducerPlayerDownload.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.machines.map(\.name) == ["MediaState"])
        let machine = try #require(result.machines.first)
        #expect(machine.initial?.name == "MediaState")
        #expect(machine.declaredEvents?.map(\.name) == ["play", "stop", "downloadFinished"])
        #expect(
            BuilderDialectDump.states(of: machine) == [
                "MediaState (orthogonal)",
                "player (composite) in MediaState initial player.stopped",
                "download (composite) in MediaState initial download.idle",
                "player.stopped (atomic) in player", "player.playing (atomic) in player",
                "download.idle (atomic) in download", "download.downloading (atomic) in download", "download.finished (atomic) in download",
            ])
        #expect(BuilderDialectDump.edges(of: machine).count == 6)
    }

    @Test func typesThatAreNotReducersAreNotClaimed() {
        let source = """
            enum Mode { case a, b; func handleEvent(event: Int) { switch (self, event) { default: break } } }
            enum Other { case a; mutating func handleEvent(event: Int) { switch event { default: break } } }
            struct Plain { var count: Int; mutating func handle(event: Int) { count += event } }
            """
        #expect(load(source).machines.isEmpty)
    }

    static func nested(_ subCases: String) -> String {
        """
        enum Sub {
            case first, second\(subCases)
            static let initialState = Sub.first
            enum Event { case next, leave, enter }
            mutating func handleEvent(event: Event) {
                switch (self, event) {
                case (.first, .next): self = .second
                case (.second, .next): self = .first
                default: break
                }
            }
        }
        enum Top {
            case idle, busy(Sub)
            static let initialState = Top.idle
            enum Event { case next, leave, enter }
            mutating func handleEvent(event: Event) {
                switch (self, event) {
                case (.idle, .enter): self = .busy(.first)
                case (.busy, .leave): self = .idle
                case (.busy(var sub), _): sub.handleEvent(event: event); self = .busy(sub)
                }
            }
        }
        """
    }

    @Test func aSubStateAssigningAParentCaseLeavesTheComposite() throws {
        let source = Self.nested("").replacingOccurrences(
            of: "case (.second, .next): self = .first",
            with: "case (.second, .next): self = .idle"
        )
        let machine = try #require(load(source).machines.first)
        #expect(machine.name == "Top")
        #expect(
            BuilderDialectDump.edges(of: machine).filter { $0.hasPrefix("busy.") } == [
                "busy.first: next -> busy.second @7:14",
                "busy.second: next -> idle @8:14",
            ])
        #expect(BuilderDialectDump.checkerRules(source).isEmpty)
    }

    @Test func aSubStateNothingEntersIsUnreachable() {
        #expect(BuilderDialectDump.checkerRules(Self.nested(", third")) == ["unreachable-state"])
        #expect(BuilderDialectDump.checkerRules(Self.nested("")).isEmpty)
    }

    @Test func overlappingCasesTakeTheFirstMatchAndNeverClash() throws {
        let overlapping = Self.door.replacingOccurrences(of: "case (.open, .knock):", with: "case (.open, .pull):")
        let machine = try #require(load(overlapping).machines.first)
        #expect(BuilderDialectDump.edges(of: machine).prefix(2) == ["open: pull -> closed @10:14", "open: pull -> - @16:14"])
        #expect(BuilderDialectDump.checkerRules(overlapping).isEmpty)
    }

    /// The protocol's requirement written as a computed property: its one returned value is the initial state.
    @Test(arguments: [
        "static var initialState: Fetch { .idle }", "static var initialState: Fetch { return Fetch.idle }",
        "static var initialState: Fetch { get { .idle } }",
    ])
    func aComputedInitialStateIsRead(declaration: String) throws {
        let source = """
            enum Fetch {
                case idle, loading, failed
                enum Event { case start, done }
                \(declaration)
                mutating func handleEvent(_ event: Event) {
                    switch (self, event) {
                    case (.idle, .start): self = .loading
                    case (.loading, .done): self = .idle
                    default: break
                    }
                }
            }
            """
        let machine = try #require(load(source).machines.first)
        #expect(machine.initial?.name == "idle")
        #expect(Checker().check(machine).map(\.message) == ["state `failed` can never be entered"])
    }
}
