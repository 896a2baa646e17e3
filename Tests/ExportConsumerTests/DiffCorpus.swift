import FSMDiff
import FSMModel
import FSMPipeline
import Foundation

/// Diff pictures to prove in Mermaid: the change `DiffFixtures/` makes, and one made up for every
/// machine of the export corpus, so that the marks are drawn on every shape of machine there is
/// (composites, parallel regions, history, inherited transitions).
enum DiffCorpus {
    struct Entry: Sendable {
        var name: String
        var overlay: DiffOverlay
    }

    static let entries: [Entry] = {
        var entries: [Entry] = []
        if let comparison = try? ReportPages.diff() {
            entries += comparison.overlays.keys.sorted().compactMap { name in
                comparison.overlays[name].map { Entry(name: "DiffFixtures \(name)", overlay: $0) }
            }
        }
        for entry in ExportCorpus.entries {
            if let overlay = overlay(changing: entry.machine) { entries.append(Entry(name: "diff of \(entry.fileName)", overlay: overlay)) }
        }
        return entries
    }()

    /// `machine` as the new side of a change whose old side lacked the first transition of one
    /// state (added now), sent the first transition of another state elsewhere (changed now) and
    /// had a state with a transition that is gone (removed now).
    static func overlay(changing machine: Machine) -> DiffOverlay? {
        guard let first = machine.states.first?.name else { return nil }
        var old = machine
        let withTransitions = machine.stateIDs.filter { !machine[$0].transitions.isEmpty }
        if let added = withTransitions.first {
            old.update(added) { $0.transitions.removeFirst() }
        }
        if let changed = withTransitions.dropFirst().last {
            old.update(changed) { state in
                let target = state.transitions[0].target?.name == first ? machine.states.last?.name ?? first : first
                state.transitions[0].target = Reference(target, at: state.transitions[0].location)
            }
        }
        let location = machine.location
        old.addState(
            State(
                name: "Retired †", location: location,
                transitions: [
                    Transition(event: Reference("retire", at: location), target: Reference(first, at: location), location: location)
                ]))
        let versions = (MachineVersion(machine: old, findings: []), MachineVersion(machine: machine, findings: []))
        guard let diff = SemanticDiff.compare(old: [versions.0], new: [versions.1]).first else { return nil }
        return DiffOverlay(old: versions.0, new: versions.1, diff: diff)
    }

    /// The title of every box the overlay's Mermaid picture draws: a corpus title, after the
    /// symbol of its change when it changed.
    static func expectedTitles(of overlay: DiffOverlay) -> [String] {
        let titles = ExportCorpus.expectedTitles(of: overlay.machine)
        let states = overlay.machine.states.filter { !$0.isAbstract }
        return zip(states, titles).map { state, title in
            overlay.stateChanges[state.name].map { DiffPictures.symbol(for: $0) + " " + title } ?? title
        }
    }
}
