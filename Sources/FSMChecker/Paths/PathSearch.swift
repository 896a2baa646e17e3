import FSMDiagnostics
import FSMModel

/// "How do I get there?": the shortest event sequence from the initial configuration (from any
/// of them, when the initial state is one of several candidates; or from entering a given state) to a configuration where a state is active, never passing through
/// states to avoid; or why there is none. What `fsmcheck path` prints.
///
/// ```swift
/// let search = PathSearch(machine)
/// switch search.path(to: jammed) {
/// case .found(let start, let steps): …        // replay with StatechartSimulator(machine)
/// case .none(let reason): print(reason)         // "no transition leads to `Jammed`", "every path passes through `Brewing`",
///                                               // "it may be reached through the computed target at Door.swift:12, …"
/// }
/// ```
public struct PathSearch: Sendable {
    public enum Outcome: Hashable, Sendable {
        /// The configuration the path starts from, and its steps (none when `to` is active there).
        case found(start: StatechartConfiguration, steps: [PathStep])
        case none(reason: String)
    }

    let model: PathModel
    private let limit: SearchLimit?
    /// How a reason names a file (the computed target a state may be reached through); as loaded when nil.
    private let relativePaths: RelativePaths?

    public init(_ machine: Machine, limit: SearchLimit? = nil, paths: RelativePaths? = nil) {
        model = PathModel(MachineAnalysis(machine))
        self.limit = limit
        relativePaths = paths
    }

    public var machine: Machine { model.machine }

    /// Whether the machine starts in one of several configurations (its initial state is one of
    /// several candidates): then a path from the initial configuration starts from one of them.
    public var startsInOneOfSeveral: Bool { model.startConfigurations.count > 1 }

    /// The shortest path to `target`, from entering `start` (the initial configuration, or the
    /// nearest initial candidate, when nil), never making a state of `avoiding` (or one inside it) active.
    public func path(to target: StateID, from start: StateID? = nil, avoiding: Set<StateID> = []) -> Outcome {
        if let refusal = refusal(to: target, from: start, avoiding: avoiding) { return .none(reason: refusal) }
        let starts = if let start { model.configuration(entering: start).map { [$0] } ?? [] } else { model.startConfigurations }
        guard !starts.isEmpty else {
            return .none(reason: "`\(name(start ?? target))` cannot be entered")
        }
        let paths = ShortestPaths(model, from: starts, avoiding: avoiding.sorted(), recordingTransitions: false, limit: limit)
        if let index = paths.firstConfiguration(activating: target) {
            return .found(start: paths.start(of: index), steps: paths.steps(to: index))
        }
        guard paths.isComplete else {
            return .none(reason: "the search stopped at its limit, after \(paths.configurationCount) configurations, before reaching it")
        }
        if !avoiding.isEmpty, ShortestPaths(model, from: starts, recordingTransitions: false, limit: limit).reaches(target) {
            let avoided = avoiding.sorted().map { "`\(name($0))`" }.joined(separator: ", ")
            return .none(reason: "every path passes through \(avoided)")
        }
        if !model.isEnteredByName(target) {
            // As lint: a computed target the search reached may go there, so the state is not unreachable.
            if let entrance = paths.unfollowedEntrance(paths: relativePaths) { return .none(reason: "it may be reached through \(entrance)") }
            return .none(reason: "no transition leads to `\(name(target))`")
        }
        guard let unknown = unfollowed(from: paths) else { return .none(reason: "no sequence of events leads there") }
        return .none(reason: "no event sequence fsmcheck can replay leads there; the states it reaches have \(unknown), which may")
    }

    /// What the states the search reached do that it could not follow: a transition whose target
    /// is computed at run time or names no state that can be entered, a guard it cannot evaluate,
    /// transitions the loader could not read. Nil when there is nothing: then no path is certain.
    private func unfollowed(from paths: ShortestPaths) -> String? {
        var found: [String] = []
        let note = { (what: String) in if !found.contains(what) { found.append(what) } }
        let hidden = Set(
            machine.unseen.compactMap { unseen -> String? in
                if case .transitions(let state) = unseen.subject { return state ?? "" }
                return nil
            })
        for index in machine.states.indices where paths.reaches(StateID(index)) {
            let state = StateID(index)
            if hidden.contains("") || hidden.contains(machine.states[index].name) { note("transitions fsmcheck could not read") }
            for position in model.effectiveTransitions[index].indices {
                let transition = model.transition(TransitionID(state: state, position: position))
                if transition.computedTarget != nil {
                    note("a target computed at run time")
                } else if model.destination(of: TransitionID(state: state, position: position)) == .unknown {
                    note("a target that names no state it can enter")
                }
                if model.guards.of(state, position).terms == nil { note("a guard it cannot evaluate") }
            }
        }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    /// What makes the question itself unanswerable: a state that is never active, no start.
    private func refusal(to target: StateID, from start: StateID?, avoiding: Set<StateID>) -> String? {
        for state in [target] + (start.map { [$0] } ?? []) {
            if model.tree.roles[state.index] == .abstract { return "`\(name(state))` is an abstract super state: it is never entered" }
            if machine.states[state.index].kind.isHistory {
                return "`\(name(state))` is a history state: it is never active itself (ask for its composite or a state inside it)"
            }
        }
        if start == nil, model.initial == nil {
            return machine.initialStateIsUnseen
                ? "the machine's initial state is not visible to fsmcheck: say where to start with --from"
                : "the machine has no valid initial state: say where to start with --from"
        }
        for avoided in avoiding.sorted() {
            if model.tree.isWithin(target, avoided) {
                return "`\(name(target))` is \(target == avoided ? "" : "inside ")`\(name(avoided))`, a state to avoid"
            }
            if let start, model.tree.isWithin(start, avoided) {
                return "the start `\(name(start))` is \(start == avoided ? "" : "inside ")`\(name(avoided))`, a state to avoid"
            }
        }
        return nil
    }

    private func name(_ state: StateID) -> String { machine[state].name }
}
