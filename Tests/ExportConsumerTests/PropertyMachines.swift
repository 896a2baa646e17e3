/// Machines of varied shapes with properties, written as `.fsm` text from a seed, for comparing
/// fsmcheck's answers with SPIN's: flat states with guards over a predicate (the environment's
/// choice), internal and self transitions, cycles and dead ends; a composite state with a
/// transition of its own; orthogonal regions stepping together on a shared event, each with a
/// choice on it (two transitions whose guards overlap: every combination is a step); a final state.
struct PropertyMachines {
    private var seed: UInt64

    init(seed: UInt64) { self.seed = seed }

    /// SplitMix64: the same machines on every run and every platform.
    private mutating func next(_ bound: Int) -> Int {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var mixed = seed
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }

    /// The `index`-th machine: its shape rotates through flat, composite, regions and both. With
    /// `eventless`, it follows SCXML's rules (a transition without an event fires by itself, the
    /// first that matches wins) and one or two of its flat states leave at once by such a transition.
    mutating func machine(_ index: Int, eventless: Bool = false) -> String {
        let flatCount = 3 + next(4)
        let flat = (0..<flatCount).map { "S\($0)" }
        let hasComposite = index % 4 == 1 || index % 4 == 3
        let hasRegions = index % 4 == 2 || index % 4 == 3
        let hasFinal = next(2) == 0
        var targets = flat + (hasComposite ? ["C", "C1"] : []) + (hasRegions ? ["K"] : []) + (hasFinal ? ["F"] : [])
        targets = Array(Set(targets)).sorted()
        var lines = ["machine: M\(index)", "initial: S0", "predicates:", "  Mode: [a, b]", "states:"]
        if eventless { lines.insert("semantics: { guards: firstMatchWins, unconditionalAlwaysFires: true }", at: 2) }
        let passing = eventless ? Set((0..<2).map { _ in pick(flat) }) : []
        for state in flat {
            let onward = targets.filter { $0 != state }
            lines.append("  \(state):" + (passing.contains(state) ? " { always: \(pick(onward)) }" : transitions(from: state, targets: targets)))
        }
        if hasComposite {
            lines += [
                "  C:", "    initial: C0", "    states:", "      C0: { on: { E0: C1 } }",
                "      C1: { on: { E1: \(pick(flat)), E2: C0 } }", "    on:", "      Out: \(pick(flat))",
            ]
        }
        if hasRegions {
            lines += [
                "  K:", "    regions:",
                "      R1: { initial: A0, states: { A0: { on: { Sync: [ { when: Mode.a, to: A1 }, { when: Mode.a, to: A2 }, { when: Mode.b, to: A1 } ] } }, A1: { on: { Sync: A0, E0: \(pick(flat)) } }, A2: { on: { E1: A1 } } } }",
                "      R2: { initial: B0, states: { B0: { on: { Sync: [ { when: Mode.a, to: B1 }, { when: Mode.a, to: B0 } ] } }, B1: {} } }",
            ]
        }
        if hasFinal { lines.append("  F: { final: true }") }
        let named = Array(Set(targets + (hasComposite ? ["C0"] : []) + (hasRegions ? ["A1", "A2", "B1"] : []))).sorted()
        lines.insert(contentsOf: ["properties:"] + (0..<(4 + next(3))).map { _ in "  - " + property(over: named) }, at: eventless ? 5 : 4)
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` { on: { … } }` with up to three events: a plain target, a guarded choice, an internal
    /// transition or a self-transition; or ` {}` (a dead end) now and then.
    private mutating func transitions(from state: String, targets: [String]) -> String {
        guard next(6) != 0 else { return " {}" }
        var entries: [String] = []
        for event in ["E0", "E1", "E2"].prefix(1 + next(3)) {
            switch next(5) {
            case 0: entries.append("\(event): [ { when: Mode.a, to: \(pick(targets)) }, { when: Mode.b, to: \(pick(targets)) } ]")
            case 1: entries.append("\(event): { do: [tick] }")
            case 2: entries.append("\(event): \(state)")
            default: entries.append("\(event): \(pick(targets))")
            }
        }
        return " { on: { \(entries.joined(separator: ", ")) } }"
    }

    private mutating func property(over states: [String]) -> String {
        let (first, second) = (pick(states), pick(states))
        switch next(6) {
        case 0: return "reachable: \(first)"
        case 1: return "never: \(first)"
        case 2: return "always-reachable: \(first)"
        case 3: return "precedence: { state: \(first), requires: \(second) }"
        case 4: return "response: { from: \(first), to: \(second) }"
        default: return "response: { from: \(first), to: \(second), strict: true }"
        }
    }
}
