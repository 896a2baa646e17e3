import FSMDiagnostics
import FSMModel

/// Compares two sets of machines, matched by name: the semantic difference a pull request makes.
///
/// Everything is compared through dictionaries keyed by name or trigger, so the cost is linear
/// in the size of the machines, whatever their shape.
public enum SemanticDiff {
    public static func compare(old: [MachineVersion], new: [MachineVersion]) -> [MachineDiff] {
        let oldByName = Dictionary(old.map { ($0.machine.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.map { ($0.machine.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(oldByName.keys).union(newByName.keys).sorted()
        return names.compactMap { name in
            switch (oldByName[name], newByName[name]) {
            case (let before?, let after?): compare(before, after)
            case (nil, let after?): whole(after, status: .added)
            case (let before?, nil): whole(before, status: .removed)
            case (nil, nil): nil
            }
        }
    }

    private static func whole(_ version: MachineVersion, status: MachineDiff.Status) -> MachineDiff {
        var diff = MachineDiff(
            name: version.machine.name, status: status, stateCount: version.machine.states.count, transitionCount: version.machine.transitionCount)
        let findings = version.findings.map(summary).sorted()
        if status == .added { diff.introducedFindings = findings } else { diff.fixedFindings = findings }
        return diff
    }

    private static func compare(_ old: MachineVersion, _ new: MachineVersion) -> MachineDiff {
        var diff = MachineDiff(
            name: new.machine.name, status: .unchanged, stateCount: new.machine.states.count, transitionCount: new.machine.transitionCount)
        let oldInitial = old.machine.initial?.name ?? "(none)"
        let newInitial = new.machine.initial?.name ?? "(none)"
        if oldInitial != newInitial { diff.initialChange = ValueChange(old: oldInitial, new: newInitial) }
        compareStates(old.machine, new.machine, into: &diff)
        compareTransitions(old.machine, new.machine, into: &diff)
        let (oldProperties, newProperties) = (Set(old.machine.properties.map(\.text)), Set(new.machine.properties.map(\.text)))
        diff.addedProperties = newProperties.subtracting(oldProperties).sorted()
        diff.removedProperties = oldProperties.subtracting(newProperties).sorted()
        compareFindings(old.findings, new.findings, into: &diff)
        let changed = diff.hasStructuralChanges || !diff.introducedFindings.isEmpty || !diff.fixedFindings.isEmpty
        diff.status = changed ? .changed : .unchanged
        return diff
    }

    private static func compareStates(_ old: Machine, _ new: Machine, into diff: inout MachineDiff) {
        let oldNames = Set(old.states.map(\.name))
        let newNames = Set(new.states.map(\.name))
        diff.addedStates = newNames.subtracting(oldNames).sorted()
        diff.removedStates = oldNames.subtracting(newNames).sorted()
        for name in oldNames.intersection(newNames).sorted() {
            guard let oldID = old.id(named: name), let newID = new.id(named: name) else { continue }
            for (aspect, before, after) in aspects(of: oldID, in: old, comparedWith: newID, in: new) where before != after {
                diff.changedStates.append(StateChange(state: name, aspect: aspect, change: ValueChange(old: before, new: after)))
            }
        }
    }

    private static func aspects(of oldID: StateID, in old: Machine, comparedWith newID: StateID, in new: Machine) -> [(String, String, String)] {
        let before = old[oldID]
        let after = new[newID]
        func parent(_ id: StateID?, _ machine: Machine) -> String { id.map { machine[$0].name } ?? "(top level)" }
        func names(_ references: [Reference]) -> String { references.isEmpty ? "(none)" : references.map(\.name).joined(separator: ", ") }
        return [
            ("kind", before.kind.rawValue, after.kind.rawValue),
            ("parent", parent(before.parent, old), parent(after.parent, new)),
            ("initial", before.initial?.name ?? "(none)", after.initial?.name ?? "(none)"),
            ("inherits", names(before.superStates), names(after.superStates)),
            ("entry", names(before.entryActions), names(after.entryActions)),
            ("exit", names(before.exitActions), names(after.exitActions)),
        ]
    }

    private static func transitions(of machine: Machine) -> [TransitionSummary] {
        machine.states.flatMap { state in state.transitions.map { TransitionSummary(source: state.name, $0) } }
    }

    /// Same trigger (state, event, guard) with another outcome is a change, and so is the same
    /// transition under another guard; the rest are added or removed.
    private static func compareTransitions(_ old: Machine, _ new: Machine, into diff: inout MachineDiff) {
        var removed = Multiset(transitions(of: old))
        var added: [TransitionSummary] = []
        for transition in transitions(of: new) where !removed.remove(transition) {
            added.append(transition)
        }
        var unpaired = removed.elements.sorted()
        for key in [\TransitionSummary.trigger, \TransitionSummary.guardlessIdentity] {
            var removedByKey: [[String?]: [TransitionSummary]] = [:]
            for transition in unpaired { removedByKey[transition[keyPath: key], default: []].append(transition) }
            var stillAdded: [TransitionSummary] = []
            for transition in added.sorted() {
                if var candidates = removedByKey[transition[keyPath: key]], !candidates.isEmpty {
                    diff.changedTransitions.append(TransitionChange(old: candidates.removeFirst(), new: transition))
                    removedByKey[transition[keyPath: key]] = candidates
                } else {
                    stillAdded.append(transition)
                }
            }
            added = stillAdded
            unpaired = removedByKey.values.flatMap { $0 }.sorted()
        }
        diff.changedTransitions.sort { ($0.new, $0.old) < ($1.new, $1.old) }
        diff.addedTransitions = added
        diff.removedTransitions = unpaired
    }

    private static func compareFindings(_ old: [Diagnostic], _ new: [Diagnostic], into diff: inout MachineDiff) {
        var fixed = Multiset(old.map(summary))
        for finding in new.map(summary) where !fixed.remove(finding) {
            diff.introducedFindings.append(finding)
        }
        diff.introducedFindings.sort()
        diff.fixedFindings = fixed.elements.sorted()
    }

    private static func summary(_ diagnostic: Diagnostic) -> FindingSummary {
        FindingSummary(ruleID: diagnostic.ruleID, severity: diagnostic.severity, message: diagnostic.message)
    }
}

/// Counts of equal elements, so that a transition declared twice and removed once is one removal.
struct Multiset<Element: Hashable> {
    private var counts: [Element: Int] = [:]

    init(_ elements: [Element]) {
        for element in elements { counts[element, default: 0] += 1 }
    }

    /// Removes one copy; false when there was none.
    mutating func remove(_ element: Element) -> Bool {
        guard let count = counts[element], count > 0 else { return false }
        counts[element] = count - 1
        return true
    }

    var isEmpty: Bool { counts.values.allSatisfy { $0 == 0 } }

    var elements: [Element] {
        counts.flatMap { element, count in Array(repeating: element, count: count) }
    }
}
