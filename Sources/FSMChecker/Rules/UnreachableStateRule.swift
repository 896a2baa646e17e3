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
            entering a state enters its ancestors (and the other regions of an orthogonal one at their \
            initial states, not the region it is in), and a shallow history state may restore any child of \
            its composite that has been active, entered at that child's initial state. A target code \
            computes at run time may be any state, unless fsmcheck could narrow it to the literals the code \
            returns. Only the outermost unreachable state of a nested group is reported; the finding \
            names the states inside it. Without a visible initial state nothing is reported (`not-visible`).
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
              ↓Broken: { on: { Fixed: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked, Fail: Broken } }
              Unlocked: { on: { Pass: Locked } }
              Broken: { on: { Fixed: Locked } }
            """),
        moreTriggeringExamples: [
            SourceExample(
                """
                machine: Wizard
                initial: Name
                states:
                  Name: { on: { Next: Address } }
                  Address: { on: { Back: Name } }
                  ↓Payment: { on: { Next: Review } }
                  ↓Review: { on: { Back: Payment } }
                """),
            // A transition into a region enters it at its target: the region's initial state is not entered.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
                  <state id="idle"><transition event="play" target="playing"/></state>
                  <parallel id="on">
                    <state id="player">
                      ↓<state id="stopped"/>
                      <state id="playing"><transition event="stop" target="idle"/></state>
                    </state>
                    <state id="volume">
                      <state id="normal"><transition event="mute" target="muted"/></state>
                      <state id="muted"><transition event="unmute" target="normal"/></state>
                    </state>
                  </parallel>
                </scxml>
                """),
        ],
        morePassingExamples: [
            // A `<transition>` directly inside `<scxml>` is invalid, but some runtimes take it as
            // applying everywhere: reachability is not judged without it.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="start">
                  <transition event="timeout" target="timedOut"/>
                  <state id="start"><transition event="ready" target="waiting"/></state>
                  <state id="waiting"/>
                  <final id="timedOut"/>
                </scxml>
                """),
            SourceExample(
                """
                machine: Wizard
                initial: Name
                states:
                  Name: { on: { Next: Details } }
                  Details:
                    initial: Address
                    on: { Back: Name }
                    states:
                      Address: {}
                """),
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        // Without a visible initial state every state may be the first: `not-visible` says this was not checked.
        guard let graph = analysis.graph, !graph.startsAnywhere else { return [] }
        let machine = analysis.machine
        var outermost = [StateID?](repeating: nil, count: machine.states.count)
        var inside: [StateID: [String]] = [:]
        var reported: [StateID] = []
        // Abstract states are never entered and history pseudo-states are never part of a
        // configuration (an untargeted one is `unused-history`'s finding): neither is unreachable.
        for id in machine.stateIDs
        where analysis.tree.roles[id.index] != .abstract && !machine.states[id.index].kind.isHistory && !graph.isReachable[id.index] {
            if let parent = machine[id].parent, let top = outermost[parent.index] {
                outermost[id.index] = top
                inside[top, default: []].append(machine[id].name)
            } else {
                outermost[id.index] = id
                reported.append(id)
            }
        }
        let misspellings = reported.isEmpty ? [:] : likelyMisspellings(in: analysis)
        return reported.map { id in
            let state = machine[id]
            let nested = inside[id] ?? []
            let suffix =
                switch nested.count {
                case 0: ""
                case 1: ", nor the state inside it"
                default: ", nor the \(nested.count) states inside it"
                }
            return finding(
                "state `\(state.name)` can never be entered\(suffix)",
                at: state.location,
                notes: (misspellings[state.name] ?? []).map { Note("`\($0.name)` here may be meant as `\(state.name)`", at: $0.location) },
                hint: "add a transition to `\(state.name)`, or remove it",
                subject: analysis.subject(states: [state.name] + nested)
            )
        }
    }

    /// Undefined targets by the state they probably misspell: a typo in a target is often why a
    /// state is unreachable, and saying so turns two findings into one fix.
    private func likelyMisspellings(in analysis: MachineAnalysis) -> [String: [Reference]] {
        var hints = NameHints(analysis.stateNames)
        var result: [String: [Reference]] = [:]
        for (id, index) in analysis.ownTransitions(whereTarget: nil) {
            guard let target = analysis.machine[id].transitions[index].target, let meant = hints.closest(to: target.name) else { continue }
            result[meant, default: []].append(target)
        }
        return result
    }
}
