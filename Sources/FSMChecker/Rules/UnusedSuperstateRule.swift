import FSMDiagnostics
import FSMModel

/// An abstract super state that no other state inherits.
///
/// Not an `unreachable-state` finding: an abstract state is never entered, so "unreachable" is
/// true of every one. What matters is whether any state inherits it; when none does, its
/// transitions and entry/exit actions apply nowhere.
struct UnusedSuperstateRule: CheckerRule {
    static let description = RuleDescription(
        id: "unused-superstate",
        defaultSeverity: .warning,
        summary: "an abstract super state that no state inherits",
        rationale: """
            An abstract super state only matters through the states that inherit it: the machine is \
            never in it, so its transitions and entry/exit actions apply only where another state \
            names it as a super state. One that nobody inherits does nothing. Usually a state was \
            meant to inherit it and does not (a missing `inherits:` or `: Super`), so the shared \
            transitions the author counted on are missing there.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              ↓Resetable:
                abstract: true
                on: { Reset: Locked }
              Locked:
                on: { Coin: Unlocked }
              Unlocked:
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
                on: { Coin: Unlocked }
              Unlocked:
                inherits: [Resetable]
                on: { Pass: Locked }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        let abstractStates = machine.stateIDs.filter { analysis.tree.roles[$0.index] == .abstract }
        guard !abstractStates.isEmpty else { return [] }
        var isInherited = [Bool](repeating: false, count: machine.states.count)
        for index in machine.states.indices {
            for reference in machine.states[index].superStates {
                if let superState = machine.resolve(reference.name), superState.index != index { isInherited[superState.index] = true }
            }
        }
        return abstractStates.filter { !isInherited[$0.index] }.map { id in
            let state = machine[id]
            return finding(
                "abstract super state `\(state.name)` is inherited by no state, so its transitions and actions apply nowhere",
                at: state.location,
                hint: "let the states that share its transitions inherit `\(state.name)`, or remove it",
                subject: analysis.subject(states: [state.name])
            )
        }
    }
}
