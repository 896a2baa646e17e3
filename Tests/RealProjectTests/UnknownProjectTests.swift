import FSMDiagnostics
import FSMPipeline
import Foundation
import Testing

/// Projects where part of each machine is out of fsmcheck's sight (an initial state passed in, a
/// predicate enum in another module, a target computed at run time, a standalone transition table):
/// each folder under `Projects/` named `unknown-…` is linted whole and must give exactly the
/// diagnostics in its `expected.txt`, one per line as `path:line:column: severity: message [rule]`,
/// paths relative to the folder, sorted. `FSMCHECK_RECORD=1` rewrites the files instead; check the
/// diff by eye before committing it.
@Suite struct UnknownProjectTests {
    static let projectsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Projects")

    static let projects: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: projectsDirectory.path)) ?? [])
        .filter { $0.hasPrefix("unknown-") }
        .sorted()

    @Test func thereAreProjects() {
        #expect(Self.projects.count >= 5)
    }

    @Test(arguments: projects)
    func projectGivesExactlyItsExpectedDiagnostics(project: String) throws {
        let folder = Self.projectsDirectory.appendingPathComponent(project)
        let workspace = try Workspace.load(paths: [folder.path])
        #expect(!workspace.machines.isEmpty)
        let actual = Self.compact(workspace.diagnostics, relativeTo: folder.path)
        let expectedURL = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["FSMCHECK_RECORD"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(project): actual diagnostics\n\(actual)")
    }

    /// `relative/path.swift:line:col: severity: message [rule]`, one a line, sorted.
    static func compact(_ diagnostics: [Diagnostic], relativeTo root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let lines = diagnostics.map { diagnostic in
            let location = diagnostic.location
            let path = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
            return "\(path):\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
        }
        return lines.sorted().map { $0 + "\n" }.joined()
    }
}
