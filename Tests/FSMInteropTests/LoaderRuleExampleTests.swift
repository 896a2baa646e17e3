import FSMChecker
import FSMDiagnostics
import FSMSCXMLLoader
import FSMSMCLoader
import Testing

/// The documented examples of the interop loaders' own rules do what they claim, as
/// `fsmcheck explain` prints them (loader and checker together, as `fsmcheck lint` runs them).
@Suite struct LoaderRuleExampleTests {
    static let loaders: [any MachineLoader] = [SMCLoader(), SCXMLLoader()]

    static let rules = loaders.flatMap(\.rules).filter { $0.id != CommonRules.parseError.id }.map(\.id)

    @Test(arguments: rules)
    func examplesTriggerAndPass(ruleID: String) throws {
        let rule = try #require(Self.loaders.flatMap(\.rules).first { $0.id == ruleID })
        #expect(Self.ruleIDs(reportedFor: rule.triggeringExample).contains(ruleID))
        #expect(!Self.ruleIDs(reportedFor: rule.passingExample).contains(ruleID))
    }

    @Test func loaderDiagnosticsNameTheirMachine() {
        let result = SCXMLLoader().load([SourceFile(path: "m.scxml", text: "<scxml name=\"M\"><state id=\"a\"/><state id=\"a\"/></scxml>")])
        #expect(result.diagnostics.map(\.subject) == [Diagnostic.Subject(machine: "M", states: ["a"])])
    }

    private static func ruleIDs(reportedFor example: SourceExample) -> [String] {
        let file = SourceFile(path: example.fileName, text: example.text)
        guard let loader = loaders.first(where: { $0.fileExtensions.contains(file.fileExtension) }) else { return [] }
        let result = loader.load([file])
        return (result.diagnostics + result.machines.flatMap { Checker().check($0) }).map(\.ruleID)
    }
}
