import FSMDiagnostics
import FSMModel
import FSMReporters

/// One small report exercising everything a reporter must handle: several files and machines,
/// notes, hints, a note-level finding, a file without machines, an absolute path, and messages
/// with the characters each format must escape (`%`, `,`, `:`, `<`, `&`, quotes, a newline).
enum SampleReport {
    static let workingDirectory = "/work/project"

    static let door = """
        machine: Door
        events: [Open, Close, Kick]
        initial: Closed
        states:
          Closed: { on: { Open: Opened, Lock: Locked } }
          Opened: { on: { Close: Closed } }
          Ajar: { on: { Close: Closed } }
          Locked: { on: { Unlock: Closed } }
        """

    static var sources: [SourceFile] { [SourceFile(path: "Specs/door.fsm", text: door)] }

    static func location(_ file: String, _ line: Int, _ column: Int) -> FSMModel.SourceLocation {
        FSMModel.SourceLocation(file: file, line: line, column: column)
    }

    static var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                ruleID: "unreachable-state", severity: .error,
                message: "state `Ajar` is unreachable from the initial state `Closed`",
                location: location("Specs/door.fsm", 7, 3),
                hint: "add a transition to `Ajar`, or remove it",
                subject: .init(machine: "Door", states: ["Ajar"]),
                witness: Witness(why: "no transition leads to `Ajar`")
            ),
            Diagnostic(
                ruleID: "predicate-clash", severity: .error,
                message: "two transitions on `Open` from `Closed` can both fire when Enforcement.strong, Reward.negative",
                location: location("Specs/door.fsm", 5, 15),
                notes: [
                    Note("this transition goes to `Opened`", at: location("Specs/door.fsm", 5, 15)),
                    Note("this one goes to `Locked`", at: location("Specs/door.fsm", 5, 29)),
                ],
                subject: .init(machine: "Door", states: ["Closed"], event: "Open"),
                witness: Witness(
                    steps: [
                        Witness.Step(
                            state: "Closed", event: "Open", values: ["Enforcement.weak"], target: "Opened",
                            location: location("Specs/door.fsm", 5, 15)),
                        Witness.Step(
                            state: "Opened", event: "Close", conditions: ["door.isShut"], target: "Closed",
                            location: location("Specs/door.fsm", 6, 15)),
                    ],
                    trigger: Witness.Step(
                        state: "Closed", event: "Open", values: ["Enforcement.strong", "Reward.negative"], target: nil,
                        location: location("Specs/door.fsm", 5, 15)
                    )
                )
            ),
            Diagnostic(
                ruleID: "unused-event", severity: .warning,
                message: "event `Kick` is declared but never used: 100% <dead> & \"quoted\",\nnext line",
                location: location("Specs/door.fsm", 2, 24),
                subject: .init(machine: "Door", event: "Kick")
            ),
            Diagnostic(
                ruleID: "unused-event", severity: .note,
                message: "the machine has no final state",
                location: location("Specs/door.fsm", 1, 10),
                subject: .init(machine: "Door")
            ),
            Diagnostic(
                ruleID: "parse-error", severity: .error,
                message: "the file is not valid YAML: did not find expected ',' or ']'",
                location: location("/work/project/Specs/broken file.fsm", 3, 12)
            ),
        ]
    }

    static var report: Report {
        Report(
            diagnostics: diagnostics,
            fileCount: 3,
            machines: [CheckedMachineEntry(name: "Door", file: "Specs/door.fsm"), CheckedMachineEntry(name: "Quiet", file: "Specs/quiet.fsm")]
        )
    }

    static var paths: RelativePaths { RelativePaths(workingDirectory: workingDirectory) }

    /// The working directory is the repository's root here.
    static var root: SourceRoot { SourceRoot(path: workingDirectory, workingDirectory: workingDirectory) }

    static let rules: [RuleDescription] = [
        CommonRules.parseError,
        rule("unreachable-state", .error, "a state no sequence of events enters"),
        rule("predicate-clash", .error, "two transitions that can fire together"),
        rule("unused-event", .warning, "a declared event no transition uses"),
        rule("opt-in-example", .note, "an opt-in rule", optIn: true),
    ]

    static func rule(_ id: String, _ severity: Severity, _ summary: String, optIn: Bool = false) -> RuleDescription {
        RuleDescription(
            id: id, defaultSeverity: severity, summary: summary, rationale: "Why \(id) matters.",
            triggeringExample: SourceExample("machine: A"), passingExample: SourceExample("machine: B"), isOptIn: optIn
        )
    }

    static var sarifTool: SARIFReporter.Tool {
        SARIFReporter.Tool(
            name: "fsmcheck", version: "0.1.0", informationURI: "https://example.org/fsmcheck", ruleHelpBaseURI: "https://example.org/fsmcheck/rules#"
        )
    }
}
