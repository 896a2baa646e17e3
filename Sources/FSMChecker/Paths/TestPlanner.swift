import FSMDiagnostics
import FSMModel

/// Makes a `TestPlan`: few, short paths that together cover every transition (or state) that can
/// be covered, from one search over the machine's configurations.
///
/// The search gives, for every transition, the shortest path whose last step fires it. Taken
/// deepest first, each such path also covers the transitions on its way, so a transition is
/// started from only when no earlier path took it. A path then goes on while its last
/// configuration has a transition not yet covered (taking the first, in state order), up to
/// `maximumSteps`, which turns the many one-transition paths of a large machine into fewer longer
/// ones without making any hard to read. Everything is linear in the transitions tried, apart
/// from sorting them by depth: a 10,000-state machine is planned in well under a second.
public struct TestPlanner: Sendable {
    /// A path is extended only up to this many steps.
    public static let maximumSteps = 24

    let model: PathModel
    let coverage: TestPlan.Coverage
    /// How a reason names a file (the computed target a state may be reached through); as loaded when nil.
    let relativePaths: RelativePaths?

    public init(_ machine: Machine, coverage: TestPlan.Coverage = .transitions, paths: RelativePaths? = nil) {
        model = PathModel(MachineAnalysis(machine))
        self.coverage = coverage
        relativePaths = paths
    }

    public func plan() -> TestPlan {
        let machine = model.machine
        var plan = TestPlan(
            machine: machine.name, location: machine.location, coverage: coverage, initial: [], paths: [], total: 0, covered: 0,
            uncovered: [], needingConditions: [], reason: nil
        )
        let starts = model.startConfigurations
        guard let start = starts.first else {
            plan.reason =
                machine.initialStateIsUnseen
                ? "the machine's initial state is not visible to fsmcheck: no test can start"
                : "the machine has no valid initial state: no test can start"
            return plan
        }
        let paths = ShortestPaths(model, from: starts, recordingTransitions: coverage == .transitions)
        let simulator = StatechartSimulator(model)
        plan.initial = start.leaves.map { machine[$0].name }
        let found = coverage == .transitions ? transitionPaths(paths) : statePaths(paths, start: start)
        plan.paths = found.paths.map { origin, steps in
            TestPlan.Path(
                start: origin.leaves.map { machine[$0].name },
                steps: zip(simulator.described(steps), steps).map { described, step in
                    TestPlan.Step(transition: described, stimulus: step.stimulus, expected: step.configuration.leaves.map { machine[$0].name })
                })
        }
        plan.total = found.total
        plan.covered = found.covered
        plan.uncovered = found.uncovered
        var seen: Set<SourceLocation> = []
        plan.needingConditions = plan.paths.flatMap(\.steps).map(\.transition).filter { !$0.conditions.isEmpty && seen.insert($0.location).inserted }
        if !paths.isComplete {
            plan.uncovered.append(
                TestPlan.Gap(
                    state: machine.name, event: nil, location: machine.location,
                    reason: "the search stopped at its limit, after \(paths.configurationCount) configurations: what it did not reach is not covered"
                ))
        }
        return plan
    }

    private struct Found {
        /// Each path with the configuration it starts from.
        var paths: [(start: StatechartConfiguration, steps: [PathStep])] = []
        var total = 0
        var covered = 0
        var uncovered: [TestPlan.Gap] = []
    }

    // MARK: - Every transition

    /// The transitions to cover: those of states that can be active (not abstract super states,
    /// not history pseudo-states, whose own transition is their default, taken on entry).
    private func transitionsToCover() -> [TransitionID] {
        model.machine.states.indices.flatMap { index -> [TransitionID] in
            guard model.tree.roles[index] != .abstract, !model.machine.states[index].kind.isHistory else { return [] }
            return model.effectiveTransitions[index].indices.map { TransitionID(state: StateID(index), position: $0) }
        }
    }

    private func transitionPaths(_ paths: ShortestPaths) -> Found {
        var found = Found()
        let targets = transitionsToCover()
        found.total = targets.count
        let depths = paths.depths
        var fireable: [(depth: Int, transition: TransitionID)] = []
        let entrance = paths.unfollowedEntrance(paths: relativePaths)
        for transition in targets {
            if let index = paths.firstConfiguration(firing: transition) {
                fireable.append((depths[index], transition))
            } else {
                found.uncovered.append(gap(transition, reason: whyNeverFires(transition, paths: paths, entrance: entrance)))
            }
        }
        fireable.sort { ($0.depth, $1.transition) > ($1.depth, $0.transition) }
        var covered = [Bool](repeating: false, count: model.slots[model.machine.states.count])
        for (_, transition) in fireable where !covered[model.slot(of: transition)] {
            guard var steps = paths.path(firing: transition), let index = paths.firstConfiguration(firing: transition) else { continue }
            for step in steps { covered[model.slot(of: step.transition)] = true }
            while steps.count < Self.maximumSteps, let last = steps.last,
                let next = nextStep(
                    from: last.configuration, after: steps, paths: paths, taking: { !covered[model.slot(of: $0)] }, reaching: { _ in true })
            {
                covered[model.slot(of: next.transition)] = true
                steps.append(next)
            }
            found.paths.append((paths.start(of: index), steps))
        }
        found.covered = fireable.filter { covered[model.slot(of: $0.transition)] }.count
        return found
    }

