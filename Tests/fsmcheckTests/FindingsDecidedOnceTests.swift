import Foundation
import Testing

/// One truth: a finding that `.fsmcheck.yml` turns off, that a comment suppresses or that the
/// baseline accepts is absent from every command's output — lint, the picture, the tables, the
/// report and the diff — and a finding that remains shows in all of them.
@Suite struct FindingsDecidedOnceTests {
    /// `Kick` is never used (unused-event, off in the configuration), `Legacy` is unreachable but
    /// suppressed, `Ajar` is unreachable and reported.
    static let door = """
        machine: Door
        initial: Closed
        events: [Open, Close, Kick]
        states:
          Closed: { on: { Open: Opened } }
          Opened: { on: { Close: Closed } }
          # fsmcheck:disable-next-line unreachable-state -- kept for the v1 importer
          Legacy: { on: { Close: Closed } }
          Ajar: { on: { Close: Closed } }
        """

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("door.fsm", door)
        try folder.write(".fsmcheck.yml", "rules:\n  unused-event: off\n")
        return folder
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(arguments, in: folder.url)
    }

    static func read(_ name: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func lintReportsOnlyWhatRemains() throws {
        let folder = try Self.project()
        let lint = try Self.run(["lint", "--format", "github", "door.fsm"], in: folder)
        #expect(lint.standardOutput.contains("state `Ajar`"))
        #expect(!lint.standardOutput.contains("Legacy"))
        #expect(!lint.standardOutput.contains("unused-event"))
    }

    @Test func thePictureMarksOnlyWhatLintReports() throws {
        let folder = try Self.project()
        let dot = try Self.run(["render", "--dot", "-o", "-", "door.fsm"], in: folder).standardOutput
        let stateLine = { (name: String) in dot.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(name)\t[") } ?? ""
        }
        #expect(stateLine("Ajar").contains("color=grey55"), "the reported unreachable state is marked")
        #expect(stateLine("Legacy") == "\tLegacy\t[label=Legacy];", "the suppressed one is drawn plainly")
    }

    @Test func theTablesListOnlyWhatLintReports() throws {
        let folder = try Self.project()
        let markdown = try Self.run(["table", "-o", "-", "door.fsm"], in: folder).standardOutput
        let findings = try #require(markdown.components(separatedBy: "## Findings").last)
        #expect(findings.contains("\\`Ajar\\` can never be entered"))
        #expect(!findings.contains("Legacy"))
        #expect(!findings.contains("unused-event"))
    }

    @Test func theReportListsOnlyWhatLintReports() throws {
        let folder = try Self.project()
        #expect(try Self.run(["report", "-o", "report.html", "door.fsm"], in: folder).status == 0)
        let html = try Self.read("report.html", in: folder)
        #expect(html.components(separatedBy: "can never be entered").count == 2, "Ajar's finding, and not Legacy's")
        #expect(!html.contains("is declared but no transition uses it"))
    }

    @Test func theDiffComparesOnlyWhatLintReports() throws {
        let folder = try Self.project()
        try folder.write(
            "old/door.fsm",
            Self.door.replacingOccurrences(of: "  Ajar: { on: { Close: Closed } }\n", with: "").replacingOccurrences(
                of: "\n  Ajar: { on: { Close: Closed } }", with: ""))
        try folder.write("new/door.fsm", Self.door)
        let diff = try Self.run(["diff", "old", "new"], in: folder).standardOutput
        #expect(diff.contains("Ajar"))
        #expect(!diff.contains("Legacy` is never entered"), "the suppressed finding neither appears nor goes away")
        #expect(!diff.contains("unused-event"))
    }

    /// Every command that reads machines closes with the summary line lint prints for the same
    /// inputs, which counts the findings inside the machines too: `render` once said `0 errors`
    /// there, counting only what it met outside them. `--focus` and `--machine` narrow what is
    /// written, not the summary.
    @Test func everyCommandClosesWithTheSummaryLintPrints() throws {
        let folder = try Self.project()
        try folder.write("broken.fsm", try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/broken.fsm"), encoding: .utf8))
        let lint = try Self.run(["lint", "."], in: folder)
        let summary = try #require(lint.standardOutput.split(separator: "\n").last.map(String.init))
        #expect(summary == "6 errors, 1 warning in 2 machines from 2 files")
        for arguments in [
            ["render", ".", "-o", "out"], ["render", ".", "--focus", "Ajar", "--dot", "-o", "-"], ["table", ".", "-o", "out"],
            ["export", ".", "--to", "json", "-o", "out"], ["report", ".", "-o", "report.html"], ["report", ".", "-o", "-"],
            ["tests", ".", "--machine", "Door", "-o", "out"],
        ] {
            let outcome = try Self.run(arguments, in: folder)
            #expect(
                outcome.standardError.split(separator: "\n").last.map(String.init)?.hasSuffix(summary) == true,
                "\(arguments): \(outcome.standardError)")
        }
    }

    @Test func theBaselineIsAppliedToEveryCommand() throws {
        let folder = try Self.project()
        #expect(try Self.run(["lint", "--write-baseline", "accepted.json", "door.fsm"], in: folder).status == 1)
        let lint = try Self.run(["lint", "--baseline", "accepted.json", "door.fsm"], in: folder)
        #expect(lint.status == 0, "the only error is accepted")
        let dot = try Self.run(["render", "--dot", "-o", "-", "--baseline", "accepted.json", "door.fsm"], in: folder).standardOutput
        #expect(!dot.contains("grey55"), "an accepted finding is not marked on the picture")
        let markdown = try Self.run(["table", "-o", "-", "--baseline", "accepted.json", "door.fsm"], in: folder).standardOutput
        #expect(!markdown.contains("can never be entered"))
    }
}
