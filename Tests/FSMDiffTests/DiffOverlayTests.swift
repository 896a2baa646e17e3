import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMDiff

/// The picture of a change as a machine: what is put back, and how every element is marked.
@Suite struct DiffOverlayTests {
    static func at(_ line: Int, _ file: String = "door.fsm") -> FSMModel.SourceLocation { FSMModel.SourceLocation(file: file, line: line, column: 1) }

    static func transition(_ event: String, to target: String, when guardText: String? = nil, line: Int, file: String) -> Transition {
        Transition(
            event: Reference(event, at: at(line, file)),
            guard: Guard(conditions: guardText.map { [$0] } ?? [], text: guardText),
            target: Reference(target, at: at(line, file)),
            location: at(line, file)
        )
    }

    /// Closed/Opened, a composite `Service` holding `Fixing`, and an abstract `Base` whose
    /// `Reset` every state inherits.
    static func door(file: String, _ edit: (inout Machine) -> Void = { _ in }) -> Machine {
        var machine = Machine(name: "Door", location: at(1, file), initial: Reference("Closed", at: at(1, file)), dialect: "fsm")
        machine.addState(
            State(name: "Base", location: at(2, file), kind: .abstract, transitions: [transition("Reset", to: "Closed", line: 2, file: file)]))
        let base = [Reference("Base", at: at(2, file))]
        machine.addState(
            State(
                name: "Closed", location: at(3, file), superStates: base,
                transitions: [
                    transition("Open", to: "Opened", when: "Key.valid", line: 3, file: file),
                    transition("Break", to: "Service", line: 4, file: file),
                ]))
        machine.addState(
            State(name: "Opened", location: at(5, file), superStates: base, transitions: [transition("Close", to: "Closed", line: 5, file: file)]))
        let service = machine.addState(State(name: "Service", location: at(6, file), kind: .composite, initial: Reference("Fixing", at: at(6, file))))
        machine.addState(
            State(name: "Fixing", location: at(7, file), transitions: [transition("Done", to: "Closed", line: 7, file: file)]), parent: service)
        edit(&machine)
        return machine
    }

    static func overlay(old: Machine, new: Machine) throws -> DiffOverlay {
        let versions = (MachineVersion(machine: old, findings: []), MachineVersion(machine: new, findings: []))
        let diff = try #require(SemanticDiff.compare(old: [versions.0], new: [versions.1]).first)
        return try #require(DiffOverlay(old: versions.0, new: versions.1, diff: diff))
    }

    /// How each effective transition of a state is marked, by event.
    static func marks(_ overlay: DiffOverlay, on state: String) -> [String: DiffOverlay.Change?] {
        guard let id = overlay.machine.id(named: state) else { return [:] }
        var marks: [String: DiffOverlay.Change?] = [:]
        for transition in overlay.machine.effectiveTransitions(of: id) {
            marks["\(transition.event?.name ?? "") → \(transition.target?.name ?? "")"] = overlay.change(of: transition, in: id)
        }
        return marks
    }

