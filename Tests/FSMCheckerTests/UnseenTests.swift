import FSMDiagnostics
import FSMModel
import Testing

/// What fsmcheck cannot see is said once, as a note, and everything that does not depend on it is
/// still checked: an initial state set at run time, a predicate enum in a file not read, a target
/// code computes.
@Suite struct UnseenTests {
    private static let swiftFSM = Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit)

    /// Every finding as `line severity rule: message`, in report order.
    private func summary(_ test: TestMachine) -> [String] {
        test.check().map { "\($0.location.line) \($0.severity) \($0.ruleID): \($0.message)" }
    }

    // MARK: - An initial state that is not visible

    @Test func anUnseenInitialStateIsOneNoteAndDeadEndsAreStillFound() {
        var test = TestMachine(initial: nil)
        test.unseen(.initialState, because: "the FSM `fsm` is a parameter of `build`")
        test.unseen(.initialState, because: "said twice, reported once")
        test.states("Idle", "Running", "Stuck", "Spare")
        test.on("Idle", "Start", to: "Running")
        test.on("Running", "Stop", to: "Idle")
        test.on("Running", "Jam", to: "Stuck")
        test.on("Spare", "Use", to: "Idle")
        #expect(
            summary(test) == [
                "2 note not-visible: the initial state of `M` is not visible (the FSM `fsm` is a parameter of `build`); unreachable-state was not checked",
                "6 warning dead-end: state `Stuck` is a dead end: once entered, it is never left",
            ])
    }

    @Test func trapsClashesDuplicatesAndSuperStatesAreStillChecked() {
        var test = TestMachine(initial: nil, predicates: ["P": ["a", "b"]], semantics: Self.swiftFSM)
        test.unseen(.initialState, because: "a standalone table")
        test.states("Base", kind: .abstract)
        test.states("Other", kind: .abstract)
        test.states("Idle", inherits: ["Base", "Other"])
        test.states("Loop1", "Loop2")
        test.states("Done", kind: .final)
        test.on("Base", "Reset", to: "Idle")
        test.on("Other", "Reset", to: "Done")
        test.on("Idle", "Go", when: "P.a", to: "Loop1")
        test.on("Idle", "Go", when: "P.a", to: "Done")
        test.on("Idle", "Finish", to: "Done")
        test.on("Idle", "Finish", to: "Done")
        test.on("Loop1", "Next", to: "Loop2")
        test.on("Loop2", "Next", to: "Loop1")
        #expect(test.findings("not-visible").count == 1)
        #expect(test.findings("missing-initial").isEmpty)
        #expect(test.findings("unreachable-state").isEmpty)
        #expect(
            test.findings("trap").map(\.message) == [
                "states `Loop1` and `Loop2` form a trap: once entered, the machine never leaves them and cannot finish"
            ])
        #expect(test.findings("predicate-clash").count == 1)
        #expect(test.findings("duplicate-transition").count == 1)
        #expect(test.findings("conflicting-superstates").count == 1)
    }

    /// A spec declares its initial state: without one, and without the loader saying it was hidden,
    /// it is still an error.
    @Test func aMissingInitialStateThatIsNotHiddenIsStillAnError() {
        var test = TestMachine(initial: nil)
        test.states("A")
        #expect(summary(test) == ["1 error missing-initial: machine `M` has no initial state"])
    }

    // MARK: - Predicate enums that are not visible

    private func openTable(_ guards: [(String?, String)]) -> TestMachine {
        var test = TestMachine(initial: "Closed", semantics: Self.swiftFSM)
        test.unseen(.predicateType("Weather"), because: "no `enum Weather: Predicate` was found in the files read")
        test.unseen(.predicateType("Mood"), because: "no `enum Mood: Predicate` was found in the files read")
        test.states("Closed", "Ajar", "Open")
        for (predicate, target) in guards { test.on("Closed", "Push", when: predicate, to: target) }
        test.on("Ajar", "Push", to: "Closed")
        test.on("Open", "Push", to: "Closed")
        return test
    }

    @Test func twoDifferentUnseenTypesOverlap() {
        let test = openTable([("Weather.rain", "Ajar"), ("Mood.grumpy", "Closed")])
        #expect(
            test.findings("predicate-clash").map(\.message) == [
                "transitions from `Closed` on `Push` can both fire when `Weather.rain, Mood.grumpy`: one goes to `Closed`, the other goes to `Ajar`"
            ])
        #expect(test.findings("unknown-predicate").isEmpty)
        #expect(
            test.findings("not-visible").map { "\($0.location.line) \($0.severity) \($0.message)" } == [
                "2 note predicate type `Weather` is not visible (no `enum Weather: Predicate` was found in the files read); "
                    + "guards naming it were compared as if it had cases besides those they name",
                "3 note predicate type `Mood` is not visible (no `enum Mood: Predicate` was found in the files read); "
                    + "guards naming it were compared as if it had cases besides those they name",
            ])
    }

    @Test func aCaseOverlapsItselfAndExcludesTheOtherCasesOfItsType() {
        let same = openTable([("Weather.rain", "Ajar"), ("Weather.rain", "Open")])
        #expect(
            same.findings("predicate-clash").map(\.message) == [
                "transitions from `Closed` on `Push` can both fire when `Weather.rain`: one goes to `Open`, the other goes to `Ajar`"
            ])
        let different = openTable([("Weather.rain", "Ajar"), ("Weather.sun", "Open")])
        #expect(different.findings("predicate-clash").isEmpty)
    }

    /// A sentence without `matching` covers every combination, the unnamed cases of an unseen type
    /// included; the sentence naming more predicates wins where they overlap.
    @Test func implicitExpansionCoversTheCasesNoGuardNames() {
        let covered = openTable([(nil, "Ajar"), ("Weather.rain", "Open")])
        #expect(covered.findings("predicate-clash").isEmpty)
        let clashing = openTable([(nil, "Ajar"), ("Weather.rain", "Open"), ("Mood.grumpy", "Closed")])
        #expect(
            clashing.findings("predicate-clash").map(\.message) == [
                "transitions from `Closed` on `Push` can both fire when `Weather.rain, Mood.grumpy`: one goes to `Closed`, the other goes to `Open`"
            ])
    }

    /// The cases no guard names are one more case, so a negation never empties an unseen type.
    @Test func theCasesNoGuardNamesAreACaseOfTheirOwn() {
        var test = openTable([])
        test.on("Closed", "Push", when: "not Weather.rain", to: "Ajar")
        test.on("Closed", "Push", when: "Mood.calm", to: "Open")
        test.on("Closed", "Pull", when: "not Weather.rain", to: "Ajar")
        #expect(
            test.findings("predicate-clash").map(\.message) == [
                "transitions from `Closed` on `Push` can both fire when `Weather.(other case), Mood.calm`: one goes to `Open`, the other goes to `Ajar`"
            ])
        #expect(test.findings("contradictory-guard").isEmpty)
    }

    /// One note per unseen type, however often it is named and whatever the loader repeated.
    @Test func anUnseenTypeIsOneNoteHoweverOftenItIsUsed() {
        var test = openTable([("Weather.rain", "Ajar"), ("Weather.sun", "Open"), ("Weather.snow", "Closed")])
        test.unseen(.predicateType("Weather"), because: "repeated")
        #expect(test.findings("not-visible").count == 2)
    }

    /// Spec files declare their predicates, so an undeclared one is still a finding per use.
    @Test func anUndeclaredPredicateThatIsNotHiddenIsStillAnError() {
        var test = TestMachine(initial: "A", predicates: ["P": ["a"]])
        test.states("A", "B")
        test.on("A", "Go", when: "Q.a", to: "B")
        test.on("B", "Go", when: "Q.b", to: "A")
        #expect(
            test.findings("unknown-predicate").map { "\($0.severity) \($0.message)" } == [
                "error predicate type `Q` is not declared", "error predicate type `Q` is not declared",
            ])
    }

    // MARK: - Transitions that could not be read

    /// A state whose transitions were partly skipped may leave for any state, on any event: it is not
    /// a dead end, what it may enter is not unreachable, and no event is known to be unused.
    @Test func skippedTransitionsMayGoAnywhereOnAnyEvent() {
        var test = TestMachine(initial: "Idle", events: ["Go", "Back", "Kick"])
        test.states("Idle", "Busy", "Hidden", "Stuck")
        test.on("Idle", "Go", to: "Busy")
        test.unseen(.transitions(from: "Busy"), because: "`when(event) | then(.hidden)` could not be read")
        test.on("Hidden", "Back", to: "Idle")
        #expect(summary(test) == ["8 warning dead-end: state `Stuck` is a dead end: once entered, it is never left"])
    }

    /// Skipped transitions of a super state are inherited by the states that adopt it; skipped ones of
    /// no state in particular may leave any state.
    @Test func skippedTransitionsReachThroughSuperStatesOrEverywhere() {
        var test = TestMachine(initial: "Idle")
        test.states("Base", kind: .abstract)
        test.states("Idle", inherits: ["Base"])
        test.states("Other")
        test.unseen(.transitions(from: "Base"), because: "a loop")
        #expect(summary(test) == ["4 warning dead-end: state `Other` is a dead end: once entered, it is never left"])
        test.unseen(.transitions(from: nil), because: "a table built elsewhere")
        #expect(summary(test).isEmpty)
    }

    // MARK: - Targets computed at run time

    @Test func statesAComputedTargetMayPickAreNotUnreachableAndItsSourceIsNoDeadEnd() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Deciding", "Left", "Right", "Stuck")
        test.on("Idle", "Go", to: "Deciding")
        test.on("Deciding", "Choose", computed: "self.pick()")
        test.on("Left", "Back", to: "Idle")
        test.on("Right", "Back", to: "Idle")
        #expect(
            summary(test) == [
                "6 warning dead-end: state `Stuck` is a dead end: once entered, it is never left",
                "8 note not-visible: the target `self.pick()` is computed at run time, so `Deciding` may go to any state there; "
                    + "no dead end or unreachable state was inferred from it",
            ])
    }

    /// Narrowed alternatives are ordinary dynamic transitions: what they cannot reach stays unreachable.
    @Test func narrowedAlternativesReachOnlyTheirCandidates() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Left", "Right", "Forgotten")
        test.on("Idle", "Go", alternatives: ["Left", "Right"])
        test.on("Left", "Back", to: "Idle")
        test.on("Right", "Back", to: "Idle")
        test.on("Forgotten", "Back", to: "Idle")
        #expect(summary(test) == ["5 error unreachable-state: state `Forgotten` can never be entered"])
    }

    /// The alternatives of one computed target exclude each other; two computed targets written
    /// apart compete like any two transitions, and the same code written twice is a duplicate.
    @Test func alternativesNeverClashButSeparateComputedTargetsDo() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Left", "Right")
        test.on("Idle", "Go", alternatives: ["Left", "Right"])
        test.on("Idle", "Go", computed: "other()")
        test.on("Left", "Back", computed: "next()")
        test.on("Left", "Back", computed: "next()")
        test.on("Right", "Back", to: "Idle")
        #expect(
            summary(test) == [
                "6 note not-visible: the target `other()` is computed at run time, so `Idle` may go to any state there; "
                    + "no dead end or unreachable state was inferred from it",
                "6 error predicate-clash: transitions from `Idle` on `Go` can both fire: one goes to the state `other()` computes, the other goes to `Left`",
                "7 note not-visible: the target `next()` is computed at run time, so `Left` may go to any state there; "
                    + "no dead end or unreachable state was inferred from it",
                "8 warning duplicate-transition: transition from `Left` on `Back` is declared twice",
            ])
    }

    /// One write whose value may be any of several computed values is one note, naming the first.
    @Test func valuesComputedAtOnePlaceAreOneNote() {
        var test = TestMachine(initial: "Idle")
        test.states("Idle", "Failed")
        test.on("Idle", "Fail", computedValues: ["error", "lastError", "Failure.decode(reason)"])
        test.on("Failed", "Retry", to: "Idle")
        #expect(
            summary(test) == [
                "4 note not-visible: the target `error` (and 2 other values written there) is computed at run time, so `Idle` may go to "
                    + "any state there; no dead end or unreachable state was inferred from it"
            ])
    }
}
