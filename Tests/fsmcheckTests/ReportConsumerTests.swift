import FSMTestSupport
import Foundation
import Testing

/// `fsmcheck lint` over `Specs/` in the formats CI tools read, checked as those tools check them:
/// SARIF against the OASIS schema and GitHub code scanning's documented requirements for an
/// upload, JUnit against the schema of Jenkins' xUnit plugin.
@Suite struct ReportConsumerTests {
    static func lintSpecs(_ format: String) throws -> String {
        let outcome = try BinaryRunner.run(["lint", "--format", format, "Specs/"])
        #expect(outcome.status == 1, "Specs/broken.fsm is broken on purpose")
        return outcome.standardOutput
    }

    /// The string at `key`, or "" when there is none.
    static func text(_ object: [String: Any]?, _ key: String) -> String {
        (object?[key] as? String) ?? ""
    }

    @Test func sarifIsValidAgainstTheOASISSchema() throws {
        #expect(try ReportConsumers.sarifViolations(of: try Self.lintSpecs("sarif")) == [])
    }

    @Test func junitIsValidForJenkinsXUnit() throws {
        let report = try Self.lintSpecs("junit")
        #expect(try ReportConsumers.junitViolations(of: report) == [])
        #expect(report.contains("<testsuite name=\"Specs/broken.fsm\""))
    }

    /// What "SARIF support for code scanning" marks as required, and the limits past which an
    /// upload is rejected (per run: 25,000 results and rules; per result: 10 locations used,
    /// 1,000 in all; 10 MB compressed, so a log under 10 MB is always accepted).
    @Test func sarifMeetsCodeScanningsRequirements() throws {
        let text = try Self.lintSpecs("sarif")
        #expect(text.utf8.count < 10_000_000)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(!Self.text(driver, "name").isEmpty)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(!rules.isEmpty && rules.count <= 25_000)
        for rule in rules {
            let id = Self.text(rule, "id")
            #expect(!id.isEmpty)
            #expect(Self.text(rule, "name").count <= 255)
            for key in ["shortDescription", "fullDescription"] {
                let description = Self.text(rule[key] as? [String: Any], "text")
                #expect(!description.isEmpty && description.count <= 1024, "\(id) \(key) must be 1 to 1,024 characters")
            }
            let help = rule["help"] as? [String: Any]
            #expect(!Self.text(help, "text").isEmpty, "\(id) has no help.text")
            #expect(!Self.text(help, "markdown").isEmpty, "\(id) has no help.markdown")
            #expect(["note", "warning", "error"].contains(Self.text(rule["defaultConfiguration"] as? [String: Any], "level")))
        }
        let sourceRoot = (run["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"]
        let sourceRootURI = Self.text(sourceRoot, "uri")
        #expect(sourceRootURI.hasPrefix("file:///") && sourceRootURI.hasSuffix("/"))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.count <= 25_000)
        var fingerprints: [String] = []
        for result in results {
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
            #expect(["note", "warning", "error"].contains(Self.text(result, "level")))
            #expect(!Self.text(result["message"] as? [String: Any], "text").isEmpty)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let related = result["relatedLocations"] as? [[String: Any]] ?? []
            #expect((1...10).contains(locations.count) && locations.count + related.count <= 1000)
            for location in locations + related {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let artifact = try #require(physical["artifactLocation"] as? [String: Any])
                #expect(Self.text(artifact, "uri").hasPrefix("Specs/"), "relative to the repository's root")
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
                let region = try #require(physical["region"] as? [String: Int])
                let (startLine, startColumn) = (region["startLine"] ?? 0, region["startColumn"] ?? 0)
                #expect(startLine >= 1 && startColumn >= 1 && region["endLine"] == startLine, "\(region)")
                #expect((region["endColumn"] ?? 0) > startColumn, "\(region)")
            }
            let fingerprint = (result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"]
            fingerprints.append(try #require(fingerprint))
        }
        #expect(Set(fingerprints).count == fingerprints.count, "every result has its own fingerprint")
    }
}
