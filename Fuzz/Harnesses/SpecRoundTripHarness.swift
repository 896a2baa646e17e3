import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSpecLoader

/// `export --to fsm` of every machine a loader read without an error re-loads, without a diagnostic,
/// to the same model, locations aside. `fsmcheck export` writes machines read with errors too, and
/// those are exported and read back here as well, for crashes and hangs; but such a model may hold
/// what no notation can write (two states of one name, an `initial:` on a state without children),
/// which the export leaves out, so it is not compared.
enum SpecRoundTripHarness {
    static func run(_ input: (notation: Notation, file: SourceFile)?) -> Bool {
        guard let (notation, file) = input else { return false }
        let loaded = notation.load(file)
        let hadErrors = loaded.diagnostics.contains { $0.severity == .error }
        for machine in loaded.machines {
            let text = MachineExporter.export(machine, as: .fsm)
            let reloaded = SpecLoader().load([SourceFile(path: "export.fsm", text: text)])
            guard !hadErrors else { continue }
            guard reloaded.diagnostics.isEmpty, reloaded.machines.count == 1, let copy = reloaded.machines.first else {
                Expect.fail("the .fsm export of a \(notation) machine re-loads with \(reloaded.diagnostics):\n\(text)")
            }
            let (original, exported) = (ModelShape(machine), ModelShape(copy))
            guard original == exported else {
                Expect.fail(
                    "the .fsm export of a \(notation) machine re-loads to another model:\n\(text)\n--- read\n\(original)\n--- re-loaded\n\(exported)")
            }
        }
        return !loaded.machines.isEmpty
    }
}

/// A machine without its source locations, for "load → export → load gives the same model".
///
/// The same comparison as the tests' `MachineShape` (Tests/FSMExportersTests/MachineShape.swift), which
/// this target cannot import: locations, guard display texts and the dialect differ between notations
/// by nature; everything else, computed targets and what the source hid included, must survive. States
/// are compared as a tree, transitions per state and event in order, as `export --to fsm` groups them
/// by event.
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
    var unseen: [String]
    var states: [StateShape]

    init(_ machine: Machine) {
        name = machine.name
        initial = machine.initial?.name
        predicateTypes = machine.predicateTypes.map { "\($0.name): \($0.cases.joined(separator: ", "))" }
        declaredEvents = machine.declaredEvents?.map(\.name)
        semantics = machine.semantics
        unseen = Self.unseenGroupedBySubject(machine.unseen)
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

    /// What the source hid, as `.fsm`'s `unseen:` groups it: the initial state once, each predicate type
    /// once (the first reason given for it), then the transitions, in order, then the state type once.
    private static func unseenGroupedBySubject(_ unseen: [Unseen]) -> [String] {
        var initial: [String] = []
        var types: [String] = []
        var typeNames: Set<String> = []
        var transitions: [String] = []
        var stateType: [String] = []
        for fact in unseen {
            switch fact.subject {
            case .initialState: if initial.isEmpty { initial.append("initial: \(fact.reason)") }
            case .predicateType(let name): if typeNames.insert(name).inserted { types.append("predicate \(name): \(fact.reason)") }
            case .transitions(let from): transitions.append("transitions from \(from ?? "any state"): \(fact.reason)")
            case .stateType: if stateType.isEmpty { stateType.append("state type: \(fact.reason)") }
            }
        }
        return initial + types + transitions + stateType
    }

    private static func transitionsGroupedByEvent(_ transitions: [Transition]) -> [String] {
        let written = transitions.map { transition in
            let predicate = transition.guard.predicate.flatMap { Guard(predicate: $0).displayText } ?? ""
            let target = transition.target?.name ?? transition.computedTarget.map { "?(\($0))" } ?? "(internal)"
            return (
                event: transition.event?.name ?? "(eventless)",
                text: "[\(predicate)|\(transition.guard.conditions.joined(separator: "|"))] -> \(target) / "
                    + transition.actions.map(\.name).joined(separator: ",") + (transition.isOverride ? " override" : "")
                    + (transition.isDynamic ? " dynamic" : "")
            )
        }
        let events = written.map(\.event)
        return Set(events).sorted().flatMap { event in written.filter { $0.event == event }.map { "\(event) \($0.text)" } }
    }

    var description: String {
        "\(name) initial=\(initial ?? "-") predicates=\(predicateTypes) events=\(declaredEvents ?? []) \(semantics) unseen=\(unseen)\n"
            + states.map { "\($0)" }.joined(separator: "\n")
    }
}
