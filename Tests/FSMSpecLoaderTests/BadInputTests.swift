import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Testing

/// Hostile and broken files: each gets a diagnostic, none crashes or hangs.
@Suite struct BadInputTests {
    @Test(arguments: ["", "\n\n", "# only a comment\n", "---\n"])
    func emptyFiles(text: String) {
        #expect(summaries(text) == ["1:1 the file is empty [parse-error]"])
        #expect(load(text).machines.isEmpty)
    }

    @Test func binaryGarbage() throws {
        let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0xFF, 0xFE, 0x10, 0x03]
        let result = load(String(decoding: bytes, as: UTF8.self))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "parse-error")
        #expect(diagnostic.message == "control characters are not allowed")
        #expect(diagnostic.location == at(1, 1))
        #expect(result.machines.isEmpty)
    }

    @Test func controlCharacterIsLocated() {
        #expect(summaries("machine: M\nstates:\n  A: {\u{01}}\n") == ["3:7 control characters are not allowed [parse-error]"])
        #expect(summaries("\u{FEFF}machine: M\nstates: {\u{01}}\n") == ["2:10 control characters are not allowed [parse-error]"])
    }

    @Test func topLevelList() {
        #expect(
            summaries("- machine: M\n- states: {}\n") == [
                "1:1 expected a mapping with `machine:` and `states:` at the top level, found a list [parse-error]"
            ])
        #expect(
            summaries("just some words") == [
                "1:1 expected a mapping with `machine:` and `states:` at the top level, found `just some words` [parse-error]"
            ])
    }

    @Test func yamlSyntaxErrorCarriesYamsPosition() {
        #expect(
            summaries("machine: Broken\ninitial: A\nstates: [A, B\n") == [
                "4:1 did not find expected ',' or ']' while parsing a flow sequence [parse-error]"
            ])
        #expect(
            summaries("machine: M\nstates:\n  A: {on: {Go: B}}\n B: {}\n") == [
                "4:2 did not find expected key while parsing a block mapping [parse-error]"
            ])
    }

    @Test func duplicateKeysInOneMapping() {
        #expect(summaries("machine: M\nstates:\n  A: {}\n  B: {}\n  A: {}\n") == ["3:3 duplicate key `A` in one mapping [parse-error]"])
    }

    @Test func severalDocuments() {
        #expect(
            summaries("machine: A\nstates: {}\n---\nmachine: B\nstates: {}\n") == [
                "3:1 expected a single document in the stream but found another document [parse-error]"
            ])
    }

    @Test func aliasesAreRefusedBeforeParsing() {
        var text = "machine: M\ninitial: S0\nstates:\n  S0: &l0 { on: { Go: S0 } }\n"
        for level in 1...40 {
            text += "  S\(level): &l\(level) { states: [*l\(level - 1), *l\(level - 1)] }\n"
        }
        #expect(summaries(text) == ["5:22 anchors and aliases are not supported in `.fsm` files [invalid-spec]"])
    }

    /// Hashing this key inside Yams would take 2^40 steps.
    @Test func exponentialAliasKeyDoesNotHang() {
        var text = "a0: &a0 [x, x]\n"
        for level in 1...40 { text += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        text += "? *a40\n: v\n"
        #expect(summaries(text) == ["2:10 anchors and aliases are not supported in `.fsm` files [invalid-spec]"])
    }

    @Test func proseWithAsterisksOrAmpersandsIsNotMistakenForAliases() {
        #expect(summaries("machine: M\ndescription: a *very* simple machine\nstates: {}\n").isEmpty)
        #expect(summaries("machine: M\ndescription: R&D &co\nstates: {}\n").isEmpty)
    }

    @Test func yamlNestingBeyondLibyamlsLimit() {
        let text = "machine: M\nstates: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        #expect(summaries(text) == ["2:10 nesting is deeper than YAML's limit of 1000 levels [parse-error]"])
    }

    @Test func yamlNestingJustWithinTheLimit() {
        let text = "machine: M\nstates: " + String(repeating: "[", count: 998) + String(repeating: "]", count: 998) + "\n"
        #expect(summaries(text) == ["2:9 expected a mapping of state names to states, found a list [invalid-spec]"])
    }

    @Test func thousandLevelsOfStates() throws {
        var text = "machine: Deep\ninitial: S0\nstates:\n"
        for level in 0..<490 {
            let indent = String(repeating: " ", count: 2 + level * 4)
            text += "\(indent)S\(level):\n\(indent)  initial: S\(level + 1)\n\(indent)  states:\n"
        }
        text += String(repeating: " ", count: 2 + 490 * 4) + "S490: { on: { Up: S0 } }\n"
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.states.count == 491)
        #expect(machine.ancestors(of: try #require(machine.id(named: "S490"))).count == 490)
    }

    @Test func tenMegabyteFile() throws {
        let line = "  # " + String(repeating: "x", count: 1_000) + "\n"
        let text = "machine: Big\ninitial: A\nstates:\n" + String(repeating: line, count: 10_000) + "  A: { on: { Go: [B, B" + "\n"
        #expect(text.utf8.count > 10_000_000)
        #expect(summaries(text) == ["10005:1 did not find expected ',' or ']' while parsing a flow sequence [parse-error]"])
    }

    @Test func tenMegabyteScalar() throws {
        let text =
            "machine: Big\ninitial: A\nstates:\n  A:\n    description: " + String(repeating: "word ", count: 2_000_000)
            + "\n    on: { Go: { when: Mode.a and, to: A } }\n"
        #expect(summaries(text) == ["6:33 guard ends where a condition is expected [invalid-spec]"])
    }
}
