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
        return findings
    }
}
