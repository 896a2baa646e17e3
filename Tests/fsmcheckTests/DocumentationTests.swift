import FSMPipeline
import Foundation
import Testing

/// The documents users read stay true to the code: the generated rule reference, and the
/// README's rule list and pictures.
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
}
