import FSMDiagnostics
import FSMDiff

extension Workspace {
    /// Each machine with the findings reported for it after configuration and suppressions,
    /// which is what `fsmcheck diff` compares.
    public var machineVersions: [MachineVersion] {
        var findingsByMachine: [MachineKey: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            guard let machine = diagnostic.subject.machine else { continue }
            findingsByMachine[MachineKey(name: machine, file: diagnostic.location.file), default: []].append(diagnostic)
        }
        return machines.map { checked in
            let key = MachineKey(name: checked.machine.name, file: checked.machine.location.file)
            return MachineVersion(machine: checked.machine, findings: findingsByMachine[key] ?? [])
        }
    }
}

private struct MachineKey: Hashable {
    var name: String
    var file: String
}
