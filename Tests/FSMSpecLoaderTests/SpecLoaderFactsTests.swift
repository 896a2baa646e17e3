import FSMDiagnostics
import FSMSpecLoader
import Testing

/// What the `.fsm` loader says it reads and reports, and that many files keep their order. Its rules'
/// examples run with every other rule's, in FSMPipelineTests.
@Suite struct SpecLoaderFactsTests {
    @Test func loaderFacts() {
        let loader = SpecLoader()
        #expect(loader.fileExtensions == ["fsm"])
        #expect(loader.rules.map(\.id) == ["parse-error", "invalid-spec", "duplicate-state", "guard-too-complex"])
    }

    @Test func manyFilesKeepTheirOrder() {
        let files = (0..<50).map { SourceFile(path: "m\($0).fsm", text: $0 % 7 == 3 ? "[broken" : "machine: M\($0)\nstates: {}\n") }
        let result = SpecLoader().load(files)
        #expect(result.machines.map(\.name) == (0..<50).filter { $0 % 7 != 3 }.map { "M\($0)" })
        #expect(result.diagnostics.map(\.location.file) == (0..<50).filter { $0 % 7 == 3 }.map { "m\($0).fsm" })
        #expect(SpecLoader().load([]).machines.isEmpty)
    }
}
