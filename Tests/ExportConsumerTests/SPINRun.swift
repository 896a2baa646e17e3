import FSMChecker
import FSMDiagnostics
import FSMModel
import Foundation
import Testing

/// Compiling a Promela model with SPIN and gcc, and asking its `pan` about one claim at a time.
enum SPINRun {
    struct Pan {
        let executable: URL
    }

    static func compile(_ model: String, in folder: TemporaryFolder, defines: [String], tools: (spin: URL, gcc: URL)) throws -> Pan {
        let name = "model-\(UUID().uuidString).pml"
        try model.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let spin = try ConsumerTool.run(tools.spin, defines.map { "-D\($0)" } + ["-a", name], in: folder)
        guard spin.status == 0 else { throw ConsumerTool.Missing(description: "spin -a failed: \(spin.output)\(spin.errors)\n\(model)") }
        let executable = folder.url.appendingPathComponent("pan-\(UUID().uuidString)")
        let gcc = try ConsumerTool.run(tools.gcc, ["-O0", "-w", "-o", executable.path, "pan.c"], in: folder)
        guard gcc.status == 0 else { throw ConsumerTool.Missing(description: "gcc pan.c failed: \(gcc.errors)") }
        return Pan(executable: executable)
    }

    /// How many errors `pan -a -N claim` finds (it stops at the first): 0 when the claim holds.
    static func errors(_ pan: Pan, claim: String, in folder: TemporaryFolder) throws -> Int {
        let run = try ConsumerTool.run(pan.executable, ["-a", "-E", "-N", claim], in: folder)
        guard let range = run.output.range(of: #"errors: (\d+)"#, options: .regularExpression) else {
            throw ConsumerTool.Missing(description: "pan -N \(claim) printed no error count: \(run.output)\(run.errors)")
        }
        return Int(run.output[range].dropFirst("errors: ".count)) ?? -1
    }

    /// Which of the counterexamples, each fed to the model step by step (`ALLOW` admits only the
    /// transition each witness step names, in order), reach the violation they claim; and, for
    /// the patterns that claim the goal can never come after it, SPIN confirms that. One `pan`
    /// serves them all: a second process picks the trace (`tr`) before the machine's first step.
    static func replays(
        _ counterexamples: [(Witness, Property)], model: String, in folder: TemporaryFolder, tools: (spin: URL, gcc: URL)
    ) throws -> [Bool] {
        guard !counterexamples.isEmpty else { return [] }
        let keys = stepKeys(in: model)
        let traces = counterexamples.map { witness, _ in trace(of: witness, keys: keys) }
        let admitted = traces.enumerated().map { trace in
            "(tr == \(trace.offset) && (pos >= LEN" + trace.element.enumerated().map { " || (pos == \($0.offset) && k == \($0.element))" }.joined()
                + "))"
        }
        let driver = [
            "#define LEN trace_length",
            "#define ALLOW(k) (\(admitted.joined(separator: " || ")))",
            "#define TAKEN if :: pos < LEN -> pos++ :: else -> after = true fi",
            "int tr = -1;", "int trace_length = 0;", "int pos = 0;", "bool after = false;",
            "active proctype pick_trace() { if "
                + traces.enumerated().map { ":: atomic { tr = \($0.offset); trace_length = \($0.element.count) } " }.joined() + "fi }", "",
        ].joined(separator: "\n")
        let claims = counterexamples.enumerated().map { replayClaims($0.element.1, trace: $0.offset) }
        let pan = try compile(driver + model + claims.flatMap { $0.map(\.0) }.joined(separator: "\n") + "\n", in: folder, defines: [], tools: tools)
        return try claims.map { claims in
            try claims.allSatisfy { claim, violated in
                try (errors(pan, claim: String(claim.dropFirst("ltl ".count).prefix { $0 != " " }), in: folder) > 0) == violated
            }
        }
    }

