import FSMConfiguration
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

/// `properties:` in `.fsmcheck.yml`: by machine name or glob, one property per line in the grammar
/// of Swift comments, each pointed at where it is written; a malformed one makes the configuration unusable.
@Suite struct ConfigurationPropertiesTests {
    @Test func propertiesApplyByNameOrGlob() throws {
        let configuration = try ConfigurationFileTests.parse(
            """
            properties:
              Checkout:
                - never: shipped   # not before payment
                - "always-reachable: cart"
              "*Player":
                - response: { from: playing, to: idle, strict: true }
            """)
        #expect(configuration.properties(for: "Checkout").map(\.text) == ["never: shipped", "always-reachable: cart"])
        #expect(configuration.properties(for: "Checkout").map(\.location.description) == ["/p/.fsmcheck.yml:3:7", "/p/.fsmcheck.yml:4:8"])
        #expect(configuration.properties(for: "Checkout")[0].states.map(\.location.column) == [14])
        #expect(configuration.properties(for: "VideoPlayer").map(\.text) == ["response: { from: playing, to: idle, strict: true }"])
        #expect(configuration.properties(for: "Door").isEmpty)
    }

    @Test func malformedPropertiesAreConfigurationProblems() {
        #expect(
            ConfigurationFileTests.problems(
                """
                properties:
                  Checkout:
                    - nevr: shipped
                    - precedence: { state: shipped }
                    - response: { from: a, to: b, strict: maybe }
                  Door: never
                """
            ).map { $0.components(separatedBy: " (")[0] } == [
                "3:7: unknown property pattern `nevr`",
                "4:19: a `precedence` property needs `requires:`",
                "5:43: expected `true` or `false` for `strict`",
                "6:9: expected a list of properties for `Door`",
            ])
    }

    @Test func aMisspeltPatternWordIsNamedInTheHint() {
        let problems = ConfigurationFileTests.problems("properties:\n  Checkout:\n    - respone: { from: a, to: b }\n")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("(did you mean `response`?; the patterns are") == true)
    }
}
