import FSMDiagnostics
import FSMDiff
import FSMExporters
import FSMTestSupport
import Testing

@testable import FSMPipeline

/// The two pictures of a change: Mermaid for a pull-request comment (checked against a golden
/// file; Mermaid itself draws it in `MermaidRenderTests`) and the Graphviz diagram of the HTML
/// diff, whose marked elements are repainted.
@Suite struct DiffPictureTests {
    static let old = """
        machine: Gate
        initial: Shut
        states:
          Shut: { on: { Open: Wide, Lock: Locked } }
          Wide: { on: { Close: Shut, Wind: Shut } }
          Locked: { on: { Unlock: Shut } }
        """

    static let new = """
        machine: Gate
        initial: Shut
        states:
          Shut:
            on:
              Open: Wide
              Lock: { to: Locked, when: "Key.present" }
          Wide: { on: { Close: Shut } }
          Maintenance:
            initial: Oiling
            states:
              Oiling: { on: { Done: Shut } }
          Locked: { on: { Unlock: Shut, Service: Oiling } }
        predicates:
          Key: [present, absent]
        """

    static func comparison() -> DiffComparison {
        let load = { (text: String, file: String) in Workspace.load(sources: [SourceFile(path: file, text: text)]).machineVersions }
        return DiffComparison(old: load(Self.old, "old/gate.fsm"), new: load(Self.new, "new/gate.fsm"))
    }

    @Test func mermaidPictureMatchesGolden() throws {
        let overlay = try #require(Self.comparison().overlays["Gate"])
        try GoldenFile.check(DiffPictures.mermaid(overlay), against: "gate-diff.mmd", in: GoldenFile.directory().appendingPathComponent("Diff"))
    }

    @Test func graphvizPictureIsRepainted() throws {
        let overlay = try #require(Self.comparison().overlays["Gate"])
        let diagram = DiffPictures.diagram(overlay, prefix: "d0_")
        let machine = overlay.machine
        let node = { (state: String) in
            diagram.nodes.first { $0.attributes["id"]?.text == DiagramElementIDs.state(machine.id(named: state)!, prefix: "d0_") }
        }
        let cluster = diagram.clusters.first {
            $0.attributes["id"]?.text == DiagramElementIDs.state(machine.id(named: "Maintenance")!, prefix: "d0_")
        }
        #expect(cluster?.attributes["color"] == "#1a7f37" && cluster?.attributes["style"]?.text.contains("filled") == true, "an added composite")
        #expect(node("Oiling")?.attributes["fillcolor"] == "#dafbe1")
        #expect(node("Wide")?.attributes["color"] == nil, "an unchanged state keeps its look")
        let edge = { (from: String, to: String) in
            diagram.edges.first { $0.tail == node(from)?.id && $0.head == node(to)?.id }
        }
        #expect(edge("Wide", "Shut")?.attributes["color"] == "#9a6700", "Close stays, Wind goes: the edge changed")
        #expect(edge("Shut", "Locked")?.attributes["color"] == "#9a6700", "a guard was added")
        #expect(edge("Locked", "Shut")?.attributes["color"] == nil)
        let service = try #require(
            diagram.edges.first {
                $0.attributes["class"]?.text.contains(DiagramElementIDs.transition(state: machine.id(named: "Locked")!, position: 1, prefix: "d0_"))
                    == true
            })
        #expect(service.attributes["color"] == "#1a7f37")
    }

    @Test func edgesTakeOneChangeFromTheirTransitions() {
        #expect(DiffPictures.edgeChange([nil, nil]) == nil)
        #expect(DiffPictures.edgeChange([.added, .added]) == .added)
        #expect(DiffPictures.edgeChange([.removed]) == .removed)
        #expect(DiffPictures.edgeChange([.removed, nil]) == .changed)
        #expect(DiffPictures.edgeChange([.added, .changed]) == .changed)
    }

    @Test func markdownLeavesOutPicturesTooLargeForAComment() {
        var states = "machine: Big\ninitial: S0\nstates:\n"
        for index in 0...DiffComparison.markdownPictureStateLimit { states += "  S\(index): { on: { Next: S\(index + 1) } }\n" }
        let load = { (text: String) in Workspace.load(sources: [SourceFile(path: "big.fsm", text: text)]).machineVersions }
        let comparison = DiffComparison(old: load(states), new: load(states + "  S\(DiffComparison.markdownPictureStateLimit + 1): {}\n"))
        #expect(comparison.markdown.contains("states are too many to draw readably here; `fsmcheck diff --format html` draws them"))
        #expect(!comparison.markdown.contains("```mermaid"))
    }
}
