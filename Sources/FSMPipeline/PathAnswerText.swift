import FSMDiagnostics
import Foundation

/// `fsmcheck path`'s output formats.
public enum PathFormat: String, CaseIterable, Sendable {
    case human
    case json
}

extension PathAnswer {
    public func text(_ format: PathFormat, paths: RelativePaths) -> String {
        switch format {
        case .human: humanText(paths: paths)
        case .json: jsonText(paths: paths)
        }
    }

    /// A headline with the whole sequence, then one line per step in the compiler's
    /// `file:line:column:` form (editors and terminals link it), with the states active after it
    /// when that is more than the step's target (composite and orthogonal states).
    private func humanText(paths: RelativePaths) -> String {
        let place = "\(machine) (\(paths.relative(location.file)):\(location.line):\(location.column))"
        let origin = from.map { "from `\($0)`" } ?? "from the initial configuration"
        let avoided = avoiding.isEmpty ? "" : ", avoiding " + avoiding.map { "`\($0)`" }.joined(separator: ", ")
        guard reason == nil else { return "\(place): no path \(origin) to `\(to)`\(avoided): \(reason ?? "")\n" }
        let startText = from == nil ? "from the initial configuration (\(start.map { "`\($0)`" }.joined(separator: ", ")))" : origin
        guard !steps.isEmpty else { return "\(place): `\(to)` is active at the start, \(startText)\n" }
        let sequence = steps.map(\.transition.label).joined(separator: " → ")
        var text = "\(place): `\(to)` is reached \(startText)\(avoided) in \(steps.count == 1 ? "1 step" : "\(steps.count) steps"): \(sequence)\n"
        for (index, step) in steps.enumerated() {
            let location = step.transition.location
            let active =
                step.active == [step.transition.target].compactMap({ $0 }) || step.active.isEmpty
                ? "" : " (active: \(step.active.map { "`\($0)`" }.joined(separator: ", ")))"
            text += "  \(index + 1). \(paths.relative(location.file)):\(location.line):\(location.column): \(step.transition.sentence)\(active)\n"
        }
        return text
    }

    private func jsonText(paths: RelativePaths) -> String {
        let document = Document(
            machine: machine, file: paths.relative(location.file), line: location.line, column: location.column,
            from: from, to: to, avoiding: avoiding, found: isFound, start: start,
            steps: steps.map { step in
                let transition = step.transition
                return StepEntry(
                    state: transition.state, event: transition.event, guard: transition.values + transition.conditions, to: transition.target,
                    location: LocationEntry(
                        file: paths.relative(transition.location.file), line: transition.location.line, column: transition.location.column),
                    active: step.active
                )
            },
            reason: reason
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var machine: String
        var file: String
        var line: Int
        var column: Int
        var from: String?
        var to: String
        var avoiding: [String]
        var found: Bool
        var start: [String]
        var steps: [StepEntry]
        var reason: String?
    }

    /// A step as lint's JSON witness writes it, with the states active after it.
    private struct StepEntry: Encodable {
        var state: String
        var event: String?
        var `guard`: [String]
        var to: String?
        var location: LocationEntry
        var active: [String]
    }

    private struct LocationEntry: Encodable {
        var file: String
        var line: Int
        var column: Int
    }
}
