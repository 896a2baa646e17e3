import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import Testing

/// Inputs the fuzzer found (Fuzz/, Docs/Reliability.md), cut down to the smallest that showed the
/// problem; each is also in Fuzz/Reproducers/<harness>/, which every fuzz run replays first.
@Suite struct FuzzRegressionTests {
    /// A processing instruction without data (`<?pi?>`) stopped fsmcheck on a null pointer inside
    /// Foundation's XMLParser; the fuzzer's input was 16 bytes, `<el'<?f1?>` and a broken tag.
    @Test func aProcessingInstructionWithoutDataIsSkipped() throws {
        let text = """
            <?xml version="1.0"?>
            <?first?>
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a"><?pi?>
              <state id="a"><transition event="go" target="b"/></state><?pi with data?>
              <final id="b"/>
            </scxml>
            """
        let result = SCXMLLoader().load([SourceFile(path: "pi.scxml", text: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["a", "b"])
        #expect(machine.states.first?.location == SourceLocation(file: "pi.scxml", line: 4, column: 3))
        let broken = SCXMLLoader().load([SourceFile(path: "broken.scxml", text: "<el'<?f1?>\n<xm-")])
        #expect(broken.machines.isEmpty)
        #expect(broken.diagnostics.map(\.ruleID) == ["parse-error"])
    }

    /// `<state id="">` made a state named by the empty string, which no notation can name: the
    /// `.fsm` export did not load again. It is named by its place, as a state without an id is.
    @Test func aStateWithAnEmptyIDIsNamedByItsPlace() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="s0"><transition target="pass"/></state>
              <state id=""><transition target="pass"/></state>
              <final id="pass"/>
            </scxml>
            """
        let machine = try #require(SCXMLLoader().load([SourceFile(path: "empty-id.scxml", text: text)]).machines.first)
        #expect(machine.states.map(\.name) == ["s0", "_anonymous_3_3", "pass"])
    }

    /// A `<parallel>` without regions was an orthogonal state that the `.fsm` export wrote back as
    /// a leaf; it is a leaf from the start.
    @Test func aParallelWithoutRegionsIsALeaf() throws {
        let text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><parallel id="p"/></scxml>"#
        let machine = try #require(SCXMLLoader().load([SourceFile(path: "p.scxml", text: text)]).machines.first)
        #expect(machine.states.map(\.kind) == [.atomic])
    }
}
