import FSMPipeline
import FSMReporters

extension Workspace {
    /// What `lint` reports for this run: every finding (load problems and the findings inside the
    /// machines, after suppressions and the baseline), every machine, every file. `render`,
    /// `table`, `export` and `report` close with its summary line, so that every command says the
    /// same about the same inputs (issue 31: `render` once said `0 errors` where `lint` said 4,
    /// counting only the problems found outside the machines).
    var lintReport: Report {
        let entries = machines.map { CheckedMachineEntry(name: $0.machine.name, file: $0.machine.location.file) }
        return Report(diagnostics: diagnostics, fileCount: fileCount, machines: entries)
    }
}
