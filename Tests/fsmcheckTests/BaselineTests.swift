import FSMDiagnostics
import FSMModel
import FSMPipeline
import Testing

@Suite struct BaselineTests {
    static let paths = RelativePaths(workingDirectory: "/repo")

    static func finding(_ rule: String, line: Int, states: [String] = ["Ajar"], machine: String? = "Door", message: String = "m") -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: .error, message: message,
            location: SourceLocation(file: "/repo/door.fsm", line: line, column: 3),
            subject: .init(machine: machine, states: machine == nil ? [] : states)
        )
    }

    @Test func matchesBySubjectNotLineAndCountsCopies() {
        let baseline = Baseline(recording: [Self.finding("unreachable-state", line: 9)], paths: Self.paths)
        let later = [
            Self.finding("unreachable-state", line: 12), Self.finding("unreachable-state", line: 20),
            Self.finding("unreachable-state", line: 21, states: ["Spare"]),
        ]
        let new = baseline.newFindings(in: later, paths: Self.paths)
        #expect(new.map(\.location.line) == [20, 21], "one accepted copy absorbs one finding; a second copy and another state are new")
    }

    @Test func findingsWithoutSubjectMatchByMessage() {
        let unreadable = Self.finding("parse-error", line: 1, machine: nil, message: "the file is binary")
        let baseline = Baseline(recording: [unreadable], paths: Self.paths)
        #expect(baseline.newFindings(in: [unreadable], paths: Self.paths).isEmpty)
        #expect(baseline.newFindings(in: [Self.finding("parse-error", line: 1, machine: nil, message: "not UTF-8")], paths: Self.paths).count == 1)
    }

    @Test func textIsSortedAndRelative() {
        let baseline = Baseline(
            recording: [Self.finding("unreachable-state", line: 9, states: ["B"]), Self.finding("dead-end", line: 3)], paths: Self.paths)
        #expect(
            baseline.text == """
                {
                  "findings" : [
                    {
                      "file" : "door.fsm",
                      "machine" : "Door",
                      "rule" : "dead-end",
                      "states" : [
                        "Ajar"
                      ]
                    },
                    {
                      "file" : "door.fsm",
                      "machine" : "Door",
                      "rule" : "unreachable-state",
                      "states" : [
                        "B"
                      ]
                    }
                  ],
                  "version" : 1
                }

                """)
    }
}
