import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMInterchange
import FSMModel
import FSMPipeline
import Testing

/// Every rule's documented examples, as `fsmcheck explain` prints them, do what they claim:
/// the triggering one reports the rule, the passing one does not.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleCatalog.all.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExampleTriggers(ruleID: String) throws {
        let rule = try #require(RuleCatalog.rule(id: ruleID))
        let found = Self.ruleIDs(reportedFor: rule.triggeringExample)
        #expect(found.contains(ruleID), "\(rule.triggeringExample.text)\nreported: \(found)")
    }

    @Test(arguments: ruleIDs)
    func passingExamplePasses(ruleID: String) throws {
        let rule = try #require(RuleCatalog.rule(id: ruleID))
        let found = Self.ruleIDs(reportedFor: rule.passingExample)
        #expect(!found.contains(ruleID), "\(rule.passingExample.text)\nreported: \(found)")
    }

    @Test func ruleIDsAreKebabCaseAndUnique() {
        for id in Self.ruleIDs {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
    }

    @Test func explainPrintsBothExamples() throws {
        for rule in RuleCatalog.all {
            let text = RuleExplanation.text(for: rule)
            for line in (rule.triggeringExample.text + "\n" + rule.passingExample.text).split(separator: "\n") {
                #expect(text.contains("    " + line), "\(rule.id): \(line)")
            }
        }
    }

    /// Lints the example and exports it to SCXML (for `export-semantics-changed`), or, for the
    /// renderer's rules whose examples are Graphviz input, renders it.
    static func ruleIDs(reportedFor example: SourceExample) -> [String] {
        if example.fileExtension == "dot" {
            let diagram = DiagramBuilder.diagram(for: Machine(name: "Example", location: SourceLocation(file: example.fileName, line: 1, column: 1), dialect: "dot"))
            return GraphvizRenderer.render(dotText: example.text, format: .svg, reportingAt: diagram).diagnostics.map(\.ruleID)
        }
        let workspace = Workspace.load(sources: [SourceFile(path: example.fileName, text: example.text)])
        return (workspace.diagnostics + workspace.machines.flatMap { MachineExporter.diagnostics(for: $0.machine, as: .scxml) }).map(\.ruleID)
    }
}
