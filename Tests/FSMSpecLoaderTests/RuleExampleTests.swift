import FSMDiagnostics
import FSMSpecLoader
import Testing

/// Every rule's triggering example triggers it and its passing example does not: the examples
/// `fsmcheck explain` prints are checked here.
@Suite struct RuleExampleTests {
    @Test(arguments: SpecLoader().rules)
    func triggeringExampleTriggers(rule: RuleDescription) {
        let example = rule.triggeringExample
        let result = SpecLoader().load([SourceFile(path: example.fileName, text: example.text)])
        #expect(result.diagnostics.contains { $0.ruleID == rule.id })
    }

    @Test(arguments: SpecLoader().rules)
    func passingExamplePasses(rule: RuleDescription) {
        let example = rule.passingExample
        let result = SpecLoader().load([SourceFile(path: example.fileName, text: example.text)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func loaderFacts() {
        let loader = SpecLoader()
        #expect(loader.fileExtensions == ["fsm"])
        #expect(loader.rules.map(\.id) == ["parse-error", "invalid-spec", "duplicate-state"])
    }

    @Test func manyFilesKeepTheirOrder() {
        let files = (0..<50).map { SourceFile(path: "m\($0).fsm", text: $0 % 7 == 3 ? "[broken" : "machine: M\($0)\nstates: {}\n") }
        let result = SpecLoader().load(files)
        #expect(result.machines.map(\.name) == (0..<50).filter { $0 % 7 != 3 }.map { "M\($0)" })
        #expect(result.diagnostics.map(\.location.file) == (0..<50).filter { $0 % 7 == 3 }.map { "m\($0).fsm" })
        #expect(SpecLoader().load([]).machines.isEmpty)
    }
}
