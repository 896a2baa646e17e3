import FSMDiagnostics
import FSMModel
import FSMSCXMLLoader
import FSMTestSupport
import Testing

/// `<state src="…">` read as Apache Commons SCXML reads it, when the file it names is in the run;
/// one `not-visible` note when it is not.
@Suite struct SourceInclusionTests {
    private static func document(_ body: String, initial: String? = nil) -> String {
        let initial = initial.map { " initial=\"\($0)\"" } ?? ""
        return "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\"\(initial)>\n\(body)\n</scxml>\n"
    }

    private static func load(_ files: [(String, String)]) -> LoadResult {
        SCXMLLoader().load(files.map { SourceFile(path: "kiosk/" + $0.0, text: $0.1) })
    }

    private static func found(_ result: LoadResult) -> [String] {
        result.diagnostics.map { diagnostic in
            let location = diagnostic.location
            let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
            return "\(file):\(location.line):\(location.column) \(diagnostic.severity.rawValue) \(diagnostic.ruleID): \(diagnostic.message)"
        }
    }

    static let main = document(
        """
          <state id="idle"><transition event="start" target="pay"/></state>
          <state id="pay" src="flows/payment.scxml" initial="ignored">
            <transition event="done.state.pay" target="idle"/>
          </state>
        """, initial: "idle")

    static let payment = document(
        """
          <state id="card"><transition event="ok" target="paid"/><transition event="cancel" target="idle"/></state>
          <final id="paid"/>
        """, initial: "card")

