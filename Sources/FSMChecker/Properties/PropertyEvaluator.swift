import FSMDiagnostics
import FSMModel

/// Answers a machine's properties on its configuration graph, built once for all of them.
///
/// Safety patterns (`never`, `reachable`, `precedence`) are breadth-first searches, so their
/// counterexamples are shortest; `always-reachable` is backward reachability from the
/// configurations where the state is active; `response` pairs the graph with a one-bit monitor
/// ("`from` entered, `to` not yet") and, under strong fairness, fails exactly when a pending run
/// reaches a configuration from which no run enters `to` (a dead end, a final state, or a set of
/// configurations it can stay in forever); `strict` fails as soon as some run from a pending
/// configuration can avoid `to` forever (the complement of an attractor). Each is linear in the
/// configurations and steps (Docs/Properties.md).
struct PropertyEvaluator {
    let analysis: MachineAnalysis
    let model: PathModel
    /// Nil when the machine has no start fsmcheck can see; `noStart` says why.
    let graph: ConfigurationGraph?
    let noStart: String?

    init(_ analysis: MachineAnalysis) {
        self.analysis = analysis
        let model = PathModel(analysis)
        self.model = model
        let starts = model.startConfigurations
        if starts.isEmpty {
            graph = nil
            noStart =
                analysis.machine.initialStateIsUnseen
                ? "the machine's initial state is not visible to fsmcheck, so its runs are not known"
                : "the machine has no valid initial state, so it has no runs"
        } else {
            graph = ConfigurationGraph(model, starts: starts)
            noStart = nil
        }
    }

    func verdict(for property: Property) -> PropertyVerdict {
        var ids: [StateID] = []
        for reference in property.states {
            guard let id = analysis.machine.resolve(reference.name), let concrete = analysis.tree.concrete(id),
                !analysis.machine[concrete].kind.isHistory
            else {
                return PropertyVerdict(property: property, status: .undecided, reason: "`\(reference.name)` names no state that can be entered")
            }
            ids.append(concrete)
        }
        guard let graph else { return PropertyVerdict(property: property, status: .undecided, reason: noStart) }
        let answer = PatternAnswer(graph: graph, property: property, states: ids)
        switch property.pattern {
        case .reachable: return answer.reachable()
        case .never: return answer.never()
        case .alwaysReachable: return answer.alwaysReachable()
        case .precedence: return answer.precedence()
        case .response(_, _, let strict): return strict ? answer.strictResponse() : answer.fairResponse()
        }
    }
}

/// One property's answer on the graph.
struct PatternAnswer {
    let graph: ConfigurationGraph
    let property: Property
    let states: [StateID]

    var model: PathModel { graph.model }

    func never() -> PropertyVerdict {
        let state = states[0]
        let found = graph.shortestViolation(
            .init(
                start: { _ in 0 }, violates: { configuration, _ in graph.isActive(state, in: configuration) && graph.starts.contains(configuration) },
                step: { step, _ in graph.enters(step, state) ? .violation : .next(0) }))
        guard let found else { return unlessUnfollowed(everywhere: true, "`\(name(state))` may be entered") }
        return violation("a run enters `\(name(state))`", found)
    }

    func reachable() -> PropertyVerdict {
        let state = states[0]
        for start in graph.starts {
            let found = graph.shortestViolation(
                .init(
                    start: { _ in 0 }, violates: { configuration, _ in configuration == start && graph.isActive(state, in: start) },
                    step: { step, _ in graph.enters(step, state) ? .violation : .next(0) }), from: [start])
            guard found == nil else { continue }
            let from = graph.starts.count > 1 ? " from `\(startName(start))`" : ""
            let failure = "no run\(from) enters `\(name(state))`"
            if let why = undecidable(everywhere: true, "`\(name(state))` may be entered") {
                return PropertyVerdict(property: property, status: .undecided, reason: why)
            }
            return PropertyVerdict(property: property, status: .violated, failure: failure, witness: Witness(why: failure))
        }
        return PropertyVerdict(property: property, status: .holds)
    }

    func precedence() -> PropertyVerdict {
        let (state, requires) = (states[0], states[1])
        let found = graph.shortestViolation(
            .init(
                start: { graph.isActive(requires, in: $0) ? nil : 0 },
                violates: { configuration, _ in graph.starts.contains(configuration) && graph.isActive(state, in: configuration) },
                step: { step, _ in
                    if graph.enters(step, requires) { return .done }
                    return graph.enters(step, state) ? .violation : .next(0)
                }))
        guard let found else { return unlessUnfollowed(everywhere: true, "`\(name(state))` may be entered first") }
        return violation("`\(name(state))` is entered before `\(name(requires))`", found)
    }

