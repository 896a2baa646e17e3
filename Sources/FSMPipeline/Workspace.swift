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

/// A machine as loaded, with what is reported about it.
public struct CheckedMachine: Sendable {
    public var machine: Machine
    /// The checker's findings about this machine as `lint` reports them: severities and `off` from
    /// the configuration, suppressions and any baseline applied. Every command draws and lists
    /// these, never the checker's raw output, so a finding silenced for lint is silenced everywhere.
    public var findings: [Diagnostic]
}

/// Everything one run reads: the sources, the machines loaded from them, and every diagnostic.
///
/// Every command (lint, render, table) starts here, so they all see the same machines and the
/// same findings for the same paths.
public struct Workspace: Sendable {
    /// The loaders, one per notation: the one line that registers a notation. A file goes to the
    /// loader that claims its extension, or to the only loader chosen (`--dialect NAME`,
    /// `dialects:`) whatever its extension.
    public static let loaders: [any MachineLoader] = [SpecLoader(), SwiftLoader(), SMCLoader(), SCXMLLoader()]

    public static var fileExtensions: Set<String> { Set(loaders.flatMap(\.fileExtensions)) }

    /// Every notation by the name `--dialect` and `.fsmcheck.yml` use (`Machine.dialect`), as each
    /// loader declares them; `swift` stands for all the Swift dialects at once.
    public static let dialectNames: [String] = loaders.flatMap(\.dialectNames)

    /// The loaders that read `dialects` (every one when nil).
    public static func loaders(for dialects: Set<String>?) -> [any MachineLoader] {
        guard let dialects else { return loaders }
        return loaders.compactMap { $0.restricted(to: dialects) }
    }

    public var sources: [SourceFile]
    /// In file order, then source order.
    public var machines: [CheckedMachine]
    /// Everything `lint` reports, sorted by location: what reading and loading said, the machines'
    /// findings and the suppressions' own problems, each decided once by the configuration,
    /// suppressions and baseline.
    public var diagnostics: [Diagnostic]
    /// What reading and loading said (decided like the rest), without the checker's findings: why a
    /// file yielded no machine, which `render` and `table` must report even though they do not lint.
    public var loadDiagnostics: [Diagnostic]
    public var fileCount: Int

    /// Reads, loads and checks everything under `paths`, as `configuration` says: files found by
    /// walking folders must pass its include/exclude globs (files named explicitly are always read),
    /// and its severities and the sources' suppression comments are applied to the findings. With a
    /// `cache`, files read before are not read again (`LoadCache`); what is reported is the same.
    public static func load(
        paths: [String],
        configuration: Configuration = .standard,
        cache: LoadCache? = nil,
        progress: @Sendable (LoadPhase) -> Void = { _ in }
    ) throws(InvocationError) -> Workspace {
        let loaders = loaders(for: configuration.dialects)
        let extensions = Set(loaders.flatMap(\.fileExtensions))
        let named = Set(paths)
        let found = try FileDiscovery.files(in: paths, extensions: extensions, anyNamedFile: loaders.count == 1).filter {
            named.contains($0.path) || configuration.includes(absolutePath: URL(fileURLWithPath: $0.path).standardizedFileURL.path)
        }
        let vendored = configuration.lintsVendoredCode ? [] : Set(found.filter(\.isVendored).map(\.path))
        let inWholeApp = Set(found.filter(\.isInWholeApp).map(\.path))
        var sources: [SourceFile] = []
        var unreadable: [Diagnostic] = []
        progress(.reading(files: found.count))
        for read in found.map(\.path).concurrentMap(SourceReader.read) {
            switch read {
            case .text(var source):
                source.isVendored = vendored.contains(source.path)
                source.isInWholeApp = inWholeApp.contains(source.path)
                sources.append(source)
            case .unreadable(let problem):
                if !vendored.contains(problem.location.file) { unreadable.append(problem) }
            }
        }
        var workspace = loadDecided(
            sources: sources, unreadable: unreadable, loaders: loaders, configuration: configuration, cache: cache, progress: progress)
        workspace.fileCount = found.count
        return workspace
    }

    /// Loads and checks sources already in memory; each goes to the loader of its extension, or
    /// all to the only loader the configuration chooses.
    public static func load(sources: [SourceFile], configuration: Configuration = .standard) -> Workspace {
        loadDecided(sources: sources, unreadable: [], loaders: loaders(for: configuration.dialects), configuration: configuration)
    }

    /// The file extension of the notation every source is read in when only one loader is chosen,
    /// which decides how their suppression comments are written.
    private static func forcedNotation(of loaders: [any MachineLoader]) -> String? {
        loaders.count == 1 ? loaders.first?.fileExtensions.first : nil
    }

    /// Loads and checks, then decides once what is reported: the configuration's severities and
    /// suppressions are applied to the loaders' diagnostics and the checker's findings together
    /// (a suppression that silences nothing is only known once all of them are in), and each
    /// machine keeps exactly its own findings among those that remain.
    private static func loadDecided(
        sources: [SourceFile],
        unreadable: [Diagnostic],
        loaders: [any MachineLoader],
        configuration: Configuration,
        cache: LoadCache? = nil,
        progress: @Sendable (LoadPhase) -> Void = { _ in }
    ) -> Workspace {
        progress(.loading(files: sources.count))
        var machines: [Machine] = []
        var loaded: [Diagnostic] = unreadable
        for loader in loaders {
            let claimed = loaders.count == 1 ? sources : sources.filter { loader.fileExtensions.contains($0.fileExtension) }
            guard !claimed.isEmpty else { continue }
            let result = cache?.result(of: loader, files: claimed) { loader.load(claimed, keepingFactsIn: cache) } ?? loader.load(claimed)
            machines += result.machines
            loaded += result.diagnostics
        }
        VendoredCode.leaveOut(of: &machines, diagnostics: &loaded, sources: sources)
        machines.sort { $0.location < $1.location }
        for index in machines.indices {
            machines[index].markFinal(configuration.finalStates)
            machines[index].properties += configuration.properties(for: machines[index].name)
        }
        let checker = Checker()
        progress(.checking(machines: machines.count))
        let findings = ParseErrorCascades.withoutCascades(machines.concurrentMap(checker.check), machines: machines, loaded: loaded)
        let decision = LintPolicy(configuration: configuration, rules: RuleCatalog.all)
            .decide(loaded + findings.joined(), sources: sources, notation: forcedNotation(of: loaders))
        var remaining = decision.kept[...]
        let loadDiagnostics = remaining.prefix(loaded.count).compactMap { $0 }
        remaining = remaining.dropFirst(loaded.count)
        let checked = zip(machines, findings).map { machine, raw in
            defer { remaining = remaining.dropFirst(raw.count) }
            return CheckedMachine(machine: machine, findings: remaining.prefix(raw.count).compactMap { $0 })
        }
        return Workspace(
            sources: sources,
            machines: checked,
            diagnostics: (loadDiagnostics + checked.flatMap(\.findings) + decision.problems).sorted(),
            loadDiagnostics: loadDiagnostics.sorted(),
            fileCount: sources.count
        )
    }
}
