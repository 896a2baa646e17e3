import FSMDiagnostics
import FSMModel
import FSMSpecLoader
import Testing

/// Every loader diagnostic, with its exact line and column.
@Suite struct LoaderDiagnosticTests {
    @Test func unknownKeyWithSpellingHint() throws {
        let result = load(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked:
                entr: [lock]
                on: { Coin: Locked }
            """)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.ruleID == "invalid-spec")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "unknown key `entr` in a state")
        #expect(diagnostic.location == at(5, 5))
        #expect(diagnostic.hint == "did you mean `entry`?")
        #expect(diagnostic.subject.machine == "Turnstile")
    }

    @Test func misspeltSynonymHint() throws {
        let diagnostic = try #require(load("machine: M\nstates:\n  A:\n    tranistions: { Go: A }\n").diagnostics.first)
        #expect(diagnostic.message == "unknown key `tranistions` in a state")
        #expect(diagnostic.hint == "did you mean `on`?")
    }

    @Test func unknownKeyWithSynonymHint() throws {
        let diagnostic = try #require(
            load(
                """
                machine: Turnstile
                initial: Locked
                states:
                  Locked:
                    transitions: { Coin: Locked }
                """
            ).diagnostics.first)
        #expect(diagnostic.message == "unknown key `transitions` in a state")
        #expect(diagnostic.location == at(5, 5))
        #expect(diagnostic.hint == "did you mean `on`?")
    }

    @Test func unknownKeyWithoutAnyCloseMatchListsTheKeys() throws {
        let diagnostic = try #require(load("machine: M\nstates: {}\ncolour: blue\n").diagnostics.first)
        #expect(diagnostic.location == at(3, 1))
        #expect(
            diagnostic.hint
                == "expected one of `machine`, `description`, `initial`, `predicates`, `events`, `semantics`, `unseen`, `properties`, `states`")
    }

    @Test func wrongValueTypes() {
        #expect(
            summaries(
                """
                machine: [A, B]
                initial: A
                predicates: [Mode]
                events: { Go: 1 }
                states:
                  A:
                    final: yes
                    abstract: "true"
                    entry: { a: b }
                    inherits: [[B]]
                    on: [Go]
                  B: [x]
                """) == [
                    "1:10 expected a machine name, found a list [invalid-spec]",
                    "3:13 expected a mapping of predicate types to their cases, found a list [invalid-spec]",
                    "4:9 expected event names, found a mapping [invalid-spec]",
                    "7:12 expected `true` or `false`, found `yes` [invalid-spec]",
                    "8:15 expected `true` or `false`, found `true` [invalid-spec]",
                    "9:12 expected action names, found a mapping [invalid-spec]",
                    "10:16 expected super state name, found a list [invalid-spec]",
                    "11:9 expected a mapping of events to transitions, found a list [invalid-spec]",
                    "12:6 expected a mapping of state properties, found a list [invalid-spec]",
                ])
    }

    @Test func missingRequiredKeys() {
        #expect(
            summaries("initial: A\n") == [
                "1:1 missing required key `machine` [invalid-spec]",
                "1:1 missing required key `states` [invalid-spec]",
            ])
        #expect(load("initial: A\n", path: "Specs/door.fsm").machines.first?.name == "door")
    }

    @Test func malformedGuardsPointAtTheBadToken() {
        #expect(
            summaries(
                """
                machine: M
                initial: A
                states:
                  A:
                    on:
                      Go:
                        - { when: Mode.fast and, to: A }
                        - { when: Mode.fast && Mode.slow, to: A }
                        - { when: (Mode.fast or Mode.slow, to: A }
                        - { when: fast, to: A }
                        - { when: Mode.fast Mode.slow, to: A }
                        - { when: "", to: A }
                        - { when: [Mode.fast], to: A }
                """) == [
                    "7:32 guard ends where a condition is expected [invalid-spec]",
                    "8:29 unexpected `&&` in guard [invalid-spec]",
                    "9:42 missing `)` to close the `(` [invalid-spec]",
                    "10:19 expected a `Type.case` atom, found `fast` [invalid-spec]",
                    "11:29 unexpected `Mode.slow` after a complete guard [invalid-spec]",
                    "12:20 empty guard expression [invalid-spec]",
                    "13:19 expected a guard expression, found a list [invalid-spec]",
                ])
    }

    @Test func transitionsThatCannotBeReadAreDropped() throws {
        let result = load(
            """
            machine: M
            initial: A
            states:
              A:
                on:
                  Go:
                    - { when: Mode.fast &, to: A }
                    - { to: [A] }
                    - { to: A, do: { x: y } }
                    - { to: A, if: { x: y } }
                    - { to: A, descripton: typo }
            """)
        #expect(result.diagnostics.count == 5)
        #expect(result.machines.first?.state("A")?.transitions.map(\.location) == [at(11, 11)])
    }

    @Test func foreignOperatorsGetAHint() throws {
        let diagnostic = try #require(load("machine: M\nstates:\n  A: { on: { Go: { when: not !Mode.fast, to: A } } }\n").diagnostics.first)
        #expect(diagnostic.location == at(3, 30))
        #expect(diagnostic.hint == "write `not` instead of `!`")
    }

    @Test func guardsNestTooDeeply() throws {
        let deep = String(repeating: "(", count: 100) + "Mode.fast" + String(repeating: ")", count: 100)
        let result = load("machine: M\nstates:\n  A: { on: { Go: { when: \"\(deep)\", to: A } } }\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "guard-too-complex")
        #expect(diagnostic.message.hasPrefix("guard nests deeper than 64 levels, so it is not read"))
        #expect(diagnostic.location == at(3, 91))
        // Kept, with its text as a condition fsmcheck does not evaluate.
        let transition = try #require(result.machines.first?.states.first?.transitions.first)
        #expect(transition.target?.name == "A")
        #expect(transition.guard.conditions == [deep])
        let negations = String(repeating: "not ", count: 10_000) + "Mode.fast"
        let negated = load("machine: M\nstates:\n  A: { on: { Go: { when: \(negations), to: A } } }\n")
        #expect(negated.diagnostics.map(\.ruleID) == ["guard-too-complex"])
        #expect(negated.machines.first?.states.first?.transitions.count == 1)
    }

    @Test func shorthandMistakes() {
        #expect(
            summaries(
                """
                machine: M
                initial: A
                states:
                  A:
                    on:
                      Go: A, log
                      Stop: A / log,, beep
                      Wait:
                      Skip: []
                      Nest: [[A]]
                      Both: { to: A / log }
                """) == [
                    "6:11 a target names one state, found `A, log` [invalid-spec]",
                    "7:13 empty action name in `A / log,, beep` [invalid-spec]",
                    "8:12 event `Wait` has no transition [invalid-spec]",
                    "9:13 event `Skip` has an empty list of transitions [invalid-spec]",
                    "10:14 expected a transition, found a list [invalid-spec]",
                    "11:19 a target names one state, found `A / log` [invalid-spec]",
                ])
    }

    @Test func inconsistentStateShapes() {
        #expect(
            summaries(
                """
                machine: M
                initial: A
                states:
                  A:
                    initial: B
                  C:
                    abstract: true
                    final: true
                  D:
                    final: true
                    states: { E: {} }
                  F:
                    initial: G
                    regions: { R: { initial: G, states: { G: {} } }, S: {} }
                    states: { H: {} }
                """) == [
                    "5:5 `initial:` needs `states:` beside it [invalid-spec]",
                    "6:3 state `C` cannot be both `abstract` and `final` [invalid-spec]",
                    "11:5 a final state cannot have `states:` [invalid-spec]",
                    "13:5 an orthogonal state enters all its regions, so it takes no `initial:` [invalid-spec]",
                    "15:5 a state has either `states:` or `regions:`, not both [invalid-spec]",
                ])
    }

    @Test func duplicateStateAcrossComposites() throws {
        let result = load(
            """
            machine: M
            initial: A
            states:
              A:
                initial: B
                states:
                  B: {}
              B: { on: { Go: A } }
            """)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.ruleID == "duplicate-state")
        #expect(diagnostic.message == "state `B` is defined twice")
        #expect(diagnostic.location == at(8, 3))
        #expect(diagnostic.notes == [Note("`B` is first defined here", at: at(7, 7))])
        #expect(diagnostic.subject.states == ["B"])
        #expect(result.machines.first?.states.map(\.name) == ["A", "B"])
    }

    @Test func duplicatesInLists() {
        #expect(
            summaries(
                """
                machine: M
                predicates: { Mode: [fast, slow, fast], Empty: [] }
                events: [Go, Go]
                states: {}
                """) == [
                    "2:34 case `fast` is listed twice [invalid-spec]",
                    "2:41 predicate type `Empty` has no cases [invalid-spec]",
                    "3:14 event `Go` is listed twice [invalid-spec]",
                ])
    }

    @Test func nonScalarNames() {
        #expect(
            summaries(
                """
                machine: M
                states:
                  ? [A]
                  : {}
                  B:
                    on:
                      ? { x: y }
                      : B
                """) == [
                    "3:5 expected a state name, found a list [invalid-spec]",
                    "7:9 expected an event name, found a mapping [invalid-spec]",
                ])
    }
}
