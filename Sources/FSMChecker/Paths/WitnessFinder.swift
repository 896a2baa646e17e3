import FSMDiagnostics
import FSMModel
import FSMParallel

/// Gives the findings that happen somewhere along a run their witness: the shortest event sequence
/// from the initial configuration into the dead end, the trap, the state no final state can be
/// reached from, or the state where two transitions clash (then the clashing event, with the
/// predicate values under which both fire).
///
/// One search serves every finding of a machine (`ShortestPaths`), and it runs only when some
/// finding needs it. Without a visible initial state there is no path to give. A finding whose
/// states the search does not reach gets the reason instead of a path that would not replay: the
/// state graph the rules read over-approximates (it ignores guards and inner-first priority, and
/// follows targets computed at run time anywhere), or the search stopped at its limit.
struct WitnessFinder {
    let analysis: MachineAnalysis

    /// The rules whose findings a path proves.
    static let pathRules: Set<String> = [
        DeadEndRule.description.id, TrapRule.description.id, FinalUnreachableRule.description.id, PredicateClashRule.description.id,
    ]

    func attach(to findings: [Diagnostic]) -> [Diagnostic] {
        guard findings.contains(where: { Self.pathRules.contains($0.ruleID) }), let graph = analysis.graph, !graph.startsAnywhere else {
            return findings
        }
        let model = PathModel(analysis)
        let paths = ShortestPaths(model, from: model.startConfigurations, recordingTransitions: false)
        let simulator = StatechartSimulator(model)
        var groupsByState: [StateID: [Int]] = [:]
        if findings.contains(where: { $0.ruleID == PredicateClashRule.description.id }) {
            for (index, group) in analysis.eventGroups.enumerated() where analysis.clashes[index]?.isEmpty == false {
                groupsByState[group.state, default: []].append(index)
            }
        }
        let groups = groupsByState
        let prove = { @Sendable (finding: Diagnostic) -> Diagnostic in
            guard Self.pathRules.contains(finding.ruleID) else { return finding }
            var proven = finding
            proven.witness =
                finding.ruleID == PredicateClashRule.description.id
                ? clashWitness(for: finding, groups: groups, graph: graph, paths: paths, simulator: simulator)
                : entryWitness(for: finding, paths: paths, simulator: simulator)
            return proven
        }
        // Each path is rebuilt and described on its own: with many findings, on every core.
        return findings.count < Self.findingsWorthSpreading ? findings.map(prove) : findings.concurrentMap(prove)
    }

    /// Below this many findings, starting threads would cost more than describing their paths.
    private static let findingsWorthSpreading = 64

    /// The path into the first of the finding's states that the search reaches.
    private func entryWitness(for finding: Diagnostic, paths: ShortestPaths, simulator: StatechartSimulator) -> Witness? {
        let states = finding.subject.states.compactMap { analysis.machine.id(named: $0) }
        guard let first = states.compactMap(paths.firstConfiguration(activating:)).min() else {
            return states.first.map { Self.unreached("enters `\(analysis.machine[$0].name)`", paths: paths) }
        }
        return Witness(steps: simulator.described(paths.steps(to: first)), start: startNames(of: first, in: paths))
    }

    /// Where the path to the configuration at `index` starts, when the machine may start in several.
    private func startNames(of index: Int, in paths: ShortestPaths) -> [String]? {
        guard paths.model.startConfigurations.count > 1 else { return nil }
        return paths.start(of: index).leaves.map { analysis.machine[$0].name }
    }

    /// Why a finding the rules proved on the state graph has no path: the search stopped, or no
    /// path it can replay gets there. `what` finishes "no event sequence fsmcheck can replay …".
    static func unreached(_ what: String, paths: ShortestPaths) -> Witness {
        Witness(
            why: paths.isComplete
                ? "no event sequence fsmcheck can replay \(what): the way there depends on what it cannot follow or evaluate"
                : "no path shown: the search stopped at its limit, after \(paths.configurationCount) configurations, before one that \(what)")
    }

