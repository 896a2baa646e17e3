import FSMModel
import Testing

/// What the format adds to the core: `if:` conditions, descriptions, single names for lists,
/// internal shorthand, and guards in any YAML scalar style.
@Suite struct ExtensionTests {
    @Test func opaqueConditionsAreKeptAsText() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: Door
                initial: Closed
                predicates: { Lock: [engaged, free] }
                states:
                  Closed:
                    on:
                      Open:
                        - { when: Lock.free, if: "sensor.isClear()", to: Opened }
                        - { if: [user.isAdmin, "override == true"], to: Opened }
                  Opened: { on: { Close: Closed } }
                """))
        let transitions = try #require(machine.state("Closed")?.transitions)
        #expect(transitions[0].guard.conditions == ["sensor.isClear()"])
        #expect(transitions[0].guard.predicate != nil)
        #expect(transitions[0].guard.displayText == "Lock.free and sensor.isClear()")
        #expect(transitions[1].guard.conditions == ["user.isAdmin", "override == true"])
        #expect(transitions[1].guard.predicate == nil)
    }

    @Test func descriptionsAreAcceptedEverywhere() {
        #expect(
            summaries(
                """
                machine: Door
                description: A door that can be opened and closed.
                initial: Closed
                states:
                  Closed:
                    description: |
                      The door is shut.
                    on:
                      Open: { to: Opened, description: pulls the handle }
                  Opened: { on: { Close: Closed } }
                """
            ).isEmpty)
    }

    @Test func aSingleNameStandsForAOneElementList() throws {
        let machine = try #require(
            loadMachine(
                """
                machine: Door
                initial: Closed
                events: Open
                states:
                  Base: { abstract: true }
                  Closed: { inherits: Base, entry: lock, exit: unlock, on: { Open: { to: Closed, do: creak } } }
                """))
        let closed = try #require(machine.state("Closed"))
        #expect(machine.declaredEvents?.map(\.name) == ["Open"])
        #expect(closed.superStates.map(\.name) == ["Base"])
        #expect(closed.entryActions.map(\.name) == ["lock"])
        #expect(closed.exitActions.map(\.name) == ["unlock"])
        #expect(closed.transitions.first?.actions.map(\.name) == ["creak"])
    }

    @Test func shorthandWithoutTargetIsInternal() throws {
        let transition = try #require(
            loadMachine("machine: M\ninitial: A\nstates:\n  A:\n    on:\n      Tick: / count, log\n")?.state("A")?.transitions.first)
        #expect(transition.isInternal)
        #expect(transition.actions == [Reference("count", at: at(6, 15)), Reference("log", at: at(6, 22))])
    }

    @Test func namesInsideScalarsAreLocatedOnASCIIAndOtherLines() throws {
        let machine = try #require(
            loadMachine("machine: M\ninitial: A\nstates:\n  A:\n    on:\n      Go: B / log, beep\n  B: { on: { Gö: A / lög } }\n"))
        #expect(machine.state("A")?.transitions.first?.actions == [Reference("log", at: at(6, 15)), Reference("beep", at: at(6, 20))])
        #expect(machine.state("B")?.transitions.first?.actions == [Reference("lög", at: at(7, 22))])
    }

    @Test func emptyMappingIgnoresTheEvent() throws {
        let transition = try #require(loadMachine("machine: M\ninitial: A\nstates:\n  A: { on: { Tick: {} } }\n")?.state("A")?.transitions.first)
        #expect(transition.isInternal)
        #expect(transition.actions.isEmpty)
    }

    @Test func anEmptyStateIsAtomic() throws {
        let machine = try #require(loadMachine("machine: M\ninitial: A\nstates:\n  A:\n  B: {}\n"))
        #expect(machine.states.map(\.kind) == [.atomic, .atomic])
    }

    @Test(arguments: [
        ("when: Mode.fast and not Mode.slow", 9, 15, 9, 33),
        ("when: 'Mode.fast and not Mode.slow'", 9, 16, 9, 34),
        ("when: \"Mode.fast and not Mode.slow\"", 9, 16, 9, 34),
        ("when: Mode.fast and\n          not Mode.slow", 9, 15, 10, 15),
        ("when: |\n          Mode.fast and\n          not Mode.slow", 10, 11, 11, 15),
        ("when: >-\n          Mode.fast\n          and not Mode.slow", 10, 11, 11, 19),
    ])
    func atomsAreLocatedInEveryScalarStyle(guardLine: String, firstLine: Int, firstColumn: Int, secondLine: Int, secondColumn: Int) throws {
        let text =
            "machine: M\ninitial: A\npredicates: { Mode: [fast, slow] }\nstates:\n  A:\n    on:\n      Go:\n        to: A\n        \(guardLine)\n"
        let atoms = try #require(loadMachine(text)?.state("A")?.transitions.first?.guard.predicate?.atoms)
        #expect(atoms.map(\.location) == [at(firstLine, firstColumn), at(secondLine, secondColumn)])
    }

    @Test func windowsLineEndingsAndByteOrderMark() throws {
        let text =
            "\u{FEFF}machine: M\r\ninitial: A\r\npredicates: { Mode: [fast, slow] }\r\nstates:\r\n  A:\r\n    on:\r\n      Go:\r\n        when: Mode.fast and\r\n          not Mode.slow\r\n        to: A\r\n      Stop: A / log\r\n"
        let result = load(text)
        #expect(result.diagnostics.map(\.message) == [])
        let machine = try #require(result.machines.first)
        #expect(machine.location == at(1, 10))
        let transitions = try #require(machine.state("A")?.transitions)
        #expect(transitions.first?.guard.predicate?.atoms.map(\.location) == [at(8, 15), at(9, 15)])
        #expect(transitions.last?.actions == [Reference("log", at: at(11, 17))])
    }
}
