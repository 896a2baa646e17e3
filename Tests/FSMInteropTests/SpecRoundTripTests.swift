import FSMDiagnostics
@testable import FSMInterchange
import FSMModel
import FSMSpecLoader
import Foundation
import Testing

/// `export --to fsm` round-trips: loading what it writes gives back the same machine.
@Suite struct SpecRoundTripTests {
    static let specsDirectory = TestFiles.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs")

    static let specs: [String] = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path))
        .map { $0.filter { $0.hasSuffix(".fsm") && $0 != "broken.fsm" }.sorted() } ?? []

    private static func loadSpec(_ text: String, path: String) -> LoadResult {
        SpecLoader().load([SourceFile(path: path, text: text)])
    }

    @Test(arguments: specs)
    func bundledSpecsRoundTrip(spec: String) throws {
        let text = try String(contentsOf: Self.specsDirectory.appendingPathComponent(spec), encoding: .utf8)
        let original = Self.loadSpec(text, path: spec)
        #expect(original.diagnostics.isEmpty, "\(original.diagnostics)")
        let machine = try #require(original.machines.first)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: spec) }
    }

    @Test(arguments: ["smc", "predicates"])
    func importedMachinesRoundTrip(machineName: String) throws {
        let machine = try ExportTests.machine(machineName)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: "\(machineName).fsm") }
    }

    /// The `.fsm` format has no eventless transitions or history states yet: the export writes them
    /// as `always:` and `history:`, which the spec loader does not read.
    @Test func statechartsNeedTheFormatExtensions() throws {
        let machine = try ExportTests.machine("statechart")
        withKnownIssue("the spec loader does not read `always:` and `history:` yet") {
            MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: "statechart.fsm") }
        }
    }

    @Test func specsExist() { #expect(Self.specs.count >= 5) }
}
