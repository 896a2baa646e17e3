import FSMDiagnostics

/// Everything a reporter prints: the findings of one run and what was looked at.
public struct Report: Sendable {
    /// Sorted by file, line, column.
    public var diagnostics: [Diagnostic]
    public var fileCount: Int
    public var machineCount: Int

    public init(diagnostics: [Diagnostic], fileCount: Int, machineCount: Int) {
        self.diagnostics = diagnostics.sorted()
        self.fileCount = fileCount
        self.machineCount = machineCount
    }

    public func count(of severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }
}

/// Turns a report into text for one audience. Each output format is one conformance.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> String
}
