import ArgumentParser
import FSMConfiguration
import FSMDiagnostics
import FSMPipeline

/// The paths to read and the configuration to read them with, shared by every command that
/// loads machines so that `lint`, `render`, `table` and `export` always see the same ones.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files and directories to read (directories are searched for .fsm, .swift, .sm and .scxml files).")
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("Read settings from this file instead of the nearest .fsmcheck.yml.", valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("dialect"),
        help: ArgumentHelp(
            "Read only this notation (repeatable): \(Workspace.dialectNames.joined(separator: ", ")). With one notation, files named here are read in it whatever their extension. Overrides `dialects` in .fsmcheck.yml.",
            valueName: "name"
        )
    )
    var dialects: [String] = []

    @Option(help: ArgumentHelp("Leave out the findings recorded in this baseline file (written by lint --write-baseline).", valueName: "file"))
    var baseline: String?

    @OptionGroup var cacheOptions: CacheOptions

    func validate() throws {
        for dialect in dialects where !Workspace.dialectNames.contains(dialect) {
            let hint = NameSuggestion.hint(for: dialect, in: Workspace.dialectNames).map { " (\($0))" } ?? ""
            throw ValidationError("unknown dialect `\(dialect)`\(hint); known: \(Workspace.dialectNames.joined(separator: ", "))")
        }
    }

    func configuration() throws(InvocationError) -> Configuration {
        var configuration = try LintConfiguration.resolve(explicitPath: config)
        if !dialects.isEmpty { configuration.dialects = Set(dialects) }
        return configuration
    }

    /// The run's machines and findings, decided once: configuration, suppressions, then the
    /// baseline, so that every command shows the same findings.
    func workspace(progress: @Sendable (LoadPhase) -> Void = { _ in }) throws -> Workspace {
        try applyingBaseline(to: loadedWorkspace(progress: progress))
    }

    /// The run before the baseline is applied: what `lint --write-baseline` records.
    func loadedWorkspace(progress: @Sendable (LoadPhase) -> Void = { _ in }) throws -> Workspace {
        try Workspace.load(paths: paths, configuration: configuration(), cache: cacheOptions.cache, progress: progress)
    }

    func applyingBaseline(to workspace: Workspace) throws -> Workspace {
        guard let baseline else { return workspace }
        return workspace.applying(try Baseline.read(path: baseline), paths: .current)
    }
}
