import FSMDiagnostics
import FSMModel
import FSMSwiftLoader
import Foundation

/// Loads Swift sources given inline; the first file is `Test.swift` unless named.
func load(_ text: String, path: String = "Test.swift") -> LoadResult {
    SwiftLoader().load([SourceFile(path: path, text: text)])
}

func load(files: [(path: String, text: String)]) -> LoadResult {
    SwiftLoader().load(files.map { SourceFile(path: $0.path, text: $0.text) })
}

/// A state's own transitions as one line each: `event [guard] -> target / actions @line:column`,
/// with `-` for a `then()` that stays, `?(code)` for a target computed at run time, and `override`
/// for transitions under `overriding { … }`.
func transitionLines(of state: String, in machine: Machine) -> [String] {
    guard let id = machine.id(named: state) else { return ["no state \(state)"] }
    return machine[id].transitions.map(ModelDump.line(of:))
}

func warnings(_ result: LoadResult) -> [String] {
    result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
}

/// A readable, complete text form of machines, for golden files and for tests that check the whole model.
enum ModelDump {
    static func text(of machines: [Machine]) -> String {
        var lines: [String] = []
        for machine in machines {
            lines.append("machine \(machine.name) [\(machine.dialect)] \(position(machine.location))")
            lines.append("  semantics \(machine.semantics.guardOverlap.rawValue), \(machine.semantics.inheritedOverride.rawValue)")
            lines.append("  initial \(machine.initial.map { "\($0.name) \(position($0.location))" } ?? "none")")
            for type in machine.predicateTypes {
                lines.append("  predicate \(type.name) [\(type.cases.joined(separator: ", "))] \(position(type.location))")
            }
            if let events = machine.declaredEvents {
                lines.append("  events \(events.map { "\($0.name) \(position($0.location))" }.joined(separator: ", "))")
            }
            for id in machine.stateIDs {
                let state = machine[id]
                var header = "  state \(state.name) (\(state.kind.rawValue)) \(position(state.location))"
                if !state.superStates.isEmpty { header += " adopts \(state.superStates.map(\.name).joined(separator: ", "))" }
                if !state.entryActions.isEmpty { header += " entry \(state.entryActions.map(\.name).joined(separator: ", "))" }
                if !state.exitActions.isEmpty { header += " exit \(state.exitActions.map(\.name).joined(separator: ", "))" }
                lines.append(header)
                lines += state.transitions.map { "    " + line(of: $0) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(of transition: Transition) -> String {
        var text = transition.event?.name ?? "(eventless)"
        if let guardText = transition.guard.displayText { text += " [\(guardText)]" }
        text += " -> " + (transition.target?.name ?? transition.computedTarget.map { "?(\($0))" } ?? "-")
        if !transition.actions.isEmpty { text += " / " + transition.actions.map(\.name).joined(separator: ", ") }
        if transition.isOverride { text += " override" }
        return text + " @\(transition.location.line):\(transition.location.column)"
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last ?? ""):\(location.line):\(location.column)"
    }
}

/// Compares `actual` with the golden file beside the tests; `FSMCHECK_RECORD=1` rewrites it instead.
func matchesGolden(_ actual: String, named name: String, filePath: String = #filePath) throws -> Bool {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return true
    }
    return try String(contentsOf: url, encoding: .utf8) == actual
}

/// The repository root, for tests that read `Specs/`.
func repositoryRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
