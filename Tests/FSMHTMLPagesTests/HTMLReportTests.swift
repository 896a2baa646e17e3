import FSMChecker
import FSMDiagnostics
import FSMExporters
import FSMGraphviz
import FSMModel
import FSMSpecLoader
import FSMTestSupport
import Foundation
import Testing

@testable import FSMHTMLPages

/// The report page as HTML text: what it lists, how it escapes, which diagram elements each
/// finding names. (How it behaves in a browser: `ReportBrowserTests`.)
@Suite struct HTMLReportTests {
    /// A spec loaded and checked, as the pipeline would, with the file's lines for quoting.
    struct Loaded {
        var machine: Machine
        var findings: [Diagnostic]
        var sources: SourceLines
    }

    static func load(_ text: String, path: String = "door.fsm") throws -> Loaded {
        let source = SourceFile(path: path, text: text)
        let result = SpecLoader().load([source])
        let machine = try #require(result.machines.first)
        return Loaded(machine: machine, findings: (result.diagnostics + Checker().check(machine)).sorted(), sources: SourceLines([source]))
    }

    static func report(_ loaded: Loaded, svg: String? = nil) -> String {
        HTMLReport(
            machines: [
                ReportMachine(
                    machine: loaded.machine, findings: loaded.findings, svg: svg, diagramProblem: svg == nil ? "no picture in this test" : nil)
            ],
            otherFindings: [], fileCount: 1, sources: loaded.sources, paths: RelativePaths(workingDirectory: "/work")
        ).html
    }

    static let door = """
        machine: Door
        initial: Closed
        predicates:
          Key: [valid, invalid]
        states:
          Closed:
            on:
              Open: Opened
              Unlock:
                - when: Key.valid
                  to: Opened
                - if: "badge seen"
                  to: Jammed
          Opened: { on: { Close: Closed } }
          Jammed: {}
          Ajar: { on: { Close: Closed } }
        """

    /// A stand-in for Graphviz's SVG: the golden file then shows the page, not Graphviz's version.
    static let svg = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!-- Title: Door Pages: 1 -->
        <svg width="80pt" height="60pt"
         viewBox="0.00 0.00 80.00 60.00" xmlns="http://www.w3.org/2000/svg">
        <g id="m0_g0" class="graph"><g id="m0_s0" class="node"><title>Closed</title></g></g>
        </svg>

