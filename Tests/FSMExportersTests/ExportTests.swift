import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import FSMSMCLoader
import FSMTestSupport
import Foundation
import Testing

@testable import FSMExporters

@Suite struct ExportTests {
    /// The machines every format is tested on: SMC inheritance with entry/exit actions, an SCXML
    /// statechart (hierarchy, parallel regions, history, final, eventless, conditions), and a
    /// `.fsm`-style machine with predicates, declared events and names that need quoting.
    static func machine(_ name: String) throws -> Machine {
        switch name {
        case "smc":
            return try #require(SMCLoader().load([try TestFiles.fixture("readme_05.sm")]).machines.first)
        case "statechart":
            return try #require(SCXMLLoader().load([try TestFiles.fixture("statechart.scxml")]).machines.first)
        default:
            return predicateMachine
        }
    }

    static let machineNames = ["smc", "statechart", "predicates"]

    static let cases = machineNames.flatMap { name in ExportFormat.allCases.map { (name, $0) } }

    @Test(arguments: cases)
    func matchesGoldenFile(machineName: String, format: ExportFormat) throws {
        let machine = try Self.machine(machineName)
        let text = MachineExporter.export(machine, as: format)
        try GoldenFile.check(text, against: "\(machineName).\(format.fileExtension)", in: GoldenFile.directory())
        #expect(MachineExporter.export(machine, as: format) == text, "exports are deterministic")
    }

    @Test(arguments: [
        "statechart.scxml", "scion_history_history0.scxml", "scion_history_history1.scxml", "scion_parallel_test3.scxml",
        "w3c_test364.scxml", "scion_internal-transitions_test0.scxml", "scion_targetless-transition_test0.scxml",
    ])
    func scxmlRoundTrips(fixture: String) throws {
        let machine = try #require(SCXMLLoader().load([try TestFiles.fixture(fixture)]).machines.first)
        MachineShape.expectRoundTrip(of: machine, through: { MachineExporter.export($0, as: .scxml) }) { text in
            SCXMLLoader().load([SourceFile(path: "\(machine.name).scxml", text: text)])
        }
    }

    /// A target computed at run time is shown in every format as where it goes, never as staying.
    @Test(arguments: ExportFormat.allCases)
    func computedTargetsAreShownInEveryFormat(format: ExportFormat) {
        let text = MachineExporter.export(SpecRoundTripTests.partlyVisibleMachine, as: format)
        let shown: String =
            switch format {
            case .mermaid: "closed : open to the state self.next(#quot;open#quot;) computes"
            case .plantuml: "closed : open to the state self.next(<U+0022>open<U+0022>) computes"
            case .scxml: #"<transition event="open" fsmcheck:computedTarget="self.next(&quot;open&quot;)"/>"#
            case .json: #""computedTarget" : "self.next(\"open\")""#
            case .fsm: #"- { computed: "self.next(\"open\")" }"#
            case .promela: #"Left out: closed on open goes to the state self.next("open") computes."#
            }
        #expect(text.contains(shown), "\(text)")
    }

