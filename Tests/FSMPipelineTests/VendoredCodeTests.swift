import FSMConfiguration
import FSMDiagnostics
import FSMPipeline
import Foundation
import Testing

/// Vendored code is read, not judged: a type an app uses may be declared in `Pods/`, but the
/// machines of a vendored library are its authors' business unless `lint-vendored: true`.
@Suite struct VendoredCodeTests {
    private static let app = """
        final class Player {
            let machine: StateMachine<PlayerPhase, PlayerCue>
            init() {
                machine = .init(state: .idle)
                machine.addRoutes(event: .play, transitions: [.idle => .playing])
                machine.addRoutes(event: .stop, transitions: [.playing => .idle])
            }
        }
        """
    /// A library with its own machine, one of its states never entered, and the enums the app uses.
    private static let library = """
        public enum PlayerPhase: StateType { case idle, playing }
        public enum PlayerCue: EventType { case play, stop }
        final class Downloader {
            enum Step: StateType { case waiting, loading, orphan }
            let machine = StateMachine<Step, Never>(state: .waiting) { $0.addRoute(.waiting => .loading) }
        }
        """

    private static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vendored-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private static func lint(_ folder: URL, lintingVendored: Bool = false) throws -> [String] {
        var configuration = Configuration(baseDirectory: folder.path)
        configuration.lintsVendoredCode = lintingVendored
        let workspace = try Workspace.load(paths: [folder.path], configuration: configuration)
        return workspace.diagnostics.map { "\(String($0.location.file.dropFirst(folder.path.count + 1))): \($0.ruleID)" }
    }

    @Test(arguments: ["Pods/PlayerKit", "Carthage/Checkouts/PlayerKit", "SourcePackages/checkouts/PlayerKit", "vendor/PlayerKit"])
    func aVendoredLibraryFeedsTheIndexButItsMachinesAreNotReported(folder: String) throws {
        let root = try Self.project([
            "App/Player.swift": Self.app, "\(folder)/Sources/PlayerKit.swift": Self.library,
            "\(folder)/Sources/Broken.swift": "func addRoute(",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.lint(root).isEmpty)
        let judged = try Self.lint(root, lintingVendored: true)
        #expect(judged.contains("\(folder)/Sources/PlayerKit.swift: unreachable-state"))
        // No machine is read from the broken file: its syntax is the compiler's business, a note.
        #expect(judged.contains("\(folder)/Sources/Broken.swift: unsupported-construct"))
    }

    /// Naming the vendored folder itself lints it: it is then what the user asked about.
    @Test func aVendoredFolderNamedOnTheCommandLineIsLinted() throws {
        let root = try Self.project(["Pods/PlayerKit/Sources/PlayerKit.swift": Self.library])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = root.appendingPathComponent("Pods/PlayerKit")
        #expect(try Self.lint(library) == ["Sources/PlayerKit.swift: dead-end", "Sources/PlayerKit.swift: unreachable-state"])
    }
}
