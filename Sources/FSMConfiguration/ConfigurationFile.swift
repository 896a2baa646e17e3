import FSMDiagnostics
import FSMModel
import Foundation
internal import Yams

/// A configuration that cannot be used: every problem found in it, each with its location.
///
/// A wrong configuration is a wrong invocation (exit status 2), never a finding: linting with
/// half a configuration would silently report the wrong things.
public struct ConfigurationError: Error, Sendable {
    public var problems: [Diagnostic]

    public init(problems: [Diagnostic]) {
        self.problems = problems
    }
}

/// Finds and reads `.fsmcheck.yml`.
///
/// ```yaml
/// include: [Specs, "Sources/**/*.swift"]   # globs relative to this file; default: everything
/// exclude: ["**/Generated/**"]
/// dialects: [fsm, swift]                    # which notations to read; default: all
/// opt-in-rules: [some-opt-in-rule]
/// rules:
///   trap: error                             # error | warning | note | off
///   unused-event: off
/// render:
///   time-limit: 5                           # seconds per 100 states a diagram may take to draw
///   memory-limit: 2048                      # megabytes a render worker may use
/// final-states: [complete, finished]        # ends, in notations without final states
/// lint-vendored: false                      # true: report machines in Pods/, Carthage/, vendor/ too
/// properties: { Checkout: ["never: shipped"] }  # per machine name or glob (MachineProperties)
/// ```
public enum ConfigurationFile {
    public static let fileName = ".fsmcheck.yml"

    static let keys = ["include", "exclude", "dialects", "opt-in-rules", "rules", "render", "final-states", "lint-vendored", "properties"]

    static let renderKeys = ["time-limit", "memory-limit"]

    /// The nearest `.fsmcheck.yml` in `directory` or a folder above it.
    public static func find(startingAt directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads the configuration at `path`; rule ids and dialects are checked against those given.
    public static func load(path: String, rules: [RuleDescription], dialects: Set<String>) throws(ConfigurationError) -> Configuration {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(problems: [problem("cannot read the configuration: \(error.localizedDescription)", at: start)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(problems: [problem("the configuration is not UTF-8 text", at: start, hint: "save it as UTF-8")])
        }
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(text, path: path, baseDirectory: directory, rules: rules, dialects: dialects)
    }

    public static func parse(
        _ text: String,
        path: String,
        baseDirectory: String,
        rules: [RuleDescription],
        dialects: Set<String>
    ) throws(ConfigurationError) -> Configuration {
        var reader = Reader(path: path, rules: rules, dialects: dialects)
        reader.propertiesSection = PropertiesSection(path: path, text: text)
        var configuration = Configuration(baseDirectory: baseDirectory, path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError(problems: [reader.syntaxProblem(error)])
        }
        if let root {
            reader.read(root, into: &configuration)
        }
        guard reader.problems.isEmpty else { throw ConfigurationError(problems: reader.problems) }
        return configuration
    }

    static func problem(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        ConfigurationRules.invalidConfiguration.diagnostic(message, at: location, hint: hint)
    }
}

/// Walks the YAML node tree, collecting every problem rather than stopping at the first.
private struct Reader {
    let path: String
    let rules: [RuleDescription]
    let dialects: Set<String>
    var problems: [Diagnostic] = []
    var propertiesSection: PropertiesSection?

    init(path: String, rules: [RuleDescription], dialects: Set<String>) {
        self.path = path
        self.rules = rules
        self.dialects = dialects
    }

    mutating func read(_ root: Node, into configuration: inout Configuration) {
        guard let mapping = root.mapping else {
            report("the configuration must be a mapping of settings", at: root, hint: "start with a key such as `rules:`")
            return
        }
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "include": configuration.include = strings(value, what: "glob").map(Glob.init)
            case "exclude": configuration.exclude = strings(value, what: "glob").map(Glob.init)
            case "dialects": configuration.dialects = Set(dialectNames(value))
            case "opt-in-rules": configuration.enabledOptInRules = Set(ruleIDs(value))
            case "rules": configuration.ruleSettings = ruleSettings(value)
            case "render": configuration.render = renderSettings(value)
            case "final-states": configuration.finalStates = Set(strings(value, what: "state name"))
            case "lint-vendored": configuration.lintsVendoredCode = boolean(value, key: key)
            case "properties":
                configuration.machineProperties = propertiesSection?.read(value) ?? []
                problems += propertiesSection?.problems ?? []
            default:
                report(
                    "unknown key `\(key)`", at: keyNode,
                    hint: NameSuggestion.hint(for: key, in: ConfigurationFile.keys) ?? "the keys are "
                        + ConfigurationFile.keys.map { "`\($0)`" }.joined(separator: ", "))
            }
        }
    }

