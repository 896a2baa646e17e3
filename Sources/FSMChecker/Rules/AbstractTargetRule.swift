import FSMDiagnostics
import FSMModel

/// A transition or initial state that names an abstract super state, which is never entered.
struct AbstractTargetRule: CheckerRule {
    static let description = RuleDescription(
        id: "abstract-target",
        defaultSeverity: .error,
        summary: "a transition or initial state names an abstract super state",
        rationale: """
            An abstract super state is a bundle of transitions and actions that other states inherit; \
            the machine is never in it. A transition to it, or a machine starting in it, has no \
            defined meaning: name one of the concrete states that inherit it instead.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on: { Reset: Locked }
              Locked:
                inherits: [Resetable]
                on: { Coin: Unlocked, Kick: ↓Resetable }
              Unlocked:
                inherits: [Resetable]
                on: { Pass: Locked }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                on: { Reset: Locked }
              Locked:
                inherits: [Resetable]
                on: { Coin: Unlocked }
              Unlocked:
                inherits: [Resetable]
                on: { Pass: Locked }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        func report(_ reference: Reference, resolved: StateID?, as role: String, in state: String?, transition: SourceLocation? = nil) {
            guard let id = resolved, analysis.tree.roles[id.index] == .abstract else { return }
            findings.append(
                finding(
                    "\(role) `\(reference.name)` is an abstract super state, which is never entered",
                    at: reference.location,
                    notes: [Note("`\(reference.name)` is declared abstract here", at: machine[id].location)],
                    hint: "name a concrete state, such as one that inherits `\(reference.name)`",
                    subject: analysis.subject(states: (state.map { [$0] } ?? []) + [reference.name], transitions: transition.map { [$0] } ?? [])
                ))
        }
        if let initial = machine.initial {
            report(initial, resolved: machine.resolve(initial.name), as: "initial state", in: nil)
        }
        for index in machine.states.indices {
            if let initial = machine.states[index].initial {
                report(initial, resolved: machine.resolve(initial.name), as: "initial state", in: machine.states[index].name)
            }
        }
        for (id, index) in analysis.ownTransitions(whereTarget: { analysis.tree.roles[$0.index] == .abstract }) {
            let transition = machine[id].transitions[index]
            if let target = transition.target {
                let resolved = analysis.targets[id.index, index] ?? nil
                report(target, resolved: resolved, as: "target", in: machine[id].name, transition: transition.location)
            }
        }
        return findings
    }
}
