import FSMDiagnostics
import FSMModel
internal import Yams

/// Typed reads of YAML nodes: each returns the value or reports why it cannot, at the node.
extension SpecDocumentReader {
    /// A key's text when it is one of `allowed`; otherwise a diagnostic with the nearest allowed key.
    func key(_ node: Node, allowed: [String], in context: String) -> String? {
        guard case .scalar(let scalar) = node else {
            report(SpecRules.invalidSpec, "expected a key, found \(describe(node))", at: location(of: node))
            return nil
        }
        guard allowed.contains(scalar.string) else {
            let suggestion = KeySuggestion.replacement(for: scalar.string, among: allowed)
            report(
                SpecRules.invalidSpec, "unknown key `\(scalar.string)` in \(context)", at: location(of: node),
                hint: suggestion.map { "did you mean `\($0)`?" } ?? "expected one of \(allowed.map { "`\($0)`" }.joined(separator: ", "))")
            return nil
        }
        return scalar.string
    }

    /// A single name written as a non-empty scalar.
    func name(_ node: Node, what: String) -> Reference? {
        guard case .scalar(let scalar) = node, !scalar.string.isBlank else {
            report(SpecRules.invalidSpec, "expected \(what), found \(describe(node))", at: location(of: node))
            return nil
        }
        return Reference(scalar.string, at: location(of: node))
    }

    /// A list of names; a single scalar stands for a one-element list.
    func names(_ node: Node, what: String) -> [Reference]? {
        switch node {
        case .scalar(let scalar):
            if scalar.string.contains(",") {
                report(
                    SpecRules.invalidSpec, "expected \(what), found `\(scalar.string)`",
                    at: location(of: node), hint: "write a list: `[\(scalar.string)]`"
                )
                return nil
            }
            return name(node, what: what).map { [$0] }
        case .sequence(let sequence):
            return sequence.compactMap { name($0, what: what.hasSuffix("s") ? String(what.dropLast()) : what) }
        default:
            report(SpecRules.invalidSpec, "expected \(what), found \(describe(node))", at: location(of: node), hint: "write a list: `[a, b]`")
            return nil
        }
    }

    /// A list of names in which each may appear once (events, predicate cases).
    func uniqueNames(_ node: Node, what: String) -> [Reference]? {
        guard let all = names(node, what: "\(what) names") else { return nil }
        var seen: [String: SourceLocation] = [:]
        return all.filter { reference in
            if let first = seen[reference.name] {
                report(
                    SpecRules.invalidSpec, "\(what) `\(reference.name)` is listed twice",
                    at: reference.location, notes: [Note("first listed here", at: first)]
                )
                return false
            }
            seen[reference.name] = reference.location
            return true
        }
    }

    /// Opaque `if:` conditions: one text or a list of texts, all of which must hold.
    func conditions(_ node: Node) -> [String]? {
        if case .sequence(let sequence) = node {
            return sequence.compactMap { freeText($0, what: "a condition") }
        }
        return freeText(node, what: "a condition").map { [$0] }
    }

    func freeText(_ node: Node, what: String) -> String? {
        guard case .scalar(let scalar) = node else {
            report(SpecRules.invalidSpec, "expected \(what), found \(describe(node))", at: location(of: node))
            return nil
        }
        return scalar.string
    }

    /// `true` or `false`, written plainly. YAML 1.1's `yes`, `on` and friends are names in this format.
    func boolean(_ node: Node) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        report(SpecRules.invalidSpec, "expected `true` or `false`, found \(describe(node))", at: location(of: node))
        return nil
    }

    func mapping(_ node: Node, what: String) -> Node.Mapping? {
        guard case .mapping(let mapping) = node else {
            report(SpecRules.invalidSpec, "expected \(what), found \(describe(node))", at: location(of: node))
            return nil
        }
        return mapping
    }

    func isEmpty(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.string.isEmpty && scalar.style == .plain
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar(let scalar):
            if scalar.string.isEmpty, scalar.style == .plain {
                "nothing"
            } else if scalar.string.count > 40 || scalar.string.contains(where: \.isNewline) {
                "text"
            } else {
                "`\(scalar.string)`"
            }
        }
    }
}

extension String {
    /// Empty or only spaces, tabs and line breaks; checked on bytes because every name passes here.
    var isBlank: Bool {
        utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}
