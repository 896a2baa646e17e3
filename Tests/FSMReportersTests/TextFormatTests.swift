import FSMDiagnostics
import FSMReporters
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

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

    @Test func junitHasOneCasePerMachineAndPerUnreadableFile() {
        let output = JUnitReporter(paths: SampleReport.paths).render(SampleReport.report)
        #expect(output.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(output.contains("tests=\"3\" failures=\"2\""))
        #expect(output.contains("name=\"Quiet\" file=\"Specs/quiet.fsm\"/>"))
        #expect(output.contains("name=\"Specs/broken file.fsm\""))
    }
}
