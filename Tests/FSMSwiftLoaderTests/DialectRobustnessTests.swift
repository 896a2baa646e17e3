import Testing

@testable import FSMSwiftLoader

/// Hostile input for the operator dialects: long chains, long rows and deep nesting are refused
/// with a warning, never followed into deep recursion.
@Suite struct DialectRobustnessTests {
    @Test func aRouteChainOfThousandsOfStatesIsRefused() {
        let chain = (0..<3_000).map { ".s\($0)" }.joined(separator: " => ")
        let result = load("let m = StateMachine<S, E>(state: .s0) { m in m.addRouteChain(\(chain)) }")
        #expect(result.machines.count == 1)
        #expect(warnings(result).contains { $0.contains("is not a chain of literal states") })
    }

    @Test func aMappingRowOfThousandsOfOperatorsIsRefused() {
        let row = (0..<3_000).map { ".i\($0)" }.joined(separator: " | ")
        let result = load("let m = StateMachine<S, I>(initialState: .a, mappings: [\(row) => .b])")
        #expect(warnings(result).contains { $0.contains("is not a Stated mapping") })
        let rx = load("let a = Automaton(state: .a, input: i, mapping: reduce([\(row) => .b]))")
        #expect(warnings(rx).contains { $0.contains("is not an RxAutomaton mapping row") })
    }

    @Test func deeplyNestedRoutesAndCasesDoNotExhaustTheStack() {
        let nested = String(repeating: "(", count: 500) + ".a => .b" + String(repeating: ")", count: 500)
        _ = load("let m = StateMachine<S, E>(state: .a) { m in m.addRoute(\(nested)) }")
        let ifs = String(repeating: "if c { ", count: 500) + "return .b" + String(repeating: " }", count: 500)
        let result = load(
            """
            let a = Automaton(state: .a, input: i, mapping: { s, i in
                switch (s, i) {
                case (.a, .go): \(ifs)
                default: return nil
                }
            })
            """)
        #expect(result.machines.count == 1)
    }

    @Test func anAnyToAnyRouteOverAHugeEnumIsReportedNotExpanded() throws {
        let cases = (0..<101).map { "s\($0)" }.joined(separator: ", ")
        let result = load(
            """
            enum S { case \(cases) }
            let m = StateMachine<S, Never>(state: .s0) { m in m.addRoute(.any => .any); m.addRoute(.s0 => .s1) }
            """)
        #expect(warnings(result) == ["2:62 unsupported-construct: this route stands for 10201 moves between states; it was not expanded"])
        let machine = try #require(result.machines.first)
        #expect(machine.transitionCount == 1)
    }
}
