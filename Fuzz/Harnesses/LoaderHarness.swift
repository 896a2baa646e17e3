import FSMChecker
import FSMDiagnostics
import FSMModel

/// A loader on any text: its diagnostics point inside the file, and a second load gives the same
/// machines and diagnostics. A hang is libFuzzer's `-timeout`.
enum LoaderHarness {
    static func run(_ notation: Notation, _ bytes: [UInt8]) -> Bool {
        let file = FuzzInput.file(bytes[...], as: notation)
        let loaded = notation.load(file)
        let again = notation.load(file)
        Expect.same(loaded.machines, again.machines, "machines loaded from \(file.path)")
        Expect.same(loaded.diagnostics, again.diagnostics, "diagnostics loading \(file.path)")
        Expect.locationsInside(loaded.diagnostics, of: file, reportedBy: "the \(notation) loader")
        return true
    }
}