    private mutating func strings(_ node: Node, what: String) -> [String] {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            report("expected a \(what) or a list of them", at: node)
            return []
        }
        var result: [String] = []
        for item in sequence {
            if let scalar = item.scalar {
                result.append(scalar.string)
            } else {
                report("expected a \(what), not a nested collection", at: item)
            }
        }
        return result
    }

    private mutating func boolean(_ node: Node, key: String) -> Bool {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            report("`\(key)` must be `true` or `false`", at: node)
            return false
        }
    }

    private mutating func dialectNames(_ node: Node) -> [String] {
        let names = strings(node, what: "dialect")
        let known = dialects.sorted()
        return names.filter { name in
            guard dialects.contains(name) else {
                problems.append(
                    ConfigurationFile.problem(
                        "unknown dialect `\(name)`", at: locate(name, in: node),
                        hint: NameSuggestion.hint(for: name, in: known) ?? "the dialects are " + known.map { "`\($0)`" }.joined(separator: ", ")))
                return false
            }
            return true
        }
    }

    private mutating func ruleIDs(_ node: Node) -> [String] {
        strings(node, what: "rule id").filter { checkRule($0, at: locate($0, in: node)) }
    }

    private mutating func ruleSettings(_ node: Node) -> [String: RuleSetting] {
        guard let mapping = node.mapping else {
            report("`rules` must map rule ids to `error`, `warning`, `note` or `off`", at: node, hint: "e.g. `rules: { trap: error }`")
            return [:]
        }
        var settings: [String: RuleSetting] = [:]
        for (keyNode, value) in mapping {
            let id = keyNode.scalar?.string ?? ""
            guard checkRule(id, at: location(of: keyNode)) else { continue }
            switch value.scalar?.string {
            case "off": settings[id] = .off
            case let text? where Severity(rawValue: text) != nil: settings[id] = Severity(rawValue: text).map(RuleSetting.severity)
            case let text:
                let hint = text.flatMap { NameSuggestion.hint(for: $0, in: Self.settingNames) } ?? "use one of `error`, `warning`, `note`, `off`"
                report("`\(text ?? "this value")` is not a rule setting", at: value, hint: hint)
            }
        }
        return settings
    }

    private static let settingNames = Severity.allCases.map(\.rawValue) + ["off"]

    private mutating func renderSettings(_ node: Node) -> RenderSettings {
        guard let mapping = node.mapping else {
            report("`render` must map `time-limit` and `memory-limit` to numbers", at: node, hint: "e.g. `render: { time-limit: 10 }`")
            return RenderSettings()
        }
        var settings = RenderSettings()
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "time-limit":
                settings.secondsPerHundredStates = number(value, "`time-limit` must be a positive number of seconds per 100 states") {
                    Double($0).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                }
            case "memory-limit":
                settings.memoryMegabytes = number(value, "`memory-limit` must be a positive whole number of megabytes") {
                    Int($0).flatMap { $0 > 0 ? $0 : nil }
                }
            default:
                let known = ConfigurationFile.renderKeys
                report(
                    "unknown key `\(key)` in `render`", at: keyNode,
                    hint: NameSuggestion.hint(for: key, in: known) ?? "the keys are `time-limit` and `memory-limit`")
            }
        }
        return settings
    }

    private mutating func number<Number>(_ node: Node, _ message: String, _ read: (String) -> Number?) -> Number? {
        guard let number = node.scalar.flatMap({ read($0.string) }) else {
            report(message, at: node)
            return nil
        }
        return number
    }

    private mutating func checkRule(_ id: String, at location: SourceLocation) -> Bool {
        guard !rules.contains(where: { $0.id == id }) else { return true }
        let hint = NameSuggestion.hint(for: id, in: rules.map(\.id)) ?? "`fsmcheck rules` lists every rule"
        problems.append(ConfigurationFile.problem("unknown rule `\(id)`", at: location, hint: hint))
        return false
    }

    /// The node of a list item with this text, for pointing at it; the list itself otherwise.
    private func locate(_ text: String, in node: Node) -> SourceLocation {
        let item = node.sequence?.first { $0.scalar?.string == text } ?? node
        return location(of: item)
    }

    private func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private mutating func report(_ message: String, at node: Node, hint: String? = nil) {
        problems.append(ConfigurationFile.problem(message, at: location(of: node), hint: hint))
    }

    func syntaxProblem(_ error: any Error) -> Diagnostic {
        var location = SourceLocation(file: path, line: 1, column: 1)
        var message = "\(error)"
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                location = SourceLocation(file: path, line: mark.line, column: mark.column)
                message = problem
            case .duplicatedKeysInMapping(let duplicates, let context):
                location = SourceLocation(file: path, line: context.mark.line, column: context.mark.column)
                message = "duplicate key " + duplicates.map { "`\($0)`" }.joined(separator: ", ")
            default:
                break
            }
        }
        return ConfigurationFile.problem("the configuration is not valid YAML: \(message)", at: location)
    }
}
