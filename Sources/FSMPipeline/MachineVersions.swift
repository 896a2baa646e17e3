import FSMDiff

extension Workspace {
    /// Each machine with the findings reported for it, which is what `fsmcheck diff` compares.
    public var machineVersions: [MachineVersion] {
        machines.map { MachineVersion(machine: $0.machine, findings: $0.findings) }
    }
}
