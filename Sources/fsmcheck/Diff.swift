import ArgumentParser
import FSMDiff
import FSMPipeline
import Foundation

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the semantic difference between two versions of state machines.",
        discussion: """
            OLD and NEW are files or directories; machines are matched by name. Lists states and transitions \
            added, removed and changed, and findings introduced and fixed. Exit status: 0, or 2 when the \
            invocation is wrong.
            """
    )

    @Argument(help: "The old version: a file or a directory.")
    var old: String

    @Argument(help: "The new version: a file or a directory.")
    var new: String

    @Option(help: "Output format; markdown is for a pull-request comment.")
    var format: DiffFormat = .human

    @Option(help: ArgumentHelp("Read settings from this file instead of the nearest .fsmcheck.yml.", valueName: "file"))
    var config: String?

    func run() throws {
        let configuration = try LintConfiguration.resolve(explicitPath: config)
        let diffs = SemanticDiff.compare(
            old: try Workspace.load(paths: [old], configuration: configuration).machineVersions,
            new: try Workspace.load(paths: [new], configuration: configuration).machineVersions
        )
        Terminal.write(format == .markdown ? DiffText.markdown(diffs) : DiffText.human(diffs))
    }
}

enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case human
    case markdown
}
