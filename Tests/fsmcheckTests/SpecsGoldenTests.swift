import FSMTestSupport
import Foundation
import Testing

/// What `fsmcheck` makes of the bundled `Specs/`, through the built binary, against checked-in
/// files: the lint report as JSON, the DOT of every diagram and the Markdown of every table.
@Suite struct SpecsGoldenTests {
    static let golden = GoldenFile.directory().appendingPathComponent("Specs")

    @Test func lintReportAsJSON() throws {
        let outcome = try BinaryRunner.run(["lint", "--format", "json", "Specs"])
        #expect(outcome.status == 1, "Specs/broken.fsm is broken on purpose")
        try GoldenFile.check(outcome.standardOutput, against: "lint.json", in: Self.golden)
        let again = try BinaryRunner.run(["lint", "--format", "json", "Specs"])
        #expect(again.standardOutput == outcome.standardOutput, "JSON output must be byte-identical across runs")
    }

    @Test(arguments: [("render", ["--dot"], "dot"), ("table", [], "md")])
    func everyMachineMatchesItsGoldenFile(command: String, flags: [String], fileExtension: String) throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run([command, "Specs", "-o", folder.url.path] + flags)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix("." + fileExtension) }.sorted()
        #expect(written.count >= 15, "\(written)")
        for name in written {
            let text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            try GoldenFile.check(text, against: name, in: Self.golden)
        }
    }
}
