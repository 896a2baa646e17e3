import FSMDiagnostics
import FSMModel

/// A state no sequence of transitions enters.
struct UnreachableStateRule: CheckerRule {
    static let description = RuleDescription(
        id: "unreachable-state",
        defaultSeverity: .error,
        summary: "a state that no sequence of transitions from the initial configuration enters",
        rationale: """
            A state the machine can never be in is dead design: its screen never shows, its actions \
            never run, and usually a transition to it was forgotten. Entering a composite state \
            enters its initial state, entering an orthogonal state enters every region, and \
            entering a state enters its ancestors. Only the outermost unreachable state of a nested \
            group is reported; the finding names the states inside it.
            """,
        triggeringExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
              Broken: { on: { Fixed: Locked } }
            """),
        passingExample: SourceExample("""
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked, Fail: Broken } }
              Unlocked: { on: { Pass: Locked } }
              Broken: { on: { Fixed: Locked } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard let graph = analysis.graph else { return [] }
        let machine = analysis.machine
        var outermost = [StateID?](repeating: nil, count: machine.states.count)
        var inside: [StateID: [String]] = [:]
        var reported: [StateID] = []
        for id in machine.stateIDs where analysis.tree.roles[id.index] != .abstract && !graph.isReachable[id.index] {
            if let parent = machine[id].parent, let top = outermost[parent.index] {
                outermost[id.index] = top
                inside[top, default: []].append(machine[id].name)
            } else {
                outermost[id.index] = id
                reported.append(id)
            }
        }
        return reported.map { id in
            let state = machine[id]
            let nested = inside[id] ?? []
            let suffix = switch nested.count {
            case 0: ""
            case 1: ", nor the state inside it"
            default: ", nor the \(nested.count) states inside it"
            }
            return finding(
                "state `\(state.name)` can never be entered\(suffix)",
                at: state.location,
                hint: "add a transition to `\(state.name)`, or remove it",
                subject: analysis.subject(states: [state.name] + nested)
            )
        }
    }
}
