import FSMDiagnostics
import FSMModel
import Testing

/// SwiftFSM's rules (`mostSpecificWins`, explicit overriding) and first-match dialects.
@Suite struct DialectSemanticsTests {
    private static let swiftFSM = Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit)

    private func table(_ semantics: Semantics = swiftFSM) -> TestMachine {
        var test = TestMachine(initial: "Locked", predicates: ["P": ["a", "b"], "Q": ["a", "b"], "R": ["a", "b"]], semantics: semantics)
        test.states("Locked", "Unlocked", "Alarming", "Broken")
        return test
    }

    @Test func moreSpecificSentenceWins() {
        var test = table()
        test.on("Locked", "Pass", to: "Unlocked")
        test.on("Locked", "Pass", when: "P.a", to: "Alarming")
        test.on("Locked", "Pass", when: "P.a and Q.b", to: "Broken")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func equallySpecificOverlapIsAnImplicitClash() {
        var test = table()
        test.on("Locked", "Pass", when: "P.a", to: "Unlocked")
        test.on("Locked", "Pass", when: "Q.a", to: "Alarming")
        let findings = test.findings("predicate-clash")
        #expect(
            findings.map(\.message) == [
                "transitions from `Locked` on `Pass` can both fire when `P.a, Q.a`: one goes to `Alarming`, the other goes to `Unlocked`"
            ])
        #expect(findings.first?.hint == "make one of them name more predicate types so that it wins, or give them the same outcome")
    }

    @Test func overlapCoveredByAMoreSpecificSentenceIsNotAClash() {
        var test = table()
        test.on("Locked", "Pass", when: "P.a", to: "Unlocked")
        test.on("Locked", "Pass", when: "Q.a", to: "Alarming")
        test.on("Locked", "Pass", when: "P.a and Q.a", to: "Broken")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func partlyCoveredOverlapClashesWhereUncovered() {
        var test = table()
        test.on("Locked", "Pass", when: "P.a", to: "Unlocked")
        test.on("Locked", "Pass", when: "Q.a", to: "Alarming")
        test.on("Locked", "Pass", when: "P.a and Q.a and R.a", to: "Broken")
        #expect(
            test.findings("predicate-clash").map(\.message) == [
                "transitions from `Locked` on `Pass` can both fire when `P.a, Q.a, R.b`: one goes to `Alarming`, the other goes to `Unlocked`"
            ])
    }

    @Test func specExpectsClashWhereSwiftFSMPicksTheMostSpecific() {
        var test = table(.spec)
        test.on("Locked", "Pass", to: "Unlocked")
        test.on("Locked", "Pass", when: "P.a", to: "Alarming")
        #expect(test.findings("predicate-clash").count == 1)
    }

    @Test func inheritedTransitionClashesUnlessOverridden() {
        var test = table()
        test.states("Resetable", kind: .abstract)
        test.states("Door", inherits: ["Resetable"])
        let inherited = test.nextLocation
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Door", "Reset", to: "Alarming")
        let findings = test.findings("predicate-clash")
        #expect(findings.count == 1)
        #expect(findings.first?.notes == [Note("the other transition, inherited from `Resetable`, is here", at: inherited)])
        #expect(findings.first?.hint == "mark the state's own transition as overriding the one inherited from `Resetable`")

        var overriding = table()
        overriding.states("Resetable", kind: .abstract)
        overriding.states("Door", inherits: ["Resetable"])
        overriding.on("Resetable", "Reset", to: "Locked")
        overriding.on("Door", "Reset", to: "Alarming", overriding: true)
        #expect(overriding.findings("predicate-clash").isEmpty)
    }

    @Test func implicitOverridingNeedsNoMarker() {
        var test = table(.spec)
        test.states("Resetable", kind: .abstract)
        test.states("Door", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Door", "Reset", to: "Alarming")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func sentenceRepeatingAnInheritedOneIsADuplicate() {
        var test = table()
        test.states("Resetable", kind: .abstract)
        test.states("Door", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        let own = test.nextLocation
        test.on("Door", "Reset", to: "Locked")
        let findings = test.findings("duplicate-transition")
        #expect(findings.map(\.location) == [own])
        #expect(findings.first?.notes.first?.message == "the same transition is inherited from `Resetable` here")
    }

    @Test func conditionsAreANoteUnderSwiftFSMToo() {
        var test = table()
        test.on("Locked", "Coin", conditions: ["isOpen"], to: "Unlocked")
        test.on("Locked", "Coin", conditions: ["isJammed"], to: "Broken")
        #expect(test.findings("predicate-clash").map(\.severity) == [.note])
    }

    @Test func firstMatchWinsNeverClashes() {
        var test = table(Semantics(guardOverlap: .firstMatchWins))
        test.on("Locked", "Pass", when: "P.a", to: "Unlocked")
        test.on("Locked", "Pass", to: "Alarming")
        #expect(test.findings("predicate-clash").isEmpty)
    }

    @Test func overridingNothingIsReported() {
        var test = table()
        test.states("Resetable", kind: .abstract)
        test.states("Door", inherits: ["Resetable"])
        test.on("Resetable", "Reset", to: "Locked")
        test.on("Door", "Reset", to: "Alarming", overriding: true)
        test.on("Door", "Kick", to: "Broken", overriding: true)
        test.on("Locked", "Reset", to: "Broken", overriding: true)
        #expect(
            test.findings("nothing-to-override").map(\.message) == [
                "transition from `Door` on `Kick` overrides nothing: `Door` inherits no transition on `Kick`",
                "transition from `Locked` on `Reset` overrides nothing: `Locked` has no super state",
            ])
    }

    @Test func overridingIsOnlyCheckedWhereTheDialectNeedsIt() {
        var test = table(.spec)
        test.on("Locked", "Reset", to: "Broken", overriding: true)
        #expect(test.findings("nothing-to-override").isEmpty)
    }
}