    func alwaysReachable() -> PropertyVerdict {
        let state = states[0]
        // A state entered on the way to a stable configuration (SCXML) counts as reached.
        let reaches = graph.canReach(configurations: { graph.isActive(state, in: $0) }, steps: { graph.enters($0, state) })
        let found = graph.shortestViolation(
            .init(start: { _ in 0 }, violates: { configuration, _ in !reaches[configuration] }, step: { _, _ in .next(0) }))
        guard let found else { return unlessUnfollowed(everywhere: true, "a move may lead where `\(name(state))` cannot be reached") }
        let end = Phrase.list(graph.configurations[found.end].leaves.map(name))
        return violation(
            "a run reaches \(end), from where `\(name(state))` can never be reached again", found, region: graph.reachable(from: found.end),
            claimsTheFuture: true)
    }

    func fairResponse() -> PropertyVerdict {
        let (from, to) = (states[0], states[1])
        let reaches = graph.canReach(configurations: { _ in false }, steps: { graph.enters($0, to) })
        let found = graph.shortestViolation(responseMonitor(violates: { configuration, pending in pending == 1 && !reaches[configuration] }))
        guard let found else { return unlessUnfollowed(everywhere: true, "a move may lead where `\(name(to))` cannot be reached") }
        let end = graph.configurations[found.end]
        let stops = graph.steps(from: found.end).isEmpty
        let how =
            stops
            ? "the run stops in \(Phrase.list(end.leaves.map(name))) without entering `\(name(to))`"
            : "from there no run enters `\(name(to))`"
        return violation("a run enters `\(name(from))`, then \(how)", found, region: graph.reachable(from: found.end), claimsTheFuture: true)
    }

    func strictResponse() -> PropertyVerdict {
        let (from, to) = (states[0], states[1])
        let forced = graph.mustTake { graph.enters($0, to) }
        let found = graph.shortestViolation(responseMonitor(violates: { configuration, pending in pending == 1 && !forced[configuration] }))
        guard let found else { return unlessUnfollowed(everywhere: true, "a move may avoid `\(name(to))`") }
        let (tail, loopsAt) = avoidingTail(from: found.end, forced: forced, to: to)
        var extended = found
        extended.steps += tail
        let how =
            loopsAt.map { loop in
                // Witness steps are microsteps: a step of the graph may be a chain of them.
                let first = graph.microstepCount(extended.steps.prefix(found.steps.count + loop)) + 1
                let last = graph.microstepCount(extended.steps)
                let steps = first == last ? "step \(first)" : "steps \(first)–\(last)"
                return "then it can repeat \(steps) forever without entering `\(name(to))`"
            }
            ?? "then it can stop without entering `\(name(to))`"
        return violation("a run enters `\(name(from))`, \(how)", extended, claimsTheFuture: true)
    }

    /// The response monitor: pending (1) from a step entering `from` until one entering `to`.
    private func responseMonitor(violates: @escaping (Int, UInt8) -> Bool) -> ConfigurationGraph.Monitor {
        let (from, to) = (states[0], states[1])
        return .init(
            start: { graph.isActive(from, in: $0) && !graph.isActive(to, in: $0) ? 1 : 0 }, violates: violates,
            step: { step, pending in
                if graph.enters(step, to) { return .next(0) }
                return .next(graph.enters(step, from) ? 1 : pending)
            })
    }

    /// From a configuration not forced into `to`, steps that avoid it until the run stops or
    /// comes back to where it was: a lasso. Returns the steps and where, among them, the loop starts.
    private func avoidingTail(from start: Int, forced: [Bool], to: StateID) -> (steps: [Int], loopsAt: Int?) {
        var seenAt: [Int: Int] = [start: 0]
        var taken: [Int] = []
        var current = start
        while let next = graph.steps(from: current).first(where: { !graph.enters(graph.steps[$0], to) && !forced[Int(graph.steps[$0].to)] }) {
            taken.append(next)
            current = Int(graph.steps[next].to)
            if let first = seenAt[current] { return (taken, first) }
            seenAt[current] = taken.count
        }
        return (taken, nil)
    }
}
