import ArgumentParser
import FSMConfiguration
import FSMPipeline

/// The paths to read and the configuration to read them with, shared by every command that
/// loads machines so that `lint`, `render`, `table` and `export` always see the same ones.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files and directories to read (directories are searched for .fsm, .swift, .sm and .scxml files).")
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("Read settings from this file instead of the nearest .fsmcheck.yml.", valueName: "file"))
    var config: String?

    func configuration() throws(InvocationError) -> Configuration {
        try LintConfiguration.resolve(explicitPath: config)
    }

    func workspace() throws -> Workspace {
        try Workspace.load(paths: paths, configuration: configuration())
    }
}
