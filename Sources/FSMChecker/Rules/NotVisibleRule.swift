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
    /// machine and once per place: the transition is kept, and may go to any state, so nothing is
    /// inferred past it. One write may stand for several values (a payload sent in many places):
    /// they are one note, naming the first. SCXML keeps a target inside content it could not read
    /// (`<state src="…">`) the same way, and its loader's note already names that content.
    private func computedTargets(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard analysis.machine.dialect != "scxml" else { return [] }
        var said: Set<String> = []
        var places: [SourceLocation: (first: (text: String, state: State, transition: Transition), more: Int)] = [:]
        var order: [SourceLocation] = []
        for state in analysis.machine.states {
            for transition in state.transitions {
                guard transition.target == nil, let text = transition.computedTarget, said.insert(text).inserted else { continue }
                if places[transition.location] != nil {
                    places[transition.location]?.more += 1
                } else {
                    places[transition.location] = ((text, state, transition), 0)
                    order.append(transition.location)
                }
            }
        }
        return order.compactMap { location in
            guard let (first, more) = places[location] else { return nil }
            let others = more == 0 ? "" : " (and \(more) other value\(more == 1 ? "" : "s") written there)"
            return finding(
                "the target `\(first.text)`\(others) is computed at run time, so `\(first.state.name)` may go to any state there; "
                    + "no dead end or unreachable state was inferred from it",
                at: location,
                hint: "return literal states from it, or from a method or property it calls, to have the states it can be checked",
                subject: analysis.subject(states: [first.state.name], event: first.transition.event?.name)
            )
        }
    }
}