    /// The numbers of the model's steps a witness takes. A model's step may be a macrostep (its
    /// key, the keys of the witness steps it chains): the longest that matches is taken; -1 for
    /// a witness step no model step begins with.
    private static func trace(of witness: Witness, keys: [String]) -> [Int] {
        let shown = witness.steps.map(ConfigurationSpace.key)
        let chains = keys.map { $0.components(separatedBy: ConfigurationSpace.chainSeparator) }
        var numbers: [Int] = []
        var position = 0
        while position < shown.count {
            let matching = chains.indices.filter { shown[position...].starts(with: chains[$0]) }
            guard let longest = matching.max(by: { chains[$0].count < chains[$1].count }) else {
                numbers.append(-1)
                position += 1
                continue
            }
            numbers.append(longest)
            position += chains[longest].count
        }
        return numbers
    }

    /// The claims a replay of trace `trace` must violate (true) or keep (false).
    private static func replayClaims(_ property: Property, trace: Int) -> [(String, Bool)] {
        let entered = { (reference: Reference) in "entered_\(reference.name)" }
        let done = "tr == \(trace) && pos == LEN"
        switch property.pattern {
        case .never(let state):
            return [("ltl replay_\(trace) { [] !(\(done) && \(entered(state))) }", true)]
        case .precedence(let state, let requires):
            return [("ltl replay_\(trace) { !((!\(entered(requires))) U (\(done) && \(entered(state)) && !\(entered(requires)))) }", true)]
        case .response(_, let to, let strict):
            let reached = ("ltl replay_\(trace) { [] !(\(done) && initial_run) }", true)
            return strict ? [reached] : [reached, ("ltl stays_\(trace) { [] !(tr == \(trace) && after && \(entered(to))) }", false)]
        case .alwaysReachable(let state):
            return [
                ("ltl replay_\(trace) { [] !(\(done) && initial_run) }", true),
                ("ltl stays_\(trace) { [] !(tr == \(trace) && after && \(entered(state))) }", false),
            ]
        case .reachable:
            return []
        }
    }

    /// The numbers `ALLOW` gives the transitions, as the model's header lists them.
    static func stepKeys(in model: String) -> [String] {
        let lines = model.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("steps (ALLOW's numbers):") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix(" *   ") }.map { line in
            String(line.drop { $0 != ":" }.dropFirst(2))
        }
    }
}

/// The claims this test adds to a model, and SPIN's answer to a property from them.
struct SPINQuestions {
    let machine: Machine
    let configurations: Int
    /// The configurations runs start in: `reachable` must hold from each.
    let starts: [Int]

    var claims: String {
        var lines = (0..<configurations).map { "ltl at_\($0) { [] !(initial_run && conf == \($0)) }" }
        for (index, property) in machine.properties.enumerated() {
            switch property.pattern {
            case .alwaysReachable(let state):
                lines += (0..<configurations).map { "ltl reach_\(index)_\($0) { [] !(from == \($0) && entered_\(state.name)) }" }
            case .response(_, let to, false):
                for configuration in 0..<configurations {
                    lines.append("ltl pend_\(index)_\(configuration) { [] !(initial_run && conf == \(configuration) && pending_\(index + 1)) }")
                    lines.append("ltl enter_\(index)_\(configuration) { [] !(from == \(configuration) && moved && entered_\(to.name)) }")
                }
            default:
                continue
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func holds(_ property: Property, index: Int, pan: SPINRun.Pan, in folder: TemporaryFolder) throws -> Bool {
        let found = { (claim: String) in try SPINRun.errors(pan, claim: claim, in: folder) > 0 }
        let claim = "p\(index + 1)_\(property.keyword.replacing("-", with: "_"))"
        switch property.pattern {
        case .never, .precedence, .response(_, _, true):
            return try !found(claim)
        case .reachable where starts.count > 1:
            return try starts.allSatisfy { try found("\(claim)_from_\($0)") }
        case .reachable:
            return try found(claim)
        case .alwaysReachable:
            for configuration in 0..<configurations where try found("at_\(configuration)") {
                if try !found("reach_\(index)_\(configuration)") { return false }
            }
            return true
        case .response:
            for configuration in 0..<configurations where try found("pend_\(index)_\(configuration)") {
                if try !found("enter_\(index)_\(configuration)") { return false }
            }
            return true
        }
    }
}
