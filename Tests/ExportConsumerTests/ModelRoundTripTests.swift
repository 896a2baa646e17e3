import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSCXMLLoader
import FSMSpecLoader
import Testing

/// Load → export → load gives back the same machine, transitions in their order included,
/// for every machine of the corpus: through `.fsm` exactly, through SCXML up to what SCXML has no
/// words for.
@Suite struct ModelRoundTripTests {
    @Test func corpusIsComplete() { ExportCorpus.expectComplete() }

    @Test func fsmRoundTripIsExact() {
        var failures: [String] = []
        for entry in ExportCorpus.entries {
            let text = MachineExporter.export(entry.machine, as: .fsm)
            let reloaded = SpecLoader().load([SourceFile(path: entry.fileName + ".fsm", text: text)])
            guard reloaded.diagnostics.isEmpty, reloaded.machines.count == 1, let copy = reloaded.machines.first else {
                failures.append("\(entry.fileName): \(reloaded.diagnostics.map(\.message))")
                continue
            }
            if let difference = ComparableMachine(copy).firstDifference(from: ComparableMachine(entry.machine)) {
                failures.append("\(entry.fileName): \(difference)")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(ExportCorpus.entries.count) machines change through .fsm:\n\(failures.joined(separator: "\n"))")
    }

    @Test func scxmlRoundTripKeepsWhatSCXMLCanSay() {
        var failures: [String] = []
        for entry in ExportCorpus.entries {
            let text = MachineExporter.export(entry.machine, as: .scxml)
            let reloaded = SCXMLLoader().load([SourceFile(path: entry.fileName + ".scxml", text: text)])
            // A copy of a machine with several initial targets carries the note that says so, as the original did.
            let diagnostics = reloaded.diagnostics.filter { $0.ruleID != SCXMLRules.multipleInitialTargets.id }
            guard diagnostics.isEmpty, reloaded.machines.count == 1, let copy = reloaded.machines.first else {
                failures.append("\(entry.fileName): \(diagnostics.map(\.message))")
                continue
            }
            if let difference = SCXMLProjection(copy).firstDifference(from: SCXMLProjection(entry.machine)) {
                failures.append("\(entry.fileName): \(difference)")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(ExportCorpus.entries.count) machines change through SCXML:\n\(failures.joined(separator: "\n"))"
        )
    }
}
