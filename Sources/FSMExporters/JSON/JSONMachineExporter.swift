import FSMDiagnostics
import FSMModel

/// Writes the model as JSON, for tools that want fsmcheck's reading of a machine.
///
/// Schema (version 1), keys sorted, two-space indentation; optional keys are left out when empty
/// of meaning (`initial`, `declaredEvents`, `unseen`, `parent`, `event`, `target`, `computedTarget`,
/// `inheritedFrom`, `guard.predicate`, `guard.text`):
///
///     { "schemaVersion": 1, "name", "dialect", "location", "initial": Reference,
///       "semantics": { "guardOverlap": "clash|mostSpecificWins|firstMatchWins", "inheritedOverride": "implicit|explicit",
///                      "concreteSuperStates": Bool },
///       "predicateTypes": [{ "name", "cases": [String], "location" }],
///       "declaredEvents": [Reference],
///       "unseen": [{ "subject": "initialState|predicateType|transitions", "predicateType": String, "state": String, "reason", "location" }],
///       "states": [{ "name", "kind": "atomic|composite|orthogonal|final|shallowHistory|deepHistory|abstract",
///                    "location", "parent": String, "children": [String], "initial": Reference,
///                    "superStates": [Reference], "entryActions": [Reference], "exitActions": [Reference],
///                    "transitions": [{ "event": Reference, "guard": { "predicate": String, "conditions": [String], "text": String },
///                                      "target": Reference, "computedTarget": String, "actions": [Reference], "location",
///                                      "inheritedFrom": Reference, "isOverride": Bool, "isDynamic": Bool }] }] }
///
/// `location` is `{ "file", "line", "column" }`; a `Reference` is `{ "name", "location" }`; states
/// are listed in model order (parents before children); predicates are written in the `.fsm`
/// guard syntax. Transitions are the states' own, not inherited copies.
enum JSONMachineExporter {
    static func export(_ machine: Machine) -> String {
        compactingEmptyArrays(JSONText.document(MachineDocument(machine)))
    }

    /// Foundation pretty-prints `[]` over three lines; one is easier to read and diff.
    private static func compactingEmptyArrays(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let closing = line.drop { $0 == " " }
            if closing == "]" || closing == "],", lines.count >= 2, lines[lines.count - 1].isEmpty, lines[lines.count - 2].hasSuffix("[") {
                lines.removeLast()
                lines[lines.count - 1] += closing
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    private struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }

    private struct ReferenceDocument: Encodable {
        var name: String
        var location: Location

        init(_ reference: Reference) {
            name = reference.name
            location = Location(reference.location)
        }
    }

    private struct MachineDocument: Encodable {
        struct SemanticsDocument: Encodable {
            var guardOverlap: String
            var inheritedOverride: String
            var concreteSuperStates: Bool
        }

        struct PredicateTypeDocument: Encodable {
            var name: String
            var cases: [String]
            var location: Location
        }

        var schemaVersion = 1
        var name: String
        var dialect: String
        var location: Location
        var initial: ReferenceDocument?
        /// SCXML's other initial targets (`initial="a b"`); absent when there are none.
        var otherInitialTargets: [ReferenceDocument]?
        var semantics: SemanticsDocument
        var predicateTypes: [PredicateTypeDocument]
        var declaredEvents: [ReferenceDocument]?
        var unseen: [UnseenDocument]?
        var states: [StateDocument]

        init(_ machine: Machine) {
            name = machine.name
            dialect = machine.dialect
            location = Location(machine.location)
            initial = machine.initial.map(ReferenceDocument.init)
            otherInitialTargets = machine.otherInitialTargets.isEmpty ? nil : machine.otherInitialTargets.map(ReferenceDocument.init)
            semantics = SemanticsDocument(
                guardOverlap: machine.semantics.guardOverlap.rawValue,
                inheritedOverride: machine.semantics.inheritedOverride.rawValue,
                concreteSuperStates: machine.semantics.concreteSuperStates)
            predicateTypes = machine.predicateTypes.map { PredicateTypeDocument(name: $0.name, cases: $0.cases, location: Location($0.location)) }
            declaredEvents = machine.declaredEvents?.map(ReferenceDocument.init)
            unseen = machine.unseen.isEmpty ? nil : machine.unseen.map(UnseenDocument.init)
            states = machine.states.map { StateDocument($0, in: machine) }
        }
    }

    /// What the source hid from fsmcheck (`Unseen`).
    private struct UnseenDocument: Encodable {
        var subject: String
        var predicateType: String?
        /// For skipped transitions: the state they leave, absent when it could be any.
        var state: String?
        var reason: String
        var location: Location

        init(_ unseen: Unseen) {
            switch unseen.subject {
            case .initialState: subject = "initialState"
            case .predicateType(let name): (subject, predicateType) = ("predicateType", name)
            case .transitions(let from): (subject, state) = ("transitions", from)
            case .stateType: subject = "stateType"
            }
            reason = unseen.reason
            location = Location(unseen.location)
        }
    }

    private struct StateDocument: Encodable {
        var name: String
        var kind: String
        var location: Location
        var parent: String?
        var children: [String]
        var initial: ReferenceDocument?
        var otherInitialTargets: [ReferenceDocument]?
        var superStates: [ReferenceDocument]
        var entryActions: [ReferenceDocument]
        var exitActions: [ReferenceDocument]
        var transitions: [TransitionDocument]

        init(_ state: State, in machine: Machine) {
            name = state.name
            kind = state.kind.rawValue
            location = Location(state.location)
            parent = state.parent.map { machine[$0].name }
            children = state.children.map { machine[$0].name }
            initial = state.initial.map(ReferenceDocument.init)
            otherInitialTargets = state.otherInitialTargets.isEmpty ? nil : state.otherInitialTargets.map(ReferenceDocument.init)
            superStates = state.superStates.map(ReferenceDocument.init)
            entryActions = state.entryActions.map(ReferenceDocument.init)
            exitActions = state.exitActions.map(ReferenceDocument.init)
            transitions = state.transitions.map(TransitionDocument.init)
        }
    }

    private struct TransitionDocument: Encodable {
        struct GuardDocument: Encodable {
            var predicate: String?
            var conditions: [String]
            var text: String?
        }

        var event: ReferenceDocument?
        var `guard`: GuardDocument
        var target: ReferenceDocument?
        var computedTarget: String?
        var actions: [ReferenceDocument]
        var location: Location
        var inheritedFrom: ReferenceDocument?
        var isOverride: Bool
        var isDynamic: Bool

        init(_ transition: Transition) {
            event = transition.event.map(ReferenceDocument.init)
            `guard` = GuardDocument(
                predicate: transition.guard.predicate.flatMap { Guard(predicate: $0).displayText },
                conditions: transition.guard.conditions, text: transition.guard.text)
            target = transition.target.map(ReferenceDocument.init)
            computedTarget = transition.computedTarget
            actions = transition.actions.map(ReferenceDocument.init)
            location = Location(transition.location)
            inheritedFrom = transition.inheritedFrom.map(ReferenceDocument.init)
            isOverride = transition.isOverride
            isDynamic = transition.isDynamic
        }
    }
}
