import FSMDiagnostics
import FSMModel

/// A name used as a state that no state has.
struct UndefinedStateRule: CheckerRule {
    /// In FSMDiagnostics, because the SMC loader reports it too, for rows that never reach the model.
    static let description = CommonRules.undefinedState

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        var findings: [Diagnostic] = []
        var hints = NameHints(analysis.stateNames)
        func report(_ reference: Reference, as role: String, in state: String?, transition: SourceLocation? = nil) {
            findings.append(
                finding(
                    "\(role) `\(reference.name)` is not defined",
                    at: reference.location,
                    hint: hints.hint(for: reference.name),
                    subject: analysis.subject(states: state.map { [$0] } ?? [], transitions: transition.map { [$0] } ?? [])
                ))
        }
        let isUndefined = { (reference: Reference) in machine.resolve(reference.name) == nil }
        for initial in [machine.initial].compactMap({ $0 }) + machine.otherInitialTargets where isUndefined(initial) {
            report(initial, as: "initial state", in: nil)
        }
        for index in machine.states.indices {
            let name = machine.states[index].name
            for initial in [machine.states[index].initial].compactMap({ $0 }) + machine.states[index].otherInitialTargets where isUndefined(initial) {
                report(initial, as: "initial state", in: name)
            }
            for superState in machine.states[index].superStates where isUndefined(superState) {
                report(superState, as: "super state", in: name)
            }
        }
        for (id, index) in analysis.ownTransitions(whereTarget: nil) {
            let transition = machine[id].transitions[index]
            if let target = transition.target {
                report(target, as: "target state", in: machine[id].name, transition: transition.location)
            }
        }
        return findings
    }
}