    /// The path to the first configuration where the clashing transitions are the ones the event
    /// reaches (no state inside their source handles it with those values), then the event, with
    /// the values under which both fire (those of the steps before, where the clash allows).
    private func clashWitness(
        for finding: Diagnostic, groups: [StateID: [Int]], graph: StateGraph, paths: ShortestPaths, simulator: StatechartSimulator
    ) -> Witness? {
        guard let name = finding.subject.states.first, let source = analysis.machine.id(named: name), graph.isReachable[source.index],
            let (clash, group) = clash(on: source, for: finding, among: groups[source] ?? [])
        else { return nil }
        let model = simulator.model
        let transitions = analysis.effectiveTransitions[source.index]
        var conditions = transitions[clash.first].guard.conditions
        for condition in transitions[clash.second].guard.conditions where !conditions.contains(condition) { conditions.append(condition) }
        let event = group.event?.name
        let clashing = Valuation(clash.term)
        let reachesBoth = { (leaf: StateID) in
            Self.eventReaches(
                [clash.first, clash.second], of: source, from: leaf, event: event, valuation: clashing, conditions: conditions, in: model)
        }
        let leaves =
            analysis.tree.roles[source.index] == .leaf
            ? [source]
            : analysis.machine.states.indices.map(StateID.init).filter {
                analysis.tree.roles[$0.index] == .leaf && analysis.tree.isWithin($0, source)
            }
        var best: Int?
        for leaf in leaves {
            guard let index = paths.firstConfiguration(activating: leaf), best.map({ index < $0 }) ?? true, reachesBoth(leaf) else { continue }
            best = index
        }
        guard let best else { return Self.unreached("reaches the clash in `\(name)`", paths: paths) }
        var earlier: [Int: Int] = [:]
        let steps = paths.steps(to: best, keeping: &earlier)
        let values = clash.term.restrictions.compactMap { restriction -> PredicateValue? in
            let value = earlier[restriction.type].flatMap { restriction.cases.contains($0) ? $0 : nil } ?? restriction.cases.first
            return value.map { model.predicates.value($0, ofType: restriction.type) }
        }
        let trigger = Witness.Step(
            state: name, event: event, values: values.map(\.description), conditions: conditions, target: nil, location: finding.location
        )
        return Witness(steps: simulator.described(steps), trigger: trigger, start: startNames(of: best, in: paths))
    }

    /// Whether `event`, arriving with these values and conditions while `leaf` is active, reaches
    /// `source` (no state between them has a transition it enables) and may fire each of `positions` there.
    private static func eventReaches(
        _ positions: [Int], of source: StateID, from leaf: StateID, event: String?, valuation: Valuation, conditions: [String], in model: PathModel
    ) -> Bool {
        var current: StateID? = leaf
        while let state = current, state != source {
            if !model.candidates(at: state, event: event, valuation: valuation, conditions: conditions).isEmpty { return false }
            current = model.parent(of: state)
        }
        guard current == source else { return false }
        let candidates = model.candidates(at: source, event: event, valuation: valuation, conditions: conditions)
        return positions.allSatisfy(candidates.contains)
    }

    /// The clash a `predicate-clash` finding reports: of its state and event (among the event
    /// groups `groups` of the state), between the transitions at the locations it names.
    private func clash(on source: StateID, for finding: Diagnostic, among groups: [Int]) -> (Clash, EventGroup)? {
        let locations = Set(finding.subject.transitions)
        let transitions = analysis.effectiveTransitions[source.index]
        for index in groups where analysis.eventGroups[index].event?.name == finding.subject.event {
            for clash in analysis.clashes[index] ?? [] where locations == [transitions[clash.first].location, transitions[clash.second].location] {
                return (clash, analysis.eventGroups[index])
            }
        }
        return nil
    }
}

extension StatechartSimulator {
    /// The steps of a path as findings show them: the source state, event, predicate values,
    /// conditions and target of each transition, with where it is written.
    public func described(_ steps: [PathStep]) -> [Witness.Step] {
        steps.map { step in
            let transition = model.transition(step.transition)
            return Witness.Step(
                state: model.machine[step.transition.state].name, event: step.stimulus.event,
                values: step.stimulus.values.map(\.description), conditions: step.stimulus.conditions,
                target: transition.target?.name, location: transition.location
            )
        }
    }
}
