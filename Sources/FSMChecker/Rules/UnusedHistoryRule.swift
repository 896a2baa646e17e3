import FSMDiagnostics
import FSMModel

/// A history pseudo-state that no transition targets.
///
/// Not an `unreachable-state` finding: a history state is never part of a configuration, so
/// "unreachable" would be true of every one of them. What matters is whether anything resumes
/// through it; when nothing does, it restores nothing and its default transition never runs.
struct UnusedHistoryRule: CheckerRule {
    static let description = RuleDescription(
        id: "unused-history",
        defaultSeverity: .warning,
        summary: "a history state that no transition targets",
        rationale: """
            A history state only acts when a transition targets it: the machine then resumes the \
            composite where it left off. One that nothing targets restores nothing and its default \
            transition never runs. Usually the transition meant to resume targets the composite \
            itself, which restarts it at its initial state instead.
            """,
        triggeringExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="player">
              <state id="player" initial="playing">
                ↓<history id="resume"><transition target="playing"/></history>
                <state id="playing"><transition event="pause" target="paused"/></state>
                <state id="paused"><transition event="play" target="playing"/></state>
                <transition event="call" target="onCall"/>
              </state>
              <state id="onCall"><transition event="hangUp" target="player"/></state>
            </scxml>
            """),
        passingExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="player">
              <state id="player" initial="playing">
                <history id="resume"><transition target="playing"/></history>
                <state id="playing"><transition event="pause" target="paused"/></state>
                <state id="paused"><transition event="play" target="playing"/></state>
                <transition event="call" target="onCall"/>
              </state>
              <state id="onCall"><transition event="hangUp" target="resume"/></state>
            </scxml>
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        let histories = machine.stateIDs.filter { machine.states[$0.index].kind.isHistory }
        guard !histories.isEmpty else { return [] }
        var isTargeted = [Bool](repeating: false, count: machine.states.count)
        for case let target? in analysis.targets.allValues { isTargeted[target.index] = true }
        let initials = [machine.initial] + machine.states.map(\.initial)
        for case let initial? in initials {
            if let target = machine.resolve(initial.name) { isTargeted[target.index] = true }
        }
        return histories.filter { !isTargeted[$0.index] }.map { id in
            let history = machine[id]
            let composite = history.parent.map { "`\(machine[$0].name)`" } ?? "its composite"
            return finding(
                "history state `\(history.name)` is never targeted, so \(composite) never resumes through it",
                at: history.location,
                hint: "target `\(history.name)` from the transition that should resume \(composite), or remove it",
                subject: analysis.subject(states: [history.name])
            )
        }
    }
}
