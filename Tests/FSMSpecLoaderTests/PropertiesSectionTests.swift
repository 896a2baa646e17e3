import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Testing

/// The `properties:` list: each pattern read with where it is written, every malformed item
/// reported at its place with a hint, the rest of the machine read all the same.
@Suite struct PropertiesSectionTests {
    @Test func everyPatternIsReadWithItsLocation() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: M
                initial: A
                properties:
                  - reachable: B
                  - never: C
                  - always-reachable: A
                  - precedence: { state: B, requires: A }
                  - response: { from: A, to: B }
                  - response: { from: A, to: B, strict: true }
                states:
                  A: { on: { Go: B } }
                  B: { on: { Back: A } }
                """))
        #expect(
            machine.properties.map(\.text) == [
                "reachable: B", "never: C", "always-reachable: A", "precedence: { state: B, requires: A }", "response: { from: A, to: B }",
                "response: { from: A, to: B, strict: true }",
            ])
        #expect(machine.properties.map(\.location) == (4...9).map { at($0, 5) })
        #expect(machine.properties[1].states.map(\.location) == [at(5, 12)])
    }

    @Test func malformedItemsAreReportedWhereTheyAre() {
        let text = """
            machine: M
            initial: A
            properties:
              - nevr: A
              - precedence: B
              - precedence: { state: B }
              - response: { from: A, to: B, strict: maybe }
              - [A]
              - reachable: { x: 1 }
            states:
              A: { on: { Go: B } }
              B: {}
            """
        #expect(
            summaries(text) == [
                "4:5 unknown key `nevr` in a property [invalid-spec]",
                "5:17 expected a mapping after `precedence:`, found `B` [invalid-spec]",
                "6:17 a `precedence` property needs `requires:` [invalid-spec]",
                "7:41 expected `true` or `false`, found `maybe` [invalid-spec]",
                "8:5 expected a property such as `never: Shipped`, found a list [invalid-spec]",
                "9:16 expected a state name, found a mapping [invalid-spec]",
            ])
        #expect(load(text).diagnostics.first?.hint == "did you mean `never`?")
        #expect(loadMachine(text)?.states.count == 2)
        #expect(
            summaries("machine: M\ninitial: A\nproperties: never\nstates:\n  A: {}\n") == [
                "3:13 expected a list of properties, found `never` [invalid-spec]"
            ])
    }
}
