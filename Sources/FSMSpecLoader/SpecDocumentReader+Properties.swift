import FSMDiagnostics
import FSMModel
internal import Yams

/// The `properties:` list: what a team states the machine must do, one pattern per item
/// (Docs/Properties.md). Only the shape is checked here; whether the names are states is the
/// checker's question, as it is for targets.
extension SpecDocumentReader {
    func readProperties(_ node: Node) -> [Property] {
        guard case .sequence(let items) = node else {
            report(
                SpecRules.invalidSpec, "expected a list of properties, found \(describe(node))", at: location(of: node),
                hint: "write one property per item: `- never: Shipped`")
            return []
        }
        return items.compactMap(readProperty)
    }

    /// One item: a mapping with exactly one key, the pattern.
    private func readProperty(_ item: Node) -> Property? {
        guard case .mapping(let mapping) = item, mapping.count == 1, let (keyNode, value) = mapping.first else {
            report(
                SpecRules.invalidSpec, "expected a property such as `never: Shipped`, found \(describe(item))", at: location(of: item),
                hint: "each item names one pattern: \(Property.Pattern.keywords.map { "`\($0)`" }.joined(separator: ", "))")
            return nil
        }
        guard let keyword = key(keyNode, allowed: Property.Pattern.keywords, in: "a property") else { return nil }
        let at = location(of: keyNode)
        switch keyword {
        case "reachable": return name(value, what: "a state name").map { Property(.reachable($0), at: at) }
        case "never": return name(value, what: "a state name").map { Property(.never($0), at: at) }
        case "always-reachable": return name(value, what: "a state name").map { Property(.alwaysReachable($0), at: at) }
        case "precedence":
            guard let fields = propertyFields(value, keyword: keyword, required: ["state", "requires"], optional: []),
                let state = fields["state"], let requires = fields["requires"]
            else { return nil }
            return Property(.precedence(state: state, requires: requires), at: at)
        default:
            guard let fields = propertyFields(value, keyword: keyword, required: ["from", "to"], optional: ["strict"]),
                let from = fields["from"], let to = fields["to"]
            else { return nil }
            let strict = fields["strict"].map { $0.name == "true" } ?? false
            return Property(.response(from: from, to: to, strict: strict), at: at)
        }
    }

    /// The fields of `precedence: { state: B, requires: A }` and `response: { from: A, to: B }`,
    /// each a name (`strict` a boolean, kept as `true`/`false`); nil after reporting what is wrong.
    private func propertyFields(_ node: Node, keyword: String, required: [String], optional: [String]) -> [String: Reference]? {
        let example = required.map { "\($0): …" }.joined(separator: ", ")
        guard case .mapping(let mapping) = node else {
            report(
                SpecRules.invalidSpec, "expected a mapping after `\(keyword):`, found \(describe(node))", at: location(of: node),
                hint: "write `\(keyword): { \(example) }`")
            return nil
        }
        var fields: [String: Reference] = [:]
        var complete = true
        for (keyNode, value) in mapping {
            guard let key = key(keyNode, allowed: required + optional, in: "a `\(keyword)` property") else {
                complete = false
                continue
            }
            if optional.contains(key) {
                guard let flag = boolean(value) else {
                    complete = false
                    continue
                }
                fields[key] = Reference(flag ? "true" : "false", at: location(of: value))
            } else if let name = name(value, what: "a state name") {
                fields[key] = name
            } else {
                complete = false
            }
        }
        for key in required where fields[key] == nil && complete {
            report(
                SpecRules.invalidSpec, "a `\(keyword)` property needs `\(key):`", at: location(of: node), hint: "write `\(keyword): { \(example) }`")
            complete = false
        }
        return complete ? fields : nil
    }
}
