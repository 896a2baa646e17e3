import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import Testing

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
        initial = machine.initial.map { ([$0] + machine.otherInitialTargets).map(\.name).joined(separator: " ") }
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
                name: state.name, kind: state.kind, parent: state.parent.map { machine[$0].name },
                initial: state.initial.map { ([$0] + state.otherInitialTargets).map(\.name).joined(separator: " ") },
                superStates: state.superStates.map(\.name), entryActions: state.entryActions.map(\.name),
                exitActions: state.exitActions.map(\.name), transitions: transitions
            )
        }
    }

    var description: String { "\(name) initial=\(initial ?? "-")\n" + states.map { "\($0)" }.joined(separator: "\n") }

    /// Expects `load(export(machine))` to give back `machine`'s shape, with no diagnostics but the
    /// note that says a machine has several initial targets, which an SCXML copy has too.
    static func expectRoundTrip(
        of machine: Machine, through export: (Machine) -> String, load: (String) -> LoadResult,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let text = export(machine)
        let reloaded = load(text)
        let diagnostics = reloaded.diagnostics.filter { $0.ruleID != SCXMLRules.multipleInitialTargets.id }
        #expect(diagnostics.isEmpty, "\(diagnostics)\n\(text)", sourceLocation: sourceLocation)
        #expect(reloaded.machines.count == 1, sourceLocation: sourceLocation)
        guard let copy = reloaded.machines.first else { return }
        #expect(MachineShape(copy) == MachineShape(machine), "\(text)", sourceLocation: sourceLocation)
    }
}
