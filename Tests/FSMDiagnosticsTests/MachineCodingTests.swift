import FSMBinaryCoding
import FSMDiagnostics
import FSMModel
import Testing

/// The model and what loading says, in fsmcheck's binary form (the cache's entries): every field of
/// every kind read back equal, and a document that is cut short or nests too deep refused.
@Suite struct MachineCodingTests {
    static func at(_ line: Int) -> FSMModel.SourceLocation { FSMModel.SourceLocation(file: "Specs/door.fsm", line: line, column: 3) }

    /// A machine using every part of the model: regions and children, kinds, predicate guards
    /// nested every way, computed and inherited targets, what is unseen, properties, semantics.
    static var machine: Machine {
        var machine = Machine(
            name: "Door", location: at(1), initial: Reference("Closed", at: at(2)),
            predicateTypes: [PredicateType(name: "Lock", cases: ["on", "off"], location: at(3))], declaredEvents: [Reference("open", at: at(4))],
            semantics: Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit, concreteSuperStates: true), dialect: "fsm",
            unseen: [
                Unseen(.initialState, reason: "restored", at: at(5)), Unseen(.predicateType("Lock"), reason: "elsewhere", at: at(6)),
                Unseen(.transitions(from: nil), reason: "built elsewhere", at: at(7), isReportedByLoader: false),
                Unseen(.transitions(from: "Open"), reason: "a table", at: at(8)), Unseen(.stateType, reason: "SDK", at: at(9)),
            ])
        machine.otherInitialTargets = [Reference("Open", at: at(10))]
        machine.properties = [
            Property(.reachable(Reference("Open", at: at(11))), at: at(11)), Property(.never(Reference("Broken", at: at(12))), at: at(12)),
            Property(.alwaysReachable(Reference("Closed", at: at(13))), at: at(13)),
            Property(.precedence(state: Reference("Open", at: at(14)), requires: Reference("Closed", at: at(14))), at: at(14)),
            Property(.response(from: Reference("Open", at: at(15)), to: Reference("Closed", at: at(15)), strict: true), at: at(15)),
        ]
        let atom = { (value: String) in PredicateExpression.atom(PredicateAtom(type: "Lock", value: value, location: at(16))) }
        let guarded = Guard(predicate: .or([.and([atom("on"), .not(atom("off"))]), atom("off")]), conditions: ["isReady"], text: "a guard")
        let house = machine.addState(State(name: "House", location: at(17), kind: .orthogonal))
        machine.addState(
            State(
                name: "Closed", location: at(18), superStates: [Reference("Base", at: at(18))], entryActions: [Reference("lock", at: at(18))],
                exitActions: [Reference("unlock", at: at(18))],
                transitions: [
                    Transition(event: Reference("open", at: at(19)), guard: guarded, target: Reference("Open", at: at(19)), location: at(19)),
                    Transition(event: nil, target: nil, location: at(20), computedTarget: "next()"),
                    Transition(
                        event: Reference("kick", at: at(21)), target: Reference("Closed", at: at(21)), actions: [Reference("log", at: at(21))],
                        location: at(21), inheritedFrom: Reference("Base", at: at(21)), isOverride: true, isDynamic: true),
                ]), parent: house)
        var open = State(name: "Open", location: at(22), kind: .final, initial: Reference("Wide", at: at(22)))
        open.otherInitialTargets = [Reference("Ajar", at: at(22))]
        machine.addState(open, parent: house)
        machine.addState(State(name: "History", location: at(23), kind: .deepHistory))
        return machine
    }

    static func roundTrip<Value: BinaryCodable>(_ value: Value) throws -> Value {
        var output = BinaryOutput()
        output.write(value)
        var input = try BinaryInput(output.finished())
        let read: Value = try input.read()
        try input.finish()
        return read
    }

    @Test func aMachineReadsBackEqual() throws {
        let machine = Self.machine
        let read = try Self.roundTrip(machine)
        #expect(read == machine)
        #expect(read.id(named: "Open").map { read[$0].parent } == machine.id(named: "Open").map { machine[$0].parent })
        #expect(read.states.map(\.children) == machine.states.map(\.children))
    }

    @Test func aLoadResultWithEveryKindOfDiagnosticReadsBackEqual() throws {
        let step = Witness.Step(state: "Closed", event: "open", values: ["Lock.on"], conditions: ["isReady"], target: "Open", location: Self.at(19))
        var why = Witness(why: "no path")
        why.start = ["Closed"]
        let diagnostics = [
            Diagnostic(
                ruleID: "dead-end", severity: .warning, message: "state `Open` is a dead end", location: Self.at(22),
                notes: [Note("reached by open", at: Self.at(19))], hint: "add a transition",
                subject: .init(machine: "Door", states: ["Open"], event: "open", transitions: [Self.at(19)]),
                witness: Witness(steps: [step], trigger: step, start: ["Closed"])),
            Diagnostic(ruleID: "parse-error", severity: .error, message: "cut short", location: Self.at(30), witness: why),
            Diagnostic(ruleID: "not-visible", severity: .note, message: "restored", location: Self.at(5)),
        ]
        let result = LoadResult(machines: [Self.machine, Self.machine], diagnostics: diagnostics)
        let read = try Self.roundTrip(result)
        #expect(read.machines == result.machines)
        #expect(read.diagnostics == result.diagnostics)
    }

    /// `.not(.not(…))` nested past any guard a team writes: a corrupt entry, refused, not recursed into.
    @Test func aPredicateNestedTooDeepIsRefused() throws {
        var expression = PredicateExpression.atom(PredicateAtom(type: "Lock", value: "on", location: Self.at(1)))
        for _ in 0..<300 { expression = .not(expression) }
        let deep = Guard(predicate: expression)
        #expect(throws: DecodingError.self) { try Self.roundTrip(deep) }
        var shallow = PredicateExpression.atom(PredicateAtom(type: "Lock", value: "on", location: Self.at(1)))
        for _ in 0..<100 { shallow = .not(shallow) }
        #expect(try Self.roundTrip(Guard(predicate: shallow)) == Guard(predicate: shallow))
    }
}
