import FSMDiagnostics

/// The rules only the SCXML loader reports; malformed XML is the common `parse-error`.
public enum SCXMLRules {
    public static let invalidStructure = RuleDescription(
        id: "invalid-scxml",
        defaultSeverity: .error,
        summary: "well-formed XML that breaks an SCXML structural rule",
        rationale: """
            SCXML processors reject documents that reuse a state id, put a history state outside a \
            compound state, or give unknown values to `type`. fsmcheck still reads the rest of the \
            document, but the machine it checks is not the one a processor would run.
            """,
        triggeringExample: SourceExample(fileName: "example.scxml", """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a"><transition event="go" target="b"/></state>
              <state id="b"><transition event="back" target="a"/></state>
              <state id="a"/>
            </scxml>
            """),
        passingExample: SourceExample(fileName: "example.scxml", """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a"><transition event="go" target="b"/></state>
              <state id="b"><transition event="back" target="a"/></state>
            </scxml>
            """)
    )
}
