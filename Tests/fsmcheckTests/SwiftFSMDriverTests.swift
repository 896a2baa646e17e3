import Foundation
import Testing

/// `fsmcheck tests --driver swiftfsm` writes tests that call SwiftFSM's `handleEvent` and pass.
/// The file generated from `Tests/GeneratedSwiftFSMPackage/Gate.swift` is compiled and run against
/// a stand-in with the same public shapes (`StandIn/`), and the same gate, adapter and generated
/// file are built against the real SwiftFSM: the sources beside the clone in
/// `../shared/third-party/swift-fsm` (as CI has them), or the checkout FSMCHECK_SWIFTFSM_PATH
/// names (Docs/TestPlans.md says how).
@Suite struct SwiftFSMDriverTests {
    static let fixture = BinaryRunner.packageRoot.appendingPathComponent("Tests/GeneratedSwiftFSMPackage")

    /// The real SwiftFSM's sources: FSMCHECK_SWIFTFSM_PATH when set, else the shared copy beside the clone, when there.
    static let realSources: URL? = {
        if let named = ProcessInfo.processInfo.environment["FSMCHECK_SWIFTFSM_PATH"], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        let shared = BinaryRunner.packageRoot.appendingPathComponent("../shared/third-party/swift-fsm").standardizedFileURL
        return FileManager.default.fileExists(atPath: shared.appendingPathComponent("Package.swift").path) ? shared : nil
    }()

    @Test func theGeneratedFileCompilesAndPassesAgainstAStandInForSwiftFSM() throws {
        let scratch = BinaryRunner.packageRoot.appendingPathComponent(".build/generated-swiftfsm-stand-in")
        try GeneratedTestsCompileTests.copy(
            [
                ("StandIn/Package.swift", "Package.swift"), ("StandIn/SwiftFSM.swift", "Sources/SwiftFSM/SwiftFSM.swift"),
                ("StandIn/Gate.swift", "Sources/GateMachine/Gate.swift"), ("GateAdapter.swift", "Tests/GateTests/GateAdapter.swift"),
            ], from: Self.fixture, to: scratch)
        let (file, text) = try Self.generate(into: scratch)
        #expect(text.contains("await machine.fsm.handleEvent(.ticket, predicates: Ticket.valid)"), "\(text)")
        #expect(text.contains(#"@Test("ticket [Ticket.valid], then one of 2 steps", arguments: ["#), "\(text)")

        let swift = try GeneratedTestsCompileTests.swift(["test", "--package-path", scratch.path])
        #expect(swift.status == 0, "\(swift.output)")
        #expect(swift.output.contains("Test run with 2 tests in 2 suites passed"), "\(swift.output)")
        #expect(swift.output.contains("then one of 2 steps\" with 2 test cases passed"), "\(swift.output)")
        #expect(!swift.output.contains("warning:"), "\(swift.output)")
        try Self.expectAWrongExpectedStateToFail(file, text, in: scratch)
    }

    @Test(
        .enabled(
            if: realSources != nil,
            "no SwiftFSM sources: ../shared/third-party/swift-fsm is not beside the clone and FSMCHECK_SWIFTFSM_PATH is not set, so the tests are not built against the real package"
        ))
    func theGeneratedFileCompilesAndPassesAgainstTheRealSwiftFSM() throws {
        let scratch = BinaryRunner.packageRoot.appendingPathComponent(".build/generated-swiftfsm-real")
        let checkout = try Self.copyOfRealSources(into: scratch.deletingLastPathComponent().appendingPathComponent("swiftfsm-sources"))
        try GeneratedTestsCompileTests.copy(
            [
                ("Gate.swift", "Sources/GateMachine/Gate.swift"), ("GateAdapter.swift", "Tests/GateTests/GateAdapter.swift"),
            ], from: Self.fixture, to: scratch)
        let manifest = try String(contentsOf: Self.fixture.appendingPathComponent("Real.Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "SWIFTFSM_PATH", with: checkout.path)
            .replacingOccurrences(of: "SWIFTFSM_IDENTITY", with: checkout.lastPathComponent.lowercased())
        if (try? String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)) != manifest {
            try manifest.write(to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        let (file, text) = try Self.generate(into: scratch)

        let build = try GeneratedTestsCompileTests.swift(["build", "--build-tests", "--package-path", scratch.path])
        #expect(build.status == 0, "\(build.output)")
        let swift = try GeneratedTestsCompileTests.swift(["test", "--skip-build", "--package-path", scratch.path])
        #expect(swift.status == 0, "\(swift.output)")
        #expect(swift.output.contains("Test run with 2 tests in 2 suites passed"), "\(swift.output)")
        try Self.expectAWrongExpectedStateToFail(file, text, in: scratch)
    }

    /// A wrong expected state fails the generated test, for the argument that expects it: the
    /// tests check the state SwiftFSM's `handleEvent` leaves the machine in.
    private static func expectAWrongExpectedStateToFail(_ file: URL, _ text: String, in scratch: URL) throws {
        let wrong = #"GeneratedStep("ticket", expected: .alarming)"#
        #expect(text.contains(wrong), "\(text)")
        try text.replacingOccurrences(of: wrong, with: #"GeneratedStep("ticket", expected: .open)"#).write(
            to: file, atomically: true, encoding: .utf8)
        let failing = try GeneratedTestsCompileTests.swift(["test", "--package-path", scratch.path])
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains(#"then one of 2 steps" recorded an issue with 1 argument last → ticket"#), "\(failing.output)")
    }

    /// SwiftFSM's sources copied under `.build/` (the shared copy is read-only), each file only when
    /// it changed so that the scratch package's build stays valid. The copy is a dependency of the
    /// scratch package, never a root package: its manifest names a test folder it does not ship,
    /// which SwiftPM refuses only in a root package.
    private static func copyOfRealSources(into folder: URL) throws -> URL {
        let sources = try #require(realSources)
        let copy = folder.appendingPathComponent(sources.lastPathComponent)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects ?? []
        let relative = files.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(sources.path.count + 1)) }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }  // not a checkout's .git or .build
        #expect(relative.contains("Package.swift"), "\(sources.path) holds no Package.swift")
        try GeneratedTestsCompileTests.copy(relative.map { ($0, $0) }, from: sources, to: copy)
        return copy
    }

    /// Writes the tests for `Gate.swift` into the scratch package's test target; returns the file and its text.
    private static func generate(into scratch: URL) throws -> (URL, String) {
        let folder = scratch.appendingPathComponent("Tests/GateTests")
        let generated = try BinaryRunner.run([
            "tests", fixture.appendingPathComponent("Gate.swift").path, "--format", "swift-testing", "--driver", "swiftfsm", "--adapter",
            "GateAdapter",
            "-o", folder.path,
        ])
        #expect(generated.status == 0, "\(generated.standardError)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".tests.swift") })
        let file = folder.appendingPathComponent(name)
        return (file, try String(contentsOf: file, encoding: .utf8))
    }
}
