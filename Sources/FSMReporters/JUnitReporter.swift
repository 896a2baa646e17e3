import FSMDiagnostics

/// JUnit XML, which every CI shows as a test-results tab: each machine is a test case that fails
/// when it has a finding at or above `failureThreshold`, and each file that yielded no machine
/// but has findings (a file that cannot be read) is a test case of its own.
///
/// Findings below the threshold are listed in the test case's output, so they are seen without
/// failing the build.
public struct JUnitReporter: Reporter {
    public var paths: RelativePaths
    public var failureThreshold: Severity

    public init(paths: RelativePaths, failureThreshold: Severity = .error) {
        self.paths = paths
        self.failureThreshold = failureThreshold
    }

    public func render(_ report: Report) -> String {
        let cases = testCases(for: report)
        let failures = cases.count { $0.failing(at: failureThreshold) }
        var output = XMLText.declaration
        output += "<testsuites name=\"fsmcheck\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        output += "  <testsuite name=\"fsmcheck lint\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for testCase in cases {
            output += element(for: testCase)
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }

    private struct TestCase {
        var name: String
        var file: String
        var diagnostics: [Diagnostic]

        func failing(at threshold: Severity) -> Bool {
            diagnostics.contains { $0.severity >= threshold }
        }
    }

    /// One case per machine, in report order; a finding goes to the machine it names in its file,
    /// otherwise to a case for its file.
    private func testCases(for report: Report) -> [TestCase] {
        var cases = report.machines.map { TestCase(name: $0.name, file: $0.file, diagnostics: []) }
        var caseIndex: [CheckedMachineEntry: Int] = [:]
        for (index, machine) in report.machines.enumerated() where caseIndex[machine] == nil {
            caseIndex[machine] = index
        }
        var fileCaseIndex: [String: Int] = [:]
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.file
            if let machine = diagnostic.subject.machine, let index = caseIndex[CheckedMachineEntry(name: machine, file: file)] {
                cases[index].diagnostics.append(diagnostic)
            } else if let index = fileCaseIndex[file] {
                cases[index].diagnostics.append(diagnostic)
            } else {
                fileCaseIndex[file] = cases.count
                cases.append(TestCase(name: paths.relative(file), file: file, diagnostics: [diagnostic]))
            }
        }
        return cases
    }

    private func element(for testCase: TestCase) -> String {
        let file = XMLText.attribute(paths.relative(testCase.file))
        var output = "    <testcase classname=\"\(file)\" name=\"\(XMLText.attribute(testCase.name))\" file=\"\(file)\""
        guard !testCase.diagnostics.isEmpty else { return output + "/>\n" }
        output += ">\n"
        let failing = testCase.diagnostics.filter { $0.severity >= failureThreshold }
        if let first = failing.first {
            let summary = failing.count == 1 ? first.messageWithHint : "\(first.messageWithHint) (and \(failing.count - 1) more)"
            output += "      <failure type=\"\(XMLText.attribute(first.ruleID))\" message=\"\(XMLText.attribute(summary))\">"
            output += XMLText.escaped(failing.map { $0.detailedText(paths: paths) }.joined(separator: "\n")) + "</failure>\n"
        }
        let passing = testCase.diagnostics.filter { $0.severity < failureThreshold }
        if !passing.isEmpty {
            output += "      <system-out>" + XMLText.escaped(passing.map { $0.detailedText(paths: paths) }.joined(separator: "\n")) + "</system-out>\n"
        }
        return output + "    </testcase>\n"
    }
}
