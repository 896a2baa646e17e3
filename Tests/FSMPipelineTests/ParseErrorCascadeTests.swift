import FSMDiagnostics
import FSMPipeline
import Testing

/// A machine read from a file that does not parse gets no other error or warning: what the parser
/// lost would otherwise come back as `missing-initial`, `dead-end`, … for one mistake.
@Suite struct ParseErrorCascadeTests {
    static let snippet = """
        let stateMachine = StateMachine<State, Event, SideEffect> {
            …
            state(.solid) {
                on(.melt) { transition(to: .liquid, emit: .logMelted) }
            }
        }
        """

    @Test func aSnippetWithAnEllipsisGivesOnlyItsParseError() {
        let workspace = Workspace.load(sources: [SourceFile(path: "README.swift", text: Self.snippet)])
        #expect(workspace.machines.count == 1)
        #expect(workspace.diagnostics.filter { $0.severity >= .warning }.map(\.ruleID) == ["parse-error"])
    }

    /// The machines of other files are checked as ever.
    @Test func machinesOfOtherFilesAreStillChecked() {
        let fixed = Self.snippet.replacingOccurrences(of: "…", with: "initialState(.solid)")
        let workspace = Workspace.load(sources: [
            SourceFile(path: "README.swift", text: Self.snippet), SourceFile(path: "Matter.swift", text: fixed),
        ])
        #expect(
            workspace.diagnostics.filter { $0.severity >= .warning }.map { "\($0.location.file) \($0.ruleID)" } == [
                "Matter.swift dead-end", "README.swift parse-error",
            ])
    }
}
