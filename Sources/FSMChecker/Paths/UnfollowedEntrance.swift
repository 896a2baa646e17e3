import FSMDiagnostics
import FSMModel

extension ShortestPaths {
    /// Where a state no replayable path makes active may still be entered, as `lint` sees it: a
    /// state the search reached has a target computed at run time, or transitions fsmcheck could
    /// not read, and either may go to any state (`lint` does not call such a state unreachable).
    /// "the computed target at Door.swift:12, which fsmcheck cannot follow", the first in the
    /// source; nil when the states reached have neither. `paths` names the file as reports do.
    func unfollowedEntrance(paths: RelativePaths?) -> String? {
        let machine = model.machine
        let reached = machine.stateIDs.filter(reaches)
        let place = { (location: SourceLocation) in "\(paths?.relative(location.file) ?? location.file):\(location.line)" }
        let computed = reached.flatMap { model.effectiveTransitions[$0.index] }.filter { $0.computedTarget != nil }.map(\.location).min()
        if let computed { return "the computed target at \(place(computed)), which fsmcheck cannot follow" }
        let reachedNames = Set(reached.flatMap { [$0] + machine.superStateClosure(of: $0) }.map { machine[$0].name })
        let unread = machine.unseen.filter { unseen in
            guard case .transitions(let state) = unseen.subject else { return false }
            return state.map(reachedNames.contains) ?? !reached.isEmpty
        }
        return unread.map(\.location).min().map { "transitions fsmcheck could not read at \(place($0))" }
    }
}

extension PathModel {
    /// Whether some transition names the state or a state inside it as its target, or entering an
    /// ancestor enters it by default (an initial state, a region): whether anything but a target
    /// computed at run time may lead there.
    func isEnteredByName(_ target: StateID) -> Bool {
        var current: StateID? = target
        while let state = current, let parent = parent(of: state) {
            if entryChild[parent.index] == state || tree.roles[parent.index] == .orthogonal { return true }
            current = parent
        }
        for source in machine.states.indices where tree.roles[source] != .abstract {
            for case let named? in targets.values(of: source) where tree.isWithin(named, target) { return true }
        }
        let otherEntries = otherInitialStates + otherEntryChildren.joined()
        return ([initial].compactMap { $0 } + otherEntries).contains { tree.isWithin($0, target) }
    }
}
