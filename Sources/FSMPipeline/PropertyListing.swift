import FSMChecker
import FSMDiagnostics
import FSMModel

/// `fsmcheck lint --properties`: every property of every machine with ✓ (holds), ✗ (violated)
/// or ? (may be violated, or cannot be decided), so a team sees what is proven, not only what failed.
///
/// The answers are the checker's (`Checker.propertyVerdicts`), the same that `property-violated`
/// reports; a violation whose finding the configuration, a suppression or the baseline silenced
/// still shows ✗, marked as accepted, since the property is still broken.
public enum PropertyListing {
    public static func text(for workspace: Workspace, paths: RelativePaths) -> String {
        let checker = Checker()
        var lines: [String] = []
        for checked in workspace.machines where !checked.machine.properties.isEmpty {
            let machine = checked.machine
            lines.append("\(machine.name) (\(paths.relative(machine.location.file)):\(machine.location.line):\(machine.location.column)):")
            lines += Self.lines(of: checked, checker: checker).map { "  " + $0 }
        }
        guard !lines.isEmpty else { return "no machine states a property (Docs/Properties.md says how)\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One machine's properties, one line each: what `lint --properties` prints and the report shows.
    public static func lines(of checked: CheckedMachine, checker: Checker = Checker()) -> [String] {
        guard !checked.machine.properties.isEmpty else { return [] }
        let reported = Set(checked.findings.filter { $0.ruleID == "property-violated" }.map(\.location))
        return checker.propertyVerdicts(of: checked.machine).map { verdict in
            let accepted = verdict.status == .violated && !reported.contains(verdict.property.location)
            return verdict.line + (accepted ? " (accepted: its finding is turned off, suppressed or in the baseline)" : "")
        }
    }
}