    @Test func smcActionsSurviveSCXML() throws {
        let machine = try Self.machine("smc")
        let text = MachineExporter.export(machine, as: .scxml)
        let reloaded = try #require(SCXMLLoader().load([SourceFile(path: "x.scxml", text: text)]).machines.first)
        let locked = try #require(reloaded.id(named: "Locked"))
        #expect(reloaded[locked].entryActions.map(\.name) == ["lock"])
        #expect(
            reloaded[locked].transitions.map { "\($0.event?.name ?? "") \($0.target?.name ?? "")" } == [
                "Coin Unlocked", "Pass Alarming", "Reset Locked",
            ])
        #expect(reloaded.id(named: "Resetable") == nil, "abstract super states are folded into the states that inherit them")
    }

    /// Mermaid crashes on an edge that touches a state with children inside a parallel region
    /// (mermaid-js/mermaid#4052): such edges are drawn at the state's initial leaf.
    @Test func mermaidNeverConnectsACompositeInsideARegion() throws {
        let machine = try Self.machine("statechart")
        let text = MachineExporter.export(machine, as: .mermaid)
        let edges = text.split(separator: "\n").filter { $0.contains(" --> ") && !$0.contains("[*]") }
        #expect(!edges.isEmpty)
        for edge in edges {
            let endpoints = edge.split(separator: " ").filter { $0 != "-->" }.prefix(2).map(String.init)
            #expect(!endpoints.contains("picture") && !endpoints.contains("hd"), "\(edge)")
        }
        #expect(text.contains("sd --> hd_720 : upgrade [bandwidth #gt; 5] (to hd)"))
        #expect(text.contains("hd_720 --> sd : downgrade (from hd)"))
    }

    @Test(arguments: ExportFormat.allCases)
    func deepNestingExportsWithoutRecursion(format: ExportFormat) {
        var machine = Machine(name: "Deep", location: SourceLocation(file: "deep", line: 1, column: 1), initial: nil, dialect: "test")
        var parent: StateID?
        for level in 0..<1_000 {
            let kind: StateKind = level == 999 ? .atomic : .composite
            parent = machine.addState(
                State(
                    name: "s\(level)", location: SourceLocation(file: "deep", line: level + 1, column: 1), kind: kind,
                    initial: level == 999 ? nil : Reference("s\(level + 1)", at: SourceLocation(file: "deep", line: 1, column: 1))),
                parent: parent)
        }
        let text = MachineExporter.export(machine, as: format)
        #expect(text.contains("s999"))
    }

    static let predicateMachine: Machine = {
        let at = SourceLocation(file: "turnstile.fsm", line: 1, column: 1)
        func atom(_ type: String, _ value: String) -> FSMModel.PredicateExpression { .atom(PredicateAtom(type: type, value: value, location: at)) }
        var machine = Machine(
            name: "Turnstile", location: at, initial: Reference("Locked", at: at),
            predicateTypes: [
                PredicateType(name: "Enforcement", cases: ["weak", "strong"], location: at),
                PredicateType(name: "Reward", cases: ["positive", "negative"], location: at),
            ],
            declaredEvents: ["Coin", "Pass", "Reset", "On"].map { Reference($0, at: at) }, dialect: "fsm"
        )
        machine.addState(
            State(
                name: "Resetable", location: at, kind: .abstract,
                transitions: [
                    Transition(
                        event: Reference("Reset", at: at), target: Reference("Locked", at: at),
                        actions: [Reference("alarmOff", at: at), Reference("lock", at: at)], location: at)
                ]))
        machine.addState(
            State(
                name: "Locked", location: at, superStates: [Reference("Resetable", at: at)], entryActions: [Reference("lock", at: at)],
                transitions: [
                    Transition(event: Reference("Coin", at: at), target: Reference("Unlocked", at: at), location: at),
                    Transition(
                        event: Reference("Pass", at: at), guard: Guard(predicate: atom("Enforcement", "weak")), target: Reference("Locked", at: at),
                        location: at),
                    Transition(
                        event: Reference("Pass", at: at),
                        guard: Guard(predicate: .and([atom("Enforcement", "strong"), .not(atom("Reward", "positive"))])),
                        target: Reference("two words", at: at), actions: [Reference("alarmOn", at: at)], location: at),
                ]))
        machine.addState(
            State(
                name: "Unlocked", location: at, superStates: [Reference("Resetable", at: at)],
                transitions: [
                    Transition(event: Reference("Coin", at: at), target: nil, actions: [Reference("thankyou", at: at)], location: at),
                    Transition(
                        event: Reference("On", at: at), guard: Guard(conditions: ["count < 3"]), target: Reference("end", at: at), location: at),
                ]))
        machine.addState(
            State(name: "two words", location: at, superStates: [Reference("Resetable", at: at)], exitActions: [Reference("alarmOff", at: at)]))
        machine.addState(State(name: "end", location: at, kind: .final))
        return machine
    }()
}
