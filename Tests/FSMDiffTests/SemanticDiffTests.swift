import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMDiff

@Suite struct SemanticDiffTests {
    static func at(_ line: Int) -> FSMModel.SourceLocation { FSMModel.SourceLocation(file: "door.fsm", line: line, column: 1) }

    /// A small machine built by hand: states with transitions `(event, target)`.
    static func machine(_ states: [(String, StateKind, [(String, String?)])], name: String = "Door", initial: String = "Closed") -> Machine {
        var machine = Machine(name: name, location: at(1), initial: Reference(initial, at: at(1)), dialect: "fsm")
        for (index, (stateName, kind, transitions)) in states.enumerated() {
            let line = index + 2
            machine.addState(
                State(
                    name: stateName, location: at(line), kind: kind,
                    transitions: transitions.map {
                        Transition(event: Reference($0.0, at: at(line)), target: $0.1.map { Reference($0, at: at(line)) }, location: at(line))
                    }
                ))
        }
        return machine
    }

    static let before = machine([
        ("Closed", .atomic, [("Open", "Opened"), ("Lock", "Locked")]),
        ("Opened", .atomic, [("Close", "Closed")]),
        ("Locked", .atomic, [("Unlock", "Closed")]),
        ("Legacy", .atomic, []),
    ])

    static let after = machine([
        ("Closed", .atomic, [("Open", "Opened"), ("Lock", "Alarmed")]),
        ("Locked", .atomic, [("Unlock", "Closed")]),
        ("Opened", .final, [("Close", "Closed"), ("Slam", "Closed")]),
        ("Alarmed", .atomic, []),
        ("Legacy", .atomic, []),
    ])

    static func finding(_ rule: String, _ state: String, line: Int) -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: .error, message: "state `\(state)` is unreachable", location: at(line),
            subject: .init(machine: "Door", states: [state]))
    }

    @Test func statesTransitionsAndFindings() throws {
        let diffs = SemanticDiff.compare(
            old: [MachineVersion(machine: Self.before, findings: [Self.finding("unreachable-state", "Legacy", line: 5)])],
            new: [
                MachineVersion(
                    machine: Self.after,
                    findings: [Self.finding("unreachable-state", "Legacy", line: 9), Self.finding("dead-end", "Alarmed", line: 5)])
            ]
        )
        let diff = try #require(diffs.first)
        #expect(diff.status == .changed)
        #expect(diff.addedStates == ["Alarmed"])
        #expect(diff.removedStates.isEmpty)
        #expect(diff.changedStates.map(\.state) == ["Opened"])
        #expect(diff.changedStates.first?.change == ValueChange(old: "atomic", new: "final"))
        #expect(diff.addedTransitions.map(\.description) == ["Opened --Slam--> Closed"])
        #expect(diff.changedTransitions.map { "\($0.old) ⇒ \($0.new)" } == ["Closed --Lock--> Locked ⇒ Closed --Lock--> Alarmed"])
        #expect(diff.removedTransitions.isEmpty)
        #expect(diff.introducedFindings.map(\.ruleID) == ["dead-end"], "a finding that only moved lines is not new")
        #expect(diff.fixedFindings.isEmpty)
    }

    /// A literal target replaced by one code computes is a changed transition, shown as `?(code)`.
    @Test func aComputedTargetIsAChangedOutcome() throws {
        var after = Self.before
        let closed = try #require(after.id(named: "Closed"))
        after.update(closed) { state in
            state.transitions[1] = Transition(
                event: Reference("Lock", at: Self.at(2)), target: nil, location: Self.at(2), computedTarget: "policy.lockTarget")
        }
        let diff = try #require(
            SemanticDiff.compare(old: [MachineVersion(machine: Self.before, findings: [])], new: [MachineVersion(machine: after, findings: [])]).first
        )
        #expect(diff.changedTransitions.map { "\($0.old) ⇒ \($0.new)" } == ["Closed --Lock--> Locked ⇒ Closed --Lock--> ?(policy.lockTarget)"])
    }

    @Test func addedRemovedAndUnchangedMachines() {
        let diffs = SemanticDiff.compare(
            old: [
                MachineVersion(machine: Self.before, findings: []),
                MachineVersion(machine: Self.machine([("A", .atomic, [])], name: "Gone", initial: "A"), findings: []),
            ],
            new: [
                MachineVersion(machine: Self.before, findings: []),
                MachineVersion(machine: Self.machine([("A", .atomic, [("Go", "A")])], name: "Fresh", initial: "A"), findings: []),
            ]
        )
        #expect(diffs.map(\.name) == ["Door", "Fresh", "Gone"])
        #expect(diffs.map(\.status) == [.unchanged, .added, .removed])
        #expect(DiffText.human([diffs[0]]) == "no semantic differences in 1 machine\n")
    }

    @Test func humanAndMarkdownText() {
        let diffs = SemanticDiff.compare(
            old: [MachineVersion(machine: Self.before, findings: [Self.finding("unreachable-state", "Legacy", line: 5)])],
            new: [MachineVersion(machine: Self.after, findings: [Self.finding("dead-end", "Alarmed", line: 5)])]
        )
        #expect(
            DiffText.human(diffs) == """
                machine Door (changed)
                  states added:
                    + Alarmed
                  states changed:
                    ~ Opened: kind atomic → final
                  transitions added:
                    + Opened --Slam--> Closed
                  transitions changed:
                    ~ Closed --Lock--> Locked ⇒ Closed --Lock--> Alarmed
                  findings introduced:
                    + error: state `Alarmed` is unreachable [dead-end]
                  findings fixed:
                    - error: state `Legacy` is unreachable [unreachable-state]
                1 changed, 0 added, 0 removed, 0 unchanged; 1 finding introduced, 1 fixed

                """)
        #expect(
            DiffText.markdown(diffs) == """
                ## fsmcheck diff

                1 changed, 0 added, 0 removed, 0 unchanged; 1 finding introduced, 1 fixed.

                | Machine | Change | States | Transitions | Findings |
                |---|---|---|---|---|
                | `Door` | changed | +1 ~1 | +1 ~1 | +1 −1 |

                ### `Door`

                **States added**

                - `Alarmed`

                **States changed**

                - `Opened`: kind `atomic` → `final`

                **Transitions added**

                - `Opened --Slam--> Closed`

                **Transitions changed**

                - `Closed --Lock--> Locked` ⇒ `Closed --Lock--> Alarmed`

                **Findings introduced**

                - **error** state `Alarmed` is unreachable (`dead-end`)

                **Findings fixed**

                - **error** state `Legacy` is unreachable (`unreachable-state`)

                """)
    }
}