        """

    @Test func pageMatchesGolden() throws {
        try GoldenFile.check(Self.report(try Self.load(Self.door), svg: Self.svg), against: "door.html", in: GoldenFile.directory())
    }

    @Test func findingsAreListedWithLocationsAndQuotedLines() throws {
        let html = Self.report(try Self.load(Self.door))
        #expect(html.contains("data-rule=\"dead-end\""))
        #expect(html.contains("data-rule=\"unreachable-state\""))
        #expect(html.contains("<div class=\"location mono\">door.fsm:15:3</div>"), "a location as lint prints it")
        #expect(html.contains("  Ajar: { on: { Close: Closed } }\n  ^</code></pre>"), "the quoted line with its caret")
        #expect(html.contains("no picture in this test"))
    }

    @Test func everyNameIsEscaped() throws {
        let loaded = try Self.load(
            """
            machine: "</script><script>alert(1)</script>"
            initial: "<b>A</b>"
            states:
              "<b>A</b>": { on: { "a & b": "\\"B\\" <!--" } }
              "\\"B\\" <!--": { on: { "it's": { to: "<b>A</b>", if: "x < 1 && y > 2" } } }
              Lost: {}
            """)
        let html = Self.report(loaded, svg: Self.svg)
        #expect(!html.contains("<b>"))
        #expect(!html.contains("alert(1)</script>"))
        #expect(!html.contains("<!--"))
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, "only the page's script and the state names close a script")
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;B&quot; &lt;!--"))
        #expect(html.contains("x &lt; 1 &amp;&amp; y &gt; 2"))
        #expect(html.contains("it&apos;s"))
        #expect(html.contains("\"m0_s0\":\"\\u003cb\\u003eA\\u003c/b\\u003e\""), "names in the script's JSON cannot close it")
    }

    @Test func findingsNameTheirStatesAndTransitions() throws {
        let loaded = try Self.load(Self.door)
        let tables = MachineTables(loaded.machine)
        let index = FindingElements.rowIndex(of: tables)
        let elements = { (rule: String) -> FindingElements? in
            loaded.findings.first { $0.ruleID == rule }.map { FindingElements($0, machine: loaded.machine, tables: tables, rowIndex: index) }
        }
        let clash = try #require(elements("predicate-clash"))
        #expect(clash.states.map { loaded.machine[$0].name } == ["Closed"])
        #expect(clash.rows.map { tables.rows[$0].transition.target?.name } == ["Opened", "Jammed"])
        let deadEnd = try #require(elements("dead-end"))
        #expect(deadEnd.states.map { loaded.machine[$0].name } == ["Jammed"])
        #expect(deadEnd.rows.isEmpty)
    }

    /// Inherited copies share the super state's location: a finding on one state takes only its copy.
    @Test func inheritedCopiesAreTakenOnTheNamedStateOnly() throws {
        let loaded = try Self.load(
            """
            machine: Box
            initial: A
            states:
              Base:
                abstract: true
                on: { Reset: A }
              A: { inherits: Base, on: { Go: B } }
              B: { inherits: Base, on: { Go: A } }
            """)
        let tables = MachineTables(loaded.machine)
        let reset = try #require(tables.rows.first { $0.transition.event?.name == "Reset" }?.transition.location)
        let finding = Diagnostic(
            ruleID: "example", severity: .warning, message: "example", location: reset,
            subject: Diagnostic.Subject(machine: "Box", states: ["B"], transitions: [reset]))
        let elements = FindingElements(finding, machine: loaded.machine, tables: tables, rowIndex: FindingElements.rowIndex(of: tables))
        #expect(elements.rows.map { loaded.machine[tables.rows[$0].state].name } == ["B"])
    }

    /// The report's diagrams come from Graphviz with the ids the page looks for: every drawn state
    /// and every transition drawn as an edge.
    @Test func diagramsCarryTheIdsThePageUses() throws {
        let loaded = try Self.load(Self.door)
        let prefix = HTMLReport.elementPrefix(forMachineAt: 3)
        let options = DiagramOptions(elementIDPrefix: prefix)
        let svg = try #require(
            GraphvizRenderer.render(DiagramBuilder.diagram(for: loaded.machine, findings: loaded.findings, options: options), format: .svg).text)
        let tables = MachineTables(loaded.machine)
        for id in tables.states {
            #expect(svg.contains("id=\"\(DiagramElementIDs.state(id, prefix: prefix))\""), "\(loaded.machine[id].name)")
        }
        for row in tables.rows where row.transition.target != nil {
            #expect(
                svg.contains(DiagramElementIDs.transition(state: row.state, position: row.position, prefix: prefix)), "\(row.transition.location)")
        }
        let plain = try #require(GraphvizRenderer.render(DiagramBuilder.diagram(for: loaded.machine, findings: loaded.findings), format: .svg).text)
        #expect(!plain.contains(prefix) && plain.contains("id=\"node1\""), "without a prefix, Graphviz numbers the elements as before")
    }

    @Test func embeddedSVGLosesItsPrologAndFixedSize() throws {
        let embedded = try #require(DiagramFrame.embeddable(Self.svg))
        #expect(embedded.markup.hasPrefix("<svg\n viewBox=\"0.00 0.00 80.00 60.00\""))
        #expect(!embedded.markup.contains("width=\"80pt\"") && !embedded.markup.contains("<?xml"))
        #expect(embedded.width == 80 && embedded.height == 60)
        #expect(DiagramFrame.embeddable("not a picture") == nil)
    }
}
