import Testing

/// `fsmcheck export` says on stderr what an SCXML export changes, without failing the run.
@Suite struct ExportCommandTests {
    @Test func scxmlExportWarnsWhereSemanticsChange() throws {
        let outcome = try BinaryRunner.run(["export", "--to", "scxml", "Specs/broken.fsm"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("<?xml"))
        #expect(outcome.standardError.contains("warning: scxml fires the first of `Idle`'s transitions on `Brew` that can fire"))
        #expect(outcome.standardError.contains("warning: `Brewng` is not a state scxml can target"))
        #expect(outcome.standardError.contains("[export-semantics-changed]"))
    }

    @Test func fsmExportKeepsTheSemanticsSilently() throws {
        let outcome = try BinaryRunner.run(["export", "--to", "fsm", "Specs/broken.fsm"])
        #expect(outcome.status == 0)
        #expect(!outcome.standardError.contains("export-semantics-changed"))
    }
}
