import FSMDiagnostics
import FSMModel

/// A machine, composite state or region that does not say which state it starts in.
struct MissingInitialRule: CheckerRule {
    static let description = RuleDescription(
        id: "missing-initial",
        defaultSeverity: .error,
        summary: "a machine, composite state or region without a valid initial state",
        rationale: """
            Entering a machine or a composite state means entering its initial state. Without one the \
            machine has no starting point and the composite no configuration to be in, so nothing \
            about what can happen afterwards can be known. The initial state of a composite must be \
            one of the states nested inside it. A Swift machine whose initial state is set at run time \
            or in a file that was not read is not at fault: `not-visible` says so instead.
            """,
        triggeringExample: SourceExample(
            """
            machine: ↓Player
            states:
              Stopped: { on: { Play: Playing } }
              Playing: { on: { Stop: Stopped } }
            """),
        passingExample: SourceExample(
            """
            machine: Player
            initial: Stopped
            states:
              Stopped: { on: { Play: Playing } }
              Playing: { on: { Stop: Stopped } }
            """),
        morePassingExamples: [
            // An SCXML document without states is valid: it has nothing to start in.
            SourceExample(fileName: "example.scxml", #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="placeholder"/>"#)
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        // An initial state the source hides (set at run time, in a file not read) is `not-visible`'s note.
        // An SCXML document without states (`<scxml/>`) is valid: it has nothing to start in.
        if machine.initial == nil, !machine.initialStateIsUnseen, !(machine.states.isEmpty && machine.dialect == "scxml") {
            findings.append(
                finding(
                    "machine `\(machine.name)` has no initial state",
                    at: machine.location,
                    hint: machine.topLevelStateIDs.first.map { "add `initial:` naming the state it starts in, e.g. `\(machine[$0].name)`" }
                        ?? "the machine has no states: add them, and `initial:` naming the one it starts in",
                    subject: analysis.subject()
                ))
        }
        for id in machine.stateIDs where analysis.tree.roles[id.index] == .composite {
            let state = machine[id]
            let isRegion = state.parent.map { analysis.tree.roles[$0.index] == .orthogonal } ?? false
            let what = isRegion ? "region `\(state.name)`" : "composite state `\(state.name)`"
            let example = state.children.first.map { machine[$0].name } ?? ""
            guard let initial = state.initial else {
                findings.append(
                    finding(
                        "\(what) has no initial state",
                        at: state.location,
                        hint: "add `initial:` naming one of its states, e.g. `\(example)`",
                        subject: analysis.subject(states: [state.name])
                    ))
                continue
            }
            guard let target = machine.resolve(initial.name), !machine[target].isAbstract else { continue }
            if target == id || !analysis.tree.isWithin(target, id) {
                findings.append(
                    finding(
                        "initial state `\(initial.name)` of \(what) is not one of its states",
                        at: initial.location,
                        notes: [Note("`\(initial.name)` is declared here", at: machine[target].location)],
                        hint: NameSuggestion.hint(for: initial.name, in: state.children.map { machine[$0].name })
                            ?? "name one of its states, e.g. `\(example)`",
                        subject: analysis.subject(states: [state.name])
                    ))
            }
        }
        return findings
    }
}
