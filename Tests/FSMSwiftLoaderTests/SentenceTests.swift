import FSMModel
import Testing

@testable import FSMSwiftLoader

/// One sentence form per test, inside `define(.a)` of a table whose enums are declared.
@Suite struct SentenceTests {
    /// Wraps `body` in a table; the body starts on line 9, column 1.
    static func table(_ body: String, predicates: String = "") -> String {
        """
        final class Machine: ExpandedSyntaxBuilder {
            enum State { case a, b, c }
            enum Event { case x, y, z }
            enum P: Predicate { case p1, p2, p3 }
            enum Q: Predicate { case q1, q2 }\(predicates)
            let fsm = FSM<State, Event>(initialState: .a)
            func build() throws {
                try fsm.buildTable { define(.a) {
        \(body)
                } }
            }
        }
        """
    }

    static func lines(_ body: String) throws -> [String] {
        let result = load(table(body))
        #expect(result.diagnostics.isEmpty, "\(warnings(result))")
        let machine = try #require(result.machines.first)
        return transitionLines(of: "a", in: machine)
    }

    @Test func thenWithoutAStateStaysInTheCurrentState() throws {
        #expect(try Self.lines("when(.x) | then()") == ["x -> - @9:1"])
    }

    @Test func whenWithOrMakesOneTransitionPerEvent() throws {
        #expect(try Self.lines("when(.x, or: .y, .z) | then(.b) | go") == ["x -> b / go @9:1", "y -> b / go @9:1", "z -> b / go @9:1"])
    }

    @Test func eventsAndStatesMayNameTheirType() throws {
        #expect(try Self.lines("when(Event.x) | then(State.b)") == ["x -> b @9:1"])
    }

    @Test func eventsWithWildcardValuesAreNamedByTheirCase() throws {
        #expect(try Self.lines("when(.x(.any)) | then(.b) | verify") == ["x -> b / verify @9:1"])
    }

    @Test(arguments: [
        ("first & second & third", "first, second, third"),
        ("{ unlock() }", "{ unlock() }"),
        ("{ event in\n  log(event)\n  unlock() }", "{ event in log(event) unlock() }"),
        ("[alarmOff, lock]", "alarmOff, lock"),
        ("[]", ""),
        ("self.unlock", "unlock"),
        ("AnyAction(unlock) & thankyou", "unlock, thankyou"),
        ("lock*", "lock"),
    ])
    func readsEveryFormOfActions(actions: String, expected: String) throws {
        let suffix = expected.isEmpty ? "" : " / \(expected)"
        #expect(try Self.lines("when(.x) | then(.b) | \(actions)") == ["x -> b\(suffix) @9:1"])
    }

    @Test(arguments: [
        ("matching(P.p1)", "P.p1"),
        ("matching(P.p1, or: P.p2, P.p3)", "P.p1 or P.p2 or P.p3"),
        ("matching(P.p1, and: Q.q1)", "P.p1 and Q.q1"),
        ("matching(P.p1, or: P.p2, and: Q.q1)", "(P.p1 or P.p2) and Q.q1"),
        ("matching(.q2)", "Q.q2"),
    ])
    func readsEveryFormOfMatching(matching: String, guardText: String) throws {
        #expect(try Self.lines("\(matching) | when(.x) | then(.b)") == ["x [\(guardText)] -> b @9:1"])
    }

    @Test func matchingOrAndIsAConjunctionOfTheAlternativesAndTheRest() throws {
        let source = Self.table("matching(P.p1, or: P.p2, and: Q.q1, R.r1) | when(.x) | then(.b)", predicates: "\n    enum R: Predicate { case r1 }")
        let machine = try #require(load(source).machines.first)
        let predicate = try #require(machine.states.first?.transitions.first?.guard.predicate)
        let atom = { (type: String, value: String, column: Int) in
            PredicateExpression.atom(PredicateAtom(type: type, value: value, location: SourceLocation(file: "Test.swift", line: 10, column: column)))
        }
        #expect(predicate == .and([.or([atom("P", "p1", 10), atom("P", "p2", 20)]), atom("Q", "q1", 31), atom("R", "r1", 37)]))
        #expect(machine.predicateTypes.map(\.name) == ["P", "Q", "R"])
        #expect(machine.predicateTypes.first?.cases == ["p1", "p2", "p3"])
    }

