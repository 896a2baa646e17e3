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

/// The checker on every machine a loader made of the input: its findings point inside the file, and
/// checking again finds the same.
enum CheckHarness {
    static func run(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (notation, file) = input else { return false }
        let machines = notation.load(file).machines
        let checker = Checker()
        for machine in machines {
            let findings = checker.check(machine)
            Expect.same(findings, checker.check(machine), "findings on \(machine.name)")
            Expect.locationsInside(findings, of: file, reportedBy: "the checker on a \(notation) machine")
        }
        return !machines.isEmpty
    }
}