    /// Why a transition no path fires: its state is never active, it goes where fsmcheck cannot
    /// follow, its guard cannot be evaluated or never holds, or another transition always wins.
    /// `entrance` is where a state the search did not reach may still be entered (`unfollowedEntrance`).
    private func whyNeverFires(_ transition: TransitionID, paths: ShortestPaths, entrance: String?) -> String {
        let written = model.transition(transition)
        if !paths.reaches(transition.state) {
            let name = model.machine[transition.state].name
            // As lint: a computed target the search reached may go there, so the state is not unreachable.
            return entrance.map { "`\(name)` may be reached through \($0)" } ?? "`\(name)` is never active"
        }
        if written.computedTarget != nil { return "its target is computed at run time" }
        if model.destination(of: transition) == .unknown { return "its target is not a state that can be entered" }
        switch model.guards.of(transition.state, transition.position).terms {
        case nil: return "its guard cannot be evaluated"
        case let terms? where terms.isEmpty: return "its guard can never hold"
        default: return "it never fires: another transition always takes its event first"
        }
    }

    // MARK: - Every state

    private func statePaths(_ paths: ShortestPaths, start: StatechartConfiguration) -> Found {
        var found = Found()
        let machine = model.machine
        let targets = machine.stateIDs.filter { model.tree.roles[$0.index] != .abstract && !machine.states[$0.index].kind.isHistory }
        found.total = targets.count
        var active = [Bool](repeating: false, count: machine.states.count)
        let markActive = { (configuration: StatechartConfiguration) in
            for state in model.activeStates(of: configuration) { active[state.index] = true }
        }
        markActive(start)
        let depths = paths.depths
        var reachable: [(depth: Int, state: StateID)] = []
        let entrance = paths.unfollowedEntrance(paths: relativePaths).map { "may be reached through \($0)" }
        for state in targets {
            if let index = paths.firstConfiguration(activating: state) {
                reachable.append((depths[index], state))
            } else {
                found.uncovered.append(
                    TestPlan.Gap(
                        state: machine[state].name, event: nil, location: machine[state].location,
                        reason: entrance ?? "no path fsmcheck can replay makes it active"))
            }
        }
        reachable.sort { ($0.depth, $1.state) > ($1.depth, $0.state) }
        for (_, state) in reachable where !active[state.index] {
            // Reached at its depth, so found; a state active where another initial candidate
            // starts is reached in no step, and its path starts there.
            guard let index = paths.firstConfiguration(activating: state) else { continue }
            let origin = paths.start(of: index)
            var steps = paths.steps(to: index)
            markActive(origin)
            for step in steps { markActive(step.configuration) }
            while steps.count < Self.maximumSteps,
                let next = nextStep(
                    from: steps.last?.configuration ?? origin, after: steps, paths: paths, taking: { _ in true },
                    reaching: { after in
                        model.activeStates(of: after).contains { !active[$0.index] }
                    })
            {
                markActive(next.configuration)
                steps.append(next)
            }
            found.paths.append((origin, steps))
        }
        found.covered = reachable.filter { active[$0.state.index] }.count
        return found
    }

    // MARK: - Going on

    /// The first transition firing from `configuration` that `taking` accepts, and `reaching`
    /// accepts where it leads, as a step keeping the values of the steps before it where it can.
    private func nextStep(
        from configuration: StatechartConfiguration, after steps: [PathStep], paths: ShortestPaths,
        taking: (TransitionID) -> Bool, reaching: (StatechartConfiguration) -> Bool
    ) -> PathStep? {
        guard !model.isFinished(configuration) else { return nil }
        var earlier: [Int: Int] = [:]
        for step in steps {
            for value in model.predicates.valuation(step.stimulus.values).assignments { earlier[value.type] = value.value }
        }
        for (transition, leaf) in paths.options(in: configuration) where taking(transition) {
            guard let choice = StepChoice(transition, from: leaf, in: model),
                let step = paths.replayable(choice, keeping: earlier, from: configuration, to: nil), reaching(step.configuration)
            else { continue }
            return step
        }
        return nil
    }

    private func gap(_ transition: TransitionID, reason: String) -> TestPlan.Gap {
        let written = model.transition(transition)
        return TestPlan.Gap(
            state: model.machine[transition.state].name, event: .some(written.event?.name), location: written.location, reason: reason)
    }
}
