import FSMChecker
import FSMDiagnostics
import FSMModel
import Testing

/// SCXML's `initial="a2 b2"` enters both targets at once (`otherInitialTargets`): neither may be
/// called unreachable, and the simulator starts with both active, whether the machine's initial
/// names them or a composite's does.
@Suite struct MultipleInitialTargetsTests {
    /// `p` holds regions `a` (`a1`, `a2`) and `b` (`b1`, `b2`), each defaulting to its first state,
    /// with no transition into `a2` or `b2`; `c` encloses `p` when `insideComposite`.
    private static func machine(insideComposite: Bool) -> Machine {
        let at = { (line: Int) in SourceLocation(file: "m.scxml", line: line, column: 1) }
        var machine = Machine(name: "M", location: at(1), dialect: "scxml")
        let outer = insideComposite ? machine.addState(State(name: "c", location: at(2), kind: .composite)) : nil
        let parallel = machine.addState(State(name: "p", location: at(3), kind: .orthogonal), parent: outer)
        for (line, region) in [(4, "a"), (8, "b")] {
            let id = machine.addState(
                State(name: region, location: at(line), kind: .composite, initial: Reference("\(region)1", at: at(line))), parent: parallel)
            let back = Transition(
                event: Reference("back", at: at(line + 2)), target: Reference("\(region)1", at: at(line + 2)), location: at(line + 2))
            machine.addState(State(name: "\(region)1", location: at(line + 1)), parent: id)
            machine.addState(State(name: "\(region)2", location: at(line + 2), transitions: [back]), parent: id)
        }
        let targets = [Reference("a2", at: at(1)), Reference("b2", at: at(1))]
        if let outer {
            machine.initial = Reference("c", at: at(1))
            machine.update(outer) {
                $0.initial = targets[0]
                $0.otherInitialTargets = [targets[1]]
            }
        } else {
            machine.initial = targets[0]
            machine.otherInitialTargets = [targets[1]]
        }
        return machine
    }

    @Test(arguments: [false, true])
    func everyTargetIsEnteredAtTheStart(insideComposite: Bool) throws {
        let machine = Self.machine(insideComposite: insideComposite)
        #expect(Checker().check(machine).filter { $0.ruleID == "unreachable-state" }.isEmpty)
        let simulator = StatechartSimulator(machine)
        let start = try #require(simulator.initialConfiguration)
        #expect(start.leaves.map { machine[$0].name }.sorted() == ["a2", "b2"])
        let back = try #require(simulator.fire(Stimulus(event: "back"), in: start))
        #expect(back.configuration.leaves.map { machine[$0].name }.sorted() == ["a1", "b1"])
    }

    @Test func anUndefinedOtherTargetIsReported() {
        var machine = Self.machine(insideComposite: false)
        machine.otherInitialTargets = [Reference("b9", at: SourceLocation(file: "m.scxml", line: 1, column: 20))]
        #expect(
            Checker().check(machine).filter { $0.ruleID == "undefined-state" }.map(\.message) == ["initial state `b9` is not defined"])
    }
}
