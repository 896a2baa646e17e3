import FSMDiagnostics
import FSMTestSupport
import Foundation
import Testing

@testable import FSMReporters

/// SARIF as GitHub code scanning reads it: valid against the official OASIS schema, and with what
/// code scanning's own documentation requires of an upload ("SARIF support for code scanning").
@Suite struct SARIFReporterTests {
    static func render(
        _ report: Report = SampleReport.report, rules: [RuleDescription] = SampleReport.rules, sources: [SourceFile] = SampleReport.sources
    ) -> String {
        SARIFReporter(tool: SampleReport.sarifTool, rules: rules, sources: sources, root: SampleReport.root).render(report)
    }

    static func results(of log: String) throws -> [JSONValue] {
        guard case .array(let runs)? = try JSONValue.parse(log)["runs"], case .array(let results)? = runs.first?["results"] else { return [] }
        return results
    }

    @Test func outputValidatesAgainstTheSchema() throws {
        #expect(try ReportConsumers.sarifViolations(of: Self.render()) == [])
    }

    @Test func emptyRunValidates() throws {
        #expect(try ReportConsumers.sarifViolations(of: Self.render(Report(diagnostics: [], fileCount: 0, machineCount: 0))) == [])
    }

    /// The validator is not a rubber stamp: documents that break the schema are rejected.
    @Test(arguments: [
        ("\"version\" : \"2.1.0\"", "\"version\" : \"2.0.0\""),
        ("\"startLine\" : 7", "\"startLine\" : 0"),
        ("\"ruleIndex\" : 1", "\"ruleIndex\" : \"1\""),
        ("\"level\" : \"error\"", "\"level\" : \"fatal\""),
        ("\"columnKind\"", "\"columnKinds\""),
        ("\"text\" : \"state", "\"txt\" : \"state"),
        ("\"uri\" : \"Specs/door.fsm\"", "\"uri\" : \"Specs/door file.fsm\""),
    ])
    func brokenDocumentsAreRejected(original: String, replacement: String) throws {
        let text = Self.render().replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.render(), "the mutation \(original) did not apply")
        #expect(try !ReportConsumers.sarifViolations(of: text).isEmpty)
    }

    @Test func rulesAndResultsAreLinked() throws {
        let log = try JSONValue.parse(Self.render())
        guard case .array(let runs)? = log["runs"], case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"] else {
            Issue.record("no rules")
            return
        }
        #expect(rules.count == SampleReport.rules.count)
        for result in try Self.results(of: Self.render()) {
            guard case .number(let index)? = result["ruleIndex"], case .object(let rule) = rules[Int(index)] else {
                Issue.record("result without a rule index: \(result)")
                continue
            }
            #expect(rule["id"] == result["ruleId"])
        }
        #expect(rules.last?["defaultConfiguration"]?["enabled"] == .bool(false), "opt-in rules are disabled by default")
    }

    /// Code scanning shows `help` beside every alert, Markdown where there is some.
    @Test func everyRuleHasHelpFromItsDescription() throws {
        let rule = SampleReport.rules[1]
        let log = try JSONValue.parse(Self.render())
        guard case .array(let runs)? = log["runs"], case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"] else {
            Issue.record("no rules")
            return
        }
        #expect(rules[1]["help"]?["text"] == .string(rule.helpText))
        #expect(rules[1]["help"]?["markdown"] == .string(rule.helpMarkdown))
        #expect(
            rule.helpText.contains(rule.rationale) && rule.helpText.contains(rule.triggeringExample.text)
                && rule.helpText.contains(rule.passingExample.text))
        #expect(rule.helpMarkdown.contains("```yaml\n# example.fsm\n\(rule.passingExample.text)\n```"))
    }

    @Test func urisAreRelativeToTheSourceRoot() throws {
        let log = try JSONValue.parse(Self.render())
        guard case .array(let runs)? = log["runs"] else {
            Issue.record("no runs")
            return
        }
        #expect(runs.first?["originalUriBaseIds"]?["%SRCROOT%"]?["uri"] == .string("file:///work/project/"))
        let artifacts = try Self.results(of: Self.render()).compactMap { result -> JSONValue? in
            guard case .array(let locations)? = result["locations"] else { return nil }
            return locations.first?["physicalLocation"]?["artifactLocation"]
        }
        #expect(
            artifacts.contains(.object(["uri": .string("Specs/broken%20file.fsm"), "uriBaseId": .string("%SRCROOT%")])),
            "an absolute path under the root")
        #expect(artifacts.contains(.object(["uri": .string("Specs/door.fsm"), "uriBaseId": .string("%SRCROOT%")])))
        let outside = Report(
            diagnostics: [
                Diagnostic(ruleID: "parse-error", severity: .error, message: "m", location: SampleReport.location("/elsewhere/a b.fsm", 1, 1))
            ], fileCount: 1, machineCount: 0)
        let outsideText = Self.render(outside)
        #expect(outsideText.contains("\"uri\" : \"file:///elsewhere/a%20b.fsm\""), "a file outside the root keeps an absolute URI")
        #expect(!outsideText.contains("\"uriBaseId\""))
    }

    /// Regions end past the token at their start, read from the source line; a file fsmcheck could
    /// not read still gets a one-line region.
    @Test func regionsEndAfterTheirToken() throws {
        let results = try Self.results(of: Self.render())
        let unreachable = try #require(results.first { $0["ruleId"] == .string("unreachable-state") })
        let region = unreachable["locations"].flatMap { if case .array(let locations) = $0 { locations.first } else { nil } }?["physicalLocation"]?[
            "region"]
        #expect(region?["startLine"] == .number(7) && region?["endLine"] == .number(7))
        #expect(region?["startColumn"] == .number(3) && region?["endColumn"] == .number(7), "`Ajar` spans columns 3 to 6")
        let unread = try #require(results.first { $0["ruleId"] == .string("parse-error") })
        let unreadRegion = unread["locations"].flatMap { if case .array(let locations) = $0 { locations.first } else { nil } }?["physicalLocation"]?[
            "region"]
        #expect(unreadRegion?["endLine"] == .number(3) && unreadRegion?["endColumn"] == nil)
    }

    @Test(arguments: [
        ("    to: Brewng   # finding", 9, 15),
        ("  - when: Cup.present", 11, 22),
        ("define(.locked) {", 8, 15),
        ("  name: \"two words\" # x", 9, 20),
        ("  name: \"unterminated", 9, 22),
        ("a: [x, y]", 4, 5),
        ("short", 9, 9),
        ("  whole line", 0, 13),
        ("état: Zürich", 7, 13),
    ])
    func tokenEnds(line: String, column: Int, expectedEnd: Int) {
        #expect(TokenExtent.endColumn(of: line, from: column) == expectedEnd)
    }

    // MARK: Fingerprints

    /// The published expectations of GitHub's own implementation (`fingerprints.test.ts` in
    /// `github/codeql-action`), so the hash is the one the upload action would compute.
    @Test(arguments: [
        ("", ["c129715d7a2bc9a3:1"]),
        (" a\nb\n  \t\tc\n d", ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        (
            " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End",
            ["8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1", "c6805c5e1288b612:1", "b86d3392aea1be30:1", "e6ceba753e1a442:1"]
        ),
        (
            " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n",
            [
                "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1",
                "c129715d7a2bc9a3:1",
            ]
        ),
        (
            " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r",
            [
                "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1",
                "c129715d7a2bc9a3:1",
            ]
        ),
        (
            String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10),
            [
                "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4", "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6",
                "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1", "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1", "c129715d7a2bc9a3:1",
            ]
        ),
    ])
    func lineHashesAreGitHubs(text: String, expected: [String]) {
        #expect(LineHash.hashes(of: text) == expected)
    }

    static func fingerprints(of diagnostics: [Diagnostic], sources: [SourceFile]) throws -> [String] {
        try results(of: render(Report(diagnostics: diagnostics, fileCount: sources.count, machineCount: 1), sources: sources)).map { result in
            guard case .string(let hash)? = result["partialFingerprints"]?["primaryLocationLineHash"] else { return "" }
            return hash
        }
    }

    /// A result alone on its line carries the line's hash as the upload action computes it, so the
    /// action has nothing to correct; moving the line moves nothing.
    @Test func aResultAloneOnItsLineHasTheLinesHash() throws {
        let fingerprints = try Self.fingerprints(of: SampleReport.diagnostics, sources: SampleReport.sources)
        let expected = LineHash.hashes(of: SampleReport.door)
        let sorted = SampleReport.report.diagnostics
        for (diagnostic, fingerprint) in zip(sorted, fingerprints) where diagnostic.location.file == "Specs/door.fsm" {
            #expect(fingerprint == expected[diagnostic.location.line - 1], "\(diagnostic.ruleID)")
        }
        let moved = SampleReport.sources.map { SourceFile(path: $0.path, text: "# a comment that moves every line\n" + $0.text) }
        let movedDiagnostics = SampleReport.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.location.file == "Specs/door.fsm" { diagnostic.location.line += 1 }
            return diagnostic
        }
        #expect(try Self.fingerprints(of: movedDiagnostics, sources: moved) == fingerprints)
    }

    /// Results that share a line (a YAML flow mapping, an `events:` list), identical lines in two
    /// files, and even two results about the same thing on one line never share a fingerprint.
    @Test func twoDistinctResultsNeverShareAFingerprint() throws {
        let text = "machine: M\nevents: [A, B, C]\nstates:\n  S: { on: { A: T, B: T } }\n"
        let sources = [SourceFile(path: "one.fsm", text: text), SourceFile(path: "two.fsm", text: text)]
        var diagnostics: [Diagnostic] = []
        for file in ["one.fsm", "two.fsm"] {
            for (column, event) in [(10, "A"), (13, "B"), (16, "C")] {
                diagnostics.append(
                    Diagnostic(
                        ruleID: "unused-event", severity: .warning, message: "event `\(event)` is never used",
                        location: SampleReport.location(file, 2, column), subject: .init(machine: "M", event: event)
                    ))
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: "unknown-event", severity: .error, message: "event `A` is not declared", location: SampleReport.location(file, 2, 10),
                    subject: .init(machine: "M", event: "A")
                ))
            for column in [15, 21] {
                diagnostics.append(
                    Diagnostic(
                        ruleID: "duplicate-transition", severity: .warning, message: "the same transition twice",
                        location: SampleReport.location(file, 4, column), subject: .init(machine: "M", states: ["S"], event: "A")
                    ))
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: "unreachable-state", severity: .error, message: "unreachable", location: SampleReport.location(file, 3, 1),
                    subject: .init(machine: "M", states: ["T"])))
        }
        let fingerprints = try Self.fingerprints(of: diagnostics, sources: sources)
        #expect(fingerprints.count == diagnostics.count)
        #expect(Set(fingerprints).count == fingerprints.count, "\(fingerprints)")
        #expect(fingerprints.allSatisfy { $0.wholeMatch(of: /[0-9a-f]+:[0-9]+/) != nil })
    }
}
