import FSMDiagnostics
import FSMModel

/// Why nothing enters the states `unreachable-state` reports: no transition leads into one (or a
/// state inside it), or only transitions from states that are unreachable themselves. The
/// witness of a state no path enters, worked out for all of a machine's findings in one pass over
/// every transition.
struct UnreachableReasons {
    let analysis: MachineAnalysis

    func attach(to findings: [Diagnostic]) -> [Diagnostic] {
        let rule = UnreachableStateRule.description.id
        guard findings.contains(where: { $0.ruleID == rule }) else { return findings }
        let machine = analysis.machine
        // Per state, the finding that reports it (its first state) or a state it contains.
        var owner = [Int32](repeating: -1, count: machine.states.count)
        for (index, finding) in findings.enumerated() where finding.ruleID == rule {
            for id in finding.subject.states.compactMap(machine.id(named:)) { owner[id.index] = Int32(index) }
        }
        var sources: [Int32: [StateID]] = [:]
        for source in machine.states.indices where analysis.tree.roles[source] != .abstract {
            for case let target? in analysis.targets.values(of: source) {
                let reported = owner[target.index]
                guard reported >= 0, owner[source] != reported, sources[reported]?.last != StateID(source) else { continue }
                sources[reported, default: []].append(StateID(source))
            }
        }
        return findings.enumerated().map { index, finding in
            guard finding.ruleID == rule, let name = finding.subject.states.first else { return finding }
            var explained = finding
            explained.witness = Witness(why: why(name, nestedCount: finding.subject.states.count - 1, sources: sources[Int32(index)] ?? []))
            return explained
        }
    }

    /// "no transition leads to `Broken`", "only `Repair` leads to `Broken`, and it is unreachable too".
    private func why(_ name: String, nestedCount: Int, sources: [StateID]) -> String {
        let into = nestedCount == 0 ? "`\(name)`" : "`\(name)` or a state inside it"
        guard !sources.isEmpty else { return "no transition leads to \(into)" }
        let states = sources.map { analysis.machine[$0] }.sorted { $0.location < $1.location }.map { "`\($0.name)`" }
        guard states.count > 1 else { return "only \(states[0]) leads to \(into), and it is unreachable too" }
        let shown = states.count > 5 ? Array(states.prefix(4)) + ["\(states.count - 4) more"] : states
        return "only " + shown.dropLast().joined(separator: ", ") + " and \(shown[shown.count - 1]) lead to \(into), and they are unreachable too"
    }
}
