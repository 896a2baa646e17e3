import FSMDiagnostics
import Foundation

/// Machines written in other notations (SMC, SCXML), kept once in `Tests/Fixtures/` (where they
/// come from: its LICENSES.md): the loaders' tests read them and the exporters' tests export them.
public enum TestFiles {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static let fixtures = packageRoot.appendingPathComponent("Tests").appendingPathComponent("Fixtures")

    public static func fixture(_ name: String) throws -> SourceFile {
        SourceFile(path: name, text: try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
    }
}
