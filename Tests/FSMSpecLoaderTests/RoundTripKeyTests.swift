import FSMModel
import Testing

/// The keys `export --to fsm` writes for what the core format cannot say: `always:`, `history:`,
/// `override:`, `dynamic:`, `computed:`, `semantics:` and `unseen:`.
@Suite struct RoundTripKeyTests {
    static let player = """
        machine: Player
        initial: Idle
        semantics: { guards: firstMatchWins, overrides: explicit }
        states:
          Idle:
            on: { Play: Playing }
            always:
              - { to: Playing, if: ["autoplay"] }
              - Done / log
          Playing:
            initial: Video
            states:
              Resume:
                history: deep
                always: Video
              Video: { on: { Stop: Idle } }
              Again: { history: shallow }
          Done: { final: true }
        """

    @Test func eventlessTransitionsAreReadInOrderWithLocations() throws {
        let machine = try #require(loadMachine(Self.player))
        let transitions = try #require(machine.state("Idle")?.transitions)
        #expect(transitions.map { $0.event?.name } == ["Play", nil, nil])
        #expect(transitions[1].target == Reference("Playing", at: at(8, 15)))
        #expect(transitions[1].guard.conditions == ["autoplay"])
        #expect(transitions[1].location == at(8, 9))
        #expect(transitions[2].target == Reference("Done", at: at(9, 9)))
        #expect(transitions[2].actions == [Reference("log", at: at(9, 16))])
    }

    @Test func historyStatesAreReadWithTheirDefault() throws {
        let machine = try #require(loadMachine(Self.player))
        #expect(machine.state("Resume")?.kind == .deepHistory)
        #expect(machine.state("Again")?.kind == .shallowHistory)
        let defaultTransition = try #require(machine.state("Resume")?.transitions.first)
        #expect(defaultTransition.event == nil)
        #expect(defaultTransition.target == Reference("Video", at: at(15, 17)))
        #expect(defaultTransition.location == at(15, 9))
    }