    @Test func guardRewrittenIsAChange() {
        let old = Self.door(file: "old.fsm")
        let new = Self.door(file: "new.fsm") { machine in
            machine.update(machine.id(named: "Closed")!) {
                $0.transitions[0] = DiffOverlayTests.transition("Open", to: "Opened", when: "Key.valid or Key.master", line: 3, file: "new.fsm")
            }
        }
        let diff = SemanticDiff.compare(old: [MachineVersion(machine: old, findings: [])], new: [MachineVersion(machine: new, findings: [])])[0]
        #expect(
            diff.changedTransitions.map { "\($0.old) ⇒ \($0.new)" } == [
                "Closed --Open [Key.valid]--> Opened ⇒ Closed --Open [Key.valid or Key.master]--> Opened"
            ])
        #expect(diff.addedTransitions.isEmpty && diff.removedTransitions.isEmpty)
    }

    @Test func addedRemovedAndChangedAreMarkedAndRemovedOnesPutBack() throws {
        let old = Self.door(file: "old.fsm") { machine in
            machine.addState(
                State(
                    name: "Checking", location: DiffOverlayTests.at(8, "old.fsm"),
                    transitions: [
                        DiffOverlayTests.transition("Ok", to: "Fixing", line: 8, file: "old.fsm")
                    ]), parent: machine.id(named: "Service"))
        }
        let new = Self.door(file: "new.fsm") { machine in
            machine.update(machine.id(named: "Opened")!) {
                $0.transitions.append(DiffOverlayTests.transition("Slam", to: "Closed", line: 9, file: "new.fsm"))
            }
            machine.update(machine.id(named: "Closed")!) {
                $0.transitions[1] = DiffOverlayTests.transition("Break", to: "Opened", line: 4, file: "new.fsm")
            }
        }
        let overlay = try Self.overlay(old: old, new: new)
        let machine = overlay.machine
        let checking = try #require(machine.id(named: "Checking"), "a removed state is put back")
        #expect(machine[checking].parent == machine.id(named: "Service"), "under its old parent")
        #expect(overlay.stateChanges == ["Checking": .removed])
        #expect(Self.marks(overlay, on: "Checking") == ["Ok → Fixing": .removed])
        #expect(Self.marks(overlay, on: "Opened") == ["Close → Closed": nil, "Slam → Closed": .added, "Reset → Closed": nil])
        #expect(
            Self.marks(overlay, on: "Closed") == [
                "Open → Opened": nil, "Break → Opened": .changed, "Break → Service": .removed, "Reset → Closed": nil,
            ], "a moved transition shows both ends")
    }

    @Test func inheritedCopiesShareTheirSuperStatesMark() throws {
        let new = Self.door(file: "new.fsm") { machine in
            machine.update(machine.id(named: "Base")!) {
                $0.transitions.append(DiffOverlayTests.transition("Alarm", to: "Service", line: 10, file: "new.fsm"))
            }
        }
        let overlay = try Self.overlay(old: Self.door(file: "old.fsm"), new: new)
        #expect(Self.marks(overlay, on: "Closed")["Alarm → Service"] == .added)
        #expect(Self.marks(overlay, on: "Opened")["Alarm → Service"] == .added)
    }

    @Test func wholeMachinesAreMarkedWhole() throws {
        let machine = Self.door(file: "new.fsm")
        let version = MachineVersion(machine: machine, findings: [])
        let added = try #require(DiffOverlay(old: nil, new: version, diff: SemanticDiff.compare(old: [], new: [version])[0]))
        #expect(Set(added.stateChanges.values) == [.added] && added.stateChanges.count == machine.states.count)
        #expect(Self.marks(added, on: "Fixing") == ["Done → Closed": .added])
        let removed = try #require(DiffOverlay(old: version, new: nil, diff: SemanticDiff.compare(old: [version], new: [])[0]))
        #expect(Set(removed.stateChanges.values) == [.removed])
    }

    @Test func markdownEmbedsPicturesInAFenceNothingCloses() {
        let diffs = SemanticDiff.compare(
            old: [MachineVersion(machine: Self.door(file: "old.fsm"), findings: [])],
            new: [
                MachineVersion(
                    machine: Self.door(file: "new.fsm") { $0.addState(State(name: "Spare", location: DiffOverlayTests.at(11))) }, findings: [])
            ]
        )
        let markdown = DiffText.markdown(diffs, pictures: ["Door": .mermaid("stateDiagram-v2\n    state \"a```b\" as a\n")])
        #expect(markdown.contains("### `Door`\n\n````mermaid\nstateDiagram-v2\n    state \"a```b\" as a\n````\n"))
        #expect(markdown.contains(DiffText.pictureLegend))
        let leftOut = DiffText.markdown(diffs, pictures: ["Door": .leftOut("too big_to *draw*")])
        #expect(leftOut.contains("### `Door`\n\n*too big\\_to \\*draw\\**\n"))
        #expect(!DiffText.markdown(diffs).contains("mermaid"))
    }
}
