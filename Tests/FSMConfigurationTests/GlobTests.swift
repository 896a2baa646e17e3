import FSMConfiguration
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("Specs", "Specs/a.fsm", true),
        ("Specs/", "Specs/sub/b.fsm", true),
        ("Specs", "Other/a.fsm", false),
        ("*.fsm", "a.fsm", true),
        ("*.fsm", "sub/a.fsm", false),
        ("**/*.fsm", "sub/deeper/a.fsm", true),
        ("**/*.fsm", "a.fsm", true),
        ("**/Generated/**", "Sources/Generated/x.swift", true),
        ("**/Generated/**", "Sources/Generator/x.swift", false),
        ("Sources/**/*.swift", "Sources/App/Machines/Door.swift", true),
        ("Sources/**/*.swift", "Tests/Door.swift", false),
        ("a?c.fsm", "abc.fsm", true),
        ("a?c.fsm", "ac.fsm", false),
        ("./Specs/*.fsm", "Specs/x.fsm", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    /// Patterns that make naive backtracking matchers take exponential time stay instant.
    @Test func pathologicalPatternsAreFast() {
        let pattern = Glob(String(repeating: "*a", count: 40) + "b")
        let path = String(repeating: "a", count: 200)
        #expect(!pattern.matches(path))
        let deep = Glob(String(repeating: "**/", count: 30) + "x")
        #expect(!deep.matches(String(repeating: "d/", count: 300) + "y"))
    }
}
