import FSMDiagnostics
import FSMModel

/// A reachable state that, once entered, is never left.
struct DeadEndRule: CheckerRule {
    static let description = RuleDescription(
        id: "dead-end",
        defaultSeverity: .error,
        summary: "a reachable non-final state that, once entered, can never be left",
        rationale: """
            A state with no way out, neither its own transitions nor those of its enclosing states \
            nor inherited ones, stops the machine for good; if that is intended, it should say so by \
            being final. A transition back to the state itself is no way out; one to an undefined or \
            abstract state is (reported on its own), and so is one whose target is computed at run \
            time. When the initial state is not visible, a state no transition enters could only be \
            that unseen start: not reported. In Swift, where flows end in `done` on purpose, a dead \
            end is a warning; `final-states:` in `.fsmcheck.yml` or `// fsmcheck: final` on the case \
            names the states that end a machine. Inside an orthogonal state, a region that settles \
            in a state it loops on while the others go on is how a statechart listens: there only a \
            state without any transition is reported. A machine inline in an SCXML `<invoke>` ends \
            when the invoking state is left, a Swift function's local when its function returns: \
            none of their states is a dead end.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked, Kick: Broken } }
              Unlocked: { on: { Pass: Locked } }
              ↓Broken: { on: { Kick: Broken } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked, Kick: Broken } }
              Unlocked: { on: { Pass: Locked } }
              Broken: { on: { Fixed: Locked } }
            """),
        moreTriggeringExamples: [
            SourceExample(
                fileName: "example.swift",
                """
                final class Door: SyntaxBuilder {
                    enum State { case closed, open, ↓jammed }
                    enum Event { case push, kick }
                    let fsm = FSM<State, Event>(initialState: .closed)

                    func build() throws {
                        try fsm.buildTable {
                            define(.closed) { when(.push) | then(.open) }
                            define(.open) {
                                when(.push) | then(.closed)
                                when(.kick) | then(.jammed)
                            }
                        }
                    }
                }
                """
            )
        ],
        morePassingExamples: [
            // A lookup of which state answers another, its callers unknown: `fill` is never entered.
            SourceExample(
                fileName: "example.swift",
                """
                enum Tile { case west, east, fill }
                enum Edge { case left, right }
                func partner(of tile: Tile, dragging edge: Edge) -> Tile? {
                    switch (tile, edge) {
                    case (.west, .right): return .east
                    case (.east, .left): return .west
                    default: return nil
                    }
                }
                """
            ),
            // A history state without a default transition falls back to its parent's initial state.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="editor">
                  <state id="editor" initial="editing">
                    <history id="resume" type="deep"/>
                    <state id="editing"><transition event="settings" target="settings"/></state>
                  </state>
                  <state id="settings"><transition event="close" target="resume"/></state>
                </scxml>
                """),
            // A transition into another region leaves the whole orthogonal state, `visible` too.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="session">
                  <parallel id="session">
                    <state id="player">
                      <state id="playing"><transition event="minimise" target="hidden"/></state>
                    </state>
                    <state id="screen">
                      <state id="visible"/>
                      <state id="hidden"><transition event="show" target="visible"/></state>
                    </state>
                  </parallel>
                </scxml>
                """),
            // The drafts before SCXML 1.0 wrote a final state as `<state final="true"/>`.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="working">
                  <state id="working"><transition event="finish" target="done"/></state>
                  <state id="done" final="true"/>
                </scxml>
                """),
            // A session given inline in an `<invoke>` waits in `connected` until its invoker leaves `call`.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="call">
                  <state id="call">
                    <invoke><content><scxml initial="dialling"><state id="dialling"><transition event="answered" target="connected"/></state><state id="connected"/></scxml></content></invoke>
                    <transition event="hang.up" target="ended"/>
                  </state>
                  <final id="ended"/>
                </scxml>
                """),
            // A region that only listens, beside one that moves.
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="on">
                  <parallel id="on">
                    <state id="listener"><state id="listening"><transition event="tick" target="listening"/></state></state>
                    <state id="door">
                      <state id="closed"><transition event="open" target="opened"/></state>
                      <state id="opened"><transition event="close" target="closed"/></state>
                    </state>
                  </parallel>
                </scxml>
                """),
            SourceExample(
                """
                machine: Player
                initial: Playing
                states:
                  Playing:
                    initial: Loud
                    on: { Stop: Stopped }
                    states:
                      Loud: { on: { Quiet: Soft } }
                      Soft: {}
                  Stopped: { on: { Play: Playing } }
                """),
        ]
    )

    /// The notations that can declare a final state; in the others, `final-states:` says which are.
    private static let notationsWithFinalStates: Set<String> = ["fsm", "scxml", "machinus"]
    /// The notations whose dead ends are errors: those that can declare a final state, and SMC,
    /// whose machines are specifications rather than code that stops where it ends.
    private static let notationsWithErrorDeadEnds = notationsWithFinalStates.union(["smc"])

    /// The states some transition from another state enters, with everything inside them; all of
    /// them when a target is computed at run time.
    private static func statesEntered(in machine: Machine) -> Set<StateID>? {
        var entered: Set<StateID> = []
        for (position, source) in machine.states.enumerated() {
            for transition in source.transitions {
                guard transition.computedTarget == nil else { return nil }
                guard let name = transition.target?.name, let target = machine.id(named: name), target.index != position else { continue }
                var pending = [target]
                while let next = pending.popLast() {
                    if entered.insert(next).inserted { pending += machine[next].children }
                }
            }
        }
        return entered
    }

    private static func howToMarkFinal(in dialect: String) -> String {
        if notationsWithFinalStates.contains(dialect) { return "make it final" }
        let inConfiguration = "list it under `final-states:` in `.fsmcheck.yml`"
        return dialect == "hand-written" ? "mark its case `// fsmcheck: final` or \(inConfiguration)" : inConfiguration
    }

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        guard let graph = analysis.graph, !analysis.machine.semantics.cancelledByInvoker else { return [] }
        let entered = analysis.machine.initialStateIsUnseen ? Self.statesEntered(in: analysis.machine) : nil
        return graph.closedGroups.compactMap { group -> Diagnostic? in
            guard group.count == 1, entered?.contains(group[0]) ?? true else { return nil }
            let state = analysis.machine[group[0]]
            guard !state.isFinal, !state.kind.isHistory else { return nil }
            let dialect = analysis.machine.dialect
            return finding(
                "state `\(state.name)` is a dead end: once entered, it is never left",
                at: state.location,
                severity: Self.notationsWithErrorDeadEnds.contains(dialect) ? nil : .warning,
                hint: "add a transition out of `\(state.name)`, or \(Self.howToMarkFinal(in: dialect)) if the machine is meant to stop there",
                subject: analysis.subject(states: [state.name])
            )
        }
    }
}
