import FSMDiagnostics
import FSMDiff

extension Workspace {
    /// Each machine with the findings reported for it after configuration and suppressions,
    /// which is what `fsmcheck diff` compares.
    public var machineVersions: [MachineVersion] {
        zip(machines, findingsByMachine(diagnostics).machines).map { MachineVersion(machine: $0.machine, findings: $1) }
    }

    /// `diagnostics` by the machine they are about (the machine their subject names, in the file
    /// they point into), one list per machine in `machines` order, and those about none (a file
    /// that yielded no machine). Order within each list is kept.
    public func findingsByMachine(_ diagnostics: [Diagnostic]) -> (machines: [[Diagnostic]], other: [Diagnostic]) {
        let keys = Set(machines.map { MachineKey(name: $0.machine.name, file: $0.machine.location.file) })
        var findingsByKey: [MachineKey: [Diagnostic]] = [:]
        var other: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = diagnostic.subject.machine.map { MachineKey(name: $0, file: diagnostic.location.file) }
            if let key, keys.contains(key) {
                findingsByKey[key, default: []].append(diagnostic)
            } else {
                other.append(diagnostic)
            }
        }
        let perMachine = machines.map { findingsByKey[MachineKey(name: $0.machine.name, file: $0.machine.location.file)] ?? [] }
        return (perMachine, other)
    }
}

private struct MachineKey: Hashable {
    var name: String
    var file: String
}
