import FSMDiagnostics
import FSMModel

/// A machine as one side of a diff sees it: the model and the findings reported for it.
public struct MachineVersion: Sendable {
    public var machine: Machine
    public var findings: [Diagnostic]

    public init(machine: Machine, findings: [Diagnostic]) {
        self.machine = machine
        self.findings = findings
    }
}

/// What changed in one machine between two versions, in terms a reviewer thinks in: states and
/// transitions, not lines.
public struct MachineDiff: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case added, removed, changed, unchanged
    }

    public var name: String
    public var status: Status
    /// For an added or removed machine: its size.
    public var stateCount: Int
    public var transitionCount: Int
    public var initialChange: ValueChange?
    public var addedStates: [String] = []
    public var removedStates: [String] = []
    /// `Locked: atomic → composite`, `Idle: moved from Running to Functioning`.
    public var changedStates: [StateChange] = []
    public var addedTransitions: [TransitionSummary] = []
    public var removedTransitions: [TransitionSummary] = []
    public var changedTransitions: [TransitionChange] = []
    /// Properties as written (`never: Shipped`): one whose words change is removed and added.
    public var addedProperties: [String] = []
    public var removedProperties: [String] = []
    public var introducedFindings: [FindingSummary] = []
    public var fixedFindings: [FindingSummary] = []

    public var hasStructuralChanges: Bool {
        initialChange != nil || !addedStates.isEmpty || !removedStates.isEmpty || !changedStates.isEmpty
            || !addedTransitions.isEmpty || !removedTransitions.isEmpty || !changedTransitions.isEmpty
            || !addedProperties.isEmpty || !removedProperties.isEmpty
    }
}

public struct ValueChange: Hashable, Sendable {
    public var old: String
    public var new: String
}

public struct StateChange: Hashable, Sendable {
    public var state: String
    public var aspect: String
    public var change: ValueChange
}

/// A transition as one line: `Locked --Coin [Enforcement.weak]--> Unlocked / unlock`.
public struct TransitionSummary: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var source: String
    public var event: String?
    public var guardText: String?
    /// The state it goes to, `?(code)` for one code computes, `nil` when it stays.
    public var target: String?
    public var actions: [String]

    init(source: String, _ transition: Transition) {
        self.source = source
        event = transition.event?.name
        guardText = transition.guard.displayText
        target = transition.target?.name ?? transition.computedTarget.map { "?(\($0))" }
        actions = transition.actions.map(\.name)
    }

    /// Transitions with the same trigger are the same transition, changed if their outcome differs.
    var trigger: [String?] { [source, event, guardText] }

    /// Everything but the guard: the same transition with its guard rewritten.
    var guardlessIdentity: [String?] { [source, event, target] + actions.map { Optional($0) } }

    public var description: String {
        var text = source + " --" + (event ?? "(no event)")
        if let guardText { text += " [\(guardText)]" }
        text += "--> " + (target ?? "(stays)")
        if !actions.isEmpty { text += " / " + actions.joined(separator: ", ") }
        return text
    }

    public static func < (lhs: TransitionSummary, rhs: TransitionSummary) -> Bool {
        lhs.description < rhs.description
    }
}

public struct TransitionChange: Hashable, Sendable {
    public var old: TransitionSummary
    public var new: TransitionSummary
}

/// A finding as a diff lists it: identified by rule and subject, never by line.
public struct FindingSummary: Hashable, Sendable, Comparable {
    public var ruleID: String
    public var severity: Severity
    public var message: String

    public static func < (lhs: FindingSummary, rhs: FindingSummary) -> Bool {
        (lhs.ruleID, lhs.message) < (rhs.ruleID, rhs.message)
    }
}
