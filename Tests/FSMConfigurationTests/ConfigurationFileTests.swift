import FSMConfiguration
import FSMDiagnostics
import Foundation
import Testing

@Suite struct ConfigurationFileTests {
    static func rule(_ id: String, _ severity: Severity = .error, optIn: Bool = false) -> RuleDescription {
        RuleDescription(
            id: id, defaultSeverity: severity, summary: id, rationale: id, triggeringExample: SourceExample(""), passingExample: SourceExample(""),
            isOptIn: optIn)
    }

    static let rules = [rule("unreachable-state"), rule("trap", .warning), rule("unused-event", .warning), rule("long-names", .note, optIn: true)]

    static func parse(_ text: String, rules: [RuleDescription] = rules) throws(ConfigurationError) -> Configuration {
        try ConfigurationFile.parse(text, path: "/p/.fsmcheck.yml", baseDirectory: "/p", rules: rules, dialects: ["fsm", "swift"])
    }

    static func problems(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.problems.map { "\($0.location.line):\($0.location.column): \($0.message)" + ($0.hint.map { " (\($0))" } ?? "") }
        }
    }

    @Test func readsEverySetting() throws {
        let configuration = try Self.parse(
            """
            include: [Specs, "Sources/**/*.swift"]
            exclude: "**/Generated/**"
            dialects: [fsm]
            opt-in-rules: [long-names]
            rules:
              trap: error
              unused-event: off
              unreachable-state: note
            render:
              time-limit: 2.5
              memory-limit: 512
            final-states: [complete, finished]
            lint-vendored: true
            """)
        #expect(configuration.include.map(\.pattern) == ["Specs", "Sources/**/*.swift"])
        #expect(configuration.exclude.map(\.pattern) == ["**/Generated/**"])
        #expect(configuration.dialects == ["fsm"])
        #expect(configuration.enabledOptInRules == ["long-names"])
        #expect(configuration.ruleSettings == ["trap": .severity(.error), "unused-event": .off, "unreachable-state": .severity(.note)])
        #expect(configuration.severity(of: Self.rules[3]) == .note)
        #expect(configuration.severity(of: Self.rules[2]) == nil)
        #expect(configuration.render == RenderSettings(secondsPerHundredStates: 2.5, memoryMegabytes: 512))
        #expect(configuration.finalStates == ["complete", "finished"])
        #expect(configuration.lintsVendoredCode)
    }

    @Test func lintVendoredIsABoolean() {
        #expect(throws: ConfigurationError.self) { try Self.parse("lint-vendored: yes please") }
        #expect((try? Self.parse("lint-vendored: false"))?.lintsVendoredCode == false)
        #expect((try? Self.parse(""))?.lintsVendoredCode == false)
    }

    /// The commented example in Examples/ is a configuration fsmcheck accepts.
    @Test func theExampleIsValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Examples/fsmcheck.yml"), encoding: .utf8)
        let configuration = try Self.parse(text)
        #expect(configuration.render == RenderSettings(secondsPerHundredStates: 5, memoryMegabytes: 2_048))
        #expect(configuration.finalStates == ["complete", "finished"])
    }

    @Test func emptyFileIsTheDefault() throws {
        let configuration = try Self.parse("")
        #expect(configuration.severity(of: Self.rules[1]) == .warning)
        #expect(configuration.severity(of: Self.rules[3]) == nil, "opt-in rules are off unless enabled")
    }

    @Test func includeAndExcludeFilterPathsUnderTheBaseDirectory() throws {
        let configuration = try Self.parse("include: [Specs]\nexclude: [Specs/old]\n")
        #expect(configuration.includes(absolutePath: "/p/Specs/a.fsm"))
        #expect(!configuration.includes(absolutePath: "/p/Specs/old/a.fsm"))
        #expect(!configuration.includes(absolutePath: "/p/Other/a.fsm"))
    }

    @Test(arguments: [
        ("rulez:\n  trap: error\n", "1:1: unknown key `rulez` (did you mean `rules`?)"),
        ("rules:\n  trapp: error\n", "2:3: unknown rule `trapp` (did you mean `trap`?)"),
        ("rules:\n  trap: eror\n", "2:9: `eror` is not a rule setting (did you mean `error`?)"),
        ("opt-in-rules: [long-name]\n", "1:16: unknown rule `long-name` (did you mean `long-names`?)"),
        ("dialects: [swif]\n", "1:12: unknown dialect `swif` (did you mean `swift`?)"),
        ("- a\n- b\n", "1:1: the configuration must be a mapping of settings (start with a key such as `rules:`)"),
        ("rules: [trap]\n", "1:8: `rules` must map rule ids to `error`, `warning`, `note` or `off` (e.g. `rules: { trap: error }`)"),
        ("render: 5\n", "1:9: `render` must map `time-limit` and `memory-limit` to numbers (e.g. `render: { time-limit: 10 }`)"),
        ("render:\n  time-limt: 5\n", "2:3: unknown key `time-limt` in `render` (did you mean `time-limit`?)"),
        ("render:\n  time-limit: -1\n", "2:15: `time-limit` must be a positive number of seconds per 100 states"),
        ("render:\n  time-limit: .inf\n", "2:15: `time-limit` must be a positive number of seconds per 100 states"),
        ("render:\n  memory-limit: 1.5\n", "2:17: `memory-limit` must be a positive whole number of megabytes"),
    ])
    func problemsHaveLocationsAndHints(text: String, expected: String) {
        #expect(Self.problems(text) == [expected])
    }

    @Test func everyProblemIsReported() {
        #expect(Self.problems("rulez: {}\nexclud: []\n").count == 2)
    }

    @Test func syntaxErrorsHaveALocation() {
        let problems = Self.problems("rules:\n  trap: [error\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("3:") == true || problems.first?.hasPrefix("2:") == true, "\(problems)")
    }
}
