import FSMDiagnostics
import FSMPipeline
import Foundation
import Testing
import Yams

/// The documents users read stay true to the code: the generated rule reference; every output,
/// command and example that the README and `Docs/` quote (marked as `MarkdownExamples` says);
/// their links and pictures; and the example GitHub workflow.
@Suite struct DocumentationTests {
    static let root = BinaryRunner.packageRoot

    /// The README and every document under `Docs/` but the generated rule reference, which
    /// `ruleReferenceIsUpToDate` checks whole.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") && $0 != "Rules.md" }.sorted().map { "Docs/" + $0 }
    }()

    static func examples(in document: String) throws -> MarkdownExamples {
        try MarkdownExamples(markdown: String(contentsOf: root.appendingPathComponent(document), encoding: .utf8))
    }

    @Test func ruleReferenceIsUpToDate() throws {
        let path = Self.root.appendingPathComponent("Docs/Rules.md")
        let expected = RuleReference.markdown(for: RuleCatalog.all)
        if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
            try Data(expected.utf8).write(to: path)
        }
        let actual = try String(contentsOf: path, encoding: .utf8)
        #expect(actual == expected, "regenerate with `fsmcheck rules --markdown > Docs/Rules.md`")
    }

    /// The README names some rules by id and leaves the list to `Docs/Rules.md`: each id it names is
    /// a rule's.
    @Test func readmeNamesRealRules() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## What it finds").dropFirst().first?.components(separatedBy: "\n## ").first)
        let named = section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.range(of: "^[a-z]+(-[a-z]+)+$", options: .regularExpression) != nil }
        #expect(named.count >= 5)
        for id in named {
            #expect(RuleCatalog.rule(id: id) != nil, "README.md names `\(id)`, which is no rule")
        }
    }

    /// Every output a document quotes is what fsmcheck prints for the command the marker names,
    /// with that exit status.
    @Test(arguments: documents) func quotedOutputIsTrue(document: String) throws {
        let folder = try TemporaryFolder()
        var hasInputs = false
        for block in try Self.examples(in: document).blocks {
            switch block.marker {
            case .input(let name), .example(let name):
                try folder.write(name, block.text)
                hasInputs = true
            case .output(let arguments, let status):
                let outcome = try BinaryRunner.run(arguments, in: hasInputs ? folder.url : Self.root)
                let printed = "\n" + outcome.standardOutput + outcome.standardError
                #expect(
                    outcome.status == status, "\(document):\(block.line): `fsmcheck \(arguments.joined(separator: " "))` exits with \(outcome.status)"
                )
                for excerpt in MarkdownExamples.excerpts(of: block.text) {
                    #expect(
                        printed.contains("\n" + excerpt + "\n"), "\(document):\(block.line): fsmcheck does not print\n\(excerpt)\nbut\n\(printed)")
                }
            case .commands, nil:
                break
            }
        }
    }

    /// Every example a document gives as a valid machine loads without a loader diagnostic.
    @Test(arguments: documents) func examplesLoad(document: String) throws {
        for block in try Self.examples(in: document).blocks {
            guard case .example(let name) = block.marker else { continue }
            let workspace = Workspace.load(sources: [SourceFile(path: name, text: block.text)])
            #expect(!workspace.machines.isEmpty, "\(document):\(block.line)")
            #expect(workspace.loadDiagnostics.isEmpty, "\(document):\(block.line): \(workspace.loadDiagnostics.map(\.message))")
        }
    }

    /// Every subcommand and option a document's command lists name exists (`fsmcheck SUBCOMMAND --help` lists it).
    @Test(arguments: documents) func quotedCommandsExist(document: String) throws {
        var help: [String: String] = [:]
        for block in try Self.examples(in: document).blocks where block.marker == .commands {
            for line in block.text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
                let (subcommand, options) = MarkdownExamples.options(in: line)
                if help[subcommand] == nil {
                    let outcome = try BinaryRunner.run([subcommand, "--help"])
                    #expect(outcome.status == 0, "\(document):\(block.line): no subcommand `\(subcommand)`")
                    help[subcommand] = outcome.standardOutput
                }
                for option in options {
                    let listed = help[subcommand]?.range(
                        of: "(^|[\\s,\\[])" + NSRegularExpression.escapedPattern(for: option) + "($|[\\s,=\\]])", options: .regularExpression)
                    #expect(listed != nil, "\(document):\(block.line): `fsmcheck \(subcommand)` has no option \(option)")
                }
            }
        }
    }

    /// A quoted diagnostic or list of commands without a marker would go stale unnoticed.
    @Test(arguments: documents) func everyQuotationIsChecked(document: String) throws {
        for block in try Self.examples(in: document).blocks {
            let isOutput = if case .output = block.marker { true } else { false }
            if block.quotesDiagnostics, !isOutput {
                Issue.record("\(document):\(block.line): quotes fsmcheck's output without an `<!-- output: … -->` marker")
            }
            if block.isCommandList, block.marker != .commands {
                Issue.record("\(document):\(block.line): lists fsmcheck commands without a `<!-- commands -->` marker")
            }
        }
    }

    /// Every link between the documents, and to the repository's files, leads somewhere (anchors aside).
    @Test(arguments: documents) func linksResolve(document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
        for link in text.components(separatedBy: "](").dropFirst().compactMap({ $0.split(separator: ")").first }) {
            let target = String(link.split(separator: "#", omittingEmptySubsequences: false)[0])
            guard !target.isEmpty, !target.contains("://") else { continue }
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path), "\(document) links to \(link)")
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
