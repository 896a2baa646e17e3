import FSMChecker
import FSMModel

/// Writes a machine as a Promela model for SPIN, with each property LTL can state as a named
/// `ltl` claim, so that a team can check it with a model checker of its own (Docs/Properties.md).
///
/// The model is the configuration graph fsmcheck answers properties on (`ConfigurationSpace`):
/// `conf` is the configuration, each alternative of the loop is one step (an event, with the
/// predicate values the environment chose; under SCXML's rules, a macrostep), and `entered_X` is true right after a step that made
/// `X` active. A configuration without steps ends the run: the flags are cleared and the process
/// stops, which SPIN extends by stuttering. Claims judge runs from the initial configuration
/// (`initial_run`); compiled with `-DANYSTART` the model may also start in any configuration
/// (`from` says which), which is how the branching-time patterns (fair `response`,
/// `always-reachable`) are asked as reachability questions. `ALLOW(k)` and `TAKEN` let a driver
/// replay a counterexample: it defines them to admit only the steps of its trace.
enum PromelaExporter {
    static func export(_ machine: Machine) -> String {
        let space = ConfigurationSpace(machine)
        var names = PromelaNames(machine)
        var lines = header(machine, space: space)
        lines += declarations(machine, names: &names)
        lines += body(machine, space: space, names: names)
        lines += claims(machine, starts: space.starts, names: names)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func header(_ machine: Machine, space: ConfigurationSpace) -> [String] {
        var lines = [
            "/* \(comment(machine.name)): a Promela model written by fsmcheck (export --to promela) from \(comment(machine.location.file)).",
            " * The statechart is flattened to its configurations; each loop alternative is one step, with the",
            " * predicate values the environment chose. Check a claim with: spin -a FILE && gcc -o pan pan.c && ./pan -a -N CLAIM",
        ]
        if let noStart = space.noStart {
            lines.append(" * No run: \(comment(noStart)). States: \(comment(machine.states.map(\.name).joined(separator: ", "))).")
        }
        if !space.isComplete { lines.append(" * Not every configuration is listed: fsmcheck's search stopped at its limit.") }
        if space.hasUnfollowedMoves { lines.append(" * Moves fsmcheck cannot follow (targets computed at run time, hidden code) are left out.") }
        for state in machine.states {
            for transition in state.transitions {
                guard let code = transition.computedTarget else { continue }
                lines.append(
                    " * Left out: \(comment(state.name)) on \(comment(transition.event?.name ?? "(no event)")) goes to the state \(comment(code)) computes."
                )
            }
        }
        lines.append(" *")
        lines.append(" * configurations:")
        lines += space.configurations.enumerated().map { " *   \($0.offset): \(comment($0.element.joined(separator: ", ")))" }
        lines.append(" * steps (ALLOW's numbers):")
        lines += stepKeys(space).enumerated().map { " *   \($0.offset): \(comment($0.element))" }
        lines.append(" */")
        lines.append("#define CONFIGURATIONS \(space.configurations.count)")
        lines += ["#ifndef ALLOW", "#define ALLOW(k) true", "#endif", "#ifndef TAKEN", "#define TAKEN skip", "#endif", ""]
        return lines
    }

    /// The distinct transitions steps fire, in order of first use: what `ALLOW(k)` numbers.
    static func stepKeys(_ space: ConfigurationSpace) -> [String] {
        var seen: Set<String> = []
        return space.steps.map(\.key).filter { seen.insert($0).inserted }
    }

    private static func declarations(_ machine: Machine, names: inout PromelaNames) -> [String] {
        var lines = ["int conf = -1;", "int from = -1;", "bool initial_run = false;", "bool moved = false;"]
        for state in names.flagged { lines.append("bool \(names.entered(state)) = false;") }
        for (index, property) in machine.properties.enumerated() {
            guard case .response(let from, let to, _) = property.pattern else { continue }
            lines.append("bool \(names.pending(index)) = false; /* `\(comment(from.name))` entered, `\(comment(to.name))` not since */")
        }
        return lines + [""]
    }

    private static func body(_ machine: Machine, space: ConfigurationSpace, names: PromelaNames) -> [String] {
        var lines = ["active proctype machine() {", "    if"]
        for start in space.starts {
            lines.append(
                "    :: d_step { conf = \(start); from = \(start); initial_run = true; \(flags(for: space.activeStates[start], names: names, machine: machine)) }"
            )
        }
        lines.append("#ifdef ANYSTART")
        for configuration in space.configurations.indices {
            lines.append(
                "    :: d_step { conf = \(configuration); from = \(configuration); \(flags(for: space.activeStates[configuration], names: names, machine: machine)) }"
            )
        }
        lines += ["#endif", "    fi;", "    do"]
        let keys = Dictionary(stepKeys(space).enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var hasSteps = Set<Int>()
        for step in space.steps {
            hasSteps.insert(step.from)
            let set = flags(for: step.entered, names: names, machine: machine, isStep: true)
            lines.append(
                "    :: conf == \(step.from) && ALLOW(\(keys[step.key] ?? 0)) -> d_step { conf = \(step.to); moved = true; \(set) TAKEN } /* \(comment(step.label)) */"
            )
        }
        let clear = names.flagged.map { "\(names.entered($0)) = false;" }.joined(separator: " ")
        for configuration in space.configurations.indices where !hasSteps.contains(configuration) {
            lines.append("    :: conf == \(configuration) -> d_step { \(clear) skip }; break /* the run stops */")
        }
        if space.configurations.isEmpty { lines.append("    :: break") }
        return lines + ["    od", "}", ""]
    }

    /// The assignments of the flags after entering `entered` (and, for a step, the response monitors).
    private static func flags(for entered: [String], names: PromelaNames, machine: Machine, isStep: Bool = false) -> String {
        let set = Set(entered)
        var parts = names.flagged.map { "\(names.entered($0)) = \(set.contains($0));" }
        for (index, property) in machine.properties.enumerated() {
            guard case .response(let from, let to, _) = property.pattern else { continue }
            if set.contains(to.name) {
                parts.append("\(names.pending(index)) = false;")
            } else if set.contains(from.name) {
                parts.append("\(names.pending(index)) = true;")
            } else if !isStep {
                parts.append("\(names.pending(index)) = false;")
            }
        }
        return parts.joined(separator: " ")
    }

    /// One claim per property; `reachable` from several starts (it must hold from each) gets one
    /// claim per start, each asking about the runs that begin there.
    private static func claims(_ machine: Machine, starts: [Int], names: PromelaNames) -> [String] {
        var lines: [String] = []
        for (index, property) in machine.properties.enumerated() {
            let claim = names.claim(index, property)
            let flag = { (reference: Reference) in names.entered(reference.name) }
            lines.append("/* \(comment(property.text)) */")
            switch property.pattern {
            case .never(let state):
                lines.append("ltl \(claim) { [] !(initial_run && \(flag(state))) }")
            case .reachable(let state) where starts.count > 1:
                lines.append("/* it must hold from each start: it HOLDS when every one of these claims is violated */")
                for start in starts {
                    lines.append("ltl \(claim)_from_\(start) { [] !(initial_run && from == \(start) && \(flag(state))) }")
                }
            case .reachable(let state):
                lines.append("/* a violation of this claim means the property HOLDS: a run enters the state */")
                lines.append("ltl \(claim) { [] !(initial_run && \(flag(state))) }")
            case .precedence(let state, let requires):
                lines.append("ltl \(claim) { !((!\(flag(requires))) U (initial_run && \(flag(state)) && !\(flag(requires)))) }")
            case .response(let from, let to, true):
                lines.append("ltl \(claim) { [] ((initial_run && \(flag(from))) -> <> \(flag(to))) }")
            case .response, .alwaysReachable:
                lines.append("/* not an LTL claim: it assumes fairness (response) or asks about every configuration (always-reachable);")
                lines.append(" * ask SPIN reachability questions instead: compile with -DANYSTART and check [] !(from == C && moved && entered_X) */")
            }
        }
        return lines
    }

    /// Text safe inside a Promela comment.
    static func comment(_ text: String) -> String {
        text.replacing("*/", with: "* /").replacing("\n", with: " ")
    }
}

/// The identifiers of a Promela model: a flag per state a property names, a monitor bit per
/// `response`, a claim per property.
struct PromelaNames {
    /// The states properties name, in the order first named.
    let flagged: [String]
    private let identifiers: [String: String]

    init(_ machine: Machine) {
        var flagged: [String] = []
        for property in machine.properties {
            for state in property.states.map(\.name) where !flagged.contains(state) && machine.id(named: state) != nil { flagged.append(state) }
        }
        self.flagged = flagged
        var pool = IdentifierPool(isReserved: { PromelaNames.keywords.contains($0) })
        identifiers = Dictionary(uniqueKeysWithValues: flagged.map { ($0, pool.identifier(for: $0)) })
    }

    func entered(_ state: String) -> String { "entered_\(identifiers[state] ?? "unknown")" }

    func pending(_ index: Int) -> String { "pending_\(index + 1)" }

    func claim(_ index: Int, _ property: Property) -> String {
        "p\(index + 1)_\(property.keyword.replacing("-", with: "_"))"
    }

    static let keywords: Set<String> = ["active", "assert", "atomic", "bit", "bool", "break", "byte", "do", "else", "fi", "if", "int", "od", "skip"]
}
