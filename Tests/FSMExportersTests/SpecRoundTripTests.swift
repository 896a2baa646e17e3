import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import FSMSpecLoader
import FSMTestSupport
import Foundation
import Testing

@testable import FSMExporters

/// `export --to fsm` round-trips: loading what it writes gives back the same machine.
@Suite struct SpecRoundTripTests {
    static let specsDirectory = TestFiles.packageRoot.appendingPathComponent("Specs")

    static let specs: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path))
        .map { $0.filter { $0.hasSuffix(".fsm") && $0 != "broken.fsm" }.sorted() } ?? []

    private static func loadSpec(_ text: String, path: String) -> LoadResult {
        SpecLoader().load([SourceFile(path: path, text: text)])
    }

    @Test(arguments: specs)
    func bundledSpecsRoundTrip(spec: String) throws {
        let text = try String(contentsOf: Self.specsDirectory.appendingPathComponent(spec), encoding: .utf8)
        let original = Self.loadSpec(text, path: spec)
        #expect(original.diagnostics.isEmpty, "\(original.diagnostics)")
        let machine = try #require(original.machines.first)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: spec) }
    }

    @Test(arguments: ["smc", "predicates"])
    func importedMachinesRoundTrip(machineName: String) throws {
        let machine = try ExportTests.machine(machineName)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: "\(machineName).fsm") }
    }

    /// Eventless transitions, history states and SCXML's first-match semantics travel as the
    /// `always:`, `history:` and `semantics:` extension keys.
    @Test(arguments: [
        "statechart.scxml", "scion_history_history0.scxml", "scion_history_history1.scxml", "scion_parallel_test3.scxml",
        "w3c_test364.scxml", "scion_internal-transitions_test0.scxml", "scion_targetless-transition_test0.scxml",
    ])
    func statechartsRoundTrip(fixture: String) throws {
        var machine = try #require(SCXMLLoader().load([try TestFiles.fixture(fixture)]).machines.first)
        // `.fsm` has one initial state per composite: SCXML's other initial targets stay behind, as
        // the loader's `multi-target-initial` note says.
        machine.otherInitialTargets = []
        for id in machine.stateIDs { machine.update(id) { $0.otherInitialTargets = [] } }
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .fsm) }) { Self.loadSpec($0, path: "statechart.fsm") }
    }

    /// SwiftFSM's explicit overrides, dynamic targets and most-specific-wins guards survive.
    @Test func swiftFSMConventionsRoundTrip() {
        MachineShape.expectRoundTrip(of: Self.swiftFSMShapedMachine, through: { MachineExporter.export($0, as: .fsm) }) {
            Self.loadSpec($0, path: "swiftfsm.fsm")
        }
    }

    static let swiftFSMShapedMachine: Machine = {
        let at = SourceLocation(file: "Turnstile.swift", line: 1, column: 1)
        var machine = Machine(
            name: "Turnstile", location: at, initial: Reference("Locked", at: at),
            predicateTypes: [PredicateType(name: "Enforcement", cases: ["weak", "strong"], location: at)],
            semantics: Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit), dialect: "swiftfsm"
        )
        machine.addState(
            State(
                name: "Resetable", location: at, kind: .abstract,
                transitions: [
                    Transition(event: Reference("Reset", at: at), target: Reference("Locked", at: at), location: at)
                ]))
        machine.addState(
            State(
                name: "Locked", location: at, superStates: [Reference("Resetable", at: at)],
                transitions: [
                    Transition(event: Reference("Reset", at: at), target: Reference("Unlocked", at: at), location: at, isOverride: true),
                    Transition(event: Reference("Coin", at: at), target: Reference("Unlocked", at: at), location: at, isDynamic: true),
                    Transition(event: Reference("Coin", at: at), target: Reference("Locked", at: at), location: at, isDynamic: true),
                ]))
        machine.addState(
            State(
                name: "Unlocked", location: at,
                transitions: [
                    Transition(event: Reference("Pass", at: at), target: Reference("Locked", at: at), location: at)
                ]))
        return machine
    }()

    /// What a Swift source hid (its initial state, a predicate enum, transitions, its state type) and a target it computes travel
    /// as the `unseen:` and `computed:` extension keys, so the exported spec is checked as the code was.
    @Test func unseenFactsAndComputedTargetsRoundTrip() {
        MachineShape.expectRoundTrip(of: Self.partlyVisibleMachine, through: { MachineExporter.export($0, as: .fsm) }) {
            Self.loadSpec($0, path: "door.fsm")
        }
    }

    static let partlyVisibleMachine: Machine = {
        let at = SourceLocation(file: "Door.swift", line: 1, column: 1)
        var machine = Machine(
            name: "Door", location: at, semantics: Semantics(guardOverlap: .mostSpecificWins, inheritedOverride: .explicit), dialect: "swiftfsm",
            unseen: [
                Unseen(.initialState, reason: "the FSM `fsm` is a parameter of `build`", at: at),
                Unseen(.predicateType("Weather"), reason: "no `enum Weather: Predicate` was found in the files read", at: at),
                Unseen(.transitions(from: "closed"), reason: "`when(event) | then(.open)` could not be read", at: at),
                Unseen(.transitions(from: nil), reason: "`for step in steps { … }` could not be read", at: at),
                Unseen(.stateType, reason: "`Automaton<Mode, Key>` may name its state type first or second", at: at),
            ]
        )
        let weather = PredicateExpression.atom(PredicateAtom(type: "Weather", value: "rain", location: at))
        machine.addState(
            State(
                name: "closed", location: at,
                transitions: [
                    Transition(event: Reference("open", at: at), guard: Guard(predicate: weather), target: Reference("ajar", at: at), location: at),
                    Transition(event: Reference("open", at: at), target: nil, location: at, computedTarget: "self.next(\"open\")"),
                ]))
        machine.addState(State(name: "ajar", location: at))
        return machine
    }()

    @Test func specsExist() { #expect(Self.specs.count >= 5) }
}
