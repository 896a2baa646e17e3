import Foundation
import Testing

/// `fsmcheck tests --driver swiftfsm` writes tests that call SwiftFSM's `handleEvent` and pass.
/// CI cannot fetch SwiftFSM, so the file generated from `Tests/GeneratedSwiftFSMPackage/Gate.swift`
/// is compiled and run against a stand-in with the same public shapes (`StandIn/`); with
/// FSMCHECK_SWIFTFSM_PATH naming a SwiftFSM checkout, the same gate, adapter and generated file are
/// also built against the real package (Docs/TestPlans.md says how).
@Suite struct SwiftFSMDriverTests {
    static let fixture = BinaryRunner.packageRoot.appendingPathComponent("Tests/GeneratedSwiftFSMPackage")
    static let realCheckout = ProcessInfo.processInfo.environment["FSMCHECK_SWIFTFSM_PATH"].flatMap { $0.isEmpty ? nil : $0 }

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

        // A wrong expected state fails the test, for the argument that expects it.
        let wrong = #"GeneratedStep("ticket", expected: .alarming)"#
        #expect(text.contains(wrong), "\(text)")
        try text.replacingOccurrences(of: wrong, with: #"GeneratedStep("ticket", expected: .open)"#).write(
            to: file, atomically: true, encoding: .utf8)
        let failing = try GeneratedTestsCompileTests.swift(["test", "--package-path", scratch.path])
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains(#"then one of 2 steps" recorded an issue with 1 argument last → ticket"#), "\(failing.output)")
    }

    @Test(.enabled(if: realCheckout != nil, "FSMCHECK_SWIFTFSM_PATH names no SwiftFSM checkout: the tests are not built against the real package"))
    func theGeneratedFileCompilesAndPassesAgainstTheRealSwiftFSM() throws {
        let checkout = URL(fileURLWithPath: try #require(Self.realCheckout)).standardizedFileURL
        let scratch = BinaryRunner.packageRoot.appendingPathComponent(".build/generated-swiftfsm-real")
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
        _ = try Self.generate(into: scratch)

        let build = try GeneratedTestsCompileTests.swift(["build", "--build-tests", "--package-path", scratch.path])
        #expect(build.status == 0, "\(build.output)")
        let swift = try GeneratedTestsCompileTests.swift(["test", "--skip-build", "--package-path", scratch.path])
        #expect(swift.status == 0, "\(swift.output)")
        #expect(swift.output.contains("Test run with 2 tests in 2 suites passed"), "\(swift.output)")
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
