import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMSwiftLoader

/// Inputs the fuzzer found (Fuzz/, Docs/Reliability.md), cut down to the smallest that showed the
/// problem; each is also in Fuzz/Reproducers/swift/, which every fuzz run replays first.
@Suite struct FuzzRegressionTests {
    /// The fuzzer's 790-byte file, which never finished loading: swift-syntax looks ahead twice at
    /// every nested `[`, so forty of them would take 2⁴⁰ steps. Now the file is refused at once,
    /// with a note: valid Swift can nest that deep, and a limit of the tool is never an error.
    @Test func squareBracketsNestedTooDeepAreANoteInsteadOfAHang() {
        let source = """
            import SwiftFSM

            final class Turnstile: ExpandedSyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                let fsm = FSM<State, Event>(initialState: .locked)

                func start() throws {
                    try fsm.buildTa\(String(repeating: "[", count: 40))ble {
                        define(.locked) { when(.coin) | then(.unlocked) }
                    }
                }
            }
            """
        let result = load(source)
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(
            warnings(result) == [
                "10:50 unsupported-construct: square brackets nested 14 deep, more than fsmcheck's Swift parser reads in reasonable time; the file was not read"
            ])
    }

    /// Every way of nesting `[` that makes the parser look ahead at a type under it, at thirty
    /// levels: refused; at the depth real code nests, read as before.
    @Test(arguments: [
        ("let a = ", "1"), ("let a = x", "1"), ("let a: ", "Int"), ("let a: [A<", "B"),
    ])
    func everyShapeOfDeepNestingIsRefused(prefix: String, inner: String) {
        // A file that may hold a machine: others' syntax is not checked at all.
        let deep = "import SwiftFSM\n" + prefix + String(repeating: "[", count: 30) + inner + String(repeating: "]", count: 30) + "\n"
        #expect(warnings(load(deep)).first?.contains("square brackets nested") == true)
        let shallow = prefix + String(repeating: "[", count: 6) + inner + String(repeating: "]", count: 6) + "\n"
        #expect(warnings(load(shallow)).allSatisfy { !$0.contains("square brackets nested") })
    }

    /// Brackets in comments and string literals are not code; in an interpolation they are.
    @Test func bracketsOutsideCodeCostNothing() {
        let many = String(repeating: "[", count: 60)
        let notCode = [
            "// \(many)\nlet a = 1\n", "/* /* \(many) */ \(many) */\nlet a = 1\n", "let a = \"\(many)\"\n", "let a = #\"\\(\(many)\"#\n",
            "let a = \"\"\"\n    \(many)\n    \"\"\"\n", "let a = #/\(many)/#\n", "let a = \"\\\"\(many)\"\n",
        ]
        for source in notCode {
            #expect(SquareBracketNesting.excess(in: source) == nil, "\(source)")
        }
        let interpolated = "let a = \"\\(\(many)1\(String(repeating: "]", count: 60)))\"\n"
        #expect(SquareBracketNesting.excess(in: interpolated) != nil)
        #expect(SquareBracketNesting.excess(in: "let a = [\(String(repeating: "[", count: 12))1\(String(repeating: "]", count: 13))") == nil)
        #expect(SquareBracketNesting.excess(in: "let a = [\(String(repeating: "[", count: 13))1\(String(repeating: "]", count: 14))") != nil)
    }

    /// `case \(x)` makes the parser insert a case name that is not there: no state may come of it, as
    /// a state without a name cannot be written in `.fsm` (the round trip harness lost it).
    @Test func aCaseWithoutANameMakesNoState() throws {
        let source = """
            enum S { case \\(cases) }
            let m = StateMachine<S, Never>(state: .s0) { m in m.addRoute(.any => .any); m.addRoute(.s0 => .s1) }
            """
        let result = load(source)
        #expect(warnings(result).first?.hasPrefix("1:15 parse-error") == true)
        let machine = try #require(result.machines.first)
        #expect(!machine.states.contains { $0.name.isEmpty })
        #expect(machine.predicateTypes.allSatisfy { !$0.cases.contains("") })
    }
}
