import FSMDiagnostics
import FSMSMCLoader
import Testing

/// A `.sm` file in SourceForge SMC's notation is one note saying fsmcheck does not read it, never a
/// `parse-error`: both tools call their files `.sm`.
@Suite struct SourceForgeNotationTests {
    private func load(_ text: String) -> LoadResult {
        SMCLoader().load([SourceFile(path: "Door.sm", text: text)])
    }

    private func summary(_ result: LoadResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID)" }
    }

    @Test func aFileWithACodeBlockAndCommentsFirstIsOneNoteAtItsFirstDirective() {
        let result = load(
            """
            /*
             * The door of the lift, 100% hand-written.
             */
            %{
            // kept in the generated file
            %}

              %class Door
            %start DoorMap::Closed
            %map DoorMap
            %%
            Closed { open Opened { motorOn(); } }
            Opened { close Closed {} }
            %%
            """)
        #expect(result.machines.isEmpty)
        #expect(summary(result) == ["4:1 note unsupported-format"])
        #expect(result.diagnostics.first?.message.hasPrefix("`%{` marks SourceForge SMC's notation") == true)
    }

    @Test func theDirectiveIsFoundAfterBlanks() {
        #expect(summary(load("\n\t  %start Map::Idle\n")) == ["2:4 note unsupported-format"])
    }

    /// Uncle Bob's notation has no `%`: one in a comment, or a word that only starts like a
    /// directive, leaves the file to his grammar.
    @Test func aPercentSignThatIsNoDirectiveLeavesTheFileToUncleBobsGrammar() {
        let clean = load("// 100% of the rows\nInitial: Locked\nFSM: Turnstile\n{\n  Locked Coin Unlocked -\n  Unlocked Pass Locked -\n}\n")
        #expect(clean.diagnostics.isEmpty)
        #expect(clean.machines.count == 1)
        let broken = load("%classes\nInitial: Locked\nFSM: Turnstile\n{\n}\n")
        #expect(summary(broken).first == "1:1 error parse-error")
    }
}
