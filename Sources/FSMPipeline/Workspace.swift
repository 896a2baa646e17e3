import FSMChecker
import FSMConfiguration
import FSMDiagnostics
import FSMModel
import FSMParallel
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
    /// The loaders, one per notation; a file goes to the loader that claims its extension, or to
    /// the only loader chosen (`--dialect NAME`, `dialects:`) whatever its extension.
    public static let loaders: [any MachineLoader] = loaders(for: nil)

    public static var fileExtensions: Set<String> { Set(loaders.flatMap(\.fileExtensions)) }

    /// Every notation by the name `--dialect` and `.fsmcheck.yml` use (`Machine.dialect`);
    /// `swift` stands for all the Swift dialects at once.
    public static let dialectNames: [String] = ["fsm", "smc", "scxml", "swift"] + SwiftLoader.dialectNames

    /// The loaders that read `dialects` (every one when nil).
    public static func loaders(for dialects: Set<String>?) -> [any MachineLoader] {
        let wanted = { (name: String) in dialects?.contains(name) ?? true }
        let swiftDialects = dialects.map { $0.contains("swift") ? Set(SwiftLoader.dialectNames) : $0.intersection(SwiftLoader.dialectNames) }
        var chosen: [any MachineLoader] = []
        if wanted("fsm") { chosen.append(SpecLoader()) }
        if swiftDialects?.isEmpty != true { chosen.append(SwiftLoader(dialects: swiftDialects)) }
        if wanted("smc") { chosen.append(SMCLoader()) }
        if wanted("scxml") { chosen.append(SCXMLLoader()) }
        return chosen
    }

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
        let loaders = loaders(for: configuration.dialects)
        let extensions = Set(loaders.flatMap(\.fileExtensions))
        let named = Set(paths)
        let files = try FileDiscovery.files(in: paths, extensions: extensions, anyNamedFile: loaders.count == 1).filter {
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
        var workspace = loadUnconfigured(sources: sources, loaders: loaders, progress: progress)
        workspace.loadDiagnostics = (workspace.loadDiagnostics + unreadable).sorted()
        workspace.diagnostics = LintPolicy(configuration: configuration, rules: RuleCatalog.all)
            .apply(to: workspace.diagnostics + unreadable, sources: sources, notation: forcedNotation(of: loaders))
        workspace.fileCount = files.count
        return workspace
    }

    /// Loads and checks sources already in memory; each goes to the loader of its extension, or
    /// all to the only loader the configuration chooses.
    public static func load(sources: [SourceFile], configuration: Configuration = .standard) -> Workspace {
        let loaders = loaders(for: configuration.dialects)
        var workspace = loadUnconfigured(sources: sources, loaders: loaders)
        workspace.diagnostics = LintPolicy(configuration: configuration, rules: RuleCatalog.all)
            .apply(to: workspace.diagnostics, sources: sources, notation: forcedNotation(of: loaders))
        return workspace
    }

    /// The file extension of the notation every source is read in when only one loader is chosen,
    /// which decides how their suppression comments are written.
    private static func forcedNotation(of loaders: [any MachineLoader]) -> String? {
        loaders.count == 1 ? loaders.first?.fileExtensions.first : nil
    }

    private static func loadUnconfigured(
        sources: [SourceFile],
        loaders: [any MachineLoader],
        progress: @Sendable (LoadPhase) -> Void = { _ in }
    ) -> Workspace {
        progress(.loading(files: sources.count))
        var machines: [Machine] = []
        var diagnostics: [Diagnostic] = []
        for loader in loaders {
            let claimed = loaders.count == 1 ? sources : sources.filter { loader.fileExtensions.contains($0.fileExtension) }
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
