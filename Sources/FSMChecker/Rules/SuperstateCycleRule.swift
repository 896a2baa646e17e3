import FSMDiagnostics
import FSMModel

/// Super states that inherit from each other in a circle.
struct SuperstateCycleRule: CheckerRule {
    static let description = RuleDescription(
        id: "superstate-cycle",
        defaultSeverity: .error,
        summary: "super states inherit from each other in a cycle",
        rationale: """
            Inheritance copies a super state's transitions into the states that inherit it. When \
            super states inherit from each other in a circle there is no first one to copy from, so \
            what a state ends up with depends on where the circle is cut: almost always a mistake \
            made while moving transitions between super states.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                inherits: [↓Alarmed]
                on: { Reset: Locked }
              Alarmed:
                abstract: true
                inherits: [Resetable]
                on: { Alarm: Locked }
              Locked:
                inherits: [Resetable]
                on: { Coin: Unlocked }
              Unlocked:
                on: { Pass: Locked }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Resetable:
                abstract: true
                inherits: [Alarmed]
                on: { Reset: Locked }
              Alarmed:
                abstract: true
                on: { Alarm: Locked }
              Locked:
                inherits: [Resetable]
                on: { Coin: Unlocked }
              Unlocked:
                on: { Pass: Locked }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let machine = analysis.machine
        guard machine.states.contains(where: { !$0.superStates.isEmpty }) else { return [] }
        let count = machine.states.count
        let superStates = machine.states.map { $0.superStates.compactMap { machine.resolve($0.name) } }
        let edges = Edges(nodeCount: count) { edge in
            for (index, targets) in superStates.enumerated() {
                for target in targets { edge(index, target.index) }
            }
        }
        let (componentOf, components) = edges.components(among: Array(repeating: true, count: count))
        return components.enumerated().compactMap { id, component -> Diagnostic? in
            let members = component.sorted().map(StateID.init)
            guard let first = members.first else { return nil }
            let isSelfLoop = members.count == 1 && superStates[first.index].contains(first)
            guard members.count > 1 || isSelfLoop else { return nil }
            let names = members.map { machine[$0].name }
            let message =
                isSelfLoop
                ? "super state `\(names[0])` inherits from itself"
                : "super states \(Phrase.list(names)) inherit from each other in a cycle"
            let links = members.flatMap { member in
                machine[member].superStates.filter { reference in
                    machine.resolve(reference.name).map { componentOf[$0.index] == id } ?? false
                }.map { Note("`\(machine[member].name)` inherits `\($0.name)` here", at: $0.location) }
            }
            return finding(
                message,
                at: links.first?.location ?? machine[first].location,
                notes: Array(links.dropFirst()),
                hint: "remove one of the `inherits` links so that the chain has a start",
                subject: analysis.subject(states: names)
            )
        }
    }
}
