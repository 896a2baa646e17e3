import FSMDiagnostics
import FSMSCXMLLoader
import Testing

/// What the interop loaders' diagnostics say about their machine. Their rules' examples run with
/// every other rule's, in FSMPipelineTests.
@Suite struct LoaderDiagnosticTests {
    @Test func loaderDiagnosticsNameTheirMachine() {
        let result = SCXMLLoader().load([SourceFile(path: "m.scxml", text: "<scxml name=\"M\"><state id=\"a\"/><state id=\"a\"/></scxml>")])
        #expect(result.diagnostics.map(\.subject) == [Diagnostic.Subject(machine: "M", states: ["a"])])
    }
}
