import FSMDiagnostics
import FSMModel

/// A guard atom naming a predicate type or case that is not declared.
struct UnknownPredicateRule: CheckerRule {
    static let description = RuleDescription(
        id: "unknown-predicate",
        defaultSeverity: .error,
        summary: "a guard names a predicate type or case that is not declared",
        rationale: """
            Guards are compared against the declared predicate types and their cases; a name that is \
            not declared cannot be compared, so clashes involving that guard go unseen, and the name \
            is usually a typo. A Swift predicate enum declared in a file that was not read is not a \
            typo: it is `not-visible`, and its guards are still compared.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
            states:
              Locked:
                on:
                  Pass:
                    - when: ↓Enforcement.strnog
                      to: Alarming
              Alarming: { on: { Reset: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Enforcement: [weak, strong]
            states:
              Locked:
                on:
                  Pass:
                    - when: Enforcement.strong
                      to: Alarming
              Alarming: { on: { Reset: Locked } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let space = analysis.predicates
        var findings: [Diagnostic] = []
        for (id, index) in analysis.ownTransitions(whereGuard: \.namesUnknownPredicates) {
            let state = analysis.machine[id]
            let transition = state.transitions[index]
            let subject = analysis.subject(states: [state.name], event: transition.event?.name, transitions: [transition.location])
            for atom in transition.guard.predicate?.atoms ?? [] {
                guard let type = space.typeIndex(of: atom.type) else {
                    findings.append(
                        finding(
                            "predicate type `\(atom.type)` is not declared",
                            at: atom.location,
                            hint: NameSuggestion.hint(for: atom.type, in: space.types.map(\.name)),
                            subject: subject
                        ))
                    continue
                }
                guard space.caseIndex(of: atom.value, inType: type) == nil else { continue }
                let cases = space.types[type].cases
                findings.append(
                    finding(
                        "predicate type `\(atom.type)` has no case `\(atom.value)`",
                        at: atom.location,
                        notes: [Note("`\(atom.type)` is declared here", at: space.types[type].location)],
                        hint: NameSuggestion.hint(for: atom.value, in: cases) ?? "its cases are \(Phrase.list(cases))",
                        subject: subject
                    ))
            }
        }
        return findings
    }
}
