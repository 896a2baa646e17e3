import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMTestSupport
import Testing

@Suite struct DiagramBuilderTests {
    func edges(_ diagram: Diagram, from tail: String, to head: String) -> [Diagram.Edge] {
        diagram.edges.filter { $0.tail == tail && $0.head == head }
    }

    @Test func abstractSuperStatesAreNotDrawnButTheirTransitionsAre() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.turnstile)
        #expect(!diagram.nodes.contains { $0.id == "Resetable" })
        for state in ["Unlocked", "Alarming"] {
            let reset = edges(diagram, from: state, to: "Locked")
            #expect(reset.count == 1)
            #expect(reset.first?.attributes["label"]?.text.contains("Reset (via Resetable)") == true)
        }
    }

    @Test func parallelTransitionsShareOneEdgeWithOneLineEach() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.turnstile, options: DiagramOptions(detail: .full))
        let unlockedToLocked = edges(diagram, from: "Unlocked", to: "Locked")
        #expect(unlockedToLocked.count == 1)
        #expect(unlockedToLocked.first?.attributes["label"] == .plain(#"Pass\nReset / alarmOff, lock (via Resetable)"#))
    }

    /// At `names` detail guarded alternatives read alike: each line is drawn once, in first-seen
    /// order, for a group of a few lines and for one past the size searched line by line.
    @Test(arguments: [3, 20])
    func linesThatReadAlikeAreDrawnOnce(_ events: Int) {
        var machine = Machine(name: "Alike", location: ExampleMachines.at(1), initial: ExampleMachines.ref("A"), dialect: "fsm")
        let transitions = (0..<events).flatMap { event in
            ["x", "y"].map { ExampleMachines.on("E\(event)", to: "B", when: $0, line: 10 + event) }
        }
        machine.addState(State(name: "A", location: ExampleMachines.at(2), transitions: transitions))
        machine.addState(State(name: "B", location: ExampleMachines.at(3)))
        let label = edges(DiagramBuilder.diagram(for: machine), from: "A", to: "B").first?.attributes["label"]?.text
        #expect(label == (0..<events).map { "E\($0)" }.joined(separator: "\\n"))
        let full = edges(DiagramBuilder.diagram(for: machine, options: DiagramOptions(detail: .full)), from: "A", to: "B").first
        #expect(full?.attributes["label"]?.text.components(separatedBy: "\\n").count == 2 * events)
    }

    @Test func ownTransitionOverridesInheritedOneOnTheSameEvent() throws {
        var machine = ExampleMachines.turnstile
        let locked = try #require(machine.id(named: "Locked"))
        machine.update(locked) { $0.transitions.append(ExampleMachines.on("Reset", to: "Locked", line: 30)) }
        let label = edges(DiagramBuilder.diagram(for: machine), from: "Locked", to: "Locked").first?.attributes["label"]?.text
        #expect(label == #"Pass\nReset"#)
    }

    @Test func internalTransitionsAreDrawnInsideTheState() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.turnstile, options: DiagramOptions(detail: .full))
        let unlocked = diagram.nodes.first { $0.id == "Unlocked" }
        guard case .html(let label)? = unlocked?.attributes["label"] else {
            Issue.record("expected an HTML-like label")
            return
        }
        #expect(label.contains("Coin / thankyou"))
        #expect(!diagram.edges.contains { $0.tail == "Unlocked" && $0.head == "Unlocked" })
    }

    @Test func edgesToAndFromCompositesAttachToTheirClusterBorder() throws {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.hierarchical)
        let cluster = try #require(diagram.clusters.first)
        #expect(cluster.id == "cluster_Functioning")
        // Edges between a composite's inside and the rest carry their labels as `xlabel`.
        let fail = try #require(diagram.edges.first { $0.attributes["xlabel"] == "Fail" })
        #expect(fail.attributes["ltail"] == "cluster_Functioning")
        #expect(fail.head == "Broken")
        let fixed = try #require(diagram.edges.first { $0.attributes["xlabel"] == "Fixed" })
        #expect(fixed.attributes["lhead"] == "cluster_Functioning")
        #expect(fixed.head == "initial_Functioning")
        #expect(diagram.graphAttributes["compound"] == "true")
    }

    @Test func orthogonalRegionsAreDashedClustersInsideTheirParent() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.keyboard)
        let ids = diagram.clusters.map(\.id)
        #expect(ids == ["cluster_Active", "cluster_Main", "cluster_Numeric"])
        #expect(diagram.clusters[1].parent == 0 && diagram.clusters[2].parent == 0)
        #expect(diagram.clusters[1].attributes["style"] == "dashed,rounded")
        #expect(diagram.nodes.filter { $0.attributes["shape"] == "point" }.count == 3)
    }

    @Test func findingsAreMarkedWithALegendOfTheMarksPresent() {
        let (machine, findings) = ExampleMachines.withFindings
        let diagram = DiagramBuilder.diagram(for: machine, findings: findings)
        let node = { (id: String) in diagram.nodes.first { $0.id == id }?.attributes }
        #expect(node("Orphan")?["style"] == "rounded,dashed,filled")
        #expect(node("Stuck")?["color"] == "red")
        #expect(edges(diagram, from: "Idle", to: "Running").first?.attributes["color"] == "red")
        #expect(edges(diagram, from: "Running", to: "Idle").first?.attributes["color"] == nil)
        let legend = diagram.graphAttributes["label"]?.text ?? ""
        #expect(legend.contains("unreachable") && legend.contains("dead end") && legend.contains("clashing"))
    }

    @Test func legendListsOnlyMarksPresentAndACleanMachineGetsNone() {
        let (machine, findings) = ExampleMachines.withFindings
        let onlyUnreachable = DiagramBuilder.diagram(for: machine, findings: findings.filter { $0.ruleID == "unreachable-state" })
        let legend = onlyUnreachable.graphAttributes["label"]?.text ?? ""
        #expect(legend.contains("unreachable") && !legend.contains("dead end") && !legend.contains("clashing"))
        #expect(DiagramBuilder.diagram(for: ExampleMachines.hierarchical).graphAttributes["label"] == nil)
        #expect(
            DiagramBuilder.diagram(for: machine, findings: findings, options: DiagramOptions(showFindings: false)).graphAttributes["label"] == nil)
    }

    @Test func dynamicTransitionsAreDashed() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.withFindings.machine)
        let dashed = diagram.edges.filter { $0.attributes["style"] == "dashed" }
        #expect(dashed.map { "\($0.tail)->\($0.head)" } == ["Running->Idle"])
    }

    /// A target computed at run time points at one `?` node, dashed, with the code on the edge.
    @Test func computedTargetsPointAtAQuestionMark() {
        var machine = Machine(name: "Router", location: ExampleMachines.at(1), initial: ExampleMachines.ref("A"), dialect: "swiftfsm")
        machine.addState(
            State(
                name: "A", location: ExampleMachines.at(2),
                transitions: [
                    Transition(event: ExampleMachines.ref("go"), target: nil, location: ExampleMachines.at(3), computedTarget: "next()"),
                    Transition(event: ExampleMachines.ref("stay"), target: nil, location: ExampleMachines.at(4)),
                ]))
        machine.addState(
            State(
                name: "B", location: ExampleMachines.at(5),
                transitions: [
                    Transition(event: ExampleMachines.ref("jump"), target: nil, location: ExampleMachines.at(6), computedTarget: "pick(B)")
                ]))
        let diagram = DiagramBuilder.diagram(for: machine)
        let question = diagram.nodes.filter { $0.attributes["label"] == "?" }
        #expect(question.map(\.id) == ["computed_target"])
        let computed = diagram.edges.filter { $0.head == "computed_target" }
        #expect(
            computed.map { "\($0.tail) \($0.attributes["style"]?.text ?? "") \($0.attributes["label"]?.text ?? "")" } == [
                "A dashed go (next())", "B dashed jump (pick(B))",
            ])
    }

    @Test func duplicateStateNamesStillGetDistinctNodes() {
        var machine = Machine(name: "Twins", location: ExampleMachines.at(1), initial: ExampleMachines.ref("A"), dialect: "fsm")
        machine.addState(State(name: "A", location: ExampleMachines.at(2)))
        machine.addState(State(name: "A", location: ExampleMachines.at(3)))
        machine.addState(State(name: "initial", location: ExampleMachines.at(4)))
        let ids = DiagramBuilder.diagram(for: machine).nodes.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func thousandLevelsOfNestingAreBuiltWithoutRecursion() {
        var machine = Machine(name: "Deep", location: ExampleMachines.at(1), initial: ExampleMachines.ref("L0"), dialect: "fsm")
        var parent: StateID?
        for level in 0..<1_000 {
            parent = machine.addState(
                State(
                    name: "L\(level)", location: ExampleMachines.at(level + 2), kind: level < 999 ? .composite : .atomic,
                    initial: ExampleMachines.ref("L\(level + 1)")), parent: parent)
        }
        let diagram = DiagramBuilder.diagram(for: machine)
        #expect(diagram.clusters.count == 999)
        #expect(diagram.nodes.contains { $0.id == "L999" })
    }

    @Test func largeMachinesPlaceLabelsAfterLayoutAndSaySo() {
        let small = DiagramBuilder.diagram(for: ExampleMachines.chain(50))
        #expect(small.edges.allSatisfy { $0.attributes["xlabel"] == nil })
        #expect(small.graphAttributes["label"] == nil)
        let large = DiagramBuilder.diagram(for: ExampleMachines.chain(150))
        let transitionEdges = large.edges.filter { $0.tail != "initial" }
        #expect(transitionEdges.allSatisfy { $0.attributes["xlabel"] != nil && $0.attributes["label"] == nil })
        #expect(large.graphAttributes["label"]?.text.contains("placed after layout") == true)
    }

    /// An edge whose ends are drawn in different composites carries an `xlabel`, placed by its
    /// drawn part, with room to sit beside (`minlen`); an edge inside one composite keeps its `label`.
    @Test func labelsOfEdgesInAndOutOfCompositesArePlacedByTheirDrawnPart() throws {
        var machine = Machine(name: "Boxes", location: ExampleMachines.at(1), initial: ExampleMachines.ref("A"), dialect: "fsm")
        let a = machine.addState(
            State(
                name: "A", location: ExampleMachines.at(2), kind: .composite, initial: ExampleMachines.ref("A1"),
                transitions: [ExampleMachines.on("Go", to: "B", line: 2), ExampleMachines.on("Out and away from here", to: "X", line: 2)]
            ))
        machine.addState(State(name: "A1", location: ExampleMachines.at(3), transitions: [ExampleMachines.on("Stay", to: "A2", line: 3)]), parent: a)
        machine.addState(State(name: "A2", location: ExampleMachines.at(4)), parent: a)
        let b = machine.addState(State(name: "B", location: ExampleMachines.at(5), kind: .composite, initial: ExampleMachines.ref("B1")))
        machine.addState(State(name: "B1", location: ExampleMachines.at(6)), parent: b)
        machine.addState(State(name: "X", location: ExampleMachines.at(7)))
        let diagram = DiagramBuilder.diagram(for: machine)
        let go = try #require(diagram.edges.first { $0.attributes["ltail"] != nil && $0.attributes["lhead"] != nil })
        #expect(go.attributes["xlabel"] == "Go" && go.attributes["label"] == nil && go.attributes["minlen"] == "2")
        let out = try #require(edges(diagram, from: "initial_A", to: "X").first)
        #expect(out.attributes["xlabel"] == "Out and away from here" && out.attributes["minlen"] == "4")
        let stay = try #require(edges(diagram, from: "A1", to: "A2").first)
        #expect(stay.attributes["label"] == "Stay" && stay.attributes["minlen"] == nil)
        #expect(diagram.graphAttributes["forcelabels"] == "true")
        let keyboard = DiagramBuilder.diagram(for: ExampleMachines.keyboard)
        #expect(keyboard.edges.first { $0.head == "Off" }?.attributes["xlabel"] == "Unplug")
    }
}
