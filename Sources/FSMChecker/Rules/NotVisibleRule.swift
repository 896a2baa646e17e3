import FSMDiagnostics
import FSMModel

/// Something a machine depends on that fsmcheck could not see, said once per machine with the
/// checks it cost: a tool limit, never a fault of the machine.
struct NotVisibleRule: CheckerRule {
    static let description = CommonRules.notVisible

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var said: Set<Unseen.Subject> = []
        var findings: [Diagnostic] = []
        for unseen in machine.unseen where said.insert(unseen.subject).inserted {
            switch unseen.subject {
            case .initialState:
                guard machine.initial == nil else { continue }
                findings.append(
                    finding(
                        "the initial state of `\(machine.name)` is not visible (\(unseen.reason)); unreachable-state was not checked",
                        at: unseen.location,
                        hint: "lint the files that create the machine too, or create it with a literal initial state, to have reachability checked",
                        subject: analysis.subject()
                    ))
            case .predicateType(let name):
                guard !machine.predicateTypes.contains(where: { $0.name == name }) else { continue }
                findings.append(
                    finding(
                        "predicate type `\(name)` is not visible (\(unseen.reason)); "
                            + "guards naming it were compared as if it had cases besides those they name",
                        at: unseen.location,
                        hint: "lint the file that declares `\(name)` too, to have its cases checked",
                        subject: analysis.subject()
                    ))
            case .stateType:
                findings.append(
                    finding(
                        "the state and event types of `\(machine.name)` are not visible (\(unseen.reason)); its states and events are "
                            + "those its code names, so cases it never names were not checked",
                        at: unseen.location,
                        hint: "start the machine in a literal state, or write its rows where fsmcheck can read them, to have its types bound",
                        subject: analysis.subject()
                    ))
            case .transitions:
                // Most loaders' notes already say what they skipped, where: `unsupported-construct`,
                // or `not-visible` for an SCXML `src` that is not in the run.
                guard !unseen.isReportedByLoader else { continue }
                findings.append(
                    finding(
                        "`\(machine.name)` may be written where fsmcheck cannot see (\(unseen.reason)); "
                            + "unreachable-state, dead-end and trap were not checked",
                        at: unseen.location,
                        hint: "keep the writes to the state in code fsmcheck reads (a method of its type), to have them checked",
                        subject: analysis.subject()
                    ))
            }
        }
        return findings + computedTargets(analysis)
    }

    /// Each target computed at run time that the loader could not narrow to states, named once per
    /// machine: the transition is kept, and may go to any state, so nothing is inferred past it.
    /// SCXML keeps a target inside content it could not read (`<state src="…">`) the same way, and
    /// its loader's note already names that content.
    private func computedTargets(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard analysis.machine.dialect != "scxml" else { return [] }
        var said: Set<String> = []
        var findings: [Diagnostic] = []
        for state in analysis.machine.states {
            for transition in state.transitions {
                guard transition.target == nil, let text = transition.computedTarget, said.insert(text).inserted else { continue }
                findings.append(
                    finding(
                        "the target `\(text)` is computed at run time, so `\(state.name)` may go to any state there; "
                            + "no dead end or unreachable state was inferred from it",
                        at: transition.location,
                        hint: "return literal states from it, or from a method or property it calls, to have the states it can be checked",
                        subject: analysis.subject(states: [state.name], event: transition.event?.name)
                    ))
            }
        }
        return findings
    }
}
