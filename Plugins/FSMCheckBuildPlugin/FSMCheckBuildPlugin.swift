import Foundation
import PackagePlugin

/// Lints a target's state machines on every `swift build` that changes them: findings appear as
/// compiler warnings and errors, and an error fails the build.
///
/// Applied with `plugins: [.plugin(name: "FSMCheckBuildPlugin", package: "fsmcheck")]` on a Swift
/// target. The command's inputs are the target's `.fsm`, `.sm`, `.scxml` and Swift files (and the
/// package's `.fsmcheck.yml`), so it runs again only when one of them changes.
///
/// A build command must produce a file the target is built with: here an empty Swift file,
/// compiled with the target's sources, written only when the lint passes, so that a failed lint
/// leaves it missing and the next build lints again.
@main
struct FSMCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let machines = target.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension.lowercased()) }
        guard !machines.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("FSMCheckLinted.swift")
        let configuration = context.package.directoryURL.appendingPathComponent(".fsmcheck.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        var lint = [try context.tool(named: "fsmcheck").url.path, "lint"]
        if hasConfiguration { lint += ["--config", configuration.path] }
        // The one folder a sandboxed plugin may write: what reading files gave is kept there.
        lint += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        lint += machines.map(\.path)
        // `sh` writes the stamp only when fsmcheck passes; the findings go to the build log either way.
        let script = #"stamp="$1"; shift; "$@" && printf '// Linted by fsmcheck.\n' > "$stamp""#
        return [
            .buildCommand(
                displayName: "fsmcheck lint \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", stamp.path] + lint,
                inputFiles: machines + (hasConfiguration ? [configuration] : []),
                outputFiles: [stamp]
            )
        ]
    }

    private static let extensions: Set<String> = ["fsm", "sm", "scxml", "swift"]
}
