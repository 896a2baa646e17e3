import FSMDiagnostics
import FSMReporters
import Foundation
import Testing

@Suite struct SARIFReporterTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Schemas/sarif-2.1.0-subset.schema.json")

    static func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONValue.parse(String(contentsOf: schemaURL, encoding: .utf8)))
    }

    static func render(_ report: Report = SampleReport.report, rules: [RuleDescription] = SampleReport.rules) -> String {
        SARIFReporter(tool: SampleReport.sarifTool, rules: rules, paths: SampleReport.paths).render(report)
    }

    @Test func outputValidatesAgainstTheSchema() throws {
        let errors = try Self.validator().validate(try JSONValue.parse(Self.render()))
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func emptyRunValidates() throws {
        let errors = try Self.validator().validate(try JSONValue.parse(Self.render(Report(diagnostics: [], fileCount: 0, machineCount: 0))))
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The validator is not a rubber stamp: documents that break the schema are rejected.
    @Test(arguments: [
        ("\"version\" : \"2.1.0\"", "\"version\" : \"2.0.0\""),
        ("\"startLine\" : 7", "\"startLine\" : 0"),
        ("\"ruleIndex\" : 1", "\"ruleIndex\" : \"1\""),
        ("\"level\" : \"error\"", "\"level\" : \"fatal\""),
        ("\"columnKind\"", "\"columnKinds\""),
        ("\"text\" : \"state", "\"txt\" : \"state"),
    ])
    func brokenDocumentsAreRejected(original: String, replacement: String) throws {
        let text = Self.render().replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.render(), "the mutation \(original) did not apply")
        #expect(!(try Self.validator().validate(try JSONValue.parse(text))).isEmpty)
    }

    @Test func rulesAndResultsAreLinked() throws {
        let log = try JSONValue.parse(Self.render())
        guard case .array(let runs)? = log["runs"], case .array(let results)? = runs.first?["results"],
              case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"] else {
            Issue.record("no results")
            return
        }
        #expect(rules.count == SampleReport.rules.count)
        for result in results {
            guard case .number(let index)? = result["ruleIndex"], case .object(let rule) = rules[Int(index)] else {
                Issue.record("result without a rule index: \(result)")
                continue
            }
            #expect(rule["id"] == result["ruleId"])
        }
        #expect(rules.last?["defaultConfiguration"]?["enabled"] == .bool(false), "opt-in rules are disabled by default")
    }

    @Test func pathsAreRelativeURIs() throws {
        let text = Self.render()
        #expect(text.contains("\"uri\" : \"Specs/broken%20file.fsm\""))
        #expect(!text.contains("/work/project"))
    }

    /// Moving a finding to another line keeps its fingerprint; a finding about another state does not.
    @Test func fingerprintsIgnoreLinesButNotSubjects() throws {
        var moved = SampleReport.diagnostics[0]
        moved.location.line += 10
        var other = SampleReport.diagnostics[0]
        other.subject.states = ["Opened"]
        let fingerprints = try [SampleReport.diagnostics[0], moved, other].map { diagnostic in
            let log = try JSONValue.parse(Self.render(Report(diagnostics: [diagnostic], fileCount: 1, machineCount: 1)))
            guard case .array(let runs)? = log["runs"], case .array(let results)? = runs.first?["results"] else { return JSONValue.null }
            return results.first?["partialFingerprints"] ?? .null
        }
        #expect(fingerprints[0] != .null)
        #expect(fingerprints[0] == fingerprints[1])
        #expect(fingerprints[0] != fingerprints[2])
    }
}
