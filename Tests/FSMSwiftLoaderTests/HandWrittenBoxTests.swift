import FSMChecker
import FSMModel
import Testing

/// A state kept in a box that publishes it: a Combine subject, an RxRelay relay, an app's own
/// observable box. The property holding the box is the machine; `.value` and the box's setter
/// (`send`, `accept`, `onNext`) are its value, in its file and in the extensions of others.
@Suite struct HandWrittenBoxTests {
    static func findings(_ source: String) -> [String] { HandWrittenLimitTests.findings(source) }

    @Test func aCurrentValueSubjectIsTheStorageOfItsValue() throws {
        let source = """
            import Combine
            enum Connection { case idle, connecting, connected, failed }
            final class Link {
                private let connection = CurrentValueSubject<Connection, Never>(.idle)
                func open() {
                    guard connection.value == .idle else { return }
                    connection.send(.connecting)
                }
                func didOpen() { if connection.value == .connecting { connection.value = .connected } }
                func close() { connection.send(.idle) }
            }
            """
        #expect(Self.findings(source) == ["2 error unreachable-state: state `failed` can never be entered"])
        let machine = try HandWrittenShapeTests.machine(source, named: "Link.connection")
        #expect(machine.initial?.name == "idle")
        #expect(transitionLines(of: "connecting", in: machine) == ["didOpen -> connected @9:59", "close -> idle @10:20"])
    }

    /// `BehaviorRelay<Phase>(value:)` set with `accept`, and a box of the app's own whose `value` is set.
    @Test(arguments: [
        ("private let phase = BehaviorRelay<Phase>(value: .waiting)", "phase.accept(.running)", "phase.accept(.done)"),
        ("let phase: Observable<Phase> = .init(.waiting)", "phase.value = .running", "phase.value = .done"),
        ("private let phase = Locked<Phase>(.waiting)", "phase.value = .running", "phase.value = .done"),
        ("let phase = LockIsolated<Phase>(.waiting)", "phase.setValue(.running)", "phase.setValue(.done)"),
    ])
    func aRelayOrAnAppsOwnBoxIsTheStorageOfItsValue(declaration: String, start: String, finish: String) {
        let source = """
            enum Phase { case waiting, running, done }
            final class Job {
                \(declaration)
                func start() {
                    guard phase.value == .waiting else { return }
                    \(start)
                }
                func finish() { if phase.value == .running { \(finish) } }
            }
            """
        #expect(Self.findings(source) == ["1 warning dead-end: state `done` is a dead end: once entered, it is never left"])
    }

    /// `socket = BehaviorRelay(value: .disconnected)` in an initializer: the box's value starts there.
    @Test func aBoxMadeInTheInitializerStartsWithItsValue() throws {
        let source = """
            enum Socket { case disconnected, connecting, connected }
            final class SocketController {
                private(set) var socket: BehaviorRelay<Socket>
                init() { socket = BehaviorRelay(value: .disconnected) }
                func connect() { if socket.value == .disconnected { socket.accept(.connecting) } }
                func didConnect() { if socket.value == .connecting { socket.accept(.connected) } }
                func drop() { socket.accept(.disconnected) }
            }
            """
        #expect(Self.findings(source).isEmpty)
        #expect(try HandWrittenShapeTests.machine(source, named: "SocketController.socket").initial?.name == "disconnected")
    }

    /// A box declared in one file and set in another file's extension: both files' writes are its.
    @Test func aBoxSetInAnotherFilesExtensionIsOneMachine() throws {
        let declaration = """
            import Combine
            enum Sync { case idle, running, failed }
            final class Syncer {
                let sync = CurrentValueSubject<Sync, Never>(.idle)
                func start() { if sync.value == .idle { sync.send(.running) } }
            }
            """
        let extensionFile = """
            extension Syncer {
                func fail() { if sync.value == .running { sync.send(.failed) } }
                func reset() { sync.send(.idle) }
            }
            """
        let result = load(files: [("Syncer.swift", declaration), ("Syncer+Failing.swift", extensionFile)])
        let machine = try #require(result.machines.first { $0.name == "Syncer.sync" })
        #expect(Checker().check(machine).isEmpty)
        #expect(transitionLines(of: "running", in: machine).map { $0.components(separatedBy: " @")[0] } == ["fail -> failed", "reset -> idle"])
    }

