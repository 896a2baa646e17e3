/// Rules that more than one loader reports, described once.
public enum CommonRules {
    public static let parseError = RuleDescription(
        id: "parse-error",
        defaultSeverity: .error,
        summary: "the file cannot be read as a state machine",
        rationale: """
            A file fsmcheck cannot read is a file it cannot check: every other rule is silent about it. \
            This covers YAML syntax errors, text that is not UTF-8 (nor in the encoding an XML \
            declaration or a byte-order mark names), binary files, a document that is not a mapping, \
            and Swift files with syntax errors from which a machine is read (what parsed is still \
            read, and what a machine depends on but could not be read is a note, but a machine in \
            such a file gets no other error or warning: a `missing-initial` or a `dead-end` there \
            would be the syntax error's doing, said again; a Swift file that holds no machine read \
            gets a note instead, its syntax being the compiler's business).
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

    /// Reported by the SMC loader for SourceForge SMC and by the file reader for an encoding this
    /// platform cannot decode: files their own tools read, which fsmcheck cannot, so a note and
    /// never a `parse-error` (a limit of the tool must not fail `--strict`).
    public static let unsupportedFormat = RuleDescription(
        id: "unsupported-format",
        defaultSeverity: .note,
        summary: "a file in a notation or an encoding fsmcheck does not read, which it skips",
        rationale: """
            Some files that look like state-machine sources are written for tools fsmcheck does not \
            imitate: a `.sm` file in SourceForge SMC's notation (`%class`, `%start`, `%map … %%`) \
            rather than Uncle Bob's, or XML declared in an encoding this machine cannot convert (a \
            name the C library's `iconv` does not know, or a slim image without glibc's `gconv` \
            modules), or a file git-crypt encrypted in a clone not unlocked. Their own tools read \
            them, so they are not broken, and fsmcheck says \
            once per file that it skipped it rather than report a `parse-error`. It is a limit of \
            the tool, so it is a note and never fails `--strict`; exclude the file in \
            `.fsmcheck.yml` to drop the note, or save the XML as UTF-8 to have it checked.
            """,
        triggeringExample: SourceExample(
            fileName: "example.sm",
            """
            ↓%class Turnstile
            %start MainMap::Locked

            %map MainMap
            %%
            Locked
            {
                Coin    Unlocked    { unlock(); }
            }
            Unlocked
            {
                Pass    Locked      { lock(); }
            }
            %%
            """),
        passingExample: SourceExample(
            fileName: "example.sm",
            """
            Initial: Locked
            FSM: Turnstile
            {
              Locked Coin Unlocked unlock
              Unlocked Pass Locked lock
            }
            """)
    )

    /// Said by the checker for what a machine's source keeps out of sight (`Unseen`), and by the
    /// SCXML loader for a `<state src="…">` whose file is not in the run.
    public static let notVisible = RuleDescription(
        id: "not-visible",
        defaultSeverity: .note,
        summary: "part of a machine is hidden from fsmcheck, so the checks that depend on it were skipped",
        rationale: """
            fsmcheck reads source without compiling or running it, and only the files it is given: an \
            initial state passed in, a predicate enum of another module, a target computed at run \
            time, an SCXML `<state src="…">` whose file is not in the run cannot be seen. That is a \
            limit of the tool, not a fault of the machine, so it is never an error: every check that \
            does not depend on the hidden part still runs, and this note says once what was hidden \
            and what was not checked. Without an initial state every state may be the first, so dead \
            ends and traps are still found but nothing is unreachable. A predicate type not read has \
            the cases its guards name and maybe others: two of them exclude each other, and it \
            overlaps every other type. A computed target, a hidden state's content and a transition \
            into it may go to any state. Generic arguments whose order a library's releases differ \
            in (`Automaton<Mode, Key>`), with nothing the code names to tell which holds the states, \
            bind neither type.
            """,
        triggeringExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                func build(_ fsm: FSM<State, Event>) throws {
                    try ↓fsm.buildTable {
                        define(.locked) { when(.coin) | then(.unlocked) }
                        define(.unlocked) { when(.pass) | then(.locked) }
                    }
                }
            }
            """
        ),
        passingExample: SourceExample(
            fileName: "example.swift",
            """
            final class Turnstile: SyntaxBuilder {
                enum State { case locked, unlocked }
                enum Event { case coin, pass }

                let fsm = FSM<State, Event>(initialState: .locked)

                func build() throws {
                    try fsm.buildTable {
                        define(.locked) { when(.coin) | then(.unlocked) }
                        define(.unlocked) { when(.pass) | then(.locked) }
                    }
                }
            }
            """
        ),
        moreTriggeringExamples: [
            SourceExample(
                fileName: "example.scxml",
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
                  <state id="idle"><transition event="pay" target="paying"/></state>
                  <state id="paying" ↓src="payment.scxml"/>
                </scxml>
                """)
        ]
    )

    /// A name used as a state that no state has: the checker reports it, and the SMC loader for the
    /// rows without an event, which never reach the model (same id, so configuration, suppressions
    /// and baselines treat both alike).
    public static let undefinedState = RuleDescription(
        id: "undefined-state",
        defaultSeverity: .error,
        summary: "a target, initial state or inherited super state that is not defined",
        rationale: """
            A transition to a state that does not exist leads nowhere: at run time it fails or is \
            dropped, and usually the name is a typo for a state that does exist. The same goes for \
            an initial state or an inherited super state.
            """,
        triggeringExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: ↓Unlcoked } }
              Unlocked: { on: { Pass: Locked } }
            """),
        passingExample: SourceExample(
            """
            machine: Turnstile
            initial: Locked
            states:
              Locked: { on: { Coin: Unlocked } }
              Unlocked: { on: { Pass: Locked } }
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
