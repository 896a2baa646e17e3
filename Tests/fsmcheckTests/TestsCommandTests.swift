import FSMTestSupport
import Foundation
import Testing

/// `fsmcheck tests` through the built binary: each format against a checked-in file, the choices
/// of coverage and machine, and generated Swift that stays valid whatever the machine's names.
@Suite struct TestsCommandTests {
    static let golden = GoldenFile.directory().appendingPathComponent("Tests")

    @Test(arguments: [
        ("Tests/GeneratedTestsPackage/turnstile.fsm", "markdown", [String](), "turnstile.tests.md"),
        ("Tests/GeneratedTestsPackage/turnstile.fsm", "json", [], "turnstile.tests.json"),
        ("Tests/GeneratedTestsPackage/turnstile.fsm", "swift-testing", [], "turnstile.tests.swift"),
        ("Specs/broken.fsm", "markdown", [], "broken.tests.md"),
        ("Specs/keyboard.fsm", "markdown", ["--cover", "states"], "keyboard-states.tests.md"),
    ])
    func formatsMatchTheirGoldenFiles(file: String, format: String, flags: [String], golden: String) throws {
        let outcome = try BinaryRunner.run(["tests", file, "--format", format] + flags)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        try GoldenFile.check(outcome.standardOutput, against: golden, in: Self.golden)
        #expect(
            try BinaryRunner.run(["tests", file, "--format", format] + flags).standardOutput == outcome.standardOutput, "byte-identical across runs")
    }

    @Test func oneFilePerMachineAndTheMachineOption() throws {
        let folder = try TemporaryFolder()
        let all = try BinaryRunner.run(["tests", "Specs", "--format", "swift-testing", "-o", folder.url.path])
        #expect(all.status == 0, "\(all.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tests.swift") }
        #expect(written.count >= 30 && written.contains("CoffeeMachine.tests.swift"), "\(written)")
        let one = try BinaryRunner.run(["tests", "Specs", "--machine", "Keyboard", "--adapter", "MyKeyboard", "--format", "swift-testing"])
        #expect(one.status == 0)
        #expect(one.standardOutput.contains("var machine = try await MyKeyboard()"))
        let missing = try BinaryRunner.run(["tests", "Specs", "--machine", "Keybord"])
        #expect(missing.status == 2 && missing.standardError.contains("no machine named `Keybord`"))
        let badAdapter = try BinaryRunner.run(["tests", "Specs/turnstile.fsm", "--adapter", "my adapter"])
        #expect(badAdapter.status == 2)
    }

    /// `--driver swiftfsm` refuses, with the machine and why, what is not a SwiftFSM table, and writes nothing.
    @Test func theSwiftFSMDriverWritesOnlySwiftTesting() throws {
        let outcome = try BinaryRunner.run(["tests", "Specs/TurnstileBasic.swift", "--format", "markdown", "--driver", "swiftfsm"])
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError.contains("--driver swiftfsm writes Swift Testing files: add --format swift-testing"), "\(outcome.standardError)")
    }

    @Test func theSwiftFSMDriverRefusesOtherNotations() throws {
        let folder = try TemporaryFolder()
        let refused = try BinaryRunner.run([
            "tests", "Specs/turnstile.fsm", "--format", "swift-testing", "--driver", "swiftfsm", "-o", folder.url.path,
        ])
        #expect(refused.status == 2, "\(refused.standardError)")
        #expect(
            refused.standardError.contains("`Turnstile` (Specs/turnstile.fsm): it is read from fsm, not SwiftFSM: --driver adapter drives it"),
            "\(refused.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        let all = try BinaryRunner.run(["tests", "Specs", "--format", "swift-testing", "--driver", "swiftfsm"])
        #expect(all.status == 2 && all.standardError.contains("more\n--machine picks one it can"), "\(all.standardError)")
        let one = try BinaryRunner.run([
            "tests", "Specs", "--machine", "TurnstilePredicates.fsm", "--format", "swift-testing", "--driver", "swiftfsm",
        ])
        #expect(one.status == 0, "\(one.standardError)")
        #expect(
            one.standardOutput.contains("await machine.fsm.handleEvent(.pass, predicates: Enforcement.strong, Reward.positive)"),
            "\(one.standardOutput)")
    }

    /// Names from the model are string literals in the generated file, never code: quotes,
    /// backslashes, line breaks and comment markers leave it valid Swift (`swiftc -parse`).
    @Test func generatedSwiftParsesWhateverTheNames() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(
            "odd.fsm",
            #"""
            machine: "2fa \"odd\"\nmachine */"
            initial: "A \"quoted\""
            predicates:
              Mode: [fast, slow]
            states:
              "A \"quoted\"": { on: { "go\\now": [ { when: Mode.slow, to: "B\n*/ B" }, { if: "x == \"1\"\n// y", to: "A \"quoted\"" } ] } }
              "B\n*/ B": {}
            """#)
        let outcome = try BinaryRunner.run(["tests", spec.path, "--format", "swift-testing", "--adapter", "Odd"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let generated = try folder.write("Odd.tests.swift", outcome.standardOutput)
        let parse = try GeneratedTestsCompileTests.swift(["-frontend", "-parse", generated.path])
        #expect(parse.status == 0, "\(parse.output)\n\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("protocol M2faOddMachineDriving"))
    }
}
