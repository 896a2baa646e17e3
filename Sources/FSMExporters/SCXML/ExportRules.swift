import FSMDiagnostics
import FSMModel

/// The rules `fsmcheck export` reports: where the target notation cannot say what the machine
/// means, so the exported file behaves differently.
public enum ExportRules {
    public static let semanticsChanged = RuleDescription(
        id: "export-semantics-changed",
        defaultSeverity: .warning,
        summary: "an export to SCXML behaves differently from the machine",
        rationale: """
            SCXML has one rule for a state with several transitions on one event that can fire together: \
            the first in document order whose condition holds fires. A `.fsm` or SMC machine treats guards that can hold together \
            as a clash (nondeterminism it reports), SwiftFSM lets the most specific guard win, and a Swift \
            reader lists the targets code may pick as transitions without conditions; written as SCXML, \
            each becomes "the first one wins". A target that names no state cannot be an SCXML target at \
            all: the transition is written without one (the name kept as `fsmcheck:target`), which SCXML \
            runs as a targetless transition. Only `fsmcheck export --to scxml` reports it: `lint` never \
            exports. `export --to fsm` keeps the machine's semantics (`semantics:`).
            """,
        triggeringExample: SourceExample(
            fileName: "example.fsm",
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Mode: [strict, lenient]
              Credit: [none, enough]
            states:
              Locked:
                on:
                  Coin:
                    - { when: Credit.enough, to: Unlocked }
                    - ↓{ when: Mode.lenient, to: Locked }
              Unlocked: { on: { Pass: Locked } }
            """),
        passingExample: SourceExample(
            fileName: "example.fsm",
            """
            machine: Turnstile
            initial: Locked
            predicates:
              Mode: [strict, lenient]
              Credit: [none, enough]
            states:
              Locked:
                on:
                  Coin:
                    - { when: Credit.enough, to: Unlocked }
                    - { when: Credit.none and Mode.lenient, to: Locked }
              Unlocked: { on: { Pass: Locked } }
            """)
    )

    public static let all = [semanticsChanged]
}

/// Finds what an SCXML export of a machine changes (`export-semantics-changed`).
enum SCXMLSemanticsCheck {
    static func diagnostics(for machine: Machine) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let resolution = overlapResolution(machine.semantics) {
            let shared = machine.stateIDs.lazy.filter { !machine[$0].isAbstract }.compactMap { Self.firstSharedEvent(in: $0, of: machine) }
            if let first = shared.first {
                let more = shared.count - 1
                let event = first.event.map { "on `\($0)`" } ?? "without an event"
                diagnostics.append(
                    diagnostic(
                        "scxml fires the first of `\(first.state)`'s transitions \(event) that can fire"
                            + (more > 0 ? " (and likewise in \(more) more state\(more == 1 ? "" : "s"))" : "")
                            + ", where `\(machine.name)` \(resolution)",
                        at: first.second.location, notes: [Note("the first transition is here", at: first.first.location)],
                        hint: "make the guards exclusive, or export --to fsm, which keeps the machine's semantics",
                        subject: Diagnostic.Subject(machine: machine.name, states: [first.state], event: first.event)
                    ))
            }
        }
        for id in machine.stateIDs where !machine[id].isAbstract {
            for transition in machine.effectiveTransitions(of: id) {
                guard let target = transition.target, machine.id(named: target.name).map({ machine[$0].isAbstract }) ?? true else { continue }
                diagnostics.append(
                    diagnostic(
                        "`\(target.name)` is not a state scxml can target: `\(machine[id].name)`'s transition is written without a target",
                        at: target.location, notes: [],
                        hint: "name a concrete state of the machine; the name is kept as fsmcheck:target for fsmcheck to read back",
                        subject: Diagnostic.Subject(machine: machine.name, states: [machine[id].name], event: transition.event?.name)
                    ))
            }
        }
        return diagnostics.sorted()
    }

    /// How the machine resolves transitions that can fire together, when that is not SCXML's way.
    private static func overlapResolution(_ semantics: Semantics) -> String? {
        switch semantics.guardOverlap {
        case .clash: return "reports guards that can hold together as a clash"
        case .mostSpecificWins: return "lets the most specific guard win"
        case .firstMatchWins:
            return semantics.unconditionalTransitionsAlwaysFire ? nil : "lists the targets code may pick as transitions without conditions"
        }
    }

    /// The first pair of the state's transitions on one event (or both eventless) that can fire
    /// together, so that which one SCXML picks depends on their order.
    private static func firstSharedEvent(in id: StateID, of machine: Machine) -> (
        state: String, event: String?, first: Transition, second: Transition
    )? {
        var earlier: [String?: [Transition]] = [:]
        for transition in machine.effectiveTransitions(of: id) {
            let event = transition.event?.name
            if let first = earlier[event]?.first(where: { canHoldTogether($0.guard, transition.guard, types: machine.predicateTypes) }) {
                return (machine[id].name, event, first, transition)
            }
            earlier[event, default: []].append(transition)
        }
        return nil
    }

    /// False only when no combination of the predicates' cases satisfies both guards. Opaque
    /// conditions and undeclared predicate types may hold together with anything.
    static func canHoldTogether(_ first: Guard, _ second: Guard, types: [PredicateType]) -> Bool {
        guard let one = first.predicate, let other = second.predicate else { return true }
        let named = Set((one.atoms + other.atoms).map(\.type))
        let involved = types.filter { named.contains($0.name) && !$0.cases.isEmpty }
        guard involved.count == named.count else { return true }
        let combinations = involved.reduce(1) { $0 * $1.cases.count }
        guard combinations <= 4_096 else { return true }
        for number in 0..<combinations {
            var rest = number
            var values: [String: String] = [:]
            for type in involved {
                values[type.name] = type.cases[rest % type.cases.count]
                rest /= type.cases.count
            }
            if holds(one, values), holds(other, values) { return true }
        }
        return false
    }

    private static func holds(_ expression: PredicateExpression, _ values: [String: String]) -> Bool {
        switch expression {
        case .atom(let atom): values[atom.type] == atom.value
        case .not(let inner): !holds(inner, values)
        case .and(let parts): parts.allSatisfy { holds($0, values) }
        case .or(let parts): parts.contains { holds($0, values) }
        }
    }

    private static func diagnostic(_ message: String, at location: SourceLocation, notes: [Note], hint: String, subject: Diagnostic.Subject)
        -> Diagnostic
    {
        ExportRules.semanticsChanged.diagnostic(message, at: location, notes: notes, hint: hint, subject: subject)
    }
}
