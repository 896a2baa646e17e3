import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// A target code computes is kept: narrowed to the literal states the code can give, read through
/// ternaries, branches, constants, closures and the methods the run declares, or else a transition
/// to a state computed at run time. The checker then knows those states can be entered.
@Suite struct ComputedTargetTests {
    static func turnstile(_ table: String, members: String = "", parameters: String = "") -> String {
        """
        final class Turnstile: SyntaxBuilder {
            enum State { case locked, unlocked, broken }
            enum Event { case coin, pass, kick }
            let fsm = FSM<State, Event>(initialState: .locked)
        \(members)
            func build(\(parameters)) throws {
                try fsm.buildTable {
        \(table)
                }
            }
        }
        """
    }

    /// The transitions of `locked` and what the checker says, `line severity rule: message`.
    static func read(_ source: String, files: [(path: String, text: String)] = []) throws -> (lines: [String], findings: [String]) {
        let result = load(files: [("Test.swift", source)] + files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        let lines = machine.id(named: "locked").map { machine[$0].transitions.map { ModelDump.line(of: $0) + ($0.isDynamic ? " (dynamic)" : "") } }
        let findings = Checker().check(machine).map { "\($0.location.line) \($0.severity) \($0.ruleID): \($0.message)" }
        return (lines ?? [], findings)
    }

    @Test func aTernaryNarrowsToItsBranches() throws {
        let read = try Self.read(
            Self.turnstile("define(.locked) { when(.coin) | then(lucky ? .unlocked : .locked) }\ndefine(.unlocked) { when(.pass) | then(.locked) }"))
        #expect(read.lines == ["coin -> unlocked @8:19 (dynamic)", "coin -> locked @8:19 (dynamic)"])
        #expect(
            read.findings == [
                "2 error unreachable-state: state `broken` can never be entered",
                "3 warning unused-event: event `kick` is declared but no transition uses it",
            ])
    }

