import FSMModel
import FSMPipeline
import Foundation
import Testing

/// The machines every export is proven on: all of `Specs/` (every notation fsmcheck reads), the
/// conformance data (SCXML, sismic's derived SCXML, Uncle Bob's SMC) and `Fixtures/`, which holds
/// names that diagram languages and XML keep for themselves or cannot take as written.
enum ExportCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let folders = ["Specs", "Tests/ConformanceTests/Data", "Tests/ExportConsumerTests/Fixtures"]

    struct Entry: Sendable {
        /// Unique, safe as a file name (the name `fsmcheck export -o` gives the machine's file).
        var fileName: String
        var machine: Machine
    }

    /// Loaded once for every test that uses it.
    static let entries: [Entry] = {
        let paths = folders.map { packageRoot.appendingPathComponent($0).path }
        guard let workspace = try? Workspace.load(paths: paths) else { return [] }
        let machines = workspace.machines.map(\.machine)
        return zip(OutputFiles.baseNames(for: machines), machines).map { Entry(fileName: $0, machine: $1) }
    }()

    /// The title of every box a state diagram draws: every state but abstract super states (folded
    /// into the states that inherit them), a history state with `(H)` or `(H*)` after its name.
    static func expectedTitles(of machine: Machine) -> [String] {
        machine.states.filter { !$0.isAbstract }.map { state in
            switch state.kind {
            case .shallowHistory: "\(state.name) (H)"
            case .deepHistory: "\(state.name) (H*)"
            default: state.name
            }
        }
    }

    /// Guards against a corpus that silently shrank (a folder moved, a loader lost).
    static func expectComplete(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(entries.count >= 90, "only \(entries.count) machines loaded from \(folders)", sourceLocation: sourceLocation)
    }
}
