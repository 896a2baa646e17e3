import FSMConfiguration
import FSMDiagnostics
import FSMDiff
import FSMExporters
import FSMHTMLPages
import FSMModel
import FSMParallel

/// `fsmcheck diff`: two versions compared machine by machine, and the change drawn for each
/// machine that changed.
public struct DiffComparison: Sendable {
    /// Pictures of machines with more states than this are left out of the Markdown form: Mermaid
    /// draws them, but not readably in a comment.
    public static let markdownPictureStateLimit = 120
    /// The Mermaid text all pictures of one Markdown diff may take together: GitHub refuses
    /// comments longer than 65,536 characters, and the lists need room too.
    public static let markdownPictureBudget = 40_000

    public var diffs: [MachineDiff]
    /// The overlay of every machine that changed, by name.
    public var overlays: [String: DiffOverlay]

    public init(old: [MachineVersion], new: [MachineVersion]) {
        diffs = SemanticDiff.compare(old: old, new: new)
        let oldByName = Dictionary(old.map { ($0.machine.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.map { ($0.machine.name, $0) }, uniquingKeysWith: { first, _ in first })
        var overlays: [String: DiffOverlay] = [:]
        for diff in diffs where diff.status != .unchanged {
            overlays[diff.name] = DiffOverlay(old: oldByName[diff.name], new: newByName[diff.name], diff: diff)
        }
        self.overlays = overlays
    }

    /// Loads both versions as `lint` would (configuration and suppressions applied to findings).
    public static func load(old: String, new: String, configuration: Configuration, cache: LoadCache? = nil) throws(InvocationError) -> DiffComparison
    {
        DiffComparison(
            old: try Workspace.load(paths: [old], configuration: configuration, cache: cache).machineVersions,
            new: try Workspace.load(paths: [new], configuration: configuration, cache: cache).machineVersions
        )
    }

    public var human: String { DiffText.human(diffs) }

    /// For a pull-request comment: the lists, and a Mermaid picture per changed machine while the
    /// budget lasts.
    public var markdown: String {
        var pictures: [String: DiffText.Picture] = [:]
        var budget = Self.markdownPictureBudget
        for diff in diffs where diff.status != .unchanged {
            guard let overlay = overlays[diff.name] else { continue }
            let drawn = overlay.machine.states.count { !$0.isAbstract }
            guard drawn <= Self.markdownPictureStateLimit else {
                pictures[diff.name] = .leftOut("\(drawn) states are too many to draw readably here; `fsmcheck diff --format html` draws them")
                continue
            }
            let source = DiffPictures.mermaid(overlay)
            guard source.count <= budget else {
                pictures[diff.name] = .leftOut("left out to keep this comment within GitHub's size limit; `fsmcheck diff --format html` draws it")
                continue
            }
            budget -= source.count
            pictures[diff.name] = .mermaid(source)
        }
        return DiffText.markdown(diffs, pictures: pictures)
    }

    /// The self-contained HTML page, each changed machine drawn by `render` (with its change
    /// painted on it), and what drawing said.
    public func html(draw: @escaping Drawing) -> (page: String, drawingDiagnostics: [Diagnostic]) {
        let changed = diffs.filter { $0.status != .unchanged }.compactMap { diff in overlays[diff.name].map { (diff.name, $0) } }
        let outputs = Array(changed.enumerated()).concurrentMap { index, entry in
            let overlay = entry.1
            let request = DrawingRequest(
                machineName: overlay.machine.name, location: overlay.machine.location, stateCount: overlay.machine.stateIDs.count,
                options: DiagramOptions()
            ) { DiffPictures.diagram(overlay, options: $0, prefix: "d\(index)_") }
            return draw(request, [.svg])[0]
        }
        var pictures: [String: HTMLDiff.Picture] = [:]
        for ((name, _), output) in zip(changed, outputs) {
            pictures[name] = HTMLDiff.Picture(svg: output.text, problem: output.diagnostics.first { $0.severity == .error }?.message)
        }
        return (HTMLDiff(diffs: diffs, pictures: pictures).html, outputs.flatMap(\.diagnostics))
    }
}
