import FSMDiagnostics
import FSMModel
import Testing

/// A spec of thousands of states reads like a small one: order, nesting and duplicates.
@Suite struct LargeSpecTests {
    static let stateCount = 3_000

    /// `S0 … S2999`, each with a child; `S2500` redefines `S10`'s child and an unknown key sits late.
    static let text: String = {
        var lines = ["machine: Large", "initial: S0", "states:"]
        for index in 0..<stateCount {
            let child = index == 2_500 ? "C10" : "C\(index)"
            lines.append("  S\(index):")
            lines.append("    initial: \(child)")
            lines.append("    states: { \(child): { on: { Next: S\((index + 1) % stateCount) } } }")
            if index == 2_900 { lines.append("    entyr: [x]") }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func readsInDocumentOrderWithDuplicatesFarApart() throws {
        let result = load(Self.text)
        let machine = try #require(result.machines.first)
        #expect(machine.states.count == 2 * Self.stateCount - 1)
        #expect(machine.states.prefix(4).map(\.name) == ["S0", "C0", "S1", "C1"])
        let s2500 = try #require(machine.id(named: "S2500"))
        #expect(machine[s2500].children.isEmpty)
        #expect(machine[try #require(machine.id(named: "C10"))].parent == machine.id(named: "S10"))
        #expect(machine[try #require(machine.id(named: "C2999"))].parent == machine.id(named: "S2999"))
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
                "\(4 + 3 * 2_500 + 2):15 duplicate-state",
                "\(4 + 3 * 2_901):5 invalid-spec",
            ])
    }
}
