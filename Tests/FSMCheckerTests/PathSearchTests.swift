import FSMChecker
import FSMModel
import Testing

/// `fsmcheck path`'s answers when there is no path: each reason says what stands in the way.
@Suite struct PathSearchTests {
    static func reason(_ test: TestMachine, to target: String, from start: String? = nil, avoiding: [String] = [], limit: SearchLimit? = nil) throws
        -> String?
    {
        let machine = test.machine
        let search = PathSearch(machine, limit: limit)
        let outcome = search.path(
            to: try #require(machine.id(named: target)), from: start.flatMap(machine.id(named:)),
            avoiding: Set(avoiding.compactMap(machine.id(named:)))
        )
        if case .none(let reason) = outcome { return reason }
        return nil
    }

    static var machine: TestMachine {
        var test = TestMachine(initial: "A")
        test.states("Base", kind: .abstract)
        test.states("A", "B", "C", inherits: ["Base"])
        test.states("Group", kind: .composite, initial: "G1")
        test.states("Back", kind: .shallowHistory, in: "Group")
        test.states("G1", in: "Group")
        test.states("Lost")
        test.on("A", "Go", to: "B")
        test.on("B", "Go", to: "Group")
        test.on("Group", "Leave", to: "C")
        test.on("C", "Jump", computed: "self.next()")
        test.on("Lost", "Go", to: "A")
        return test
    }

    @Test func whatStandsInTheWay() throws {
        let test = Self.machine
        #expect(try Self.reason(test, to: "G1") == nil)
        #expect(try Self.reason(test, to: "Base") == "`Base` is an abstract super state: it is never entered")
        #expect(
            try Self.reason(test, to: "Back") == "`Back` is a history state: it is never active itself (ask for its composite or a state inside it)")
        // `C` is reached and its target is computed: it may go to `Lost`, which lint does not call unreachable either.
        let jump = try #require(test.machine.states.flatMap(\.transitions).first { $0.computedTarget != nil }).location
        #expect(
            try Self.reason(test, to: "Lost")
                == "it may be reached through the computed target at test.fsm:\(jump.line), which fsmcheck cannot follow")
        #expect(
            try Self.reason(test, to: "A", from: "Group")
                == "no event sequence fsmcheck can replay leads there; the states it reaches have a target computed at run time, which may")
        #expect(try Self.reason(test, to: "Group", from: "C", avoiding: ["C"]) == "the start `C` is `C`, a state to avoid")
        #expect(try Self.reason(test, to: "Group", avoiding: ["B"]) == "every path passes through `B`")
        #expect(try Self.reason(test, to: "G1", avoiding: ["Group"]) == "`G1` is inside `Group`, a state to avoid")
        #expect(try Self.reason(test, to: "C", from: "A", avoiding: ["A"]) == "the start `A` is `A`, a state to avoid")
        #expect(
            try Self.reason(test, to: "C", limit: SearchLimit(configurations: 2, transitionsTried: 100))
                == "the search stopped at its limit, after 2 configurations, before reaching it")
    }

    @Test func withoutAVisibleInitialStateTheStartMustBeGiven() throws {
        var test = TestMachine(initial: nil)
        test.states("A", "B")
        test.on("A", "Go", to: "B")
        test.unseen(.initialState, because: "set at run time")
        #expect(try Self.reason(test, to: "B") == "the machine's initial state is not visible to fsmcheck: say where to start with --from")
        #expect(try Self.reason(test, to: "B", from: "A") == nil)
        #expect(try Self.reason(test, to: "A", from: "B") == "no transition leads to `A`")
        test.on("B", "Stay", to: "B")
        test.states("C")
        test.on("C", "Go", to: "A")
        #expect(try Self.reason(test, to: "A", from: "B") == "no sequence of events leads there")
    }

    /// "No transition leads there" only when nothing may: a computed target the search reaches may
    /// go anywhere, and one it does not reach (from an unreachable state) leads nowhere.
    @Test func aStateOnlyAComputedTargetMayEnterIsNotCalledUnentered() throws {
        var test = TestMachine(initial: "A")
        test.states("A", "B", "C", "Far")
        test.on("A", "Go", to: "B")
        test.on("B", "Pick", computed: "self.pick()")
        test.on("Far", "Pick", computed: "self.far()")
        let pick = try #require(test.machine.states[1].transitions.first).location
        #expect(
            try Self.reason(test, to: "C") == "it may be reached through the computed target at test.fsm:\(pick.line), which fsmcheck cannot follow")
        #expect(
            try Self.reason(test, to: "C", from: "A", avoiding: ["B"]) == "no transition leads to `C`", "`B` is avoided: its target is not reached")
        test.unseen(.transitions(from: "A"), because: "a table built in a loop")
        let unread = try #require(test.machine.unseen.last).location
        #expect(
            try Self.reason(test, to: "C", from: "A", avoiding: ["B"])
                == "it may be reached through transitions fsmcheck could not read at test.fsm:\(unread.line)"
        )
        #expect(
            try Self.reason(test, to: "Far") == "it may be reached through the computed target at test.fsm:\(pick.line), which fsmcheck cannot follow"
        )
    }
}
