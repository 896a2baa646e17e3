import FSMChecker
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Two modules (two playground pages, two folders of a package) may each declare a top-level enum of
/// the same name: a machine sees the one in its own file, else the one in its own folder, and when
/// that still leaves several, none, rather than another module's, whose cases would not be its own.
@Suite struct SameNameEnumTests {
    static func page(states: String, inputs: String, rows: String, initial: String) -> String {
        """
        enum State { case \(states) }
        enum Input { case \(inputs) }
        \(automaton(rows: rows, initial: initial))
        """
    }

    static func automaton(rows: String, initial: String) -> String {
        """
        let rules: [Automaton<State, Input>.NextMapping] = [
            \(rows)
        ]
        let machine = Automaton(state: .\(initial), input: Observable<Input>.never(), mapping: reduce(rules))
        """
    }

    static let lamp = page(
        states: "off, on", inputs: "flip, flop", rows: ".flip | .off => .on | .empty(),\n    .flop | .on => .off | .empty(),", initial: "off")
    static let gateRows = ".openIt | .closed => .open | .empty(),\n    .closeIt | .open => .closed | .empty(),"
    static let gate = page(states: "closed, open", inputs: "openIt, closeIt", rows: gateRows, initial: "closed")

    /// Each machine, by file, with its declared events and what the checker says.
    static func read(_ files: [(path: String, text: String)]) -> [String] {
        let result = load(files: files)
        #expect(warnings(result).isEmpty)
        return result.machines.map { machine in
            let events = machine.declaredEvents.map { $0.map(\.name).joined(separator: ",") } ?? "not visible"
            let findings = Checker().check(machine).map { "\($0.ruleID): \($0.message)" }
            return "\(machine.location.file) events \(events)" + findings.map { "; " + $0 }.joined()
        }
    }

    @Test func eachPageSeesItsOwnEnums() {
        let read = Self.read([("Lamp.playground/Pages/A.swift", Self.lamp), ("Lamp.playground/Pages/B.swift", Self.gate)])
        #expect(read == ["Lamp.playground/Pages/A.swift events flip,flop", "Lamp.playground/Pages/B.swift events openIt,closeIt"])
    }

    /// Declared in another file of the machine's folder, the enum is that folder's.
    @Test func theEnumOfTheMachinesFolderIsPreferred() {
        let read = Self.read([
            ("Lamp/Types.swift", "enum State { case off, on }\nenum Input { case flip, flop }\n"),
            ("Gate/Types.swift", "enum State { case closed, open }\nenum Input { case openIt, closeIt }\n"),
            ("Gate/Gate.swift", Self.automaton(rows: Self.gateRows, initial: "closed")),
        ])
        #expect(read == ["Gate/Gate.swift events openIt,closeIt"])
    }

    /// Two folders other than the machine's declare it: neither is taken, and nothing is reported
    /// against a type fsmcheck cannot tell.
    @Test func anEnumDeclaredInSeveralOtherFoldersIsNotVisible() {
        let read = Self.read([
            ("Lamp/Types.swift", "enum State { case off, on }\nenum Input { case flip, flop }\n"),
            ("Door/Types.swift", "enum State { case shut, ajar }\nenum Input { case push, pull }\n"),
            ("Gate/Gate.swift", Self.automaton(rows: Self.gateRows, initial: "closed")),
        ])
        #expect(read == ["Gate/Gate.swift events not visible"])
    }
}
