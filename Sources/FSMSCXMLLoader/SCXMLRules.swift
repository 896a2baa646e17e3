import FSMDiagnostics

/// The rules only the SCXML loader reports; malformed XML is the common `parse-error`.
public enum SCXMLRules {
    public static let invalidStructure = RuleDescription(
        id: "invalid-scxml",
        defaultSeverity: .error,
        summary: "well-formed XML that breaks an SCXML structural rule",
        rationale: """
            SCXML processors reject documents that reuse a state id, put a history state directly in \
            `<scxml>`, or give unknown values to `type`. fsmcheck still reads the rest of the \
            document, but the machine it checks is not the one a processor would run.
            """,
        triggeringExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a"><transition event="go" target="b"/></state>
              <state id="b"><transition event="back" target="a"/></state>
              ↓<state id="a"/>
            </scxml>
            """),
        passingExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a"><transition event="go" target="b"/></state>
              <state id="b"><transition event="back" target="a"/></state>
            </scxml>
            """)
    )

    public static let multipleInitialTargets = RuleDescription(
        id: "multi-target-initial",
        defaultSeverity: .note,
        summary: "an SCXML initial state names several targets, which diagrams and most exports cannot show",
        rationale: """
            `initial="a b"` enters `a` and `b` together, each in its own parallel region, and the \
            other regions at their default states. The checks, `fsmcheck path`, witnesses and \
            generated tests follow every target, and the SCXML and JSON exports keep them. Diagrams, \
            tables and the `.fsm`, Mermaid and PlantUML exports have one initial state per composite \
            and show only `a`; the note says so once. It is a limit of those notations, not a fault of the document, so it never fails \
            `--strict`.
            """,
        triggeringExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" ↓initial="a2 b2">
              <parallel id="p">
                <state id="a"><state id="a1"/><state id="a2"/></state>
                <state id="b"><state id="b1"/><state id="b2"/></state>
              </parallel>
            </scxml>
            """),
        passingExample: SourceExample(
            fileName: "example.scxml",
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="start">
              <state id="start"><transition target="a2 b2"/></state>
              <parallel id="p">
                <state id="a"><state id="a1"/><state id="a2"/></state>
                <state id="b"><state id="b1"/><state id="b2"/></state>
              </parallel>
            </scxml>
            """)
    )
}
