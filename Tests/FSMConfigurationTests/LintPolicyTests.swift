import FSMConfiguration
import FSMDiagnostics
import FSMModel
import Testing

@Suite struct LintPolicyTests {
    static let rules = ConfigurationFileTests.rules + SuppressionRules.all

    static let text = """
        machine: Door
        initial: Closed
        states:
          Closed: { on: { Open: Opened } }
          Opened: { on: { Close: Closed } }
          # fsmcheck:disable-next-line unreachable-state -- kept for the v1 importer
          Legacy: { on: { Close: Closed } }
          Ajar: { on: { Close: Closed } }  # fsmcheck:disable-line unreachable-state
          # fsmcheck:disable-next-line unreachable-stat -- typo
          Spare: {}
          # fsmcheck:disable-next-line trap -- nothing here traps
          Other: {}
        """

    static let source = SourceFile(path: "door.fsm", text: text)

    static func finding(_ rule: String, line: Int, severity: Severity = .error) -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: severity, message: "\(rule) on line \(line)", location: SourceLocation(file: "door.fsm", line: line, column: 3))
    }

    static func apply(_ diagnostics: [Diagnostic], configuration: Configuration = Configuration(baseDirectory: "/")) -> [String] {
        LintPolicy(configuration: configuration, rules: rules).apply(to: diagnostics, sources: [source]).map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID): \($0.message)"
        }
    }

    @Test func suppressionsSilenceTheirLineAndReportTheirMistakes() {
        let reported = Self.apply([
            Self.finding("unreachable-state", line: 7),
            Self.finding("unreachable-state", line: 8),
            Self.finding("unreachable-state", line: 10),
        ])
        #expect(
            reported == [
                "8:3 error unreachable-state: unreachable-state on line 8",
                "8:38 warning suppression-without-reason: the suppression of `unreachable-state` gives no reason, so it silences nothing",
                "9:5 warning unused-suppression: the suppression names `unreachable-stat`, which is not a rule",
                "10:3 error unreachable-state: unreachable-state on line 10",
                "11:5 warning unused-suppression: nothing on the next line reports `trap`, so this suppression silences nothing",
            ])
    }

    @Test func severitiesAreOverriddenAndOffRulesRemoved() throws {
        let configuration = try ConfigurationFileTests.parse(
            "rules:\n  unreachable-state: warning\n  trap: off\n  unused-suppression: off\n  suppression-without-reason: off\n", rules: Self.rules)
        let reported = Self.apply(
            [Self.finding("unreachable-state", line: 10), Self.finding("trap", line: 12, severity: .warning)], configuration: configuration)
        #expect(reported == ["10:3 warning unreachable-state: unreachable-state on line 10"])
    }

    @Test func optInRulesNeedToBeEnabled() throws {
        let finding = Self.finding("long-names", line: 2, severity: .note)
        #expect(
            Self.apply(
                [finding],
                configuration: try ConfigurationFileTests.parse(
                    "rules: { unused-suppression: off, suppression-without-reason: off }", rules: Self.rules)) == [])
        let enabled = try ConfigurationFileTests.parse(
            "opt-in-rules: [long-names]\nrules: { unused-suppression: off, suppression-without-reason: off }", rules: Self.rules)
        #expect(Self.apply([finding], configuration: enabled) == ["2:3 note long-names: long-names on line 2"])
    }

    @Test func swiftUsesSlashComments() {
        let swift = SourceFile(
            path: "Door.swift",
            text:
                "let a = 1\n// fsmcheck:disable-next-line predicate-clash, dead-end -- checked at run time\n# fsmcheck:disable-line trap -- not a Swift comment\n"
        )
        let suppressions = Suppression.all(in: swift)
        #expect(suppressions.count == 1)
        #expect(suppressions.first?.ruleIDs == ["predicate-clash", "dead-end"])
        #expect(suppressions.first?.reason == "checked at run time")
        #expect(suppressions.first?.targetLine == 3)
    }

    @Test func smcAndSCXMLUseTheirOwnComments() {
        let smc = SourceFile(path: "a.sm", text: "// fsmcheck:disable-next-line dead-end -- the map exits it\n")
        #expect(Suppression.all(in: smc).first?.reason == "the map exits it")
        let scxml = SourceFile(path: "a.scxml", text: "<state>\n  <!-- fsmcheck:disable-next-line dead-end because the parent exits it -->\n")
        let suppression = Suppression.all(in: scxml).first
        #expect(suppression?.ruleIDs == ["dead-end"])
        #expect(suppression?.reason == "the parent exits it")
        #expect(suppression?.targetLine == 3)
    }

    @Test func directivesMustBeWholeWords() {
        let file = SourceFile(path: "a.fsm", text: "# fsmcheck:disable-lines trap -- no\n# fsmcheck:disable-line\n")
        #expect(Suppression.all(in: file).map(\.location.line) == [2])
    }
}
