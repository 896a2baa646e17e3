import Foundation
import PackagePlugin

/// `swift package fsmcheck [lint|diff|rules|explain …]` in any package that depends on fsmcheck.
///
/// The plugin asks SwiftPM to build the `fsmcheck` product when it runs, rather than declaring it
/// as a tool dependency: a tool dependency makes every plain `swift build` of this package build
/// the whole tool chain a second time for the host, swift-syntax included.
///
/// Commands that may draw (`render`, `report`, `diff`) also build `fsmcheck-render-worker`, which
/// fsmcheck starts from its own folder; the others do not, so linting needs no libgraphviz.
///
/// The arguments go to `fsmcheck` unchanged, run from the package's folder, so `.fsmcheck.yml`
/// is found as on the command line; with no arguments it lints the whole package. A failing run
/// fails the command, so the plugin gates CI as the binary does.
@main
struct FSMCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
        if ["render", "report", "diff"].contains(arguments.first) {
            let worker = try packageManager.build(.product("fsmcheck-render-worker"), parameters: parameters)
            guard worker.succeeded else { throw PluginFailure(description: "building fsmcheck-render-worker failed:\n\(worker.logText)") }
        }
        let build = try packageManager.build(.product("fsmcheck"), parameters: parameters)
        guard build.succeeded else { throw PluginFailure(description: "building fsmcheck failed:\n\(build.logText)") }
        guard let executable = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "fsmcheck" }) else {
            throw PluginFailure(description: "building fsmcheck produced no executable")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = Self.keepingCache(arguments.isEmpty ? ["lint", "."] : arguments, in: context.pluginWorkDirectoryURL)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            throw PluginFailure(description: status == 1 ? "fsmcheck found errors" : "fsmcheck exited with status \(status)")
        }
    }
}

extension FSMCheckPlugin {
    /// The commands that read machines keep what reading gave in the plugin's work folder, the
    /// one folder a sandboxed plugin may write, unless the arguments say where or `--no-cache`.
    static func keepingCache(_ arguments: [String], in folder: URL) -> [String] {
        guard let command = arguments.first, readingCommands.contains(command),
            !arguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") })
        else { return arguments }
        return [command, "--cache-path", folder.appendingPathComponent("cache").path] + arguments.dropFirst()
    }

    private static let readingCommands: Set<String> = ["lint", "render", "table", "export", "report", "path", "tests", "diff"]
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
