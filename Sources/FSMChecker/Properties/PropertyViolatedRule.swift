import FSMDiagnostics
import FSMModel

/// A property the team stated that some run breaks, with that run as the finding's witness.
struct PropertyViolatedRule: CheckerRule {
    static let description = RuleDescription(
        id: "property-violated",
        defaultSeverity: .error,
        summary: "a stated property (`never`, `reachable`, `always-reachable`, `precedence`, `response`) that some run breaks",
        rationale: """
            Structure is not behaviour: a machine with no dead end can still ship before payment. A \
            property says in plain words what every run must do, and fsmcheck answers it on every \
            configuration the machine can reach (with SCXML's eventless transitions, every stable one), \
            with the shortest run that breaks it as the witness \
            (Docs/Properties.md). It is an error only when every step of that run is exact; a run through \
            a condition fsmcheck cannot evaluate or a target code picks is a note that the property may be \
            violated, and a property fsmcheck cannot decide (no visible initial state, moves it cannot \
            follow) is a note saying why, never a pass.
            """,
        triggeringExample: SourceExample(
            """
            machine: Checkout
            initial: Cart
            properties:
              - ↓precedence: { state: Shipped, requires: Paid }
            states:
              Cart: { on: { Pay: Paid, Ship: Shipped } }
              Paid: { on: { Ship: Shipped } }
              Shipped: { on: { Reset: Cart } }
            """),
        passingExample: SourceExample(
            """
            machine: Checkout
            initial: Cart
            properties:
              - precedence: { state: Shipped, requires: Paid }
            states:
              Cart: { on: { Pay: Paid } }
              Paid: { on: { Ship: Shipped } }
              Shipped: { on: { Reset: Cart } }
            """),
        moreTriggeringExamples: [
            SourceExample(
                """
                machine: Alarm
                initial: Armed
                properties:
                  - ↓response: { from: Alarming, to: Locked }
                  - ↓always-reachable: Armed
                states:
                  Armed: { on: { Intrude: Alarming } }
                  Alarming: { on: { Cut: Broken, Reset: Locked } }
                  Locked: { on: { Arm: Armed } }
                  Broken: {}
                """)
        ],
        morePassingExamples: [
            SourceExample(
                """
                machine: Player
                initial: Idle
                properties:
                  - always-reachable: Idle
                  - response: { from: Playing, to: Idle }
                  - never: Broken
                  - reachable: Paused
                states:
                  Idle: { on: { Play: Playing } }
                  Playing: { on: { Pause: Paused, Stop: Idle } }
                  Paused: { on: { Play: Playing, Stop: Idle } }
                  Broken: {}
                """)
        ]
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        let properties = analysis.machine.properties.filter { InvalidPropertyRule.unknownNames(in: $0, of: analysis.machine).isEmpty }
        guard !properties.isEmpty else { return [] }
        let evaluator = PropertyEvaluator(analysis)
        return properties.compactMap { property in
            let verdict = evaluator.verdict(for: property)
            let subject = analysis.subject(states: property.states.map(\.name))
            switch verdict.status {
            case .holds:
                return nil
            case .violated:
                return finding(
                    "property `\(property.text)` is violated: \(verdict.failure ?? "a run breaks it")", at: property.location,
                    hint: Self.hint(for: property), subject: subject, witness: verdict.witness)
            case .mayBeViolated:
                return finding(
                    "property `\(property.text)` may be violated: \(verdict.failure ?? "a run may break it"); \(verdict.reason ?? "")",
                    at: property.location, severity: .note,
                    hint: "the counterexample goes through what fsmcheck cannot check; check that step by hand",
                    subject: subject, witness: verdict.witness)
            case .undecided:
                return finding(
                    "cannot decide property `\(property.text)`: \(verdict.reason ?? "fsmcheck cannot see every run")", at: property.location,
                    severity: .note, subject: subject)
            }
        }
    }

    private static func hint(for property: Property) -> String {
        switch property.pattern {
        case .reachable(let state): "add a transition that leads to `\(state.name)`, or drop the property if the state is gone on purpose"
        case .never(let state): "remove or guard the transitions the counterexample takes into `\(state.name)`"
        case .alwaysReachable(let state): "give the states the counterexample ends in a way back to `\(state.name)`"
        case .precedence(let state, let requires): "make every way into `\(state.name)` pass through `\(requires.name)` first"
        case .response(_, let to, _): "give the states the counterexample ends in a way to `\(to.name)`"
        }
    }
}

/// A property naming a state the machine does not have, or one that is never active.
struct InvalidPropertyRule: CheckerRule {
    static let description = RuleDescription(
        id: "invalid-property",
        defaultSeverity: .error,
        summary: "a property that names a state the machine does not have, or one that is never active",
        rationale: """
            A property about a state that does not exist can neither hold nor fail: usually the name is a \
            typo, or the state was renamed and the property was not. An abstract super state or a history \
            state is never active itself, so a property cannot be about it either.
            """,
        triggeringExample: SourceExample(
            """
            machine: Checkout
            initial: Cart
            properties:
              - never: ↓Shiped
            states:
              Cart: { on: { Pay: Paid } }
              Paid: { on: { Ship: Shipped } }
              Shipped: { on: { Reset: Cart } }
            """),
        passingExample: SourceExample(
            """
            machine: Checkout
            initial: Cart
            properties:
              - reachable: Shipped
            states:
              Cart: { on: { Pay: Paid } }
              Paid: { on: { Ship: Shipped } }
              Shipped: { on: { Reset: Cart } }
            """)
    )

    func check(_ analysis: MachineAnalysis) -> [Diagnostic] {
        var hints = NameHints(analysis.stateNames)
        return analysis.machine.properties.flatMap { property in
            Self.unknownNames(in: property, of: analysis.machine).map { reference, problem in
                finding(
                    "property `\(property.text)` names `\(reference.name)`, which \(problem)", at: reference.location,
                    hint: problem == Self.notAState ? hints.hint(for: reference.name) : "name the states inside it instead",
                    subject: analysis.subject(states: property.states.map(\.name)))
            }
        }
    }

    static let notAState = "is not a state of the machine"

    /// The names of a property that are not states that can be active, each with what is wrong.
    static func unknownNames(in property: Property, of machine: Machine) -> [(Reference, String)] {
        property.states.compactMap { reference in
            guard let id = machine.resolve(reference.name) else { return (reference, notAState) }
            if machine[id].isAbstract { return (reference, "is an abstract super state, never active itself") }
            if machine[id].isHistory { return (reference, "is a history state, never active itself") }
            return nil
        }
    }
}
