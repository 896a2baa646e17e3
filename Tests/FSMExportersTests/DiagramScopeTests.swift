import FSMExporters
import FSMModel
import FSMTestSupport
import Testing

/// `render --collapse`, `render --focus STATE --depth N` and the overview drawn for a machine too
/// large to draw whole (`DiagramScope`), as the graph handed to Graphviz shows them.
@Suite struct DiagramScopeTests {
    func node(_ diagram: Diagram, _ id: String) -> Diagram.Node? {
        diagram.nodes.first { $0.id == id }
    }

    func caption(_ diagram: Diagram) -> String {
        diagram.graphAttributes["label"]?.text ?? ""
    }

    @Test func collapsingDrawsTopLevelCompositesClosedWithTheirCounts() throws {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.keyboard, options: DiagramOptions(collapse: true))
        #expect(diagram.clusters.isEmpty)
        let active = try #require(node(diagram, "Active"))
        #expect(active.attributes["label"] == .plain(#"Active\n(6 states)"#))
        #expect(active.attributes["peripheries"] == "2")
        #expect(diagram.nodes.map(\.id).sorted() == ["Active", "Off", "initial"])
        // The keypads' own transitions stay inside the closed box; the ones in and out remain.
        #expect(Set(diagram.edges.map { "\($0.tail)->\($0.head)" }) == ["Active->Off", "Off->Active", "initial->Active"])
        #expect(diagram.edges.first { $0.tail == "Active" }?.attributes["label"] == "Unplug")
        #expect(caption(diagram).contains("collapsed: 1 composite state is drawn closed, with the 6 states inside it"))
    }

    @Test func aMachineWithoutCompositesIsDrawnWholeWhenCollapsed() {
        let machine = ExampleMachines.turnstile
        #expect(DiagramBuilder.diagram(for: machine, options: DiagramOptions(collapse: true)) == DiagramBuilder.diagram(for: machine))
    }

    @Test func aFocusDrawsTheNeighbourhoodAndCopiesTheWaysOut() throws {
        let alone = DiagramBuilder.diagram(for: ExampleMachines.keyboard, options: DiagramOptions(focus: .init(state: "CapsOff", depth: 0)))
        // CapsOff in the regions around it; its transition to CapsOn ends at a copy.
        #expect(alone.clusters.map(\.id) == ["cluster_Active", "cluster_Main"])
        #expect(node(alone, "CapsOn") == nil && node(alone, "NumOn") == nil && node(alone, "Off") == nil)
        let copy = try #require(node(alone, "to_CapsOn"))
        #expect(copy.attributes["label"] == .plain("↪ CapsOn"))
        #expect(alone.edges.contains { $0.tail == "CapsOff" && $0.head == "to_CapsOn" && $0.attributes["label"] == "Caps" })
        #expect(caption(alone).contains("focus on CapsOff: the 1 state within 0 transitions of it"))

        let near = DiagramBuilder.diagram(for: ExampleMachines.keyboard, options: DiagramOptions(focus: .init(state: "CapsOff", depth: 1)))
        #expect(node(near, "CapsOn") != nil && node(near, "to_CapsOn") == nil)
        #expect(near.edges.contains { $0.tail == "CapsOn" && $0.head == "CapsOff" })
    }

    @Test func aFocusOnACompositeDrawsItOpenAndWhatItReachesClosed() throws {
        let inside = DiagramBuilder.diagram(for: ExampleMachines.hierarchical, options: DiagramOptions(focus: .init(state: "Functioning", depth: 0)))
        #expect(inside.clusters.map(\.id) == ["cluster_Functioning"])
        #expect(node(inside, "Locked") != nil && node(inside, "Unlocked") != nil && node(inside, "Broken") == nil)
        #expect(node(inside, "to_Broken") != nil && node(inside, "to_Finished") != nil)

        let fromBroken = DiagramBuilder.diagram(for: ExampleMachines.hierarchical, options: DiagramOptions(focus: .init(state: "Broken", depth: 1)))
        let closed = try #require(node(fromBroken, "Functioning"))
        #expect(closed.attributes["label"] == .plain(#"Functioning\n(2 states)"#))
        #expect(fromBroken.clusters.isEmpty)
    }

    @Test func aFocusOnAStateTheMachineDoesNotHaveDrawsItWhole() {
        let machine = ExampleMachines.keyboard
        #expect(
            DiagramBuilder.diagram(for: machine, options: DiagramOptions(focus: .init(state: "Nowhere", depth: 1)))
                == DiagramBuilder.diagram(for: machine))
    }

    /// 250 composites of ten states: above the size budget, the composites are drawn closed, the
    /// edges between them merged and unlabelled, and the picture says how to see more.
    @Test func aLargeNestedMachineIsDrawnAsAnOverview() {
        var machine = Machine(name: "Large", location: ExampleMachines.at(1), initial: ExampleMachines.ref("C0"), dialect: "fsm")
        for composite in 0..<250 {
            let parent = machine.addState(
                State(
                    name: "C\(composite)", location: ExampleMachines.at(2), kind: .composite, initial: ExampleMachines.ref("C\(composite)S0"),
                    transitions: [ExampleMachines.on("Leave", to: "C\((composite + 1) % 250)", line: 2)]
                ))
            for state in 0..<10 {
                machine.addState(
                    State(
                        name: "C\(composite)S\(state)", location: ExampleMachines.at(3),
                        transitions: [
                            ExampleMachines.on("Next", to: "C\(composite)S\((state + 1) % 10)", line: 3),
                            ExampleMachines.on("Jump", to: "C\((composite + 7) % 250)S\(state)", line: 3),
                            ExampleMachines.on("Again", to: "C\((composite + 7) % 250)S0", line: 3),
                        ]), parent: parent)
            }
        }
        let diagram = DiagramBuilder.diagram(for: machine)
        #expect(diagram.clusters.isEmpty)
        // The composites and the initial dot; far edges end at copies (`to_…`).
        #expect(diagram.nodes.filter { !$0.id.hasPrefix("to_") }.count == 251)
        #expect(node(diagram, "C3")?.attributes["label"] == .plain(#"C3\n(10 states)"#))
        #expect(diagram.edges.allSatisfy { $0.attributes["label"] == nil && $0.attributes["xlabel"] == nil })
        // Leave, Jump and Again from C3 all go to C4 or C10: two edges, merged.
        let heads = diagram.edges.filter { $0.tail == "C3" }.map { $0.head.hasPrefix("to_C10") ? "C10" : $0.head }
        #expect(heads.sorted() == ["C10", "C4"])
        #expect(caption(diagram).contains("overview of 2750 states: 250 composite states at level 1 are drawn closed"))
        #expect(caption(diagram).contains("fsmcheck render --focus STATE --depth N"))
        #expect(DiagramBuilder.overviewClosedStates(of: machine).count == 250)
        #expect(DiagramBuilder.overviewClosedStates(of: ExampleMachines.keyboard).isEmpty)
    }

    @Test func aLargeFlatMachineIsPlacedBySfdpWithoutLabels() {
        let diagram = DiagramBuilder.diagram(for: ExampleMachines.chain(2_100))
        #expect(diagram.graphAttributes["layout"] == "sfdp")
        #expect(diagram.edges.allSatisfy { $0.attributes["label"] == nil && $0.attributes["xlabel"] == nil })
        #expect(caption(diagram).contains("layout: sfdp"))
        #expect(diagram.graphAttributes["comment"]?.text.hasPrefix("layout: sfdp") == true)
    }
}
