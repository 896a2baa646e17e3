import FSMDiagnostics
import FSMReporters
import FSMTestSupport
import Testing

/// Every output format against a checked-in reference, byte for byte.
@Suite struct ReporterGoldenTests {
    @Test func human() throws {
        try GoldenFile.check(
            HumanReporter(sources: SourceLines(SampleReport.sources), useColor: false).render(SampleReport.report), against: "report.txt",
            in: GoldenFile.directory())
    }

    @Test func json() throws {
        try GoldenFile.check(JSONReporter().render(SampleReport.report), against: "report.json", in: GoldenFile.directory())
    }

    @Test func sarif() throws {
        try GoldenFile.check(
            SARIFReporter(tool: SampleReport.sarifTool, rules: SampleReport.rules, sources: SampleReport.sources, root: SampleReport.root).render(
                SampleReport.report), against: "report.sarif", in: GoldenFile.directory())
    }

    @Test func github() throws {
        try GoldenFile.check(
            GitHubActionsReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.github.txt", in: GoldenFile.directory())
    }

    @Test func junit() throws {
        try GoldenFile.check(
            JUnitReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.junit.xml", in: GoldenFile.directory())
    }

    @Test func junitStrict() throws {
        try GoldenFile.check(
            JUnitReporter(paths: SampleReport.paths, failureThreshold: .warning).render(SampleReport.report), against: "report.junit-strict.xml",
            in: GoldenFile.directory())
    }

    @Test func checkstyle() throws {
        try GoldenFile.check(
            CheckstyleReporter(paths: SampleReport.paths).render(SampleReport.report), against: "report.checkstyle.xml", in: GoldenFile.directory())
    }

    @Test func emptyReports() throws {
        let empty = Report(diagnostics: [], fileCount: 1, machines: [CheckedMachineEntry(name: "Clean", file: "clean.fsm")])
        let outputs = [
            GitHubActionsReporter(paths: SampleReport.paths).render(empty),
            JUnitReporter(paths: SampleReport.paths).render(empty),
            CheckstyleReporter(paths: SampleReport.paths).render(empty),
        ]
        try GoldenFile.check(outputs.joined(separator: "----\n"), against: "empty.txt", in: GoldenFile.directory())
    }
}
