import FSMDiagnostics
import FSMInterchange
import FSMModel
import FSMSpecLoader

/// `export --to fsm` of every machine a loader read without error re-loads, without a diagnostic, to
/// the same model, locations aside.
enum SpecRoundTripHarness {
    static func run(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (notation, file) = input else { return false }
        let loaded = notation.load(file)
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return false }
        for machine in loaded.machines {
            let text = MachineExporter.export(machine, as: .fsm)
            let reloaded = SpecLoader().load([SourceFile(path: "export.fsm", text: text)])
            guard reloaded.diagnostics.isEmpty, reloaded.machines.count == 1, let copy = reloaded.machines.first else {
                Expect.fail("the .fsm export of a \(notation) machine re-loads with \(reloaded.diagnostics):\n\(text)")
            }
            let (original, exported) = (ModelShape(machine), ModelShape(copy))
            guard original == exported else {
                Expect.fail("the .fsm export of a \(notation) machine re-loads to another model:\n\(text)\n--- read\n\(original)\n--- re-loaded\n\(exported)")
            }
        }
        return !loaded.machines.isEmpty
    }
}

/// A machine without its source locations, for "load → export → load gives the same model".
///
/// The same comparison as the tests' `MachineShape` (Tests/FSMInteropTests/TestSupport.swift), which
/// this target cannot import: locations, guard display texts and the dialect differ between notations
/// by nature; everything else must survive. States are compared as a tree, transitions per state and
/// event in order, as `export --to fsm` groups them by event.
struct ModelShape: Equatable, CustomStringConvertible {
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
    var states: [StateShape]

    init(_ machine: Machine) {
        name = machine.name
        initial = machine.initial?.name
        predicateTypes = machine.predicateTypes.map { "\($0.name): \($0.cases.joined(separator: ", "))" }
        declaredEvents = machine.declaredEvents?.map(\.name)
        semantics = machine.semantics
        states = Self.depthFirst(machine).map { id in
            let state = machine[id]
            return StateShape(
                name: state.name, kind: state.kind, parent: state.parent.map { machine[$0].name }, initial: state.initial?.name,
                superStates: state.superStates.map(\.name), entryActions: state.entryActions.map(\.name),
                exitActions: state.exitActions.map(\.name), transitions: Self.transitionsGroupedByEvent(state.transitions)
            )
        }
    }

    /// States parents first, children in their order: the tree, whatever order a loader added the
    /// states in (the `.fsm` loader adds them depth first, some Swift dialects breadth first).
    private static func depthFirst(_ machine: Machine) -> [StateID] {
        var order: [StateID] = []
        var pending = Array(machine.topLevelStateIDs.reversed())
        while let id = pending.popLast() {
            order.append(id)
            pending += machine[id].children.reversed()
        }
        return order
    }

    private static func transitionsGroupedByEvent(_ transitions: [Transition]) -> [String] {
        let written = transitions.map { transition in
            let predicate = transition.guard.predicate.flatMap { Guard(predicate: $0).displayText } ?? ""
            return (
                event: transition.event?.name ?? "(eventless)",
                text: "[\(predicate)|\(transition.guard.conditions.joined(separator: "|"))] -> \(transition.target?.name ?? "(internal)") / "
                    + transition.actions.map(\.name).joined(separator: ",") + (transition.isOverride ? " override" : "")
                    + (transition.isDynamic ? " dynamic" : "")
            )
        }
        let events = written.map(\.event)
        return Set(events).sorted().flatMap { event in written.filter { $0.event == event }.map { "\(event) \($0.text)" } }
    }

    var description: String {
        "\(name) initial=\(initial ?? "-") predicates=\(predicateTypes) events=\(declaredEvents ?? []) \(semantics)\n"
            + states.map { "\($0)" }.joined(separator: "\n")
    }
}
