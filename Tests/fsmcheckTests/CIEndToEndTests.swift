import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The CI features through the built binary, as a CI job would use them: every report format,
/// `--output`, `.fsmcheck.yml`, suppression comments, baselines and `diff`.
@Suite struct CIEndToEndTests {
    /// One unreachable state (`Ajar`, line 9), one suppressed (`Legacy`), one unused event (`Kick`).
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

    static func folderWithDoor() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("door.fsm", door)
        return folder
    }

    static func lint(_ arguments: [String], in folder: TemporaryFolder) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(["lint"] + arguments, in: folder.url)
    }

    // MARK: Formats

    @Test func sarifIsALinkedLogWithRelativePaths() throws {
        let folder = try Self.folderWithDoor()
        let outcome = try Self.lint(["--format", "sarif", "."], in: folder)
        #expect(outcome.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unused-event", "unreachable-state"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(rules[index]["helpUri"] is String)
        }
        #expect(outcome.standardOutput.contains("\"uri\" : \"door.fsm\""), "the working directory is the root outside a repository")
        #expect(rules.contains { $0["id"] as? String == "unused-suppression" })
    }

    @Test func sarifFingerprintsSurviveLineMoves() throws {
        let folder = try Self.folderWithDoor()
        let before = try Self.lint(["--format", "sarif", "."], in: folder).standardOutput
        try folder.write("door.fsm", "# a comment that moves every line\n" + Self.door)
        let after = try Self.lint(["--format", "sarif", "."], in: folder).standardOutput
        let fingerprints = { (text: String) in text.split(separator: "\n").filter { $0.contains("primaryLocationLineHash") } }
        #expect(!fingerprints(before).isEmpty)
        #expect(fingerprints(before) == fingerprints(after))
        #expect(before != after, "the lines did move")
    }

    /// Code scanning reads artifact URIs from the repository's root: the same log whatever the
    /// working directory and however the path is spelled.
    @Test func sarifNamesFilesFromTheRepositoryRoot() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("project/.git"), withIntermediateDirectories: true)
        try folder.write("project/Specs/door.fsm", Self.door)
        let project = folder.url.appendingPathComponent("project")
        let specs = project.appendingPathComponent("Specs")
        let runs = [
            try BinaryRunner.run(["lint", "--format", "sarif", "./Specs/door.fsm"], in: project),
            try BinaryRunner.run(["lint", "--format", "sarif", "door.fsm"], in: specs),
            try BinaryRunner.run(["lint", "--format", "sarif", "../Specs/./door.fsm"], in: specs),
            try BinaryRunner.run(["lint", "--format", "sarif", specs.appendingPathComponent("door.fsm").path], in: folder.url),
            try BinaryRunner.run(["lint", "--format", "sarif", "."], in: project),
        ]
        #expect(
            runs[0].standardOutput.contains("\"uri\" : \"Specs/door.fsm\",\n                  \"uriBaseId\" : \"%SRCROOT%\""),
            "\(runs[0].standardOutput)")
        for run in runs.dropFirst() {
            #expect(run.standardOutput == runs[0].standardOutput)
        }
        let based = try BinaryRunner.run(["lint", "--format", "sarif", "--base-path", "Specs", "Specs/door.fsm"], in: project)
        #expect(based.standardOutput.contains("\"uri\" : \"door.fsm\""))
        let missing = try BinaryRunner.run(["lint", "--format", "sarif", "--base-path", "nowhere", "Specs/door.fsm"], in: project)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("--base-path nowhere is not a folder"))
    }

    /// A file reached through a symbolic link is named by where it really is: code scanning
    /// cannot show a result in a file it reaches only through a link.
    @Test func sarifResolvesSymbolicLinks() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("project/.git"), withIntermediateDirectories: true)
        try folder.write("project/Specs/door.fsm", Self.door)
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("link"), withDestinationURL: folder.url.appendingPathComponent("project/Specs"))
        let outcome = try BinaryRunner.run(["lint", "--format", "sarif", "link/door.fsm"], in: folder.url)
        #expect(outcome.standardOutput.contains("\"uri\" : \"Specs/door.fsm\""), "\(outcome.standardOutput)")
    }

    @Test func githubAnnotations() throws {
        let outcome = try Self.lint(["--format", "github", "."], in: try Self.folderWithDoor())
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("::error file=door.fsm,line=9,col=3,title=unreachable-state::state `Ajar`"))
        #expect(outcome.standardOutput.contains("::warning file=door.fsm,line=3,col="))
    }

    @Test(arguments: ["junit", "checkstyle"])
    func xmlFormatsAreWellFormed(format: String) throws {
        let folder = try Self.folderWithDoor()
        try folder.write("broken.fsm", Data([0x6D, 0x00, 0x01]))
        let outcome = try Self.lint(["--format", format, "."], in: folder)
        #expect(outcome.status == 1)
        let parser = XMLParser(data: Data(outcome.standardOutput.utf8))
        #expect(parser.parse(), "\(outcome.standardOutput)")
        if format == "junit" {
            #expect(outcome.standardOutput.contains("<testcase classname=\"door.fsm\" name=\"Door\""))
            #expect(outcome.standardOutput.contains("<testcase classname=\"broken.fsm\" name=\"broken.fsm\""))
        } else {
            #expect(outcome.standardOutput.contains("source=\"fsmcheck.unreachable-state\""))
        }
    }

    @Test func outputFileHoldsTheReportAndStandardOutputStaysQuiet() throws {
        let folder = try Self.folderWithDoor()
        let printed = try Self.lint(["--format", "json", "."], in: folder)
        let written = try Self.lint(["--format", "json", "--output", "report.json", "."], in: folder)
        #expect(written.status == 1)
        #expect(written.standardOutput.isEmpty)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("report.json"), encoding: .utf8) == printed.standardOutput)
    }

    @Test func unwritableOutputIsAnInvocationError() throws {
        let outcome = try Self.lint(["--output", "no/such/folder/report.txt", "."], in: try Self.folderWithDoor())
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot write no/such/folder/report.txt"))
    }

    /// The progress line is for people at a terminal: never in a pipe.
    @Test func noProgressLineInAPipe() throws {
        let outcome = try Self.lint(["."], in: try Self.folderWithDoor())
        #expect(outcome.standardError.isEmpty)
    }

    // MARK: Configuration

    @Test func configurationIsFoundAboveTheWorkingDirectory() throws {
        let folder = try TemporaryFolder()
        try folder.write(".fsmcheck.yml", "rules:\n  unreachable-state: warning\n  unused-event: off\n")
        try folder.write("machines/door.fsm", Self.door)
        let outcome = try BinaryRunner.run(["lint", "."], in: folder.url.appendingPathComponent("machines"))
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("warning: state `Ajar`"))
        #expect(!outcome.standardOutput.contains("unused-event"))
    }

    @Test func excludeGlobsSkipWalkedFilesButNotNamedOnes() throws {
        let folder = try Self.folderWithDoor()
        try folder.write("legacy/old.fsm", Self.door.replacingOccurrences(of: "machine: Door", with: "machine: Old"))
        try folder.write(".fsmcheck.yml", "exclude: [legacy]\n")
        let walked = try Self.lint(["--format", "json", "."], in: folder)
        #expect(!walked.standardOutput.contains("old.fsm"))
        #expect(walked.standardOutput.contains("door.fsm"))
        let named = try Self.lint(["--format", "json", "legacy/old.fsm"], in: folder)
        #expect(named.standardOutput.contains("old.fsm"))
    }

    @Test func explicitConfigAndItsProblems() throws {
        let folder = try Self.folderWithDoor()
        try folder.write("ci.yml", "rules:\n  unreachable-stat: off\nexclud: []\n")
        let outcome = try Self.lint(["--config", "ci.yml", "."], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("ci.yml:2:3: error: unknown rule `unreachable-stat` (did you mean `unreachable-state`?)"))
        #expect(outcome.standardError.contains("ci.yml:3:1: error: unknown key `exclud` (did you mean `exclude`?)"))
        let missing = try Self.lint(["--config", "nope.yml", "."], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no such configuration file: nope.yml"))
    }

    @Test func dialectsLimitWhatIsRead() throws {
        let folder = try Self.folderWithDoor()
        try folder.write(
            "Clash.swift", try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/TurnstileClash.swift"), encoding: .utf8))
        try folder.write(".fsmcheck.yml", "dialects: [fsm]\n")
        let outcome = try Self.lint(["--format", "json", "."], in: folder)
        #expect(!outcome.standardOutput.contains("Clash.swift"))
        #expect(outcome.standardOutput.contains("\"files\" : 1"))
    }

    // MARK: Suppressions

    @Test func suppressionsInSpecsAndSwift() throws {
        let folder = try Self.folderWithDoor()
        var swift = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Specs/TurnstileClash.swift"), encoding: .utf8)
        swift = swift.replacingOccurrences(
            of: "                matching(Reward.negative)",
            with:
                "                // fsmcheck:disable-next-line predicate-clash -- scolding wins at run time by design\n                matching(Reward.negative)"
        )
        try folder.write("Clash.swift", swift)
        let outcome = try Self.lint(["--format", "json", "."], in: folder)
        #expect(!outcome.standardOutput.contains("predicate-clash"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("Legacy"))
        #expect(outcome.standardOutput.contains("`Ajar`"))
    }

    @Test func staleAndReasonlessSuppressionsAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "door.fsm",
            Self.door.replacingOccurrences(of: " -- kept for the v1 importer", with: "")
                + "\n  # fsmcheck:disable-next-line dead-end -- nothing here\n  Extra: { on: { Close: Closed } }\n")
        let outcome = try Self.lint(["."], in: folder)
        #expect(
            outcome.standardOutput.contains(
                "door.fsm:7:5: warning: the suppression of `unreachable-state` gives no reason, so it silences nothing [suppression-without-reason]"),
            "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("state `Legacy`"))
        #expect(
            outcome.standardOutput.contains(
                "door.fsm:10:5: warning: nothing on the next line reports `dead-end`, so this suppression silences nothing [unused-suppression]"))
    }

    // MARK: Baseline

    @Test func baselineReportsOnlyNewFindings() throws {
        let folder = try Self.folderWithDoor()
        let recorded = try Self.lint(["--write-baseline", "baseline.json", "."], in: folder)
        #expect(recorded.status == 1, "writing a baseline still reports")
        let accepted = try Self.lint(["--baseline", "baseline.json", "."], in: folder)
        #expect(accepted.status == 0, "\(accepted.standardOutput)")
        #expect(accepted.standardOutput.contains("0 errors, 0 warnings"))

        try folder.write("door.fsm", "# moved down a line\n" + Self.door + "\n  Spare: { on: { Close: Closed } }\n")
        let later = try Self.lint(["--baseline", "baseline.json", "--format", "json", "."], in: folder)
        #expect(later.status == 1)
        #expect(later.standardOutput.contains("`Spare`"))
        #expect(!later.standardOutput.contains("`Ajar`"), "an accepted finding that moved lines came back")
        #expect(!later.standardOutput.contains("Kick"))
    }

    @Test func unreadableBaselineIsAnInvocationError() throws {
        let folder = try Self.folderWithDoor()
        try folder.write("baseline.json", "{ not json")
        let outcome = try Self.lint(["--baseline", "baseline.json", "."], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot read the baseline baseline.json"))
    }

    // MARK: Diff

    @Test func diffOfTwoFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/door.fsm", Self.door)
        try folder.write(
            "new/door.fsm",
            Self.door.replacingOccurrences(of: "  Opened: { on: { Close: Closed } }", with: "  Opened: { on: { Close: Closed, Kick: Ajar } }"))
        try folder.write("new/gate.fsm", "machine: Gate\ninitial: Shut\nstates:\n  Shut: { on: { Open: Wide } }\n  Wide: { on: { Close: Shut } }\n")
        let human = try BinaryRunner.run(["diff", "old", "new"], in: folder.url)
        #expect(human.status == 0, "\(human.standardError)")
        #expect(human.standardOutput.contains("machine Door (changed)"))
        #expect(human.standardOutput.contains("+ Opened --Kick--> Ajar"))
        #expect(human.standardOutput.contains("- error: state `Ajar` can never be entered [unreachable-state]"))
        #expect(human.standardOutput.contains("machine Gate (added): 2 states, 2 transitions"))
        let markdown = try BinaryRunner.run(["diff", "--format", "markdown", "old", "new"], in: folder.url)
        #expect(markdown.standardOutput.hasPrefix("## fsmcheck diff\n"))
        #expect(markdown.standardOutput.contains("| `Door` | changed |"))
        #expect(markdown.standardOutput.contains("- `Opened --Kick--> Ajar`"))
    }

    @Test func diffOfIdenticalFilesSaysSo() throws {
        let folder = try Self.folderWithDoor()
        let outcome = try BinaryRunner.run(["diff", "door.fsm", "door.fsm"], in: folder.url)
        #expect(outcome.standardOutput == "no semantic differences in 1 machine\n")
        #expect(try BinaryRunner.run(["diff", "door.fsm"], in: folder.url).status == 2)
    }
}
