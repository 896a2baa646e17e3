import FSMDiagnostics
import FSMModel

/// A reachable group of states that, once entered, is never left, while the machine has somewhere to finish.
struct TrapRule: CheckerRule {
    static let description = RuleDescription(
        id: "trap",
        defaultSeverity: .warning,
        summary: "a reachable group of non-final states that can be entered and never left",
        rationale: """
            When a machine has final states it is meant to finish; a cycle of states with no way \
            out means that, once in it, the machine can never finish. Each state of the cycle can \
            be left, so no single state is a dead end, which is why it takes a rule of its own. \
            Machines without final states are meant to run forever and are not checked, and inside an \
            orthogonal state a region that cycles among its own states while the others go on is not \
            reported; nor is a machine given inline in an SCXML `<invoke>`, which ends whenever the \
            invoking state is left, or a Swift function's local, which ends when its function returns.
            """,
        triggeringExample: SourceExample(
            """
            machine: Job
            initial: Idle
            states:
              Idle: { on: { Start: Running, Fail: Retrying } }
              Running: { on: { Finish: Done } }
              ↓Retrying: { on: { Wait: Waiting } }
              Waiting: { on: { Retry: Retrying } }
              Done: { final: true }
            """),
        passingExample: SourceExample(
            """
            machine: Job
            initial: Idle
            states:
              Idle: { on: { Start: Running, Fail: Retrying } }
              Running: { on: { Finish: Done } }
              Retrying: { on: { Wait: Waiting } }
              Waiting: { on: { Retry: Retrying, GiveUp: Done } }
              Done: { final: true }
            """),
        moreTriggeringExamples: [
            SourceExample(
                """
                machine: Login
                initial: Form
                states:
                  Form: { on: { Submit: Checking } }
                  Checking: { on: { Ok: Home, Slow: Waiting } }
                  ↓Waiting: { on: { Poll: Polling } }
                  Polling: { on: { Pending: Waiting, Timeout: Waiting } }
                  Home: { final: true }
                """)
        ],
        morePassingExamples: [
            SourceExample(
                """
                machine: Login
                initial: Form
                states:
                  Form: { on: { Submit: Checking } }
                  Checking: { on: { Ok: Home, Slow: Waiting } }
                  Waiting: { on: { Poll: Polling } }
                  Polling: { on: { Pending: Waiting, Done: Checking } }
                  Home: { final: true }
                """)
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        guard let graph = analysis.graph, !machine.semantics.cancelledByInvoker,
            machine.states.indices.contains(where: { machine.states[$0].kind == .final })
        else { return [] }
        return graph.closedGroups.compactMap { group -> Diagnostic? in
            let members = group.map { machine[$0] }.sorted { $0.location < $1.location }
            guard members.count > 1, !members.contains(where: \.isFinal), let first = members.first else { return nil }
            let names = members.map(\.name)
            return finding(
                "states \(Phrase.list(names)) form a trap: once entered, the machine never leaves them and cannot finish",
                at: first.location,
                notes: members.dropFirst().map { Note("`\($0.name)` is part of the trap", at: $0.location) },
                hint: "add a transition from one of them to a state outside the group",
                subject: analysis.subject(states: names)
            )
        }
    }
}
