import FSMDiagnostics
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
}
