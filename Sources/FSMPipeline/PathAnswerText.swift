import FSMDiagnostics

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
        let origin = from.map { "from `\($0)`" } ?? (startsInOneOfSeveral ? "from any of the initial candidates" : "from the initial configuration")
        let avoided = avoiding.isEmpty ? "" : ", avoiding " + avoiding.map { "`\($0)`" }.joined(separator: ", ")
        guard reason == nil else { return "\(place): no path \(origin) to `\(to)`\(avoided): \(reason ?? "")\n" }
        let names = start.map { "`\($0)`" }.joined(separator: ", ")
        let startText =
            from != nil
            ? origin : startsInOneOfSeveral ? "from \(names), one of the initial candidates," : "from the initial configuration (\(names))"
        guard !steps.isEmpty else {
            let how = from == nil && startsInOneOfSeveral ? "the machine may start in \(names), one of its initial candidates" : startText
            return "\(place): `\(to)` is active at the start, \(how)\n"
        }
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
                WitnessStepJSON(step.transition, file: paths.relative(step.transition.location.file), active: step.active)
            },
            reason: reason
        )
        return JSONText.document(document)
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
        /// Each with the states active after it.
        var steps: [WitnessStepJSON]
        var reason: String?
    }
}
