/// Rules that more than one loader reports, described once.
public enum CommonRules {
    public static let parseError = RuleDescription(
        id: "parse-error",
        defaultSeverity: .error,
        summary: "the file cannot be read as a state machine",
        rationale: """
            A file fsmcheck cannot read is a file it cannot check: every other rule is silent about it. \
            This covers YAML syntax errors, text that is not UTF-8, binary files, a document that is not \
            a mapping, and Swift files with syntax errors (what parsed is still read, and what a \
            machine depends on but could not be read is a note, but a machine in such a file gets no \
            other error or warning: a `missing-initial` or a `dead-end` there would be the syntax \
            error's doing, said again).
            """,
        triggeringExample: SourceExample(
            """
            machine: Broken
            initial: A
            states: [A, B
            ↓
            """),
        passingExample: SourceExample(
            """
            machine: Fine
            initial: A
            states:
              A: { on: { Go: B } }
              B: { on: { Back: A } }
            """)
    )

    public static let duplicateState = RuleDescription(
        id: "duplicate-state",
        defaultSeverity: .error,
        summary: "a state name is defined twice in one machine",
        rationale: """
            Targets, `initial:` and `inherits:` name states, so a name must mean one state. Two states \
            of the same name, even in different composites, make every reference to that name \
            ambiguous; the second definition and everything inside it are ignored until it is renamed. \
            In Swift, Machinus stops the app with a fatal error when a machine configures one state twice.
            """,
        triggeringExample: SourceExample(
            """
            machine: Player
            initial: Stopped
            states:
              Stopped: { on: { Play: Playing } }
              Playing:
                initial: Paused
                states:
                  Paused: { on: { Resume: Stopped } }
                  ↓Stopped: { on: { Play: Paused } }
            """),
        passingExample: SourceExample(
            """
            machine: Player
            initial: Stopped
            states:
              Stopped: { on: { Play: Playing } }
              Playing:
                initial: Paused
                states:
                  Paused: { on: { Resume: Running } }
                  Running: { on: { Pause: Paused, Stop: Stopped } }
            """)
    )

    /// How many alternatives of simple conditions a guard may expand to before the checker stops
    /// comparing it (the checker's `GuardNormalizer`), said here because the rule's text quotes it.
    public static let guardTermLimit = 256
    /// How deep a `.fsm` guard may nest before the loader stops reading it: deeper, a hostile guard
    /// would overflow the stack of every recursive consumer of the expression tree.
    public static let guardNestingLimit = 64

    /// Reported by the checker for guards too large to compare, and by the `.fsm` loader for guards
    /// nested too deep to read: both are limits of fsmcheck, checked around, not faults of the machine.
    public static let guardTooComplex = RuleDescription(
        id: "guard-too-complex",
        defaultSeverity: .note,
        summary: "a guard, or a state's transitions on one event, too large for fsmcheck to compare",
        rationale: """
            To compare guards, fsmcheck rewrites each as alternatives of simple conditions. An \
            `and` of many `or`s multiplies them, and past \(guardTermLimit) alternatives \
            fsmcheck stops rather than slow down: that guard is not checked for clashes or \
            contradictions. A `.fsm` guard nested more than \(guardNestingLimit) levels deep (parentheses \
            and `not`) is not read at all: the transition is kept, its guard taken as a condition \
            fsmcheck cannot evaluate. Such a guard is also hard for people to read; split the transition. \
            Likewise, a state with thousands of transitions on one event is not compared pair by \
            pair for clashes (or, where the first match wins, for shadowed transitions). It is a \
            limit of the tool, so it is a note and never fails `--strict`; `.fsmcheck.yml` can raise it.
            """,
        triggeringExample: SourceExample(
            """
            machine: Lamp
            initial: Off
            predicates: { A: [x, y], B: [x, y], C: [x, y], D: [x, y], E: [x, y], F: [x, y], G: [x, y], H: [x, y], I: [x, y], J: [x, y], K: [x, y], L: [x, y], M: [x, y], N: [x, y], O: [x, y], P: [x, y], Q: [x, y] }
            states:
              Off:
                on:
                  Switch:
                    - ↓when: (A.x or B.x or C.x) and (D.x or E.x or F.x) and (G.x or H.x or I.x) and (J.x or K.x or L.x) and (M.x or N.x or O.x) and (P.x or Q.x)
                      to: On
              On: { on: { Switch: Off } }
            """),
        passingExample: SourceExample(
            """
            machine: Lamp
            initial: Off
            predicates: { A: [x, y], B: [x, y], C: [x, y], D: [x, y], E: [x, y], F: [x, y], G: [x, y], H: [x, y], I: [x, y], J: [x, y], K: [x, y], L: [x, y], M: [x, y], N: [x, y], O: [x, y], P: [x, y], Q: [x, y] }
            states:
              Off:
                on:
                  Switch:
                    - when: (A.x or B.x or C.x) and (D.x or E.x or F.x) and (G.x or H.x or I.x) and (J.x or K.x or L.x) and (M.x or N.x or O.x)
                      to: On
              On: { on: { Switch: Off } }
            """),
        moreTriggeringExamples: [deeplyNestedGuard(levels: guardNestingLimit + 1)],
        morePassingExamples: [deeplyNestedGuard(levels: guardNestingLimit)]
    )

    /// A lamp whose guard is `A.x` inside `levels` parentheses, the marker at the first one past the limit.
    private static func deeplyNestedGuard(levels: Int) -> SourceExample {
        let opening = (0..<levels).map { $0 == guardNestingLimit ? "↓(" : "(" }.joined()
        return SourceExample(
            """
            machine: Lamp
            initial: Off
            predicates: { A: [x, y] }
            states:
              Off: { on: { Switch: { when: "\(opening)A.x\(String(repeating: ")", count: levels))", to: On } } }
              On: { on: { Switch: Off } }
            """)
    }
}