    @Test func predicateTypesAreThoseTheTableUsesInOrderOfFirstUse() throws {
        let machine = try #require(load(Self.table("matching(Q.q1) | when(.x) | then(.b)\nmatching(P.p1) | when(.y) | then(.b)")).machines.first)
        #expect(machine.predicateTypes.map(\.name) == ["Q", "P"])
    }

    @Test func readsConditionsAsOpaqueText() throws {
        #expect(try Self.lines("condition(isRushHour) | when(.x) | then(.b)") == ["x [isRushHour] -> b @9:1"])
        #expect(try Self.lines("condition { reward == .positive } | when(.x) | then(.b)") == ["x [{ reward == .positive }] -> b @9:1"])
        #expect(try Self.lines("matching(P.p1) | condition(ok) | when(.x) | then(.b)") == ["x [P.p1 and ok] -> b @9:1"])
    }

    @Test func readsLiteralStatesAndEvents() throws {
        let source = "let fsm = FSM<Int, Double>(initialState: 1)\ntry fsm.buildTable { define(1) { when(1.1) | then(2) | go } }"
        let machine = try #require(load(source).machines.first)
        #expect(transitionLines(of: "1", in: machine) == ["1.1 -> 2 / go @2:34"])
    }
}

@Suite struct ContextBlockTests {
    static func lines(_ body: String) throws -> [String] {
        try SentenceTests.lines(body)
    }

    @Test func whenBlockGivesTheEvent() throws {
        let body = "when(.x) {\n    matching(P.p1) | then(.b)\n    matching(P.p2) | then(.c) | alarm\n}"
        #expect(try Self.lines(body) == ["x [P.p1] -> b @10:5", "x [P.p2] -> c / alarm @11:5"])
    }

    @Test func thenBlockGivesTheTarget() throws {
        let body = "then(.b) {\n    matching(Q.q1) | when(.x) | thankyou\n    when(.y)\n}"
        #expect(try Self.lines(body) == ["x [Q.q1] -> b / thankyou @10:5", "y -> b @11:5"])
    }

    @Test func thenAndWhenBlocksNest() throws {
        let body = "then(.b) {\n    when(.x) {\n        matching(P.p1) | doSomething\n    }\n}"
        #expect(try Self.lines(body) == ["x [P.p1] -> b / doSomething @11:9"])
    }

    @Test func nestedMatchingBlocksAndTogether() throws {
        let body = "matching(P.p1, or: P.p2) {\n    matching(Q.q1) {\n        matching(P.p3) | when(.x) | then(.b)\n    }\n}"
        #expect(try Self.lines(body) == ["x [(P.p1 or P.p2) and Q.q1 and P.p3] -> b @11:9"])
    }

    @Test func conditionBlockAddsItsCondition() throws {
        let body = "condition({ reward == .positive }) {\n    matching(P.p1) | when(.x) | then(.b)\n}"
        #expect(try Self.lines(body) == ["x [P.p1 and { reward == .positive }] -> b @10:5"])
    }

    @Test func actionsBlocksAddTheirActionsBeforeTheSentences() throws {
        let body = "actions(common) {\n    actions(more & evenMore) {\n        when(.x) | then(.b) | own\n    }\n}"
        #expect(try Self.lines(body) == ["x -> b / common, more, evenMore, own @11:9"])
    }

    @Test func actionsBlockInsideThenBlock() throws {
        let body = "then(.b) {\n    actions(thankyou) {\n        matching(Q.q1) | when(.x)\n    }\n}"
        #expect(try Self.lines(body) == ["x [Q.q1] -> b / thankyou @11:9"])
    }

    @Test func overridingMarksItsTransitions() throws {
        let body = "overriding {\n    when(.x) | then(.b)\n}\nwhen(.y) | then(.c)"
        #expect(try Self.lines(body) == ["x -> b override @10:5", "y -> c @12:1"])
    }
}
