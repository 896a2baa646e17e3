import FSMDiagnostics
import FSMModel
import Foundation
import Testing

/// Fixture files and golden files beside the tests.
enum TestFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func fixture(_ name: String) throws -> SourceFile {
        let url = directory.appendingPathComponent("Fixtures").appendingPathComponent(name)
        return SourceFile(path: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func fixtureNames(withExtension pathExtension: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Fixtures").path)
            .filter { $0.hasSuffix("." + pathExtension) }
            .sorted()
    }

    /// Compares `text` with the golden file `name`, or writes it when `FSMCHECK_RECORD=1`.
    static func expectGolden(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "golden file \(name) differs; re-record with FSMCHECK_RECORD=1", sourceLocation: sourceLocation)
    }
}

/// A one-line-per-element description of a machine, with locations, for exact expectations.
enum ModelDump {
    static func text(of machine: Machine) -> String {
        var lines = ["machine \(machine.name) [\(machine.dialect)] initial=\(reference(machine.initial))"]
        for id in machine.stateIDs {
            let state = machine[id]
            var line = "\(String(repeating: "  ", count: machine.ancestors(of: id).count))\(state.name) \(state.kind.rawValue) @\(position(state.location))"
            if let initial = state.initial { line += " initial=\(reference(initial))" }
            if !state.superStates.isEmpty { line += " : " + state.superStates.map(\.name).joined(separator: " ") }
            if !state.entryActions.isEmpty { line += " entry=" + state.entryActions.map(\.name).joined(separator: ",") }
            if !state.exitActions.isEmpty { line += " exit=" + state.exitActions.map(\.name).joined(separator: ",") }
            lines.append(line)
            for transition in state.transitions {
                var text = "\(String(repeating: "  ", count: machine.ancestors(of: id).count + 1))"
                text += "\(transition.event.map { "\($0.name)@\(position($0.location))" } ?? "(eventless)") -> "
                text += transition.target.map { "\($0.name)@\(position($0.location))" } ?? "(internal)"
                if !transition.guard.conditions.isEmpty { text += " if " + transition.guard.conditions.joined(separator: " && ") }
                if !transition.actions.isEmpty { text += " / " + transition.actions.map(\.name).joined(separator: ", ") }
                text += " @\(position(transition.location))"
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func reference(_ reference: Reference?) -> String {
        reference.map { "\($0.name)@\(position($0.location))" } ?? "-"
    }

    private static func position(_ location: FSMModel.SourceLocation) -> String { "\(location.line):\(location.column)" }
}

/// A machine without source locations, for "load → export → load gives the same model".
///
/// Locations and guard display texts differ between notations by nature; everything else —
/// semantics, states, kinds, tree, initial states, super states, entry/exit, transitions per state
/// with events, guards (predicates as `.fsm` text, conditions), targets (computed ones too), actions,
/// and what the source hid (`unseen`, without locations) — must survive.
/// Transitions are compared in their order, which decides where the first match wins.
struct MachineShape: Equatable, CustomStringConvertible {
    struct StateShape: Equatable {
        var name: String
        var kind: StateKind
        var parent: String?
        var initial: String?
        var superStates: [String]
        var entryActions: [String]
        var exitActions: [String]
        var transitions: [String]
    }

    var name: String
    var initial: String?
    var predicateTypes: [String]
    var declaredEvents: [String]?
    var semantics: Semantics
    var unseen: [String]
    var states: [StateShape]

    init(_ machine: Machine) {
        name = machine.name
        initial = machine.initial?.name
        predicateTypes = machine.predicateTypes.map { "\($0.name): \($0.cases.joined(separator: ", "))" }
        declaredEvents = machine.declaredEvents?.map(\.name)
        semantics = machine.semantics
        unseen = machine.unseen.map { "\($0.subject): \($0.reason)" }
        states = machine.states.map { state in
            let transitions = state.transitions.map { transition -> String in
                let predicate = transition.guard.predicate.flatMap { Guard(predicate: $0).displayText } ?? ""
                return "\(transition.event?.name ?? "(eventless)") [\(predicate)|\(transition.guard.conditions.joined(separator: "|"))] "
                    + "-> \(transition.target?.name ?? transition.computedTarget.map { "?(\($0))" } ?? "(internal)") / \(transition.actions.map(\.name).joined(separator: ","))"
                    + (transition.isOverride ? " override" : "") + (transition.isDynamic ? " dynamic" : "")
            }
            return StateShape(
                name: state.name, kind: state.kind, parent: state.parent.map { machine[$0].name }, initial: state.initial?.name,
                superStates: state.superStates.map(\.name), entryActions: state.entryActions.map(\.name),
                exitActions: state.exitActions.map(\.name), transitions: transitions
            )
        }
    }

    var description: String { "\(name) initial=\(initial ?? "-")\n" + states.map { "\($0)" }.joined(separator: "\n") }

    /// Expects `load(export(machine))` to give back `machine`'s shape, with no diagnostics.
    static func expectRoundTrip(
        of machine: Machine, through export: (Machine) -> String, load: (String) -> LoadResult,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let text = export(machine)
        let reloaded = load(text)
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)\n\(text)", sourceLocation: sourceLocation)
        #expect(reloaded.machines.count == 1, sourceLocation: sourceLocation)
        guard let copy = reloaded.machines.first else { return }
        #expect(MachineShape(copy) == MachineShape(machine), "\(text)", sourceLocation: sourceLocation)
    }
}
