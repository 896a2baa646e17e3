import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSpecLoader
import Testing

/// Inputs the fuzzer found (Fuzz/, Docs/Reliability.md), cut down to the smallest that showed the
/// problem; each is also in Fuzz/Reproducers/<harness>/, which every fuzz run replays first.
@Suite struct FuzzRegressionTests {
    /// A target whose name holds a `/` (`</b>`) was written as a shorthand, which reads the `/` as the
    /// start of the actions: `<b>B</b>` came back as a target `<b>B<` running `b>`.
    @Test(arguments: ["<b>B</b>", "either/or", " padded "])
    func aTargetAShorthandWouldReadOtherwiseIsWrittenUnderTo(target: String) throws {
        let text = """
            machine: M
            initial: A
            states:
              A:
                on:
                  go: { to: "\(target)" }
              "\(target)":
                on:
                  back: A
            """
        try Self.expectRoundTrip(of: text)
    }

    /// A predicate case whose Swift name holds a `$` (`Enforcement.w$eak`) was exported in a guard
    /// the `.fsm` loader refused ("unexpected `$` in guard"): names keep every character Swift allows.
    @Test func aGuardNamingACaseWithADollarReadsBack() throws {
        let text = """
            machine: M
            initial: A
            predicates:
              Enforcement: [w$eak, strong]
            states:
              A:
                on:
                  go: { to: B, when: "Enforcement.w$eak" }
              B:
                on:
                  back: A
            """
        try Self.expectRoundTrip(of: text)
    }

    /// The spec loads without a diagnostic, and its `.fsm` export loads back as the same machine.
    private static func expectRoundTrip(of text: String) throws {
        let original = SpecLoader().load([SourceFile(path: "m.fsm", text: text)])
        #expect(original.diagnostics.isEmpty, "\(original.diagnostics)")
        let machine = try #require(original.machines.first)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) {
            SpecLoader().load([SourceFile(path: "export.fsm", text: $0)])
        }
    }
}
