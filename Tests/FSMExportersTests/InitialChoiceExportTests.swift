import FSMExporters
import FSMModel
import Testing

/// A machine without regions that may start in either of two states (a Swift ternary) keeps both
/// in the JSON export; SCXML's `initial="a b"` would enter both at once, so it writes the first.
@Suite struct InitialChoiceExportTests {
    static let machine: Machine = {
        let at = SourceLocation(file: "Tutorial.swift", line: 1, column: 1)
        var machine = Machine(name: "Tutorial", location: at, initial: Reference("viewing", at: at), dialect: "swiftstate")
        machine.otherInitialTargets = [Reference("idle", at: at)]
        machine.addState(State(name: "idle", location: at))
        machine.addState(State(name: "viewing", location: at))
        return machine
    }()

    @Test func scxmlWritesTheFirstCandidateAndJSONKeepsEvery() throws {
        let scxml = MachineExporter.export(Self.machine, as: .scxml)
        #expect(scxml.contains("initial=\"viewing\""))
        #expect(!scxml.contains("viewing idle"))
        #expect(MachineExporter.export(Self.machine, as: .json).contains("\"otherInitialTargets\""))
    }
}
