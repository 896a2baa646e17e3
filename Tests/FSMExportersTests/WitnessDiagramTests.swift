import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMModel
import FSMSpecLoader
import Testing

/// `render --witness`: the path to a finding, numbered on the picture in the path's colour.
@Suite struct WitnessDiagramTests {
    static let text = """
        machine: Vending
        initial: Idle
        states:
          Idle: { on: { Coin: Paid, Kick: { do: [rattle] } } }
          Paid: { on: { Coin: { do: [refund] }, Push: Vending, Cancel: Idle } }
          Vending: { on: { Jam: Stuck } }
          Stuck: {}
        """

    static func diagram(witnessOf rule: String) throws -> Diagram {
        let machine = try #require(SpecLoader().load([SourceFile(path: "vending.fsm", text: text)]).machines.first)
        let findings = Checker().check(machine)
        let witness = try #require(findings.first { $0.ruleID == rule }?.witness)
        return DiagramBuilder.diagram(for: machine, findings: findings, options: DiagramOptions(witness: witness))
    }

    @Test func theStepsAreNumberedInTheirOrderAndTheVisitedStatesOutlined() throws {
        let diagram = try Self.diagram(witnessOf: "dead-end")
        let labels = Dictionary(uniqueKeysWithValues: diagram.edges.map { ("\($0.tail)->\($0.head)", $0.attributes) })
        #expect(labels["Idle->Paid"]?["label"]?.text == #"step 1\nCoin"#)
        #expect(labels["Paid->Vending"]?["label"]?.text == #"step 2\nPush"#)
        #expect(labels["Vending->Stuck"]?["label"]?.text == #"step 3\nJam"#)
        #expect(labels["Vending->Stuck"]?["color"] == "royalblue3")
        #expect(labels["Paid->Idle"]?["color"] == nil, "a transition off the path is drawn as usual")
        let outlined = diagram.nodes.filter { $0.attributes["color"] == "royalblue3" }.map(\.id)
        #expect(outlined == ["Idle", "Paid", "Vending"], "the dead end itself keeps its finding's red")
        #expect(diagram.nodes.first { $0.id == "Stuck" }?.attributes["color"] == "red")
        #expect(diagram.graphAttributes["label"]?.text.contains("the path to the finding") == true)
    }

    @Test func withoutAWitnessNothingChanges() throws {
        let machine = try #require(SpecLoader().load([SourceFile(path: "vending.fsm", text: Self.text)]).machines.first)
        let findings = Checker().check(machine)
        let plain = DiagramBuilder.diagram(for: machine, findings: findings)
        #expect(!plain.edges.contains { $0.attributes["color"] == "royalblue3" })
        #expect(plain.graphAttributes["label"]?.text.contains("the path to the finding") == false)
        let reason = DiagramBuilder.diagram(
            for: machine, findings: findings, options: DiagramOptions(witness: Witness(why: "no transition leads to `X`")))
        #expect(reason == plain)
    }
}
