import FSMDiagnostics
import FSMModel

/// A name used as a state that no state has.
struct UndefinedStateRule: CheckerRule {
    static let description = RuleDescription(
        id: "undefined-state",
        defaultSeverity: .error,
        summary: "a target, initial state or inherited super state that is not defined",
        rationale: """
            A transition to a state that does not exist leads nowhere: at run time it fails or is \
            dropped, and usually the name is a typo for a state that does exist. The same goes for \
            an initial state or an inherited super state.
            """,
        triggeringExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlcoked } }
              Unlocked: { on: { Pass: Locked } }
            """),
        passingExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        func report(_ reference: Reference, as role: String, in state: String?, transition: SourceLocation? = nil) {
            guard machine.resolve(reference.name) == nil else { return }
            findings.append(finding(
                "\(role) `\(reference.name)` is not defined",
                at: reference.location,
                hint: NameSuggestion.hint(for: reference.name, in: analysis.stateNames),
                subject: analysis.subject(states: state.map { [$0] } ?? [], transitions: transition.map { [$0] } ?? [])
            ))
        }
        if let initial = machine.initial { report(initial, as: "initial state", in: nil) }
        for state in machine.states {
            if let initial = state.initial { report(initial, as: "initial state", in: state.name) }
            for superState in state.superStates { report(superState, as: "super state", in: state.name) }
            for transition in state.transitions {
                if let target = transition.target {
                    report(target, as: "target state", in: state.name, transition: transition.location)
                }
            }
        }
        return findings
    }
}
