import FSMDiagnostics
import FSMModel

/// What the checker's findings change on a diagram, read from rule ids and subjects.
///
/// Transitions are matched by source location because that is what survives inheritance:
/// an inherited copy keeps the location of the super state's transition. A finding that names
/// states as well marks only the copies on those states.
struct FindingMarks {
    enum Mark: CaseIterable {
        case unreachable
        case stuck
        case clash
    }

    static let unreachableRules: Set<String> = ["unreachable-state"]
    static let stuckRules: Set<String> = ["dead-end", "trap"]
    static let clashRules: Set<String> = ["predicate-clash", "conflicting-superstates"]

    private(set) var unreachableStates: Set<String> = []
    private(set) var stuckStates: Set<String> = []
    private var clashingTransitions: [SourceLocation: Set<String>] = [:]
    /// The marks actually drawn, for the legend.
    private(set) var used: Set<Mark> = []

    init(findings: [Diagnostic], enabled: Bool) {
        guard enabled else { return }
        for finding in findings {
            if Self.unreachableRules.contains(finding.ruleID) {
                unreachableStates.formUnion(finding.subject.states)
            } else if Self.stuckRules.contains(finding.ruleID) {
                stuckStates.formUnion(finding.subject.states)
            } else if Self.clashRules.contains(finding.ruleID) {
                for location in finding.subject.transitions {
                    clashingTransitions[location, default: []].formUnion(finding.subject.states)
                }
            }
        }
    }

    // Each question is asked of every state or transition drawn, and most machines have no
    // findings of its kind: an empty collection is answered without hashing the key.

    mutating func isUnreachable(_ state: String) -> Bool {
        record(.unreachable, if: !unreachableStates.isEmpty && unreachableStates.contains(state))
    }

    mutating func isStuck(_ state: String) -> Bool {
        record(.stuck, if: !stuckStates.isEmpty && stuckStates.contains(state))
    }

    mutating func isClashing(_ transition: Transition, from state: String) -> Bool {
        guard !clashingTransitions.isEmpty, let states = clashingTransitions[transition.location] else { return false }
        return record(.clash, if: states.isEmpty || states.contains(state))
    }

    private mutating func record(_ mark: Mark, if present: Bool) -> Bool {
        if present { used.insert(mark) }
        return present
    }

    /// HTML-like table rows for the legend, one per mark drawn.
    var legendRows: [String] {
        Mark.allCases.filter(used.contains).map { mark in
            switch mark {
            case .unreachable:
                "<tr><td align=\"left\"><font color=\"\(Style.unreachableColor)\">▭ unreachable state (grey, dashed)</font></td></tr>"
            case .stuck:
                "<tr><td align=\"left\"><font color=\"\(Style.findingColor)\">▭ dead end or trap (red border)</font></td></tr>"
            case .clash:
                "<tr><td align=\"left\"><font color=\"\(Style.findingColor)\"><b>→ clashing transitions (red, bold)</b></font></td></tr>"
            }
        }
    }
}
