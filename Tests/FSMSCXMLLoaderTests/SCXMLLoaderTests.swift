import FSMDiagnostics
import FSMModel
import FSMTestSupport
import Testing

@testable import FSMSCXMLLoader

@Suite struct SCXMLLoaderTests {
    private func load(_ text: String, path: String = "test.scxml") -> LoadResult {
        SCXMLLoader().load([SourceFile(path: path, text: text)])
    }

    @Test func historyWithDefaultTransitionAndDocumentOrderInitial() throws {
        let result = SCXMLLoader().load([try TestFiles.fixture("scion_history_history0.scxml")])
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(machine.semantics == Semantics(guardOverlap: .firstMatchWins, inheritedOverride: .implicit, unconditionalTransitionsAlwaysFire: true))
        #expect(
            ModelDump.text(of: machine) == """
                machine scion_history_history0 [scxml] initial=a@21:5
                a atomic @23:5
                  t1@24:32 -> h@24:21 @24:9
                b composite @27:5 initial=b1@27:19
                  h shallowHistory @29:9
                    (eventless) -> b2@30:25 @30:13
                  b1 atomic @33:9
                  b2 atomic @35:9
                    t2@36:25 -> b3@36:36 @36:13
                  b3 atomic @39:9
                    t3@40:25 -> a@40:36 @40:13
                """)
    }

    @Test func deepHistoryAndNestedComposites() throws {
        let machine = try #require(SCXMLLoader().load([try TestFiles.fixture("scion_history_history1.scxml")]).machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine scion_history_history1 [scxml] initial=a@21:5
                a atomic @23:5
                  t1@24:32 -> h@24:21 @24:9
                b composite @27:5 initial=b1@27:19
                  h deepHistory @29:9
                    (eventless) -> b1.2@30:25 @30:13
                  b1 composite @33:9 initial=b1.1@33:24
                    b1.1 atomic @34:13
                    b1.2 atomic @36:13
                      t2@37:29 -> b1.3@37:40 @37:17
                    b1.3 atomic @40:13
                      t3@41:29 -> a@41:40 @41:17
                """)
    }

    @Test func parallelRegionsAndMultipleTargets() throws {
        let result = SCXMLLoader().load([try TestFiles.fixture("w3c_test576.scxml")])
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
                "2:133 multi-target-initial the initial targets `s11p112`, `s11p122` are entered together; diagrams and the exports other than SCXML and JSON show only `s11p112`"
            ])
        let machine = try #require(result.machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine w3c_test576 [scxml] initial=s11p112@2:133 +s11p122@2:133
                s0 atomic @5:1
                  (eventless) -> fail@6:15 @6:3
                s1 composite @9:1 initial=s11@14:3 entry=send timeout
                  timeout@13:15 -> fail@13:31 @13:3
                  s11 composite @14:3 initial=s111@14:19
                    s111 atomic @15:5
                    s11p1 orthogonal @16:5
                      s11p11 composite @17:8 initial=s11p111@17:27
                        s11p111 atomic @18:10
                        s11p112 atomic @19:10 entry=raise In-s11p112
                      s11p12 composite @25:8 initial=s11p121@25:27
                        s11p121 atomic @26:9
                        s11p122 atomic @27:9
                          In-s11p112@28:23 -> pass@28:42 @28:11
                pass final @35:1 entry=log
                fail final @36:1 entry=log
                """)
    }

    @Test func eventListsConditionsInternalAndEventlessTransitions() throws {
        let result = load(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="Events">
              <state id="a">
                <transition event="foo bar  error.*" target="b c"/>
                <transition event="*" cond="x &gt; 1" type="internal">
                  <raise event="again"/><log label="l"/><send event="ping"/><assign location="x" expr="1"/><if cond="y"><raise event="z"/></if>
                </transition>
                <transition cond="done"/>
              </state>
              <state id="b"/>
              <state id="c"/>
            </scxml>
            """)
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine Events [scxml] initial=a@2:3
                a atomic @2:3
                  foo@3:17 -> b@3:42 @3:5
                  foo@3:17 -> c@3:42 @3:5
                  bar@3:17 -> b@3:42 @3:5
                  bar@3:17 -> c@3:42 @3:5
                  error.*@3:17 -> b@3:42 @3:5
                  error.*@3:17 -> c@3:42 @3:5
                  *@4:17 -> (internal) if x > 1 / raise again, log, send ping, assign x, if @4:5
                  (eventless) -> (internal) if done @7:5
                b atomic @9:3
                c atomic @10:3
                """)
    }

    @Test func initialElementAndAnonymousStates() throws {
        let result = load(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="p">
                <initial><transition target="q2"/></initial>
                <state id="q1"/>
                <state id="q2"><transition event="go" target="q1"/></state>
                <state/>
              </state>
            </scxml>
            """, path: "dir/Named.scxml")
        #expect(result.diagnostics.isEmpty)
        let machine = try #require(result.machines.first)
        #expect(
            ModelDump.text(of: machine) == """
                machine Named [scxml] initial=p@2:3
                p composite @2:3 initial=q2@3:26
                  q1 atomic @4:5
                  q2 atomic @5:5
                    go@5:32 -> q1@5:43 @5:20
                  _anonymous_6_5 atomic @6:5
                """)
    }

    @Test func structuralProblemsAreDiagnosed() throws {
        let result = load(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <transition event="e" target="a"/>
              <state id="a" initial="a1">
                <initial><transition target="a1"/></initial>
                <state id="a1"><transition event="t" type="sideways" target="a"/></state>
              </state>
              <parallel id="p"><history id="ph" type="deep"/><state id="r"/></parallel>
              <history id="h" type="wide"/>
              <state id="a"/>
            </scxml>
            """)
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
        #expect(
            found == [
                "2:3 invalid-scxml `<transition>` directly inside `<scxml>` belongs to no state",
                "4:5 invalid-scxml a state has both an `initial` attribute and an `<initial>` element",
                "5:42 invalid-scxml unknown transition type `sideways`",
                "8:19 invalid-scxml unknown history type `wide`",
                "8:3 invalid-scxml history state `h` is not inside a state",
                "9:3 invalid-scxml state id `a` is used twice",
            ])
        #expect(result.machines.count == 1)
    }

    @Test(arguments: [
        ("", "1:1"),
        ("<scxml><state id=\"a\"></scxml>", "1:30"),
        ("<scxml>\n  <state id=\"a\" target=\"x\n</scxml>", "3:1"),
        ("not xml at all", "1:1"),
        ("\u{0}\u{1}binary", "1:1"),
    ])
    func malformedXMLIsAParseError(text: String, position: String) {
        let result = load(text)
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.ruleID == "parse-error")
        #expect(result.diagnostics.first.map { "\($0.location.line):\($0.location.column)" } == position)
    }

    @Test func windowsLineEndingsCountAsOneLine() throws {
        let result = load(
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">\r\n  <!-- a\r\n b -->\r\n  <state id=\"a\"\r\n     initial=\"x y\">\r\n<state id=\"x\"/></state>\r\n</scxml>"
        )
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:6"])
        #expect(
            result.machines.first.map { machine in machine.states.map { "\($0.name)@\($0.location.line):\($0.location.column)" } } == [
                "a@4:3", "x@6:1",
            ])
    }

    /// The reader hands on every file as Unicode text, whatever its declaration says: the loader
    /// must not let libxml2 decode it again as ISO-8859-1 (`Ã©`) or UTF-16 (an error).
    @Test(arguments: ["ISO-8859-1", "UTF-16", "KOI8-R"])
    func theDeclaredEncodingIsNotAppliedTwice(encoding: String) throws {
        let result = load(
            "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\"><state id=\"café\"/></scxml>")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.machines.first?.states.map { "\($0.name)@\($0.location.line):\($0.location.column)" } == ["café@2:48"])
    }

    @Test func aDocumentThatIsNotSCXMLIsAParseError() {
        let result = load("<html><body/></html>")
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["the root element is `<html>`, not `<scxml>`"])
    }

    @Test func entityExpansionBombsAreRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE scxml [\n<!ENTITY e0 \"lol\">\n"
        for level in 1...9 { text += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">\n" }
        text += "]>\n<scxml><state id=\"a\">&e9;</state></scxml>"
        let result = load(text)
        #expect(result.machines.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["entities expand into each other without end, or too much"])
    }

    @Test func deepNestingNeitherCrashesNorRecurses() {
        let depth = 1_000
        let text =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">" + (0..<depth).map { "<state id=\"s\($0)\">" }.joined()
            + String(repeating: "</state>", count: depth) + "</scxml>"
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.machines.first?.states.count == depth)
        #expect(result.machines.first.map { $0.ancestors(of: StateID(depth - 1)).count } == depth - 1)
    }
}
