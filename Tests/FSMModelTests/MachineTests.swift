import FSMModel
import Testing

/// The model's own guarantees, which every loader relies on and the checker assumes.
@Suite struct MachineTests {
    static let here = SourceLocation(file: "m.fsm", line: 1, column: 1)

    static func on(_ event: String, to target: String, override: Bool = false) -> Transition {
        Transition(event: Reference(event, at: here), target: Reference(target, at: here), location: here, isOverride: override)
    }

    /// A name added twice keeps pointing at the first state (the loader reports the duplicate),
    /// and a state's ancestors come nearest first.
    @Test func namesAndAncestors() {
        var machine = Machine(name: "M", location: Self.here, dialect: "fsm")
        let outer = machine.addState(State(name: "Outer", location: Self.here, kind: .composite))
        let inner = machine.addState(State(name: "Inner", location: Self.here, kind: .composite), parent: outer)
        let leaf = machine.addState(State(name: "Leaf", location: Self.here), parent: inner)
        let twin = machine.addState(State(name: "Leaf", location: Self.here))
        #expect(machine.id(named: "Leaf") == leaf)
        #expect(twin != leaf)
        #expect(machine.ancestors(of: leaf) == [inner, outer])
        #expect(machine[outer].children == [inner])
        #expect(machine.topLevelStateIDs == [outer, twin])
    }

    /// A state's own transition replaces the inherited one on its event when overriding is
    /// implicit, and only when marked `overriding` when it is explicit (SwiftFSM).
    @Test(arguments: [(Semantics.InheritedOverride.implicit, false, ["Mine"]), (.explicit, false, ["Mine", "Theirs"]), (.explicit, true, ["Mine"])])
    func inheritedTransitionsAreOverridden(mode: Semantics.InheritedOverride, marked: Bool, targets: [String]) {
        var machine = Machine(name: "M", location: Self.here, semantics: Semantics(inheritedOverride: mode), dialect: "fsm")
        machine.addState(State(name: "Base", location: Self.here, kind: .abstract, transitions: [Self.on("Go", to: "Theirs")]))
        let state = machine.addState(
            State(
                name: "S", location: Self.here, superStates: [Reference("Base", at: Self.here)],
                transitions: [Self.on("Go", to: "Mine", override: marked)])
        )
        let effective = machine.effectiveTransitions(of: state)
        #expect(effective.map { $0.target?.name } == targets)
        #expect(effective.dropFirst().allSatisfy { $0.inheritedFrom?.name == "Base" })
    }
}
