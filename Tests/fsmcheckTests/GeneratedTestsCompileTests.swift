import Foundation
import Testing

/// The Swift Testing file `fsmcheck tests` writes compiles and passes against a real
/// implementation: `Tests/GeneratedTestsPackage` (a hand-written turnstile and the adapter a user
/// writes once) is copied under `.build/`, the file is generated into it from its `.fsm`, and
/// `swift test` runs it there. The copy stays between runs, so after the first only the
/// generated file is compiled again.
@Suite struct GeneratedTestsCompileTests {
    static let fixture = BinaryRunner.packageRoot.appendingPathComponent("Tests/GeneratedTestsPackage")
    static let scratch = BinaryRunner.packageRoot.appendingPathComponent(".build/generated-tests-package")

    @Test func theGeneratedFileCompilesAndPassesAgainstAHandWrittenTurnstile() throws {
        try Self.copyFixture()
        let file = Self.scratch.appendingPathComponent("Tests/TurnstileTests/Turnstile.tests.swift")
        let text = try Self.generate(into: file.deletingLastPathComponent())
        #expect(
            text.contains("@Test(\"Coin → Coin → Pass → Pass [Enforcement.strong] → Silence → Reset [the key is turned] → Pass [Enforcement.weak]\")")
        )
        let parameterised = #"@Test("Pass [Enforcement.strong], then one of 2 steps", arguments: ["#
        #expect(text.contains(parameterised), "\(text)")

        let swift = try Self.swift(["test", "--package-path", Self.scratch.path])
        #expect(swift.status == 0, "\(swift.output)")
        #expect(swift.output.contains("Test run with 2 tests in 1 suite passed"), "\(swift.output)")
        #expect(swift.output.contains("then one of 2 steps\" with 2 test cases passed"), "\(swift.output)")
        #expect(!swift.output.contains("warning:"), "\(swift.output)")

        // The parameterised test checks what its arguments say: a wrong expected state fails it, for that argument.
        let wrong = #"TurnstileStep("Pass", expected: ["Ringing"]),"#
        #expect(text.contains(wrong), "\(text)")
        try text.replacingOccurrences(of: wrong, with: #"TurnstileStep("Pass", expected: ["Silenced"]),"#).write(
            to: file, atomically: true, encoding: .utf8)
        let failing = try Self.swift(["test", "--package-path", Self.scratch.path])
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains(#"then one of 2 steps" recorded an issue with 1 argument last → Pass"#), "\(failing.output)")
        #expect(failing.output.contains("Test run with 2 tests in 1 suite failed"), "\(failing.output)")
    }

    static let handWrittenFixture = BinaryRunner.packageRoot.appendingPathComponent("Tests/GeneratedHandWrittenPackage")
    static let handWrittenScratch = BinaryRunner.packageRoot.appendingPathComponent(".build/generated-hand-written-package")

    /// Machines written by hand in plain Swift are tested from their own source: the tests are
    /// generated from `Connection.swift` and `Onboarding.swift` (whose initial state is one of two,
    /// so its tests start the machine where each path starts), not from a spec, and pass; an
    /// expected state made wrong fails them.
    @Test func testsGeneratedFromHandWrittenSwiftMachinesCompileAndPass() throws {
        let sources = [
            "Package.swift", "Sources/Connection/Connection.swift", "Sources/Connection/Onboarding.swift",
            "Tests/ConnectionTests/ConnectionAdapter.swift", "Tests/ConnectionTests/OnboardingPageAdapter.swift",
        ]
        try Self.copy(sources.map { ($0, $0) }, from: Self.handWrittenFixture, to: Self.handWrittenScratch)
        let folder = Self.handWrittenScratch.appendingPathComponent("Tests/ConnectionTests")
        let generated = try BinaryRunner.run(
            ["tests", Self.handWrittenScratch.appendingPathComponent("Sources/Connection").path, "--format", "swift-testing", "-o", folder.path])
        #expect(generated.status == 0, "\(generated.standardError)")
        let file = folder.appendingPathComponent("Connection.tests.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("they fire 6 of the 6 transitions"), "\(text)")
        let onboarding = try String(contentsOf: folder.appendingPathComponent("Onboarding-page.tests.swift"), encoding: .utf8)
        #expect(onboarding.contains("init(startingIn state: Set<String>) async throws"), "\(onboarding)")
        #expect(onboarding.contains("try await run(from: [\"welcome\"], ["), "\(onboarding)")

        let swift = try Self.swift(["test", "--package-path", Self.handWrittenScratch.path])
        #expect(swift.status == 0, "\(swift.output)")
        #expect(swift.output.contains("Test run with 5 tests in 2 suites passed"), "\(swift.output)")

        let right = #"ConnectionStep("opened", expected: ["connected"]),"#
        #expect(text.contains(right), "\(text)")
        try text.replacingOccurrences(of: right, with: #"ConnectionStep("opened", expected: ["closing"]),"#).write(
            to: file, atomically: true, encoding: .utf8)
        let failing = try Self.swift(["test", "--package-path", Self.handWrittenScratch.path])
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains("failed"), "\(failing.output)")
    }

    /// Writes the Swift Testing file for `turnstile.fsm` into `folder` and returns it.
    static func generate(into folder: URL, flags: [String] = []) throws -> String {
        let generated = try BinaryRunner.run(
            ["tests", fixture.appendingPathComponent("turnstile.fsm").path, "--format", "swift-testing", "-o", folder.path] + flags)
        #expect(generated.status == 0, "\(generated.standardError)")
        return try String(contentsOf: folder.appendingPathComponent("Turnstile.tests.swift"), encoding: .utf8)
    }

    /// Copies the fixture's files, each only when it changed, so the scratch package's build stays valid.
    static func copyFixture() throws {
        let files = ["Package.swift", "Sources/Turnstile/Turnstile.swift", "Tests/TurnstileTests/TurnstileAdapter.swift"]
        try copy(files.map { ($0, $0) }, from: fixture, to: scratch)
    }

    /// Copies each file from its place under `fixture` to its place under `scratch`, only when it changed.
    static func copy(_ files: [(from: String, to: String)], from fixture: URL, to scratch: URL) throws {
        for (from, to) in files {
            let source = try Data(contentsOf: fixture.appendingPathComponent(from))
            let destination = scratch.appendingPathComponent(to)
            guard (try? Data(contentsOf: destination)) != source else { continue }
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: destination)
        }
    }

    /// Runs the `swift` driver found on PATH (the one running these tests), stdout and stderr together.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
