import FSMDiagnostics
import FSMModel
internal import Yams

/// `properties:` in `.fsmcheck.yml`: what machines must do, by machine name or glob, for notations
/// that have no place for them (Swift, SMC, SCXML) or for a team that keeps them apart.
///
/// ```yaml
/// properties:
///   Checkout:
///     - precedence: { state: shipped, requires: paid }
///   "*Player":
///     - always-reachable: idle
/// ```
///
/// Each item is one line in the grammar of a Swift comment (`PropertyText`), read from the file
/// as written, so a wrong name is pointed at in the configuration.
public struct MachineProperties: Hashable, Sendable {
    /// The machine names it applies to: a name, or a glob (`*Player`).
    public var machines: Glob
    public var properties: [Property]
}

extension Configuration {
    /// The properties the configuration states for the machine named `name`, in the order written.
    public func properties(for name: String) -> [Property] {
        machineProperties.filter { $0.machines.matches(name) }.flatMap(\.properties)
    }
}

/// Reads the `properties:` section; every problem is a configuration problem at its place.
struct PropertiesSection {
    let path: String
    let lines: [Substring]
    private(set) var problems: [Diagnostic] = []

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    mutating func read(_ node: Node) -> [MachineProperties] {
        guard let mapping = node.mapping else {
            report(
                "`properties` must map machine names (or globs) to lists of properties", at: node,
                hint: "e.g. `properties: { Checkout: [\"never: shipped\"] }`")
            return []
        }
        var result: [MachineProperties] = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, !name.isEmpty else {
                report("expected a machine name or glob", at: keyNode)
                continue
            }
            guard let items = value.sequence else {
                report("expected a list of properties for `\(name)`", at: value, hint: "write one per line: `- never: shipped`")
                continue
            }
            var properties: [Property] = []
            for item in items { if let property = property(item) { properties.append(property) } }
            result.append(MachineProperties(machines: Glob(name), properties: properties))
        }
        return result
    }

    /// One item: its line as written from where the item starts (a quoted item, its text).
    private mutating func property(_ item: Node) -> Property? {
        let at = location(of: item)
        let text: String
        if let scalar = item.scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            text = scalar.string
        } else {
            let line = lines.indices.contains(at.line - 1) ? lines[at.line - 1] : ""
            let written = line.dropFirst(max(0, at.column - 1))
            text = String(written.prefix { $0 != "#" })
        }
        let start =
            item.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } == true
            ? SourceLocation(file: path, line: at.line, column: at.column + 1) : at
        switch PropertyText.parse(text, at: start) {
        case .success(let property): return property
        case .failure(let problem):
            problems.append(ConfigurationFile.problem(problem.message, at: problem.location, hint: problem.hintWithSuggestion))
            return nil
        }
    }

    private func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private mutating func report(_ message: String, at node: Node, hint: String? = nil) {
        problems.append(ConfigurationFile.problem(message, at: location(of: node), hint: hint))
    }
}
