import ArgumentParser
import FSMPipeline
import Foundation

/// The `fsmcheck` command line: parses flags, calls the libraries, sets the exit status.
///
/// Exit statuses are part of the interface CI scripts depend on: 0 no error, 1 errors found
/// (or, for `render`, a file that could not be produced), 2 the invocation itself is wrong.
@main
struct FSMCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fsmcheck",
        abstract: "See and prove your state machines: lint, render and tabulate .fsm specs and Swift DSL code.",
        version: "0.1.0",
        subcommands: [
            Lint.self, Render.self, Table.self, ReportCommand.self, PathCommand.self, TestsCommand.self, Export.self, Diff.self, Rules.self,
            Explain.self,
        ],
        defaultSubcommand: Lint.self
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withStatusFor: error)
        }
    }

    /// ArgumentParser exits with 64 for usage errors; fsmcheck promises 2.
    private static func exit(withStatusFor error: any Error) -> Never {
        if let code = error as? ExitCode {
            Foundation.exit(code.rawValue)
        }
        if let invocation = error as? InvocationError {
            FileHandle.standardError.write(Data("error: \(invocation.description)\n".utf8))
            Foundation.exit(2)
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            print(message)
            Foundation.exit(0)
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
    }
}