    /// The states of the included document are the state's children, its `initial` the state's,
    /// and a target in either file names a state of the other; the included file is no machine.
    @Test func aWholeDocumentBecomesTheStatesChildren() throws {
        let result = Self.load([("main.scxml", Self.main), ("flows/payment.scxml", Self.payment)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.machines.count == 1)
        let machine = try #require(result.machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine main [scxml] initial=idle@1:62
                idle atomic @2:3
                  start@2:32 -> pay@2:46 @2:20
                pay composite @3:3 initial=card@1:62
                  done.state.pay@4:17 -> idle@4:40 @4:5
                  card atomic @2:3
                    ok@2:32 -> paid@2:43 @2:20
                    cancel@2:70 -> idle@2:85 @2:58
                  paid final @3:3
                """)
        #expect(machine.states.map { $0.location.file.hasSuffix("payment.scxml") } == [false, false, true, true])
    }

    /// `#id` takes what is inside that state, before the state's own content; paths are relative
    /// to the file that holds the `src`, so an included file includes from its own folder.
    @Test func aFragmentGivesTheInsideOfOneStateAndPathsAreRelativeToTheirFile() throws {
        let main = Self.document(#"  <state id="ship" src="flows/shipping.scxml#ship"><transition event="cancel" target="ship"/></state>"#)
        let shipping = Self.document(
            """
              <state id="ship" initial="wait">
                <onentry><log expr="'shipping'"/></onentry>
                <transition event="give.up" target="ship"/>
                <state id="wait" src="common/retry.scxml"/>
              </state>
            """)
        let retry = Self.document(#"  <state id="again"><transition event="tick" target="again"/></state>"#)
        let result = Self.load([("main.scxml", main), ("flows/shipping.scxml", shipping), ("flows/common/retry.scxml", retry)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.machines.first)
        #expect(result.machines.count == 1)
        #expect(
            ModelDump.text(of: machine) == """
                machine main [scxml] initial=ship@2:3
                ship composite @2:3 initial=wait@2:20 entry=log
                  give.up@4:17 -> ship@4:33 @4:5
                  cancel@2:64 -> ship@2:79 @2:52
                  wait composite @5:5 initial=again@2:3
                    again atomic @2:3
                      tick@2:33 -> again@2:46 @2:21
                """)
    }

    /// Not in the run: one note at `src`; the state may leave anywhere (no dead end), and a target
    /// into what it would hold is computed, not undefined.
    @Test func aFileOutsideTheRunIsOneNote() throws {
        let main = Self.document(
            """
              <state id="idle"><transition event="start" target="pay"/><transition event="quick" target="card"/></state>
              <state id="pay" src="flows/payment.xml" initial="card"/>
            """, initial: "idle")
        let result = Self.load([("main.scxml", main)])
        #expect(
            Self.found(result) == [
                "main.scxml:3:19 note not-visible: state `pay` takes its content from `flows/payment.xml`, which is not a file of this run: what it holds was not checked"
            ])
        #expect(result.diagnostics.first?.subject == Diagnostic.Subject(machine: "main", states: ["pay"]))
        let machine = try #require(result.machines.first)
        #expect(machine.unseen.map(\.subject) == [.transitions(from: "pay")])
        #expect(machine.states.map(\.initial) == [nil, nil])
        let quick = try #require(machine.states.first?.transitions.last)
        #expect(quick.target == nil && quick.computedTarget == "card")
        #expect(Self.found(Self.load([("main.scxml", Self.document(#"  <state id="pay" src="http://example.com/payment.scxml"/>"#))])).count == 1)
    }

    /// What a run's file that does not parse would give is unknown; its parse error says why, once.
    @Test func anIncludedFileThatDoesNotParseIsItsParseErrorOnly() throws {
        let result = Self.load([("main.scxml", Self.main), ("flows/payment.scxml", "<scxml><state id=\"card\"></scxml>")])
        #expect(result.diagnostics.map(\.ruleID) == ["parse-error"])
        #expect(result.machines.first?.unseen.map(\.subject) == [.transitions(from: "pay")])
    }

    @Test func statesIncludedASecondTimeAreAnErrorAndNotReadAgain() throws {
        let main = Self.document(
            """
              <state id="a" src="flows/payment.scxml"/>
              <state id="b" src="flows/payment.scxml"/>
              <state id="c" src="flows/mixin.scxml#base"/>
              <state id="d" src="flows/mixin.scxml#base"/>
            """)
        let mixin = Self.document(#"  <state id="base"><transition event="reset" target="a"/></state>"#)
        let result = Self.load([("main.scxml", main), ("flows/payment.scxml", Self.payment), ("flows/mixin.scxml", mixin)])
        #expect(
            Self.found(result) == [
                "main.scxml:3:17 error invalid-scxml: state `b` includes `flows/payment.scxml` again: its states would be defined twice"
            ])
        #expect(result.diagnostics.first?.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" } == ["2:17 first included here"])
        let machine = try #require(result.machines.first)
        #expect(machine.states.map(\.name) == ["a", "card", "paid", "b", "c", "d"])
        #expect(machine.states.suffix(2).map { $0.transitions.map(\.event?.name) } == [["reset"], ["reset"]])
    }

    /// Commons SCXML reads the whole included file again, `src` and all, so a file included inside
    /// itself never ends; the files of such a ring are still read, as one machine.
    @Test func aFileIncludedInsideItselfIsAnError() {
        let first = Self.document(#"  <state id="one" src="second.scxml"/>"#)
        let second = Self.document(#"  <state id="two" src="first.scxml#one"/>"#)
        let result = Self.load([("first.scxml", first), ("second.scxml", second)])
        #expect(
            Self.found(result) == [
                "second.scxml:2:19 error invalid-scxml: state `two` includes `first.scxml#one`, from a file it is itself part of: the inclusion never ends"
            ])
        #expect(result.machines.map { $0.states.map(\.name) } == [["one", "two"]])
    }

    @Test(arguments: [
        (#"<state id="s" src="other.scxml#nope"/>"#, "`other.scxml#nope` names no state `nope` of that file"),
        (#"<state id="s" src="other.scxml#end"/>"#, "`end` is a `<final>`, and a `<state>` takes only the content of a `<state>`"),
        (#"<parallel id="s" src="other.scxml#part"/>"#, "`part` is a `<state>`, and a `<parallel>` takes only the content of a `<parallel>`"),
        (#"<state id="s" src="notes.scxml"/>"#, "`notes.scxml` holds no `<scxml>` document to include"),
    ])
    func contentThatCannotBeIncludedIsAnError(state: String, message: String) throws {
        let other = Self.document(#"  <state id="part"/><final id="end"/>"#)
        let notes = state.contains("notes.scxml") ? [("notes.scxml", "<notes/>")] : []
        let typo = #"<state id="t"><transition event="x" target="nowhere"/></state>"#
        let result = Self.load([("main.scxml", Self.document("  " + state + "\n  " + typo)), ("other.scxml", other)] + notes)
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.map(\.ruleID) == ["invalid-scxml"])
        let machine = try #require(result.machines.first)
        #expect(machine.unseen.map(\.subject) == [.transitions(from: "s")])
        // Content refused for a fault of the documents hides no state: a typo is still undefined.
        #expect(machine.states.last?.transitions.first?.target?.name == "nowhere")
    }
}
