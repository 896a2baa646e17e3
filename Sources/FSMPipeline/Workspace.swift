import FSMChecker
import FSMConfiguration
import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import FSMSMCLoader
import FSMSpecLoader
import FSMSwiftLoader
import Foundation

/// A machine as loaded, with what the checker found in it.
public struct CheckedMachine: Sendable {
    public var machine: Machine
    public var findings: [Diagnostic]
}

/// Everything one run reads: the sources, the machines loaded from them, and every diagnostic.
///
/// Every command (lint, render, table) starts here, so they all see the same machines and the
/// same findings for the same paths.
public struct Workspace: Sendable {
    /// The loaders, one per notation; a file goes to the loader that claims its extension.
    public static let loaders: [any MachineLoader] = [SpecLoader(), SwiftLoader(), SMCLoader(), SCXMLLoader()]

    public static var fileExtensions: Set<String> { Set(loaders.flatMap(\.fileExtensions)) }

    public var sources: [SourceFile]
    /// In file order, then source order.
    public var machines: [CheckedMachine]
    /// Loader diagnostics and checker findings together, sorted by location.
    public var diagnostics: [Diagnostic]
    /// What reading and loading said, without the checker's findings: why a file yielded no
    /// machine, which `render` and `table` must report even though they do not lint.
    public var loadDiagnostics: [Diagnostic]
    public var fileCount: Int

    /// Reads, loads and checks everything under `paths`, as `configuration` says: files found by
    /// walking folders must pass its include/exclude globs (files named explicitly are always read),
    /// and its severities and the sources' suppression comments are applied to the findings.
    public static func load(
        paths: [String],
        configuration: Configuration = .standard,
        progress: @Sendable (LoadPhase) -> Void = { _ in }
    ) throws(InvocationError) -> Workspace {
        let extensions = configuration.dialects.map { fileExtensions.intersection($0) } ?? fileExtensions
        let named = Set(paths)
        let files = try FileDiscovery.files(in: paths, extensions: extensions).filter {
            named.contains($0) || configuration.includes(absolutePath: URL(fileURLWithPath: $0).standardizedFileURL.path)
        }
        var sources: [SourceFile] = []
        var unreadable: [Diagnostic] = []
        progress(.reading(files: files.count))
        for read in files.concurrentMap(SourceReader.read) {
            switch read {
            case .text(let source): sources.append(source)
            case .unreadable(let problem): unreadable.append(problem)
            }
        }
        var workspace = loadUnconfigured(sources: sources, progress: progress)
        workspace.loadDiagnostics = (workspace.loadDiagnostics + unreadable).sorted()
        workspace.diagnostics = LintPolicy(configuration: configuration, rules: RuleCatalog.all).apply(to: workspace.diagnostics + unreadable, sources: sources)
        workspace.fileCount = files.count
        return workspace
    }

    /// Loads and checks sources already in memory; each goes to the loader of its extension.
    public static func load(sources: [SourceFile], configuration: Configuration = .standard) -> Workspace {
        var workspace = loadUnconfigured(sources: sources)
        workspace.diagnostics = LintPolicy(configuration: configuration, rules: RuleCatalog.all).apply(to: workspace.diagnostics, sources: sources)
        return workspace
    }

    private static func loadUnconfigured(sources: [SourceFile], progress: @Sendable (LoadPhase) -> Void = { _ in }) -> Workspace {
        progress(.loading(files: sources.count))
        var machines: [Machine] = []
        var diagnostics: [Diagnostic] = []
        for loader in loaders {
            let claimed = sources.filter { loader.fileExtensions.contains($0.fileExtension) }
            guard !claimed.isEmpty else { continue }
            let result = loader.load(claimed)
            machines += result.machines
            diagnostics += result.diagnostics
        }
        machines.sort { $0.location < $1.location }
        let checker = Checker()
        progress(.checking(machines: machines.count))
        let checked = machines.concurrentMap { CheckedMachine(machine: $0, findings: checker.check($0)) }
        return Workspace(
            sources: sources,
            machines: checked,
            diagnostics: (diagnostics + checked.flatMap(\.findings)).sorted(),
            loadDiagnostics: diagnostics.sorted(),
            fileCount: sources.count
        )
    }
}
