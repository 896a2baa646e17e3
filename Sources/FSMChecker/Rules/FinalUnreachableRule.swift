import FSMDiagnostics
import FSMModel

/// The point of no return: a reachable state, entered from one that can still finish, from which
/// no final state can be reached any more.
struct FinalUnreachableRule: CheckerRule {
    static let description = RuleDescription(
        id: "final-unreachable",
        defaultSeverity: .warning,
        summary: "a reachable state from which no final state can be reached any more",
        rationale: """
            When a machine has final states it is meant to finish. A state from which every path \
            ends in a dead end or a trap is a point of no return: the machine can still move, but \
            it will never finish. The dead end or trap it leads to is reported by `dead-end` or \
            `trap`; this rule reports where the machine enters the doomed part, which is often the \
            transition to fix (a missing way back, a wrong target). It reports only states entered \
            from a state that can still finish (or the initial state), never the members of a dead \
            end or a trap, so each problem is reported once at each end. The finding comes with the \
            shortest event sequence into the state. Machines without final states are not checked, \
            nor states inside orthogonal states, whose regions finish on their own.
            """,
        triggeringExample: SourceExample(
            """
            machine: Job
            initial: Idle
            states:
              Idle: { on: { Start: Running } }
              Running: { on: { Finish: Done, Fail: Failed } }
              ↓Failed: { on: { Retry: Retrying } }
              Retrying: { on: { Wait: Waiting } }
              Waiting: { on: { Retry: Retrying } }
              Done: { final: true }
            """),
        passingExample: SourceExample(
            """
            machine: Job
            initial: Idle
            states:
              Idle: { on: { Start: Running } }
              Running: { on: { Finish: Done, Fail: Failed } }
              Failed: { on: { Retry: Retrying } }
              Retrying: { on: { Wait: Waiting } }
              Waiting: { on: { Retry: Retrying, GiveUp: Done } }
              Done: { final: true }
            """),
        moreTriggeringExamples: [
            // Entering the composite enters `Reading`: that is where the machine is doomed.
            SourceExample(
                """
                machine: Session
                initial: Idle
                states:
                  Idle: { on: { Open: Open, Quit: Closed } }
                  Open:
                    initial: Reading
                    states:
                      ↓Reading: { on: { Write: Writing } }
                      Writing: { on: { Save: Saving } }
                      Saving: { on: { Write: Writing } }
                  Closed: { final: true }
                """),
            // The machine starts doomed; the states after it are entered only from doomed ones.
            SourceExample(
                """
                machine: Loop
                initial: A
                states:
                  ↓A: { on: { Go: B } }
                  B: { on: { Go: C } }
                  C: { on: { Go: D } }
                  D: { on: { Go: C } }
                  Done: { final: true }
                """),
        ],
        morePassingExamples: [
            // No final state: the machine is meant to run forever.
            SourceExample(
                """
                machine: Forever
                initial: A
                states:
                  A: { on: { Go: B } }
                  B: { on: { Go: A } }
                """),
            // A target computed at run time may lead to a final state.
            SourceExample(
                """
                machine: Job
                initial: Idle
                states:
                  Idle: { on: { Start: Working, Stop: Done } }
                  Working: { on: { Next: { computed: "self.next()" } } }
                  Done: { final: true }
                """),
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard let graph = analysis.graph, let canFinish = graph.canFinish else { return [] }
        let machine = analysis.machine
        let tree = analysis.tree
        let stuck = Set(graph.closedGroups.joined())
        let isPointOfNoReturn = { (state: StateID) in
            graph.isReachable[state.index] && !canFinish[state.index] && tree.roles[state.index] == .leaf
                && machine.states[state.index].kind != .final && !machine.states[state.index].kind.isHistory
                && tree.orthogonalAncestor[state.index] == nil && !stuck.contains(state)
        }
        var found: Set<StateID> = []
        if analysis.otherInitialStates.isEmpty, let start = entered(analysis.initialState, analysis), isPointOfNoReturn(start) {
            found.insert(start)
        }
        for source in machine.states.indices where tree.roles[source] != .abstract && graph.isReachable[source] && canFinish[source] {
            for case let target? in analysis.targets.values(of: source) {
                if let entered = entered(tree.concrete(target), analysis), isPointOfNoReturn(entered) { found.insert(entered) }
            }
        }
        return found.map { machine[$0] }.sorted { $0.location < $1.location }.map { state in
            finding(
                "once `\(state.name)` is entered, the machine can never reach a final state",
                at: state.location,
                hint: "add a transition from `\(state.name)`, or from a state it leads to, towards a final state",
                subject: analysis.subject(states: [state.name])
            )
        }
    }

    /// The leaf entering `state` ends in, following initial states down; nil through an orthogonal
    /// or history state, or several initial targets, whose entry is not one leaf.
    private func entered(_ state: StateID?, _ analysis: MachineAnalysis) -> StateID? {
        var current = state
        while let inside = current {
            switch analysis.tree.roles[inside.index] {
            case .leaf: return analysis.machine.states[inside.index].kind.isHistory ? nil : inside
            case .composite:
                guard analysis.otherEntryChildren[inside.index].isEmpty else { return nil }
                current = analysis.entryChild[inside.index]
            case .orthogonal, .abstract: return nil
            }
        }
        return nil
    }
}
