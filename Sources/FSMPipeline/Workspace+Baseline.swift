import FSMDiagnostics

extension Workspace {
    /// The same run with the findings `baseline` accepts taken out everywhere at once: from what
    /// `lint` prints and from each machine's findings, which `render`, `table` and `report` show.
    public func applying(_ baseline: Baseline, paths: RelativePaths) -> Workspace {
        var accepted: [Diagnostic: Int] = [:]
        for (diagnostic, isNew) in zip(diagnostics, baseline.isNew(diagnostics, paths: paths)) where !isNew {
            accepted[diagnostic, default: 0] += 1
        }
        guard !accepted.isEmpty else { return self }
        // A diagnostic is in `diagnostics` once and in one of the lists below at most once, so
        // taking each accepted copy out of the first list that holds it removes exactly it.
        func removingAccepted(_ list: [Diagnostic]) -> [Diagnostic] {
            list.filter { diagnostic in
                guard let count = accepted[diagnostic], count > 0 else { return true }
                accepted[diagnostic] = count - 1
                return false
            }
        }
        var result = self
        result.loadDiagnostics = removingAccepted(loadDiagnostics)
        for index in result.machines.indices {
            result.machines[index].findings = removingAccepted(machines[index].findings)
        }
        result.diagnostics = baseline.newFindings(in: diagnostics, paths: paths)
        return result
    }

    /// What is reported about no machine: why a file yielded none, problems with suppressions. A
    /// loader's note about a machine (code it skipped) is that machine's (`loaderNotes(of:)`).
    public var diagnosticsOutsideMachines: [Diagnostic] {
        var attributed: [Diagnostic: Int] = [:]
        for finding in machines.lazy.flatMap(\.findings) { attributed[finding, default: 0] += 1 }
        for note in machines.lazy.flatMap(loaderNotes(of:)) { attributed[note, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            guard let count = attributed[diagnostic], count > 0 else { return true }
            attributed[diagnostic] = count - 1
            return false
        }
    }

    /// What loading said about `machine`, which names it (an `unsupported-construct` note on code
    /// of the machine that was skipped): reported with the machine, not outside every machine.
    public func loaderNotes(of machine: CheckedMachine) -> [Diagnostic] {
        loadDiagnostics.filter { $0.subject.machine == machine.machine.name }
    }
}