    @Test func aMethodReturningLiteralsNarrowsToThem() throws {
        let members = """
                func next(after event: Event) -> State {
                    switch event {
                    case .coin: return .unlocked
                    case .kick: return .broken
                    default: return .locked
                    }
                }
            """
        let source = Self.turnstile("define(.locked) { when(.coin) | then(self.next(after: .coin)) }", members: members)
        let read = try Self.read(source)
        #expect(read.lines == ["coin -> unlocked @14:19 (dynamic)", "coin -> broken @14:19 (dynamic)", "coin -> locked @14:19 (dynamic)"])
        #expect(
            read.findings == [
                "2 warning dead-end: state `unlocked` is a dead end: once entered, it is never left",
                "2 warning dead-end: state `broken` is a dead end: once entered, it is never left",
                "3 warning unused-event: event `pass` is declared but no transition uses it",
                "3 warning unused-event: event `kick` is declared but no transition uses it",
            ])
    }

    @Test func aComputedPropertyAConstantAndAClosureCalledOnTheSpotNarrow() throws {
        let members = """
                var fallback: State { .broken }
                let start: State = .unlocked
            """
        let table = """
            define(.locked) {
                when(.coin) | then(start)
                when(.kick) | then(fallback)
                when(.pass) | then({ strict ? .locked : .broken }())
            }
            define(.unlocked) { when(.pass) | then(.locked) }
            define(.broken) { when(.coin) | then(.locked) }
            """
        let read = try Self.read(Self.turnstile(table, members: members))
        #expect(
            read.lines == [
                "coin -> unlocked @10:5", "kick -> broken @11:5", "pass -> locked @12:5 (dynamic)", "pass -> broken @12:5 (dynamic)",
            ])
        #expect(read.findings.isEmpty)
    }

    /// A method in another file of the run is read too.
    @Test func aMethodInAnotherFileNarrows() throws {
        let helper = "extension Turnstile {\n    func recover() -> State { isSafe ? .locked : .unlocked }\n}\n"
        let table = "define(.locked) { when(.kick) | then(recover()) }\ndefine(.unlocked) { when(.pass) | then(.locked) }"
        let read = try Self.read(Self.turnstile(table), files: [("Recovery.swift", helper)])
        #expect(read.lines == ["kick -> locked @8:19 (dynamic)", "kick -> unlocked @8:19 (dynamic)"])
        #expect(
            read.findings == [
                "2 error unreachable-state: state `broken` can never be entered",
                "3 warning unused-event: event `coin` is declared but no transition uses it",
            ])
    }

    /// A parameter, a `var` whose later assignments are unseen, a method nobody declares: any state.
    @Test func whatCannotBeNarrowedMayGoToAnyState() throws {
        let members = "    var last: State = .unlocked"
        let table = """
            define(.locked) {
                when(.coin) | then(target)
                when(.kick) | then(last)
                when(.pass) | then(lookUp(.pass))
            }
            """
        let read = try Self.read(Self.turnstile(table, members: members, parameters: "target: State"))
        #expect(
            read.lines == [
                "coin -> ?(target) @9:5 (dynamic)", "kick -> unlocked @10:5 (dynamic)", "kick -> ?(last) @10:5 (dynamic)",
                "pass -> ?(lookUp(.pass)) @11:5 (dynamic)",
            ])
        // Every state may be entered, and `unlocked` and `broken` have no way out.
        #expect(
            read.findings == [
                "2 warning dead-end: state `unlocked` is a dead end: once entered, it is never left",
                "2 warning dead-end: state `broken` is a dead end: once entered, it is never left",
                "9 note not-visible: the target `target` is computed at run time, so `locked` may go to any state there; no dead end or unreachable state was inferred from it",
                "10 note not-visible: the target `last` is computed at run time, so `locked` may go to any state there; no dead end or unreachable state was inferred from it",
                "11 note not-visible: the target `lookUp(.pass)` is computed at run time, so `locked` may go to any state there; no dead end or unreachable state was inferred from it",
            ])
    }

    /// `saved ?? .unlocked` is `.unlocked` or what `saved` holds: both are kept.
    @Test func nilCoalescingKeepsItsLiteralAndMayGoToAnyState() throws {
        let table = "define(.locked) { when(.coin) | then(saved ?? .unlocked) }\ndefine(.unlocked) { when(.pass) | then(.locked) }"
        let read = try Self.read(Self.turnstile(table, parameters: "saved: State?"))
        #expect(read.lines == ["coin -> unlocked @8:19 (dynamic)", "coin -> ?(saved ?? .unlocked) @8:19 (dynamic)"])
        // `saved` may be any state, `broken` too, which has no way out.
        #expect(
            read.findings == [
                "2 warning dead-end: state `broken` is a dead end: once entered, it is never left",
                "3 warning unused-event: event `kick` is declared but no transition uses it",
                "8 note not-visible: the target `saved ?? .unlocked` is computed at run time, so `locked` may go to any state there; no dead end or unreachable state was inferred from it",
            ])
    }

    /// A static function called without arguments builds no case: its result is computed.
    @Test func aStaticFunctionCallIsNoState() throws {
        let table = "define(.locked) { when(.coin) | then(State.fromSensor()) }\ndefine(.unlocked) { when(.pass) | then(.locked) }"
        let read = try Self.read(Self.turnstile(table))
        #expect(read.lines == ["coin -> ?(State.fromSensor()) @8:19 (dynamic)"])
        // No `undefined-state` for `fromSensor`; `broken`, which the sensor may give, has no way out.
        #expect(
            read.findings == [
                "2 warning dead-end: state `broken` is a dead end: once entered, it is never left",
                "3 warning unused-event: event `kick` is declared but no transition uses it",
                "8 note not-visible: the target `State.fromSensor()` is computed at run time, so `locked` may go to any state there; no dead end or unreachable state was inferred from it",
            ])
    }

    /// The example: predicate enums declared in no file of the run still clash.
    @Test func predicateEnumsThatAreNotVisibleStillClash() throws {
        let source = """
            final class DoorTests: ExpandedSyntaxBuilder {
                enum State { case closed, ajar }
                enum Event { case open }
                let fsm = FSM<State, Event>(initialState: .closed)
                func testDoor() throws {
                    try fsm.buildTable {
                        define(.closed) {
                            matching(Weather.rain) | when(.open) | then(.ajar)
                            matching(Mood.grumpy)  | when(.open) | then(.closed)
                        }
                        define(.ajar) { when(.open) | then(.closed) }
                    }
                }
            }
            """
        let result = load(source)
        let machine = try #require(result.machines.first)
        #expect(result.diagnostics.isEmpty)
        #expect(machine.predicateTypes.isEmpty)
        #expect(
            Checker().check(machine).map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID): \($0.message)" } == [
                "8:26 note not-visible: predicate type `Weather` is not visible (no `enum Weather: Predicate` was found in the files read); "
                    + "guards naming it were compared as if it had cases besides those they name",
                "9:17 error predicate-clash: transitions from `closed` on `open` can both fire when `Weather.rain, Mood.grumpy`: "
                    + "one goes to `closed`, the other goes to `ajar`",
                "9:26 note not-visible: predicate type `Mood` is not visible (no `enum Mood: Predicate` was found in the files read); "
                    + "guards naming it were compared as if it had cases besides those they name",
            ])
    }
}
