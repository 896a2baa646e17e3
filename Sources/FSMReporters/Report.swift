import FSMDiagnostics

/// Everything a reporter prints: the findings of one run and what was looked at.
public struct Report: Sendable {
    /// Sorted by file, line, column.
    public var diagnostics: [Diagnostic]
    public var fileCount: Int
    public var machineCount: Int
    /// The machines checked, in file order; formats with one entry per machine (JUnit) need them.
    public var machines: [CheckedMachineEntry]

    public init(diagnostics: [Diagnostic], fileCount: Int, machineCount: Int) {
        self.diagnostics = diagnostics.sorted()
        self.fileCount = fileCount
        self.machineCount = machineCount
        self.machines = []
    }

    public init(diagnostics: [Diagnostic], fileCount: Int, machines: [CheckedMachineEntry]) {
        self.init(diagnostics: diagnostics, fileCount: fileCount, machineCount: machines.count)
        self.machines = machines
    }

    public func count(of severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }
}

/// A machine as a report names it: enough to attribute findings to it without the model.
public struct CheckedMachineEntry: Hashable, Sendable {
    public var name: String
    public var file: String

    public init(name: String, file: String) {
        self.name = name
        self.file = file
    }
}

/// Turns a report into text for one audience. Each output format is one conformance.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> String
}
