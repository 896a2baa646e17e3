import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Code with no static meaning is reported where it is, as a note, and skipped; the rest is still read.
/// What only hides a fact (a computed target, an initial state set elsewhere) is kept in the model instead.
@Suite struct UnsupportedConstructTests {
    static func table(_ body: String) -> String {
        """
        final class Turnstile: SyntaxBuilder {
            enum State { case locked, unlocked }
            enum Event { case coin, pass }
            let fsm = FSM<State, Event>(initialState: .locked)
            func build(next: State, event: Event, states: [State]) throws {
                try fsm.buildTable {
        \(body)
                }
            }
        }
        """
    }

    /// The notes, and the transitions that were still read, of every state.
    static func read(_ body: String) throws -> (warnings: [String], transitions: [String]) {
        let result = load(table(body))
        let machine = try #require(result.machines.first)
        let transitions = machine.states.flatMap { state in transitionLines(of: state.name, in: machine).map { "\(state.name): \($0)" } }
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "unsupported-construct" && $0.severity == .note })
        #expect(result.diagnostics.allSatisfy { $0.subject.machine == "Turnstile.fsm" })
        return (warnings(result), transitions)
    }

    /// A parameter could be any state: the transition is kept, to a state computed at run time.
    @Test func aTargetHeldInAParameterIsKeptAsComputed() throws {
        let read = try Self.read("define(.locked) {\n    when(.coin) | then(next)\n    when(.pass) | then()\n}")
        #expect(read.warnings.isEmpty)
        #expect(read.transitions == ["locked: coin -> ?(next) @8:5", "locked: pass -> - @9:5"])
    }

    @Test func aDefinedStateHeldInAVariable() throws {
        let read = try Self.read("define(next) { when(.coin) | then(.locked) }\ndefine(.unlocked) { when(.pass) | then(.locked) }")
        #expect(read.warnings == ["7:8 unsupported-construct: state `next` is held in a variable; its `define` was skipped"])
        #expect(read.transitions == ["unlocked: pass -> locked @8:21"])
    }

    /// What was skipped may hold transitions: the states it is written in may leave for any state.
    @Test func skippedTransitionsAreRecordedForTheirStates() throws {
        let source = Self.table(
            "define(.locked) { when(event) | then(.unlocked) }\nfor state in states {\n    define(state) { when(.coin) | then(.locked) }\n}")
        let machine = try #require(load(source).machines.first)
        #expect(
            machine.unseen.map { "\($0.location.line):\($0.location.column) \($0.subject)" } == [
                "7:24 transitions(from: Optional(\"locked\"))", "8:1 transitions(from: nil)",
            ])
    }

    @Test func anEventPassedAsAParameter() throws {
        let read = try Self.read("define(.locked) { when(event, or: .pass) | then(.unlocked) }")
        #expect(read.warnings == ["7:24 unsupported-construct: event `event` is a variable or parameter; its transitions were skipped"])
        #expect(read.transitions == ["locked: pass -> unlocked @7:19"])
    }

    @Test func aTableBuiltInALoop() throws {
        let read = try Self.read("for state in states {\n    define(state) { when(.coin) | then(.locked) }\n}")
        #expect(read.warnings == ["7:1 unsupported-construct: a loop in a table cannot be read without running it; its transitions were skipped"])
    }

    @Test func conditionalCodeInABlock() throws {
        let read = try Self.read("define(.locked) {\n    if rushHour { when(.pass) | then(.locked) }\n    when(.coin) | then(.unlocked)\n}")
        #expect(
            read.warnings == ["8:5 unsupported-construct: a conditional in a table cannot be read without running it; its transitions were skipped"])
        #expect(read.transitions == ["locked: coin -> unlocked @9:5"])
    }

    @Test func aSuperStateAssignedElsewhere() throws {
        let read = try Self.read("define(.locked, adopts: resetable) { when(.coin) | then(.unlocked) }")
        #expect(
            read.warnings == [
                "7:25 unsupported-construct: super state `resetable` is not a `SuperState` declared in this table; its transitions were not read"
            ]
        )
        #expect(read.transitions == ["locked: coin -> unlocked @7:38"])
    }

    @Test func aBlockBuiltElsewhere() throws {
        let read = try Self.read("transitions\ndefine(.locked) { when(.coin) | then(.unlocked) }")
        #expect(read.warnings == ["7:1 unsupported-construct: `transitions` is a value built elsewhere; its transitions were not read"])
    }

    @Test func anUnresolvablePredicate() throws {
        let read = try Self.read("define(.locked) { matching(policy) | when(.coin) | then(.unlocked) }")
        #expect(
            read.warnings == [
                "7:28 unsupported-construct: predicate `policy` cannot be resolved to a `Predicate` enum case; the sentence was skipped"
            ]
        )
        #expect(read.transitions.isEmpty)
    }

    @Test func sentencesWithoutEventOrTarget() throws {
        let read = try Self.read("define(.locked) {\n    then(.unlocked) | unlock\n    when(.coin) | unlock\n}")
        #expect(
            read.warnings == [
                "8:5 unsupported-construct: this sentence has no `when`; it was skipped",
                "9:5 unsupported-construct: this sentence has no `then`; it was skipped",
            ]
        )
    }

    @Test func sentencesOutsideDefine() throws {
        let read = try Self.read("when(.coin) | then(.unlocked)\nwhen(.pass) { then(.locked) }")
        #expect(read.warnings.count == 2)
        #expect(read.transitions.isEmpty)
    }

    @Test func documentationPlaceholdersBetweenStatements() throws {
        let read = try Self.read(
            "define(.locked) { when(.coin) | then(.unlocked) }\n...\ndefine(.unlocked) { when(.pass, or: .coin, ...) | then(.locked) }")
        #expect(
            read.warnings == [
                "8:1 unsupported-construct: `...` is a documentation placeholder, not SwiftFSM syntax; it was ignored",
                "9:44 unsupported-construct: `...` is a documentation placeholder, not an event; it was ignored",
            ]
        )
        #expect(read.transitions == ["locked: coin -> unlocked @7:19", "unlocked: pass -> locked @9:21", "unlocked: coin -> locked @9:21"])
    }

    /// An initial state the code hides is recorded as unseen, with why and where, and reported by no loader rule.
    static func unseenInitial(_ source: String) throws -> String {
        let result = load(source)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.initial == nil)
        let unseen = try #require(machine.unseen.first)
        #expect(unseen.subject == .initialState && machine.unseen.count == 1)
        return "\(unseen.location.line):\(unseen.location.column) \(unseen.reason)"
    }

    @Test func anFSMPassedInAsAParameter() throws {
        let source = "func configure(fsm: FSM<Int, Int>) throws {\n    try fsm.buildTable { define(1) { when(1) | then(2) } }\n}"
        #expect(try Self.unseenInitial(source) == "2:9 the FSM `fsm` is a parameter of `configure`")
    }

    @Test func anFSMCreatedElsewhere() throws {
        let source =
            "final class Tests {\n    var fsm: FSM<Int, Int>!\n    func test() throws {\n        try fsm.buildTable { define(1) { when(1) | then(2) } }\n    }\n}"
        #expect(try Self.unseenInitial(source) == "4:13 the FSM `fsm` is not created with `initialState:` in `Tests`")
    }

    @Test func anInitialStateHeldInAVariable() throws {
        let source =
            "final class Tests {\n    func make(initialState: Int) throws {\n        let fsm = FSM<Int, Int>(initialState: initialState)\n        try fsm.buildTable { define(1) { when(1) | then(2) } }\n    }\n}"
        #expect(try Self.unseenInitial(source) == "3:47 `initialState` is a parameter of `make`")
    }

    @Test func anFSMCreatedWithDifferentInitialStates() throws {
        let source = """
            final class Tests {
                var fsm = FSM<Int, Int>(initialState: 1)
                func setUp() { fsm = FSM<Int, Int>(initialState: 2) }
                func test() throws { try fsm.buildTable { define(1) { when(1) | then(2) } } }
            }
            """
        #expect(try Self.unseenInitial(source) == "4:30 the FSM `fsm` is created with different initial states (1, 2)")
    }
}
