/// Every output format `fsmcheck lint` can write; one `Reporter` each.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style text for people.
    case human
    /// One JSON object for scripts.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// GitHub Actions workflow commands, which become annotations on the pull request.
    case github
    /// JUnit XML, one test case per machine, for CI test-report tabs.
    case junit
    /// Checkstyle XML, for Jenkins' Warnings plugin, Danger and reviewdog.
    case checkstyle
}
