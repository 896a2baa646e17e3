import FSMDiagnostics
import FSMModel
import FSMReporters
import FSMTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct TextFormatTests {
    @Test func githubEscapesDataAndProperties() {
        let diagnostic = Diagnostic(
            ruleID: "unused-event", severity: .warning, message: "100%\r\ndone",
            location: SampleReport.location("Specs/a,b:c.fsm", 0, 0)
        )
        let output = GitHubActionsReporter(paths: SampleReport.paths).render(Report(diagnostics: [diagnostic], fileCount: 1, machineCount: 0))
        #expect(output.hasPrefix("::warning file=Specs/a%2Cb%3Ac.fsm,line=1,col=1,title=unused-event::100%25%0D%0Adone\n"))
    }

    @Test func noteBecomesNotice() {
        let output = GitHubActionsReporter(paths: SampleReport.paths).render(SampleReport.report)
        #expect(output.contains("::notice file=Specs/door.fsm,line=1,col=10,title=unused-event::the machine has no final state"))
    }

    @Test(arguments: ["junit", "checkstyle"])
    func xmlIsWellFormed(format: String) {
        let reporter: any Reporter = format == "junit" ? JUnitReporter(paths: SampleReport.paths) : CheckstyleReporter(paths: SampleReport.paths)
        var report = SampleReport.report
        report.diagnostics[0].message += " \u{1}\u{8} control characters"
        let parser = XMLParser(data: Data(reporter.render(report).utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func junitHasOneSuitePerFileAndOneCasePerMachine() {
        let output = JUnitReporter(paths: SampleReport.paths).render(SampleReport.report)
        #expect(output.components(separatedBy: "<testsuite ").count - 1 == 3)
        #expect(output.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(output.contains("<testsuites name=\"fsmcheck\" tests=\"3\" failures=\"2\""))
        #expect(
            output.contains(
                "<testsuite name=\"Specs/quiet.fsm\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" file=\"Specs/quiet.fsm\">\n    <testcase classname=\"Specs/quiet.fsm\" name=\"Quiet\"/>"
            ))
        #expect(
            output.contains("<testcase classname=\"Specs/broken file.fsm\" name=\"Specs/broken file.fsm\">"),
            "a file without machines is a case of its own")
    }

    /// Jenkins' xUnit plugin validates JUnit reports against its `junit-10.xsd` and drops those
    /// that fail; a test case has no `file` there.
    @Test(arguments: [Severity.error, .warning])
    func junitValidatesAgainstJenkinsSchema(threshold: Severity) throws {
        let outputs = [
            JUnitReporter(paths: SampleReport.paths, failureThreshold: threshold).render(SampleReport.report),
            JUnitReporter(paths: SampleReport.paths).render(Report(diagnostics: [], fileCount: 0, machines: [])),
        ]
        for output in outputs {
            #expect(try ReportConsumers.junitViolations(of: output) == [])
        }
        let withFile = outputs[0].replacingOccurrences(of: "name=\"Quiet\"", with: "name=\"Quiet\" file=\"Specs/quiet.fsm\"")
        #expect(try !ReportConsumers.junitViolations(of: withFile).isEmpty, "the validator rejects what Jenkins rejects")
    }

    /// A minified document is one line of a megabyte; thousands of findings on it each quote a
    /// window of it, not all of it (which took minutes and tens of gigabytes), in every format.
    @Test func findingsOnAHugeLineQuoteAWindowOfIt() throws {
        let element = "<transition target=\"mark\"/>"
        let text = String(repeating: element, count: 40_000)
        let source = SourceFile(path: "/p/huge.scxml", text: text)
        // Each finding points at a `transition` name: the SARIF region must end past it, wherever it is.
        let columns = stride(from: 0, to: 40_000, by: 20).map { $0 * element.count + 2 }
        let diagnostics = columns.map { column in
            Diagnostic(
                ruleID: "duplicate-transition", severity: .warning, message: "declared twice",
                location: FSMModel.SourceLocation(file: source.path, line: 1, column: column))
        }
        let report = Report(diagnostics: diagnostics, fileCount: 1, machineCount: 1)
        let human = HumanReporter(sources: SourceLines([source]), useColor: false).render(report)
        #expect(human.utf8.count < diagnostics.count * 1_000)
        #expect(human.contains("…") && !human.contains(text))
        let sarif = SARIFReporter(tool: SampleReport.sarifTool, rules: [], sources: [source], root: SampleReport.root).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let regions = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        }
        #expect(regions.count == columns.count)
        #expect(regions.allSatisfy { region in (region["endColumn"] as? Int ?? 0) - (region["startColumn"] as? Int ?? 0) == 10 })
    }
}
