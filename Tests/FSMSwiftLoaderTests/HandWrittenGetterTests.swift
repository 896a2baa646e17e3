import FSMModel
import Testing

/// A Bool getter that tests the value (`var hasFailed: Bool { … }`), asked where the code handles
/// events: it makes the value a machine and narrows the moves made where it is asked, but only for
/// as long as the value it tested is the value the flow holds.
@Suite struct HandWrittenGetterTests {
    /// `guard case .failed = state else { return false }; return true`: a case with a payload cannot
    /// be compared with `==`, so the getter is written with a pattern; it tests the value all the same.
    @Test(arguments: [
        "guard case .failed = state else { return false }\n        return true",
        "if case .failed = state { return true }\n        return false",
    ])
    func aGetterMatchingAPatternTestsTheValue(getter: String) throws {
        let source = """
            enum FetchState { case idle, fetching(Double), failed(String), finished(Int) }
            final class Fetcher {
                private(set) var state = FetchState.idle
                private var hasFailed: Bool {
                    \(getter)
                }
                func begin() { state = .fetching(0) }
                func badStatus(_ code: Int) { state = .failed("HTTP \\(code)") }
                func finish(_ size: Int) {
                    guard !hasFailed else { return }
                    state = .finished(size)
                }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Fetcher.state")
        #expect(!transitionLines(of: "failed", in: machine).contains { $0.hasPrefix("finish") })
        #expect(transitionLines(of: "fetching", in: machine).contains { $0.hasPrefix("finish") && $0.contains("finished") })
    }

    /// `guard !isDeleting else { return }; state = .deleting; …; state = .deleted`: the guard tested
    /// the value before the method set it, so it does not rule out the later move from `deleting`.
    @Test func aTestMadeBeforeTheValueWasSetAgainDoesNotNarrowLaterMoves() throws {
        let source = """
            enum DeleteState { case idle, deleting, deleted, failed }
            final class DeleteSheet {
                private var state: DeleteState = .idle
                private var isDeleting: Bool { state == .deleting }
                func delete(ok: Bool) async {
                    guard !isDeleting else { return }
                    state = .deleting
                    await Task.yield()
                    if ok { state = .deleted } else { state = .failed }
                }
            }
            """
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
        let machine = try HandWrittenShapeTests.machine(source, named: "DeleteSheet.state")
        #expect(transitionLines(of: "deleting", in: machine).contains { $0.contains("deleted") })
    }

    /// `var stage: Stage { get { _stage } set { enter(newValue) } }`, also with the read in a lock's
    /// closure: the code moves the value by the computed name, so the machine is read under it,
    /// from the stored one's start, and the stored one makes no machine of its own.
    @Test(arguments: ["get { _stage }", "get { lock.withLock { self._stage } }"])
    func aComputedPropertyForwardingToAStoredOneIsTheMachine(getter: String) throws {
        let source = """
            import Foundation
            struct Kiln {
                enum Stage: Equatable { case cold, heating, firing, cooling }
                private let lock = NSLock()
                private var _stage: Stage
                var stage: Stage {
                    \(getter)
                    set { enter(newValue) }
                }
                init() { _stage = .cold }
                private mutating func enter(_ next: Stage) { _stage = next }
                mutating func light() { if stage == .cold { stage = .heating } }
                mutating func heated() { if stage == .heating { stage = .firing } }
                mutating func douse() { if stage == .firing { stage = .cooling } }
                mutating func cooled() { if stage == .cooling { stage = .cold } }
            }
            """
        let machines = load(source).machines.filter { $0.dialect == "hand-written" }
        #expect(machines.map(\.name) == ["Kiln.stage"])
        let machine = try #require(machines.first)
        #expect(machine.initial?.name == "cold")
        #expect(transitionLines(of: "firing", in: machine).map { $0.components(separatedBy: " @")[0] } == ["douse -> cooling"])
        #expect(HandWrittenLimitTests.findings(source).isEmpty)
    }

    /// `get { killSwitch ? .blocked : _access } set { _access = newValue }`: the getter forwards to
    /// the stored value but shows a case of its own in its place; the machine is read under the
    /// computed name, and the case shown is no state of it (never "can never be entered").
    @Test func aForwardingGetterShowingACaseInsteadForwardsAllTheSame() throws {
        let source = """
            enum Access { case pending, guest, member, blocked, retired }
            final class GateModel {
                var killSwitch = false
                private var _access: Access = .pending
                var access: Access {
                    get { killSwitch ? .blocked : _access }
                    set { _access = newValue }
                }
                func refresh(known: Bool) {
                    if access == .blocked { return }
                    if access == .pending { access = known ? .member : .guest }
                }
                func signOut() { access = .pending }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "GateModel.access")
        #expect(machine.states.map(\.name) == ["pending", "guest", "member", "retired"])
        #expect(
            HandWrittenLimitTests.findings(source).filter { $0.contains("unreachable-state") } == [
                "1 error unreachable-state: state `retired` can never be entered"
            ])
        // A case shown that a move also enters is a state; a getter returning a local it bound
        // (`guard let stored = …`) forwards to no property.
        let entered = source.replacingOccurrences(of: "func signOut() {", with: "func ban() { access = .blocked }\n    func signOut() {")
        #expect(try HandWrittenShapeTests.machine(entered, named: "GateModel.access").states.contains { $0.name == "blocked" })
        let restored = source.replacingOccurrences(
            of: "get { killSwitch ? .blocked : _access }",
            with: "get { guard let stored = Optional(_access) else { return .blocked }; return stored }")
        #expect(restored != source)
        #expect(HandWrittenLimitTests.machineNames(restored).isEmpty)
    }

    /// `let isLive = speed > 0; if isLive { … }` beside `var isLive: Bool { state == .live }`: the
    /// local (or a parameter of that name) hides the property, so its test says nothing of the
    /// value; `self.isLive` still asks the property.
    @Test(arguments: [
        ("let isLive = speed > 0\n        if isLive {", true),
        ("if isLive {", true),
        ("let isLive = speed > 0\n        if self.isLive {", false),
    ])
    func aLocalNamedLikeAGetterHidesIt(test: String, entersLive: Bool) throws {
        let parameter = test.hasPrefix("if isLive") ? "isLive: Bool" : "speed: Double"
        let source = """
            enum TunerState { case off, warming, live, fading }
            final class Tuner {
                private(set) var state: TunerState = .off
                var isLive: Bool { state == .live }
                func speedChanged(\(parameter)) {
                    \(test)
                        if state == .warming || state == .fading { state = .live }
                    }
                }
                func fade() { if state == .live || state == .warming { state = .fading } }
                func start() { if state == .live { return }; state = .warming }
                func stop() { state = .off }
            }
            """
        let machine = try HandWrittenShapeTests.machine(source, named: "Tuner.state")
        #expect(transitionLines(of: "warming", in: machine).contains { $0.contains("-> live") } == entersLive)
        #expect(HandWrittenLimitTests.findings(source).contains { $0.contains("unreachable-state") } == !entersLive)
    }
}
