import FSMConfiguration
import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMPipeline
import Testing

/// Every rule's examples, run the way `fsmcheck lint` runs them (every loader, the checker, the
/// export check), do what they claim: each triggering example reports the rule exactly where its
/// `↓` markers say and nowhere else, and no passing example reports it. This is the one place rule
/// examples are run, for the loaders' rules as for the checker's.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleCatalog.all.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportTheRuleWhereMarked(ruleID: String) throws {
        let rule = try #require(RuleCatalog.rule(id: ruleID))
        for example in rule.triggeringExamples {
            #expect(!example.markedLocations.isEmpty, "\(ruleID): mark with ↓ where the finding lands\n\(example.text)")
            let found = Self.findings(of: ruleID, in: example).map(\.location)
            #expect(found == example.markedLocations, "\(ruleID)\n\(example.text)\nall findings: \(Self.diagnostics(for: example))")
        }
    }

    @Test(arguments: ruleIDs)
    func passingExamplesPass(ruleID: String) throws {
        let rule = try #require(RuleCatalog.rule(id: ruleID))
        for example in rule.passingExamples {
            #expect(example.markedLocations.isEmpty, "\(ruleID): a passing example has nothing to mark")
            #expect(Self.findings(of: ruleID, in: example).isEmpty, "\(ruleID)\n\(example.text)\nall findings: \(Self.diagnostics(for: example))")
        }
    }

    @Test func ruleIDsAreKebabCaseAndUnique() {
        for id in Self.ruleIDs {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
    }

    @Test func explainPrintsTheFirstExamplesWithoutMarkers() throws {
        for rule in RuleCatalog.all {
            let text = RuleExplanation.text(for: rule)
            #expect(!text.contains(SourceExample.marker), "\(rule.id)")
            for line in (rule.triggeringExample.text + "\n" + rule.passingExample.text).split(separator: "\n") {
                #expect(text.contains("    " + line), "\(rule.id): \(line)")
            }
        }
    }

    /// Columns count code points, as the loaders do: the `é` before the second marker is one.
    @Test func markersStandBeforeTheLineAndColumnTheyName() {
        let example = SourceExample(fileName: "m.fsm", "a: b\n  ↓c: é↓d\n↓")
        #expect(example.text == "a: b\n  c: éd\n")
        #expect(example.markedLocations.map { "\($0.line):\($0.column)" } == ["2:3", "2:7", "3:1"])
    }

    private static func findings(of ruleID: String, in example: SourceExample) -> [Diagnostic] {
        diagnostics(for: example).filter { $0.ruleID == ruleID }.sorted { $0.location < $1.location }
    }

    /// Lints the example and exports it to SCXML (for `export-semantics-changed`), or, for the
    /// renderer's rules whose examples are Graphviz input, renders it, or reads it as the
    /// configuration file it is (`invalid-configuration`).
    private static func diagnostics(for example: SourceExample) -> [Diagnostic] {
        if example.fileName == ConfigurationFile.fileName {
            do throws(ConfigurationError) {
                _ = try ConfigurationFile.parse(
                    example.text, path: example.fileName, baseDirectory: "/", rules: RuleCatalog.all, dialects: Set(Workspace.dialectNames))
                return []
            } catch {
                return error.problems
            }
        }
        if example.fileExtension == "dot" {
            let diagram = DiagramBuilder.diagram(
                for: Machine(name: "Example", location: SourceLocation(file: example.fileName, line: 1, column: 1), dialect: "dot"))
            return GraphvizRenderer.render(dotText: example.text, format: .svg, reportingAt: diagram).diagnostics
        }
        let workspace = Workspace.load(sources: [SourceFile(path: example.fileName, text: example.text)])
        return workspace.diagnostics + workspace.machines.flatMap { MachineExporter.diagnostics(for: $0.machine, as: .scxml) }
    }
}