    @Test func semanticsAreRead() throws {
        let machine = try #require(loadMachine(Self.player))
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .explicit))
        #expect(try #require(loadMachine("machine: M\ninitial: A\nstates: { A: {} }\n")).semantics == .spec)
    }

    @Test func overrideAndDynamicMarkTransitions() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: M
                initial: A
                states:
                  Base: { abstract: true, on: { Reset: A } }
                  A:
                    inherits: [Base]
                    on:
                      Reset: { to: B, override: true }
                      Go: [{ to: A, dynamic: true }, { to: B, dynamic: false }]
                  B: {}
                """))
        let transitions = try #require(machine.state("A")?.transitions)
        #expect(transitions.map(\.isOverride) == [true, false, false])
        #expect(transitions.map(\.isDynamic) == [false, true, false])
    }

    @Test func computedTargetsAreDynamicTransitionsToAnyState() throws {
        let machine = try #require(loadMachine("machine: M\ninitial: A\nstates:\n  A: { on: { Go: { computed: \"self.next()\", do: [log] } } }\n"))
        let transition = try #require(machine.state("A")?.transitions.first)
        #expect(transition.target == nil && transition.computedTarget == "self.next()")
        #expect(transition.isDynamic && !transition.isInternal)
        #expect(transition.actions.map(\.name) == ["log"])
    }

    @Test func unseenFactsAreReadWithTheirLocations() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: M
                unseen: { initial: "a parameter", predicates: { Weather: "declared elsewhere" }, types: "either order" }
                states: { A: {} }
                """))
        #expect(
            machine.unseen == [
                Unseen(.initialState, reason: "a parameter", at: at(2, 11)),
                Unseen(.predicateType("Weather"), reason: "declared elsewhere", at: at(2, 49)),
                Unseen(.stateType, reason: "either order", at: at(2, 82)),
            ])
        #expect(machine.initialStateIsUnseen)
    }

    /// `cancelledByInvoker:` keeps that an SCXML session given inline in an `<invoke>` ends with its invoker.
    @Test func aSessionCancelledByItsInvokerStaysSo() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: Call
                initial: Ringing
                semantics: { guards: firstMatchWins, overrides: implicit, cancelledByInvoker: true }
                states:
                  Ringing: {}
                """))
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, cancelledByInvoker: true))
    }

    /// `ordered:` keeps the order of transitions across events (SCXML: the first match wins, and
    /// `entering` also matches `entering.s011`); `guardText:` keeps the guard as it was shown.
    @Test func orderedTransitionsKeepTheirOrderAndGuardText() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: M
                initial: A
                semantics: { guards: firstMatchWins, overrides: implicit, unconditionalAlwaysFires: true }
                states:
                  A:
                    ordered:
                      - { on: entering.s012, to: B, if: ["x == 1"] }
                      - { on: entering, to: A, guardText: "<- .ready" }
                      - { to: B }
                      - { on: entering.s011, to: B }
                  B: {}
                """))
        let transitions = try #require(machine.state("A")?.transitions)
        #expect(transitions.map { $0.event?.name } == ["entering.s012", "entering", nil, "entering.s011"])
        #expect(transitions.map { $0.target?.name } == ["B", "A", "B", "B"])
        #expect(transitions[0].guard == Guard(conditions: ["x == 1"]))
        #expect(transitions[1].guard.text == "<- .ready")
        #expect(transitions[1].event?.location == at(8, 15))
        #expect(transitions[2].location == at(9, 9))
    }

    @Test(arguments: [
        ("  A: { ordered: { Go: A } }\n", ["4:17 expected a list of transitions, found a mapping [invalid-spec]"]),
        ("  A: { ordered: [A] }\n", ["4:18 expected a transition mapping, found `A` [invalid-spec]"]),
        ("  A: { on: { Go: { on: Go, to: A } } }\n", ["4:20 unknown key `on` in a transition [invalid-spec]"]),
        ("  A: { history: deep }\n", ["4:8 a history state must be inside the state whose history it remembers [invalid-spec]"]),
        (
            "  P:\n    initial: H\n    states:\n      H: { history: recent }\n",
            ["7:21 expected `shallow` or `deep`, found `recent` [invalid-spec]"]
        ),
        (
            "  P:\n    initial: H\n    states:\n      H: { history: deep, final: true }\n",
            ["7:7 state `H` cannot be both `final` and `history` [invalid-spec]"]
        ),
        (
            "  P:\n    initial: H\n    states:\n      H: { history: deep, states: { X: {} } }\n",
            ["7:27 a history state cannot have `states:` [invalid-spec]"]
        ),
        ("  A: { always: [] }\n", ["4:16 `always:` has an empty list of transitions [invalid-spec]"]),
        ("  A: { always: '' }\n", ["4:16 `always:` has no transition [invalid-spec]"]),
        ("  A: { always: [[A]] }\n", ["4:17 expected a transition, found a list [invalid-spec]"]),
        ("  A: { on: { Go: { to: A, override: yes } } }\n", ["4:37 expected `true` or `false`, found `yes` [invalid-spec]"]),
        ("  A: { on: { Go: { to: A, dinamic: true } } }\n", ["4:27 unknown key `dinamic` in a transition [invalid-spec]"]),
        ("  A: { on: { Go: { to: A, computed: next } } }\n", ["4:24 a transition goes to `to:` or to a `computed:` state, not both [invalid-spec]"]),
        ("  A: { on: { Go: { computed: [next] } } }\n", ["4:30 expected the code that computes the target, found a list [invalid-spec]"]),
    ])
    func badExtensionValuesAreReported(states: String, expected: [String]) {
        #expect(summaries("machine: M\ninitial: A\nstates:\n" + states) == expected)
    }

    @Test func aTransitionWithABadFlagIsDropped() throws {
        let machine = try #require(loadMachine("machine: M\ninitial: A\nstates:\n  A: { on: { Go: { to: A, dynamic: maybe } } }\n"))
        #expect(machine.state("A")?.transitions.isEmpty == true)
    }

    @Test(arguments: [
        (
            "semantics: { guards: firstMatchWin }",
            "4:22 expected one of `clash`, `mostSpecificWins`, `firstMatchWins`, found `firstMatchWin` [invalid-spec]",
            "did you mean `firstMatchWins`?"
        ),
        (
            "semantics: { overrides: explict }", "4:25 expected one of `implicit`, `explicit`, found `explict` [invalid-spec]",
            "did you mean `explicit`?"
        ),
        ("semantics: { guard: clash }", "4:14 unknown key `guard` in `semantics:` [invalid-spec]", "did you mean `guards`?"),
        ("semantics: clash", "4:12 expected a mapping with `guards:` and `overrides:`, found `clash` [invalid-spec]", nil),
        ("unseen: { initail: x }", "4:11 unknown key `initail` in `unseen:` [invalid-spec]", "did you mean `initial`?"),
        (
            "unseen: { predicates: [Weather] }",
            "4:23 expected a mapping of predicate types to why they are not visible, found a list [invalid-spec]", nil
        ),
    ])
    func badSemanticsAreReported(line: String, expected: String, hint: String?) {
        let text = "machine: M\ninitial: A\nstates: { A: {} }\n\(line)\n"
        #expect(summaries(text) == [expected])
        #expect(load(text).diagnostics.first?.hint == hint)
    }
}
