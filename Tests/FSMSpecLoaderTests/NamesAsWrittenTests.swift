import FSMModel
import Testing

/// YAML 1.1 would read these as booleans, numbers or null; the `.fsm` format reads them as written.
@Suite struct NamesAsWrittenTests {
    @Test func onIsTheTransitionsKeyAndBooleanLookingNamesStayNames() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: Switch
                initial: Off
                events: [On, Off, Yes, No, true, 1, null]
                states:
                  Off:
                    on:
                      On: On
                      Yes: "yes"
                      true: '1'
                  On:
                    on: { Off: Off, No: no, 1: null }
                  "yes": { on: { null: Off } }
                  '1': { on: { On: On } }
                  no: { on: { Off: Off } }
                  "null": { on: { On: On } }
                """))
        #expect(machine.states.map(\.name) == ["Off", "On", "yes", "1", "no", "null"])
        #expect(machine.declaredEvents?.map(\.name) == ["On", "Off", "Yes", "No", "true", "1", "null"])
        #expect(
            machine.state("Off")?.transitions.map { "\($0.event?.name ?? "") → \($0.target?.name ?? "")" } == ["On → On", "Yes → yes", "true → 1"])
        #expect(
            machine.state("On")?.transitions.map { "\($0.event?.name ?? "") → \($0.target?.name ?? "")" } == ["Off → Off", "No → no", "1 → null"])
    }

    @Test func quotedNamesPointAtTheQuote() throws {
        let machine = try #require(loadMachine("machine: M\ninitial: A\nstates:\n  A: { on: { Go: \"B\" } }\n  B: {}\n"))
        #expect(machine.state("A")?.transitions.first?.target == Reference("B", at: at(4, 18)))
    }

    @Test func namesWithSpacesAndUnicode() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: Café
                initial: Logged out
                states:
                  Logged out: { on: { Log in: Logged in / greet } }
                  Logged in: { on: { Log out: Logged out } }
                """))
        let transition = try #require(machine.state("Logged out")?.transitions.first)
        #expect(transition.event?.name == "Log in")
        #expect(transition.target == Reference("Logged in", at: at(4, 31)))
        #expect(transition.actions == [Reference("greet", at: at(4, 43))])
    }
}
