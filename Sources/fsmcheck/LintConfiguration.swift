import FSMConfiguration
import FSMDiagnostics
import FSMPipeline
import Foundation

/// Finds and reads the configuration a lint run uses, and reports a broken one as the
/// invocation error it is, with every problem at its file:line:column.
enum LintConfiguration {
    static func resolve(explicitPath: String?) throws(InvocationError) -> Configuration {
        let path: String
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: explicitPath) else {
                throw InvocationError("no such configuration file: \(explicitPath)")
            }
            path = explicitPath
        } else if let found = ConfigurationFile.find(startingAt: FileManager.default.currentDirectoryPath) {
            path = found
        } else {
            return .standard
        }
        do {
            return try ConfigurationFile.load(path: path, rules: RuleCatalog.all, dialects: Set(Workspace.dialectNames))
        } catch {
            throw InvocationError(describing(error.problems, configurationPath: path))
        }
    }

    private static func describing(_ problems: [Diagnostic], configurationPath: String) -> String {
        let lines = problems.sorted().map { problem in
            "\(problem.location): error: \(problem.message)" + (problem.hint.map { " (\($0))" } ?? "")
        }
        return "the configuration \(configurationPath) cannot be used:\n" + lines.joined(separator: "\n")
    }
}
