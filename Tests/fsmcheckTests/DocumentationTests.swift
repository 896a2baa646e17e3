import FSMPipeline
import Foundation
import Testing
import Yams

/// The documents users read stay true to the code: the generated rule reference, the README's
/// rule list and pictures, and the example GitHub workflow.
@Suite struct DocumentationTests {
    static let root = BinaryRunner.packageRoot

    @Test func ruleReferenceIsUpToDate() throws {
        let path = Self.root.appendingPathComponent("Docs/Rules.md")
        let expected = RuleReference.markdown(for: RuleCatalog.all)
        if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
            try Data(expected.utf8).write(to: path)
        }
        let actual = try String(contentsOf: path, encoding: .utf8)
        #expect(actual == expected, "regenerate with `fsmcheck rules --markdown > Docs/Rules.md`")
    }

    @Test func readmeNamesEveryRule() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleCatalog.all {
            #expect(readme.contains("`\(rule.id)`"), "README.md does not mention \(rule.id)")
        }
    }

    @Test func readmePicturesExist() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for folder in ["Output/", "Docs/images/"] {
            let pictures = readme.components(separatedBy: "](\(folder)").dropFirst().compactMap { $0.split(separator: ")").first }
            #expect(!pictures.isEmpty, "README.md shows nothing from \(folder)")
            for picture in pictures {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(folder + picture).path), "\(folder)\(picture)")
            }
        }
    }

    /// The example workflow is valid YAML in the shape GitHub Actions reads, builds fsmcheck with
    /// `make install`, runs it where there is no Swift, uploads SARIF under its own category from
    /// the checkout that fsmcheck names files from, and shows the build-tool plugin.
    @Test func exampleWorkflowIsValid() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Examples/github-workflow.yml"), encoding: .utf8)
        let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        for (name, job) in jobs {
            #expect(job["runs-on"] is String, "\(name)")
            #expect(!(job["steps"] as? [[String: Any]] ?? []).isEmpty, "\(name)")
        }
        let steps = jobs.values.flatMap { $0["steps"] as? [[String: Any]] ?? [] }
        let scripts = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(scripts.contains("make -C /tmp/fsmcheck install PREFIX="))
        let lint = try #require(jobs["lint"])
        #expect(lint["container"] == nil, "the linting job runs the installed binary without a Swift image")
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        let inputs = try #require(upload["with"] as? [String: String])
        #expect(inputs["category"] == "fsmcheck")
        #expect(inputs["checkout_path"] == "${{ github.workspace }}")
        #expect(text.contains(".plugin(name: \"FSMCheckBuildPlugin\", package: \"fsmcheck\")"))
    }
}
