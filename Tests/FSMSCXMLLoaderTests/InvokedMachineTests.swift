import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import Testing

/// A machine given inline in `<invoke><content><scxml>` is read as a machine of its own, which its
/// invoker cancels; before, it was skipped without a word.
@Suite struct InvokedMachineTests {
    static let kiosk = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle" name="kiosk">
          <state id="idle"><transition event="help" target="support"/></state>
          <state id="support">
            <invoke type="http://www.w3.org/TR/scxml/" id="call">
              <content>
                <scxml version="1.0" initial="ringing">
                  <state id="ringing"><transition event="answer" target="talking"/></state>
                  <state id="talking"/>
                  <state id="ringing"/>
                </scxml>
              </content>
            </invoke>
            <invoke><content><scxml name="Survey"><final id="thanks"/></scxml></content></invoke>
            <invoke><content><scxml><state id="idle"/></scxml></content></invoke>
            <transition event="done.invoke.call" target="idle"/>
          </state>
        </scxml>
        """

    @Test func eachInlineDocumentIsAMachineOfItsOwn() throws {
        let result = SCXMLLoader().load([SourceFile(path: "kiosk.scxml", text: Self.kiosk)])
        #expect(result.machines.map(\.name) == ["kiosk", "kiosk/support", "Survey", "kiosk/support#2"])
        #expect(result.machines.map { $0.states.map(\.name) } == [["idle", "support"], ["ringing", "talking", "ringing"], ["thanks"], ["idle"]])
        #expect(result.machines.map(\.semantics.cancelledByInvoker) == [false, true, true, true])
        #expect(result.machines.map { "\($0.location.line):\($0.location.column)" } == ["1:1", "6:9", "13:22", "14:22"])
        let support = try #require(result.machines.first?.states.last)
        #expect(support.kind == .atomic)
        #expect(support.transitions.map { $0.event?.name } == ["done.invoke.call"])
    }

    /// Its diagnostics are its own, and name it.
    @Test func anInlineMachinesDiagnosticsNameIt() {
        let result = SCXMLLoader().load([SourceFile(path: "kiosk.scxml", text: Self.kiosk)])
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == ["9:11 state id `ringing` is used twice"])
        #expect(result.diagnostics.first?.subject.machine == "kiosk/support")
    }
}
