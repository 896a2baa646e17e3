import FSMDiagnostics

/// JUnit XML, which every CI shows as a test-results tab, in the shape Jenkins' xUnit plugin
/// validates (its `junit-10.xsd`): one `testsuite` per file, one `testcase` per machine that fails
/// when the machine has a finding at or above `failureThreshold`. Findings in a file that belong to
/// no machine of it (a file that cannot be read) make a test case named after the file.
///
/// Findings below the threshold are listed in the test case's output, so they are seen without
/// failing the build. The file's path is the suite's name and `file`, and each case's `classname`:
/// the schema has no `file` on a test case.
public struct JUnitReporter: Reporter {
    public var paths: RelativePaths
    public var failureThreshold: Severity

    public init(paths: RelativePaths, failureThreshold: Severity = .error) {
        self.paths = paths
        self.failureThreshold = failureThreshold
    }

    public func render(_ report: Report) -> String {
        let suites = testSuites(for: report)
        let cases = suites.flatMap(\.cases)
        var output = XMLEscaping.declaration
        output += "<testsuites name=\"fsmcheck\" tests=\"\(cases.count)\" failures=\"\(failures(in: cases))\" errors=\"0\">\n"
        for suite in suites {
            let file = XMLEscaping.attribute(paths.relative(suite.file))
            output +=
                "  <testsuite name=\"\(file)\" tests=\"\(suite.cases.count)\" failures=\"\(failures(in: suite.cases))\" errors=\"0\" skipped=\"0\" file=\"\(file)\">\n"
            for testCase in suite.cases {
                output += element(for: testCase, classname: file)
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    private struct TestSuite {
        var file: String
        var cases: [TestCase]
    }

    private struct TestCase {
        var name: String
        var diagnostics: [Diagnostic]

        func failing(at threshold: Severity) -> Bool {
            diagnostics.contains { $0.severity >= threshold }
        }
    }

    private func failures(in cases: [TestCase]) -> Int {
        cases.count { $0.failing(at: failureThreshold) }
    }

    /// A suite per file, in report order, machines first; a finding goes to the machine it names
    /// in its file, otherwise to a case for the file.
    private func testSuites(for report: Report) -> [TestSuite] {
        var suites: [TestSuite] = []
        var suiteIndex: [String: Int] = [:]
        func suite(for file: String) -> Int {
            if let index = suiteIndex[file] { return index }
            suites.append(TestSuite(file: file, cases: []))
            suiteIndex[file] = suites.count - 1
            return suites.count - 1
        }
        var caseIndex: [CheckedMachineEntry: (suite: Int, case: Int)] = [:]
        for machine in report.machines {
            let index = suite(for: machine.file)
            suites[index].cases.append(TestCase(name: machine.name, diagnostics: []))
            if caseIndex[machine] == nil { caseIndex[machine] = (index, suites[index].cases.count - 1) }
        }
        var fileCaseIndex: [String: Int] = [:]
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.file
            if let machine = diagnostic.subject.machine, let (suite, testCase) = caseIndex[CheckedMachineEntry(name: machine, file: file)] {
                suites[suite].cases[testCase].diagnostics.append(diagnostic)
            } else {
                let index = suite(for: file)
                if let testCase = fileCaseIndex[file] {
                    suites[index].cases[testCase].diagnostics.append(diagnostic)
                } else {
                    fileCaseIndex[file] = suites[index].cases.count
                    suites[index].cases.append(TestCase(name: paths.relative(file), diagnostics: [diagnostic]))
                }
            }
        }
        return suites
    }

    private func element(for testCase: TestCase, classname: String) -> String {
        var output = "    <testcase classname=\"\(classname)\" name=\"\(XMLEscaping.attribute(testCase.name))\""
        guard !testCase.diagnostics.isEmpty else { return output + "/>\n" }
        output += ">\n"
        let failing = testCase.diagnostics.filter { $0.severity >= failureThreshold }
        if let first = failing.first {
            let summary = failing.count == 1 ? first.messageWithHint : "\(first.messageWithHint) (and \(failing.count - 1) more)"
            output += "      <failure type=\"\(XMLEscaping.attribute(first.ruleID))\" message=\"\(XMLEscaping.attribute(summary))\">"
            output += XMLEscaping.text(failing.map { $0.detailedText(paths: paths) }.joined(separator: "\n")) + "</failure>\n"
        }
        let passing = testCase.diagnostics.filter { $0.severity < failureThreshold }
        if !passing.isEmpty {
            output +=
                "      <system-out>" + XMLEscaping.text(passing.map { $0.detailedText(paths: paths) }.joined(separator: "\n")) + "</system-out>\n"
        }
        return output + "    </testcase>\n"
    }
}
