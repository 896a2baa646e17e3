import Foundation

/// Generated `.fsm` specs in the shapes render speed depends on, as text, so that the same files
/// can be drawn by any build of `fsmcheck` (`fsmcheck-benchmark write-shapes DIR`) as well as here.
enum GeneratedShape: String, CaseIterable {
    /// Each state's transitions go to near neighbours: two steps forward, one back, and back to
    /// the start of its flow of ten. Kind to `dot`, which ranks it as one long flow.
    case friendly
    /// The same flows, but 15% of the transitions jump far instead, as resets, cancels, errors and
    /// log-outs from everywhere do in real machines.
    case farJumps = "far-jumps"
    /// Composite states of ten states each (ten composites to an area above 100 states), moving
    /// between neighbours inside a composite and on to the next composite, with 15% far jumps to
    /// any state or composite.
    case nested

    /// The share of transitions that jump far.
    static let farShare = 0.15

    func spec(states: Int) -> String {
        switch self {
        case .friendly: Self.flat(states: states, farShare: 0, name: "Friendly\(states)")
        case .farJumps: Self.flat(states: states, farShare: Self.farShare, name: "FarJumps\(states)")
        case .nested: Self.nested(states: states)
        }
    }

    private static func flat(states size: Int, farShare: Double, name: String) -> String {
        var random = SplitMix(seed: 1)
        var lines = ["machine: \(name)", "initial: S0", "states:"]
        lines.reserveCapacity(size + 3)
        for index in 0..<size {
            let near = [(index + 1) % size, (index + 2) % size, max(index - 1, 0), index / 10 * 10]
            let transitions = near.enumerated().map { step, target in
                let goesTo = random.chance(farShare) ? random.pick([0, size - 1, random.below(size), random.below(size)]) : target
                return "Event\(step): [{ if: ready\(step), to: S\(goesTo), do: [act\(step)] }]"
            }
            lines.append("  S\(index): { on: { \(transitions.joined(separator: ", ")) } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func nested(states size: Int) -> String {
        var random = SplitMix(seed: 1)
        let composites = max(1, (size + 9) / 10)
        let areas = size > 100 ? (composites + 9) / 10 : 0
        let leaves = (0..<composites).map { composite in (0..<min(10, size - composite * 10)).map { "C\(composite)S\($0)" } }
        let everyLeaf = leaves.flatMap { $0 }
        func farTarget() -> String {
            random.pick([everyLeaf[0], "C\(random.below(composites))", random.pick(everyLeaf), random.pick(everyLeaf)])
        }
        var lines = ["machine: Nested\(size)", "initial: \(areas > 0 ? "A0" : "C0")", "states:"]
        for area in 0..<max(areas, 1) {
            let members = areas > 0 ? Array((area * 10)..<min(composites, area * 10 + 10)) : Array(0..<composites)
            var indent = "  "
            if areas > 0 {
                lines += ["  A\(area):", "    initial: C\(members[0])", "    on: { Exit: A\((area + 1) % areas) }", "    states:"]
                indent = "      "
            }
            for composite in members {
                let states = leaves[composite]
                lines += [
                    "\(indent)C\(composite):", "\(indent)  initial: \(states[0])",
                    "\(indent)  on: { Leave: C\((composite + 1) % composites) }", "\(indent)  states:",
                ]
                for (index, state) in states.enumerated() {
                    let near = [states[(index + 1) % states.count], states[(index + 2) % states.count], states[max(index - 1, 0)]]
                    let transitions = zip(["Next", "Skip", "Back"], near).map { event, target in
                        "\(event): \(random.chance(farShare) ? farTarget() : target)"
                    }
                    lines.append("\(indent)    \(state): { on: { \(transitions.joined(separator: ", ")) } }")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A small deterministic random number generator (SplitMix64): the same specs on every run and
/// every platform.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
