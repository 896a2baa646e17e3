import FSMDiagnostics
import FSMModel
import Testing

@Suite struct GuardRuleTests {
    private static let turnstilePredicates: KeyValuePairs<String, [String]> = [
        "Enforcement": ["weak", "strong"],
        "Reward": ["positive", "negative"],
    ]

    private func turnstile(semantics: Semantics = .spec) -> TestMachine {
        var test = TestMachine(initial: "Locked", predicates: Self.turnstilePredicates, semantics: semantics)
        test.states("Locked", "Unlocked", "Alarming")
        return test
    }

    @Test func clashNamesAWitnessInDeclarationOrder() {
        var test = turnstile()
        let first = test.nextLocation
        test.on("Locked", "Pass", when: "Enforcement.strong", to: "Alarming", do: ["alarmOn"])
        let second = test.nextLocation
        test.on("Locked", "Pass", when: "not Reward.positive", to: "Locked")
        let findings = test.findings("predicate-clash")
        #expect(
            findings.map(\.message) == [
                "transitions from `Locked` on `Pass` can both fire when `Enforcement.strong, Reward.negative`: one goes to `Locked`, the other goes to `Alarming` and does `alarmOn`"
            ])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.location == second)
        #expect(findings.first?.notes == [Note("the other transition is here", at: first)])
        #expect(findings.first?.subject == .init(machine: "M", states: ["Locked"], event: "Pass", transitions: [second, first]))
    }

    @Test func exclusiveGuardsDoNotClash() {
        var test = turnstile()
        test.on("Locked", "Pass", when: "Enforcement.strong", to: "Alarming")
        test.on("Locked", "Pass", when: "Enforcement.weak and not Reward.positive", to: "Locked")
        test.on("Locked", "Pass", when: "Enforcement.weak and Reward.positive", to: "Unlocked")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func sameOutcomeDoesNotClash() {
        var test = turnstile()
        test.on("Locked", "Pass", when: "Enforcement.strong", to: "Alarming")
        test.on("Locked", "Pass", when: "Reward.negative", to: "Alarming")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func unguardedTransitionsClashWithoutWitness() {
        var test = turnstile()
        test.on("Locked", "Coin", to: "Unlocked")
        test.on("Locked", "Coin", to: nil, do: ["refund"])
        #expect(
            test.findings("predicate-clash").map(\.message) == [
                "transitions from `Locked` on `Coin` can both fire: one stays and does `refund`, the other goes to `Unlocked`"
            ])
    }

    @Test func eventlessTransitionsAreComparedToo() {
        var test = turnstile()
        test.on("Locked", nil, to: "Unlocked")
        test.on("Locked", nil, to: "Alarming")
        test.on("Locked", "Coin", to: "Alarming")
        #expect(
            test.findings("predicate-clash").map(\.message) == [
                "transitions from `Locked` without an event can both fire: one goes to `Alarming`, the other goes to `Unlocked`"
            ])
    }

    @Test func innerFirstPriorityIsNotAClash() {
        var test = TestMachine(initial: "Functioning")
        test.states("Functioning", kind: .composite, initial: "Idle")
        test.states("Idle", "Running", in: "Functioning")
        test.states("Broken", "Recovering")
        test.on("Functioning", "Fail", to: "Broken")
        test.on("Idle", "Fail", to: "Recovering")
        test.on("Idle", "Start", to: "Running")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func conditionsCannotBeProvenExclusive() {
        var test = turnstile()
        test.on("Locked", "Coin", conditions: ["isVIP"], to: "Unlocked")
        test.on("Locked", "Coin", conditions: ["isBlocked"], to: "Alarming")
        let findings = test.findings("predicate-clash")
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.hasPrefix("cannot prove exclusive: transitions from `Locked` on `Coin`") == true)
    }

    /// A condition and its negation as code writes it never hold together.
    @Test(arguments: [
        ("isVIP", "!isVIP"), ("{ _ in self.quiet }", "{ _ in !self.quiet }"), ("x < n - 1", "x >= n-1"), ("c ?? false", "!(c ?? false)"),
        ("a == b", "a != b"), ("battery is low", "not battery is low"),
    ])
    func negatedConditionsExcludeEachOther(first: String, second: String) {
        var test = turnstile()
        test.on("Locked", "Coin", conditions: [first], to: "Unlocked")
        test.on("Locked", "Coin", conditions: [second], to: "Alarming")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test(arguments: [("x < n", "x > n"), ("a == b", "a != c"), ("!(a) && b", "a && b"), ("notable", "able")])
    func conditionsThatAreNotNegationsAreNotTakenAsExclusive(first: String, second: String) {
        var test = turnstile()
        test.on("Locked", "Coin", conditions: [first], to: "Unlocked")
        test.on("Locked", "Coin", conditions: [second], to: "Alarming")
        #expect(test.findings("predicate-clash").count == 1)
    }

    @Test func conditionsWithSameOutcomeOrExclusivePredicatesAreFine() {
        var test = turnstile()
        test.on("Locked", "Coin", conditions: ["isVIP"], to: "Unlocked")
        test.on("Locked", "Coin", conditions: ["isFree"], to: "Unlocked")
        test.on("Locked", "Pass", when: "Reward.positive", conditions: ["a"], to: "Unlocked")
        test.on("Locked", "Pass", when: "Reward.negative", conditions: ["b"], to: "Alarming")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func contradictoryGuards() {
        var test = turnstile()
        test.on("Locked", "Pass", when: "Enforcement.weak and Enforcement.strong", to: "Alarming")
        test.on("Locked", "Coin", when: "Reward.positive and not Reward.positive", to: "Unlocked")
        test.on("Unlocked", "Pass", when: "Enforcement.weak or Enforcement.strong", to: "Locked")
        test.on("Unlocked", "Coin", when: "not (Enforcement.weak and Enforcement.strong)", to: "Locked")
        let findings = test.findings("contradictory-guard")
        #expect(
            findings.map(\.message) == [
                "guard `Enforcement.weak and Enforcement.strong` of the transition from `Locked` on `Pass` can never hold",
                "guard `Reward.positive and not Reward.positive` of the transition from `Locked` on `Coin` can never hold",
            ])
    }

    @Test func unknownPredicateTypesAndCasesGetHints() {
        var test = turnstile()
        test.on("Locked", "Pass", when: "Enforcment.strong", to: "Alarming")
        test.on("Locked", "Coin", when: "Reward.postive", to: "Unlocked")
        test.on("Locked", "Coin", when: "Reward.negative", to: "Alarming")
        let findings = test.findings("unknown-predicate")
        #expect(
            findings.map(\.message) == [
                "predicate type `Enforcment` is not declared",
                "predicate type `Reward` has no case `postive`",
            ])
        #expect(findings.map(\.hint) == ["did you mean `Enforcement`?", "did you mean `positive`?"])
        #expect(findings.first?.location.column == 1)
        #expect(test.findings("predicate-clash").isEmpty, "a guard with unknown names is not compared")
    }

    @Test func duplicateTransitionPointsAtTheFirst() {
        var test = turnstile()
        let first = test.nextLocation
        test.on("Locked", "Coin", when: "Reward.positive", to: "Unlocked", do: ["thank"])
        test.on("Locked", "Coin", when: "Reward.positive", to: "Unlocked", do: ["thank"])
        test.on("Locked", "Coin", when: "Reward.negative", to: "Unlocked", do: ["thank"])
        let findings = test.findings("duplicate-transition")
        #expect(findings.map(\.message) == ["transition from `Locked` on `Coin` is declared twice"])
        #expect(findings.first?.notes == [Note("the first declaration is here", at: first)])
        #expect(findings.first?.severity == .warning)
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func tooComplexGuardIsReportedNotExpanded() {
        var test = TestMachine(initial: "A")
        for index in 0..<20 { test.addPredicateType("P\(index)", ["x", "y"]) }
        test.states("A", "B")
        let factors = stride(from: 0, to: 20, by: 2).map { "(P\($0).x or P\($0 + 1).x)" }
        test.on("A", "Go", when: factors.joined(separator: " and "), to: "B")
        test.on("A", "Go", when: "P0.y and P1.y", to: "A")
        #expect(test.findings("guard-too-complex").count == 1)
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func twelveTypesOfTenCasesAreCompared() {
        let cases = (0..<10).map { "c\($0)" }
        var test = TestMachine(initial: "A")
        for index in 0..<12 { test.addPredicateType("T\(index)", cases) }
        test.states("A", "B", "C")
        let all = (0..<12).map { "not T\($0).c0" }.joined(separator: " and ")
        let last = (0..<12).map { "(T\($0).c8 or T\($0).c9)" }.joined(separator: " and ")
        test.on("A", "Go", when: all, to: "B")
        test.on("A", "Go", when: last, to: "C")
        test.on("B", "Go", when: (0..<12).map { "T\($0).c0" }.joined(separator: " and "), to: "A")
        test.on("B", "Go", when: "not T11.c0", to: "C")
        let findings = test.findings("predicate-clash")
        #expect(findings.count == 1)
        let witness = (0..<12).map { "T\($0).c8" }.joined(separator: ", ")
        #expect(findings.first?.message.contains("when `\(witness)`") == true)
    }

    @Test func deeplyNestedGuardDoesNotOverflow() {
        var test = TestMachine(initial: "A", predicates: ["P": ["a", "b", "c"]])
        test.states("A", "B")
        var expression = PredicateExpression.atom(PredicateAtom(type: "P", value: "a", location: test.nextLocation))
        for level in 0..<1_000 {
            expression = level % 2 == 0 ? .not(.and([expression])) : .or([expression])
        }
        test.addTransition(
            "A",
            Transition(
                event: Reference("Go", at: test.nextLocation), guard: Guard(predicate: .and([expression, expression])),
                target: Reference("B", at: test.nextLocation), location: test.nextLocation))
        #expect(test.findings("contradictory-guard").isEmpty)
    }

    @Test func equivalentGuardsWrittenDifferentlyAreDuplicates() {
        var test = turnstile()
        test.on("Locked", "Coin", when: "Enforcement.weak and Reward.positive", to: "Unlocked")
        test.on("Locked", "Coin", when: "Reward.positive and not Enforcement.strong", to: "Unlocked")
        #expect(test.findings("duplicate-transition").count == 1)
    }
}
