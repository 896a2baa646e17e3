import FSMReporters
import Testing

/// Every output format against a checked-in reference, byte for byte.
@Suite struct ReporterGoldenTests {
    @Test func human() throws {
        try Golden.check(HumanReporter(sources: SourceLines(SampleReport.sources), useColor: false).render(SampleReport.report), against: "report.txt")
    }

    @Test func json() throws {
        try Golden.check(JSONReporter().render(SampleReport.report), against: "report.json")
    }

    @Test func sarif() throws {
        try Golden.check(SARIFReporter(tool: SampleReport.sarifTool, rules: SampleReport.rules, paths: SampleReport.paths).render(SampleReport.report), against: "report.sarif")
    }

    @Test func github() throws {
        try Golden.check(GitHubActionsReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.github.txt")
    }

    @Test func junit() throws {
        try Golden.check(JUnitReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.junit.xml")
    }

    @Test func junitStrict() throws {
        try Golden.check(JUnitReporter(paths: SampleReport.paths, failureThreshold: .warning).render(SampleReport.report), against: "report.junit-strict.xml")
    }

    @Test func checkstyle() throws {
        try Golden.check(CheckstyleReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.checkstyle.xml")
    }

    @Test func emptyReports() throws {
        let empty = Report(diagnostics: [], fileCount: 1, machines: [CheckedMachineEntry(name: "Clean", file: "clean.fsm")])
        let outputs = [
            GitHubActionsReporter(paths: SampleReport.paths).render(empty),
            JUnitReporter(paths: SampleReport.paths).render(empty),
            CheckstyleReporter(paths: SampleReport.paths).render(empty),
        ]
        try Golden.check(outputs.joined(separator: "----\n"), against: "empty.txt")
    }
}
