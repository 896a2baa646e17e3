import FSMDiagnostics
import FSMPipeline
import Foundation
import Testing

/// Projects whose machines are spread the way real code spreads them (enums, base test classes,
/// typealiases and constants in other files, table wrappers, loose snippets): each folder under
/// `Projects/` named `real-…` or `clean-…` is linted whole and must give exactly the diagnostics in
/// its `expected.txt`, one a line as `path:line:column: severity: message [rule]`, paths relative
/// to the folder, sorted. A `clean-…` project must give no error and no warning at all. A `plain-…`
/// project is app code with no state machine in it, full of near misses (display `switch`es, a view
/// model setting a value it never looks at, `==` over two enums): it must give no machine and no
/// diagnostic at all.
/// `FSMCHECK_RECORD=1` rewrites the files instead; check the diff by eye before committing it.
@Suite struct ProjectDeclarationTests {
    static let projectsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Projects")

    static let projects: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: projectsDirectory.path)) ?? [])
        .filter { $0.hasPrefix("real-") || $0.hasPrefix("clean-") }
        .sorted()

    static let plainProjects: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: projectsDirectory.path)) ?? [])
        .filter { $0.hasPrefix("plain-") }
        .sorted()

    @Test(arguments: plainProjects)
    func plainAppCodeHoldsNoMachine(project: String) throws {
        let workspace = try Workspace.load(paths: [Self.projectsDirectory.appendingPathComponent(project).path])
        #expect(workspace.machines.map(\.machine.name) == [])
        #expect(workspace.diagnostics.map(\.message) == [])
    }

    @Test func thereAreProjectsAndAtLeastFourCleanOnesInDifferentDialects() throws {
        #expect(Self.projects.filter { $0.hasPrefix("real-") }.count >= 4)
        let clean = Self.projects.filter { $0.hasPrefix("clean-") }
        #expect(clean.count >= 4)
        var dialects: Set<String> = []
        for project in clean {
            let workspace = try Workspace.load(paths: [Self.projectsDirectory.appendingPathComponent(project).path])
            dialects.formUnion(workspace.machines.map(\.machine.dialect))
        }
        #expect(dialects.count >= 4, "\(dialects.sorted())")
    }

    @Test(arguments: projects)
    func projectGivesExactlyItsExpectedDiagnostics(project: String) throws {
        let folder = Self.projectsDirectory.appendingPathComponent(project)
        let workspace = try Workspace.load(paths: [folder.path])
        #expect(!workspace.machines.isEmpty)
        if project.hasPrefix("clean-") {
            #expect(workspace.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(project) is meant to be clean")
        }
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
