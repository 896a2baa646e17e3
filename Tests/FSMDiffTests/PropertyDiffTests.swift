import FSMDiagnostics
import FSMModel
import Testing

@testable import FSMDiff

/// A property added or removed is a change a reviewer sees; a property rewritten is one removed
/// and one added; the same properties written elsewhere are no change.
@Suite struct PropertyDiffTests {
    static func version(_ properties: [Property.Pattern], line: Int = 9) -> MachineVersion {
        var machine = SemanticDiffTests.before
        let at = SemanticDiffTests.at(line)
        machine.properties = properties.map { Property($0, at: at) }
        return MachineVersion(machine: machine, findings: [])
    }

    @Test func addedAndRemovedPropertiesAreChanges() throws {
        let locked = Reference("Locked", at: SemanticDiffTests.at(9))
        let opened = Reference("Opened", at: SemanticDiffTests.at(9))
        let old = Self.version([.never(locked), .reachable(opened)])
        let new = Self.version([.reachable(opened), .precedence(state: locked, requires: opened)])
        let diff = try #require(SemanticDiff.compare(old: [old], new: [new]).first)
        #expect(diff.status == .changed)
        #expect(diff.addedProperties == ["precedence: { state: Locked, requires: Opened }"])
        #expect(diff.removedProperties == ["never: Locked"])
        let sections = DiffText.sections(of: diff).map(\.title)
        #expect(sections.contains("properties added") && sections.contains("properties removed"))
        let moved = Self.version([.reachable(opened)], line: 30)
        #expect(SemanticDiff.compare(old: [Self.version([.reachable(opened)])], new: [moved]).first?.status == .unchanged)
    }
}
