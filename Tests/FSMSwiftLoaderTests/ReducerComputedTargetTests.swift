import FSMChecker
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// A reducer's `self = …` computed at run time (`??`, a ternary, a static function or property) is
/// a move, kept as the literal states it can be or as a target that may be any state: never dropped
/// as if the state stayed (a false `dead-end` and `unreachable-state`), never taken for a case.
@Suite struct ReducerComputedTargetTests {
    /// A door whose `press` in `shut` makes `move`; `open` always goes back to `shut`.
    static func door(_ move: String, members: String = "") -> String {
        """
        enum Door {
            case shut, open
            enum Push { case press }
            static let initialState = Door.shut
        \(members)
            mutating func handleEvent(_ push: Push) {
                switch (self, push) {
                case (.shut, .press):
                    \(move)
                case (.open, .press):
                    self = .shut
                }
            }
        }
        """
    }

    /// The transitions of `shut` and what the checker says, `line severity rule: message`.
    static func read(_ source: String) throws -> (edges: [String], findings: [String]) {
        let result = load(source)
        #expect(warnings(result).isEmpty)
        let machine = try #require(result.machines.first)
        let edges = BuilderDialectDump.edges(of: machine).filter { $0.hasPrefix("shut:") }
        return (edges, Checker().check(machine).map { "\($0.location.line) \($0.severity) \($0.ruleID): \($0.message)" })
    }

    /// The one note a target computed at run time gives.
    static func note(computing text: String) -> String {
        "8 note not-visible: the target `\(text)` is computed at run time, so `shut` may go to any state there; "
            + "no dead end or unreachable state was inferred from it"
    }

    /// `?? .open` is `.open` or whatever the call gives: both are kept, and the call may give any state.
    @Test func nilCoalescingKeepsItsLiteralAndMayGoAnywhere() throws {
        let read = try Self.read(Self.door("self = planner?.after(self) ?? .open"))
        #expect(read.edges == ["shut: press -> open @8:14 (dynamic)", "shut: press -> ?(planner?.after(self) ?? .open) @8:14 (dynamic)"])
        #expect(read.findings == [Self.note(computing: "planner?.after(self) ?? .open")])
    }

    @Test func aTernaryOfLiteralsIsOneOfThem() throws {
        let read = try Self.read(Self.door("self = fast ? .open : .shut"))
        #expect(read.edges == ["shut: press -> open @8:14 (dynamic)", "shut: press -> shut @8:14 (dynamic)"])
        #expect(read.findings.isEmpty)
    }

    /// A branch that is no node of its own (`self + 1`, with an operator the code declares) may be any state.
    @Test func aTernaryWithAComputedBranchMayGoAnywhere() throws {
        let read = try Self.read(Self.door("self = fast ? .open : self + 1"))
        #expect(read.edges == ["shut: press -> open @8:14 (dynamic)", "shut: press -> ?(fast ? .open : self + 1) @8:14 (dynamic)"])
        #expect(read.findings == [Self.note(computing: "fast ? .open : self + 1")])
    }

    /// The branches of a ternary and the operands of `??` in them are all read.
    @Test func aTernaryOverNilCoalescingReadsEveryOperand() throws {
        let read = try Self.read(Self.door("self = fast ? .open : Door(rawValue: raw) ?? .shut"))
        #expect(
            read.edges == [
                "shut: press -> open @8:14 (dynamic)", "shut: press -> shut @8:14 (dynamic)",
                "shut: press -> ?(fast ? .open : Door(rawValue: raw) ?? .shut) @8:14 (dynamic)",
            ])
        #expect(read.findings == [Self.note(computing: "fast ? .open : Door(rawValue: raw) ?? .shut")])
    }

    /// A static function is no case: it is read for the states it returns.
    @Test func aStaticFactoryIsReadForWhatItReturns() throws {
        let members = "    static func fromSensor() -> Door { Bool.random() ? .open : .shut }"
        let read = try Self.read(Self.door("self = Door.fromSensor()", members: members))
        #expect(read.edges == ["shut: press -> open @8:14 (dynamic)", "shut: press -> shut @8:14 (dynamic)"])
        #expect(read.findings.isEmpty)
    }

    /// Called with arguments it looks like a case with a payload, but `Door` declares no such case.
    @Test func aStaticFunctionWithArgumentsIsNoCase() throws {
        let read = try Self.read(Self.door("self = .reading(sensor)"))
        #expect(read.edges == ["shut: press -> ?(.reading(sensor)) @8:14 (dynamic)"])
        #expect(read.findings == [Self.note(computing: ".reading(sensor)")])
    }

    @Test func aStaticPropertyIsNoCase() throws {
        let read = try Self.read(Self.door("self = .fallback", members: "    static var fallback: Door { .open }"))
        #expect(read.edges == ["shut: press -> open @8:14"])
        #expect(read.findings.isEmpty)
    }

    /// A name that is neither a case nor a member of the enum is still a target, and a typo is still reported.
    @Test func anUndeclaredNameIsStillAnUndefinedState() throws {
        let read = try Self.read(Self.door("self = .opn"))
        #expect(read.edges == ["shut: press -> opn @8:14"])
        #expect(
            read.findings == [
                "2 error unreachable-state: state `open` can never be entered", "9 error undefined-state: target state `opn` is not defined",
            ])
    }
}
