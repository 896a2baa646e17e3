import Foundation

/// A JSON value as decoded, keeping booleans and numbers apart (which `JSONSerialization` does not on Linux).
indirect enum JSONValue: Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var typeNames: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

/// A JSON Schema (draft 7) validator for the keywords the SARIF schema subset uses: `type`,
/// `required`, `properties`, `additionalProperties`, `items`, `enum`, `minimum`, `maximum`,
/// `minItems`, `uniqueItems`, `$ref` to `#/definitions/…`, `anyOf` and `oneOf`. `format` is an
/// annotation and is not checked, as draft 7 allows. An unknown keyword is an error, so the
/// validator never silently accepts a schema it does not understand.
struct JSONSchemaValidator {
    let root: JSONValue

    static let understoodKeywords: Set<String> = [
        "$schema", "title", "description", "type", "required", "properties", "additionalProperties", "items", "enum",
        "minimum", "maximum", "minItems", "uniqueItems", "$ref", "anyOf", "oneOf", "definitions", "format", "default",
    ]

    /// Every violation, as `path: problem`; empty when the instance is valid.
    func validate(_ instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "$", errors: &errors)
        return errors
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            if schema == .bool(false) { errors.append("\(path): no value is allowed here") }
            return
        }
        for keyword in keywords.keys where !Self.understoodKeywords.contains(keyword) {
            errors.append("\(path): the validator does not understand `\(keyword)`")
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            validate(instance, against: target, at: path, errors: &errors)
        }
        if let type = keywords["type"] {
            let allowed: Set<String> = switch type {
            case .string(let name): [name]
            case .array(let names): Set(names.compactMap { if case .string(let name) = $0 { name } else { nil } })
            default: []
            }
            if allowed.isDisjoint(with: instance.typeNames) { errors.append("\(path): expected \(allowed.sorted()), found \(instance.typeNames.sorted())") }
        }
        if case .array(let values)? = keywords["enum"], !values.contains(instance) {
            errors.append("\(path): \(instance) is not one of \(values)")
        }
        if case .number(let value) = instance {
            if case .number(let minimum)? = keywords["minimum"], value < minimum { errors.append("\(path): \(value) < minimum \(minimum)") }
            if case .number(let maximum)? = keywords["maximum"], value > maximum { errors.append("\(path): \(value) > maximum \(maximum)") }
        }
        if case .object(let members) = instance {
            validateObject(members, keywords, at: path, errors: &errors)
        }
        if case .array(let items) = instance {
            if case .number(let minimum)? = keywords["minItems"], Double(items.count) < minimum { errors.append("\(path): fewer than \(minimum) items") }
            if keywords["uniqueItems"] == .bool(true), Set(items).count != items.count { errors.append("\(path): items are not unique") }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() { validate(item, against: itemSchema, at: "\(path)[\(index)]", errors: &errors) }
            }
        }
        if case .array(let alternatives)? = keywords["anyOf"] {
            let passing = alternatives.count { passes(instance, $0, path) }
            if passing == 0 { errors.append("\(path): matches none of anyOf") }
        }
        if case .array(let alternatives)? = keywords["oneOf"] {
            let passing = alternatives.count { passes(instance, $0, path) }
            if passing != 1 { errors.append("\(path): matches \(passing) of oneOf, expected exactly 1") }
        }
    }

    private func validateObject(_ members: [String: JSONValue], _ keywords: [String: JSONValue], at path: String, errors: inout [String]) {
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where members[name] == nil { errors.append("\(path): missing required `\(name)`") }
        }
        let properties: [String: JSONValue] = if case .object(let properties)? = keywords["properties"] { properties } else { [:] }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            if let propertySchema = properties[name] {
                validate(value, against: propertySchema, at: "\(path).\(name)", errors: &errors)
            } else if let additional = keywords["additionalProperties"] {
                if additional == .bool(false) {
                    errors.append("\(path): unexpected property `\(name)`")
                } else {
                    validate(value, against: additional, at: "\(path).\(name)", errors: &errors)
                }
            }
        }
    }

    private func passes(_ instance: JSONValue, _ schema: JSONValue, _ path: String) -> Bool {
        var errors: [String] = []
        validate(instance, against: schema, at: path, errors: &errors)
        return errors.isEmpty
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node
    }
}
