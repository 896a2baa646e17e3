import Foundation
import Testing

/// `fsmcheck report` and `fsmcheck diff --format markdown|html` through the built binary: what
/// they write, that they list exactly what `lint` reports under the same configuration and
/// baseline, and that the same input gives the same bytes.
@Suite struct ReportCommandTests {
    /// A finding as both `lint --format github` and the report show it.
    struct Listed: Hashable, CustomStringConvertible {
        var severity: String
        var rule: String
        var location: String

        var description: String { "\(location) \(severity) [\(rule)]" }
    }

    static func lintFindings(_ arguments: [String], in folder: TemporaryFolder) throws -> Set<Listed> {
        let outcome = try BinaryRunner.run(["lint", "--format", "github"] + arguments, in: folder.url)
        let pattern = try NSRegularExpression(
            pattern: #"^::(error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),title=([a-z-]+)::"#, options: .anchorsMatchLines)
        let text = outcome.standardOutput
        return Set(
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                let group = { (index: Int) in Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
                return Listed(severity: group(1) == "notice" ? "note" : group(1), rule: group(5), location: "\(group(2)):\(group(3)):\(group(4))")
            })
    }

    static func reportFindings(_ html: String) throws -> Set<Listed> {
        let pattern = try NSRegularExpression(
            pattern:
                #"<li class="finding severity-\w+" data-severity="(\w+)" data-rule="([a-z-]+)"[^>]*>\n.*\n<div class="location mono">([^<]+)</div>"#)
        return Set(
            pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
                let group = { (index: Int) in Range(match.range(at: index), in: html).map { String(html[$0]) } ?? "" }
                return Listed(severity: group(1), rule: group(2), location: group(3))
            })
    }

    static func report(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
        let outcome = try BinaryRunner.run(["report", "-o", "report.html"] + arguments, in: folder.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
    }

    @Test func reportListsWhatLintReportsUnderTheSameConfigurationAndBaseline() throws {
        let folder = try CIEndToEndTests.folderWithDoor()
        try folder.write("gate.fsm", "machine: Gate\ninitial: Shut\nstates:\n  Shut: { on: { Open: Wide } }\n  Wide: {}\n  Spare: {}\n")
        try folder.write(".fsmcheck.yml", "rules:\n  unreachable-state: warning\n  unused-event: off\n")
        let plain = try Self.report(["."], in: folder)
        let lint = try Self.lintFindings(["."], in: folder)
        #expect(lint.count >= 3, "\(lint)")
        #expect(try Self.reportFindings(plain) == lint)
        #expect(!plain.contains("data-rule=\"unused-event\""), "a rule turned off is not listed")
        #expect(!plain.contains("Legacy` can never"), "a suppressed finding is not listed")
        #expect(plain.contains("data-severity=\"warning\" data-rule=\"unreachable-state\""), "severities come from the configuration")

        _ = try BinaryRunner.run(["lint", "--write-baseline", "baseline.json", "door.fsm"], in: folder.url)
        let baselined = try Self.report(["--baseline", "baseline.json", "."], in: folder)
        let remaining = try Self.lintFindings(["--baseline", "baseline.json", "."], in: folder)
        #expect(try Self.reportFindings(baselined) == remaining)
        #expect(remaining.allSatisfy { $0.location.hasPrefix("gate.fsm") }, "\(remaining)")
    }

    /// The page lists each property as `lint --properties` does: what holds, not only what failed;
    /// a machine without properties has no such list.
    @Test func reportListsThePropertiesLikeLint() throws {
        let folder = try CIEndToEndTests.folderWithDoor()
        try folder.write(
            "gate.fsm",
            "machine: Gate\ninitial: Shut\nproperties:\n  - reachable: Wide\n  - never: Wide\nstates:\n  Shut: { on: { Open: Wide } }\n  Wide: { on: { Close: Shut } }\n"
        )
        let html = try Self.report(["."], in: folder)
        let listed = try BinaryRunner.run(["lint", "--properties", "gate.fsm"], in: folder.url).standardOutput
        let lines = listed.split(separator: "\n").filter { $0.hasPrefix("  ✓") || $0.hasPrefix("  ✗") }.map { $0.dropFirst(2) }
        #expect(lines.count == 2, "\(listed)")
        for line in lines { #expect(html.contains("<li>\(line)</li>"), "\(line)") }
        #expect(html.components(separatedBy: "<h3>Properties</h3>").count == 2, "only the gate states properties")
    }

    @Test func reportIsSelfContainedAndTheSameForTheSameInput() throws {
        let folder = try CIEndToEndTests.folderWithDoor()
        let outcome = try BinaryRunner.run(["report", "-o", "first.html", "."], in: folder.url)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "wrote first.html: 1 error, 1 warning in 1 machine from 1 file\n")
        let first = try Data(contentsOf: folder.url.appendingPathComponent("first.html"))
        let printed = try BinaryRunner.run(["report", "-o", "-", "."], in: folder.url)
        #expect(Data(printed.standardOutput.utf8) == first, "two runs, the same bytes")
        let html = String(decoding: first, as: UTF8.self)
        #expect(html.contains("<svg") && html.contains("id=\"m0_s0\""), "the diagram is inline, its elements named")
        for reference in ["src=", "href=\"http", "url(", "@import", "<link"] {
            #expect(!html.contains(reference), "the page refers to something outside it: \(reference)")
        }
        let unwritable = try BinaryRunner.run(["report", "-o", "no/such/folder/report.html", "."], in: folder.url)
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.contains("cannot write no/such/folder/report.html"))
    }

    @Test func diffDrawsTheChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/door.fsm", CIEndToEndTests.door)
        try folder.write(
            "new/door.fsm",
            CIEndToEndTests.door.replacingOccurrences(
                of: "  Opened: { on: { Close: Closed } }", with: "  Opened: { on: { Close: Closed, Kick: Ajar } }"))
        let markdown = try BinaryRunner.run(["diff", "--format", "markdown", "old", "new"], in: folder.url)
        #expect(markdown.status == 0)
        #expect(markdown.standardOutput.contains("### `Door`\n\n```mermaid\nstateDiagram-v2\n"))
        #expect(markdown.standardOutput.contains("Opened --> Ajar : + Kick\n"))
        let html = try BinaryRunner.run(["diff", "--format", "html", "-o", "diff.html", "old", "new"], in: folder.url)
        #expect(html.status == 0, "\(html.standardError)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("diff.html"), encoding: .utf8)
        #expect(page.contains("<svg") && page.contains("d0_t"), "the change is drawn")
        #expect(page.contains("stroke=\"#1a7f37\""), "the added transition is green")
    }
}
