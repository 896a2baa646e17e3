import Foundation
import Testing

/// Whatever a careless user feeds fsmcheck, it answers with a diagnostic and goes on with the
/// other files: never a crash, a hang or silence.
@Suite struct BadInputTests {
    static let inputs: [(name: String, data: Data)] = [
        ("empty.fsm", Data()),
        ("garbage.fsm", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7_919 &+ 13) })),
        ("list.fsm", Data("- a\n- b\n".utf8)),
        ("invalid-utf8.fsm", Data([0x6D, 0x61, 0x63, 0x68, 0xC3, 0x28, 0x0A])),
        ("deep-yaml.fsm", Data((String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)).utf8)),
        ("syntax.fsm", Data("machine: X\nstates: [A, B\n".utf8)),
        ("garbage.swift", Data("define(.a) { when(.b) | then( ))) }} @@@ \u{7}".utf8)),
    ]

    @Test(arguments: inputs.map(\.name))
    func eachBadInputIsADiagnostic(name: String) throws {
        let folder = try TemporaryFolder()
        for input in Self.inputs where input.name == name {
            try folder.write(input.name, input.data)
        }
        try folder.write("good.fsm", ExitStatusTests.clean)
        let outcome = try BinaryRunner.run(["lint", "--format", "json", folder.url.path])
        #expect(outcome.status == 1 || outcome.status == 0, "crashed: \(outcome.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { ($0["file"] as? String)?.hasSuffix(name) == true }, "no diagnostic for \(name): \(outcome.standardOutput)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["machines"] as? Int ?? 0) >= 1, "the good file was not checked")
    }

    /// A thousand nested composite states is deep but legal: it must load and check without
    /// exhausting the stack, whatever the loader decides to say about it.
    @Test func thousandNestedStatesDoNotCrash() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep-states.fsm", Self.deeplyNestedStates(levels: 1_000))
        let outcome = try BinaryRunner.run(["lint", folder.url.path])
        #expect(outcome.status == 0 || outcome.status == 1, "crashed: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains("from 1 file"))
    }

    @Test func tenMegabyteFileIsRead() throws {
        let folder = try TemporaryFolder()
        var text = "machine: Big\ninitial: S0\nstates:\n"
        var index = 0
        while text.utf8.count < 10 * 1_048_576 {
            text += "  S\(index): { on: { Next: S\(index + 1), Back: S0 } }\n"
            index += 1
        }
        text += "  S\(index): { final: true }\n"
        try folder.write("big.fsm", text)
        let outcome = try BinaryRunner.run(["lint", folder.url.path])
        #expect(outcome.status == 0, "\(outcome.standardOutput.prefix(2_000))")
    }

    static func deeplyNestedStates(levels: Int) -> String {
        var text = "machine: Deep\ninitial: L0\nstates:\n"
        for level in 0..<levels {
            let indent = String(repeating: "  ", count: level + 1)
            text += "\(indent)L\(level):\n\(indent)  initial: L\(level + 1)\n\(indent)  states:\n"
        }
        text += String(repeating: "  ", count: levels + 1) + "L\(levels): { final: true }\n"
        return text
    }
}
