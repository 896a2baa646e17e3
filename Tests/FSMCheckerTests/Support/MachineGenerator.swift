import FSMModel

/// Generates large machines for scale tests and for measuring the checker: `states` states in
/// groups of ten, each with four transitions, most guarded by predicates. Every hundredth group
/// is unreachable and every state ending in 7 is a dead end (its transitions lead back to itself),
/// so the figures reflect a check that has findings to report.
enum MachineGenerator {
    static func machine(states count: Int) -> Machine {
        let file = "generated.fsm"
        var machine = Machine(
            name: "Generated",
            location: SourceLocation(file: file, line: 1, column: 1),
            initial: Reference("S0", at: SourceLocation(file: file, line: 1, column: 10)),
            predicateTypes: [
                PredicateType(name: "Mode", cases: ["fast", "slow", "off"], location: SourceLocation(file: file, line: 2, column: 1)),
                PredicateType(name: "Level", cases: ["low", "high"], location: SourceLocation(file: file, line: 3, column: 1)),
            ],
            dialect: "generated"
        )
        let groupCount = (count + 9) / 10
        let isIsland = { (group: Int) in group % 100 == 99 }
        /// The first state of the next group that is not an island.
        let entry = { (group: Int) -> Int in
            let next = isIsland((group + 1) % groupCount) ? group + 2 : group + 1
            return (next % groupCount) * 10
        }
        for index in 0..<count {
            let line = 10 + index * 5
            let location = SourceLocation(file: file, line: line, column: 1)
            func at(_ offset: Int) -> SourceLocation { SourceLocation(file: file, line: line + offset, column: 3) }
            func atom(_ type: String, _ value: String, _ offset: Int) -> PredicateExpression {
                .atom(PredicateAtom(type: type, value: value, location: at(offset)))
            }
            let group = index / 10
            let stuck = isIsland(group) || index % 10 == 7
            let next = stuck ? index : (index % 10 == 9 || index + 1 == count ? entry(group) : index + 1)
            let jump = stuck ? index : entry(group)
            let back = stuck ? index : min(group * 10 + (index % 10 + 2) % 10, count - 1)
            let transitions = [
                Transition(
                    event: Reference("Next", at: at(1)), guard: Guard(predicate: atom("Mode", "fast", 1)), target: Reference("S\(next)", at: at(1)),
                    location: at(1)),
                Transition(
                    event: Reference("Next", at: at(2)), guard: Guard(predicate: .not(atom("Mode", "fast", 2))),
                    target: Reference("S\(jump)", at: at(2)), location: at(2)),
                Transition(
                    event: Reference("Back", at: at(3)), guard: Guard(predicate: .and([atom("Level", "low", 3), atom("Mode", "slow", 3)])),
                    target: Reference("S\(back)", at: at(3)), location: at(3)),
                Transition(event: Reference("Tick", at: at(4)), target: nil, actions: [Reference("count", at: at(4))], location: at(4)),
            ]
            machine.addState(State(name: "S\(index)", location: location, transitions: transitions))
        }
        return machine
    }
}