    /// A subject that only passes events on holds no value, and a property named like a box that
    /// is something else elsewhere keeps its own `value`: `settings.value = .dark` writes `Setting.value`.
    @Test func aPassthroughSubjectOrAPropertyOfTheSameNameIsNoBox() {
        let passthrough = """
            import Combine
            enum Tap { case single, double }
            final class Pad {
                let taps = PassthroughSubject<Tap, Never>()
                func tapped(twice: Bool) { if twice { taps.send(.double) } else { taps.send(.single) } }
            }
            """
        #expect(HandWrittenLimitTests.machineNames(passthrough).isEmpty)
        let clash = """
            enum Theme { case light, dark, system }
            struct Setting { var value: Theme = .light }
            final class Screen {
                var settings = Setting()
                func toggle() { if settings.value == .light { settings.value = .dark } else { settings.value = .light } }
            }
            final class Other {
                let settings = CurrentValueSubject<Int, Never>(0)
            }
            """
        #expect(Self.findings(clash) == ["1 error unreachable-state: state `system` can never be entered"])
        #expect(HandWrittenLimitTests.machineNames(clash) == ["Setting.value"])
    }

    /// `owner?.speech.accept(.loading)` with `owner` of a protocol the box's type conforms to, and
    /// the same through a plain property (`owner?.speech = .loading`): writes of the conforming
    /// type's property, not writes of nothing that leave its states unreachable.
    @Test(arguments: [
        ("var speech: BehaviorRelay<Speech> { get }", "let speech = BehaviorRelay<Speech>(value: .stopped)", ".value", ".accept(", ")"),
        ("var speech: Speech { get set }", "var speech: Speech = .stopped", "", " = ", ""),
    ])
    func aWriteThroughAProtocolIsTheConformingTypes(requirement: String, declaration: String, read: String, set: String, close: String) {
        let source = """
            enum Speech { case stopped, loading, speaking }
            protocol SpeechOwner: AnyObject { \(requirement) }
            final class Reader: SpeechOwner {
                \(declaration)
                func stop() { if speech\(read) != .stopped { speech\(set).stopped\(close) } }
            }
            final class Player {
                weak var owner: SpeechOwner?
                func load() { owner?.speech\(set).loading\(close) }
                func play() { if owner?.speech\(read) == .loading { owner?.speech\(set).speaking\(close) } }
            }
            """
        #expect(Self.findings(source).isEmpty)
        #expect(HandWrittenLimitTests.machineNames(source) == ["Reader.speech"])
        // A type that does not conform is not what a value of the protocol may be.
        let unrelated = source.replacingOccurrences(of: "final class Reader: SpeechOwner", with: "final class Reader")
        #expect(Self.findings(unrelated).contains("1 error unreachable-state: state `speaking` can never be entered"))
    }

    /// A lock that hands its value to a closure (`phase.mutate { $0 = .waiting }`) lets the closure
    /// write it out of sight: one note, and no dead end is claimed.
    @Test func aClosureALockHandsTheValueToIsAWriterOutOfSight() {
        let source = """
            enum Phase { case waiting, running, done }
            final class Job {
                private let phase = Locked<Phase>(.waiting)
                func start() { if phase.value == .waiting { phase.value = .running } }
                func finish() { if phase.value == .running { phase.value = .done } }
                func reset() { phase.mutate { $0 = .waiting } }
            }
            """
        #expect(
            Self.findings(source) == [
                "6 note not-visible: `Job.phase` may be written where fsmcheck cannot see (`phase.mutate { … }` hands its value to a closure that may change it); unreachable-state, dead-end and trap were not checked"
            ])
    }
}
