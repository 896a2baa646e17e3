import FSMModel
internal import Yams

/// Turns what Yams throws into one line and a location, in fsmcheck's voice.
enum YAMLErrorDescription {
    static func describe(_ error: any Error, in source: SourceText) -> (message: String, location: SourceLocation) {
        let start = source.location(line: 1, column: 1)
        guard let error = error as? YamlError else { return ("cannot read the file as YAML: \(error)", start) }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (sentence(problem, context?.text), source.location(line: mark.line, column: mark.column))
        case .reader(let problem, let offset, _, _):
            return (sentence(problem, nil), offset.map { source.location(utf8Offset: $0) } ?? start)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "`\($0)`" }.joined(separator: ", ")
            // Yams points at the first duplicate in its own order of the keys, which leaves keys of
            // different kinds (a list and a name, "<uncovertable>" to Yams) or of the same text under
            // different tags unordered: its choice would change from run to run, the file's start does not.
            let ordered = !duplicates.contains("<uncovertable>") && Set(duplicates).count == duplicates.count
            return ("duplicate key \(keys) in one mapping", ordered ? source.location(line: context.mark.line, column: context.mark.column) : start)
        case .memory:
            return ("the file is too large to read", start)
        default:
            return ("cannot read the file as YAML: \(error)", start)
        }
    }

    /// libyaml's "problem" plus its "context", lowercase, without libyaml's API advice.
    private static func sentence(_ problem: String, _ context: String?) -> String {
        if problem.hasPrefix("Maximum nesting level reached") || (context ?? "").contains("Maximum nesting level") {
            return "nesting is deeper than YAML's limit of 1000 levels"
        }
        // libyaml says "did not find …" + "while parsing …"; Yams' own checks say "expected …" + "but found …".
        let parts = problem.hasPrefix("but ") ? [context, problem] : [problem, context]
        let text = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
