import FSMDiagnostics
import FSMPipeline
import Testing

/// What loading says about a machine (code it skipped) is reported with that machine: the HTML
/// report lists it in the machine's section, not under "findings outside any machine".
@Suite struct LoaderNotesTests {
    @Test func aNoteNamingAMachineBelongsToIt() throws {
        let source = """
            final class Flow {
                let machine = StateMachine<Step, Cue>(state: .start) { machine in
                    machine.addRouteMapping { event, fromState, _ in
                        switch (event, fromState) {
                        case (.next, .start): return nextStep()
                        default: return nil
                        }
                    }
                }
            }
            """
        let workspace = Workspace.load(sources: [SourceFile(path: "Flow.swift", text: source), SourceFile(path: "Broken.swift", text: "addRoute(")])
        let machine = try #require(workspace.machines.first)
        #expect(workspace.loaderNotes(of: machine).map(\.ruleID) == ["unsupported-construct"])
        #expect(workspace.diagnosticsOutsideMachines.map(\.ruleID) == ["unsupported-construct"])
    }
}
