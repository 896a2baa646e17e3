import Foundation
import Testing

/// `lint` of inputs built to make a checker hang or blow its stack finishes, with a diagnostic
/// that says what is wrong. Each run has a time limit far beyond what it needs (they take seconds
/// in a debug build): past it the process is killed and the test fails, naming the input, rather
/// than hold up the suite. The limits say "finishes", not how fast.
@Suite struct PathologicalInputTests {
    static let timeLimit = 600.0

    private func lint(_ name: String, _ text: String) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        try folder.write(name, text)
        let outcome = try BinaryRunner.run(["lint", "--format", "json", name], in: folder.url, timeLimit: Self.timeLimit)
        #expect(!outcome.timedOut, "lint of \(name) did not finish within \(Int(Self.timeLimit)) s")
        #expect(
            outcome.signal == nil && (outcome.status == 0 || outcome.status == 1), "lint of \(name) crashed: \(outcome.standardError.suffix(2_000))")
        let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        return report?["diagnostics"] as? [[String: Any]] ?? []
    }

    private static let guardPrefix = "machine: G\ninitial: A\npredicates: { P: [x, y] }\nstates:\n  A:\n    on:\n      E:\n        - when: "
    private static let guardSuffix = "\n          to: B\n        - to: A\n  B: { final: true }\n"

    /// Too deep to read is a limit of fsmcheck: said once, and the transition still counts, so
    /// nothing it leads to is called unreachable; as a condition fsmcheck cannot evaluate, it may
    /// fire together with the unguarded alternative, which is true of `P.x` too.
    @Test func aGuardOfAHundredThousandParenthesesIsNotRead() throws {
        let depth = 100_000
        let diagnostics = try lint(
            "deep.fsm", Self.guardPrefix + String(repeating: "(", count: depth) + "P.x" + String(repeating: ")", count: depth) + Self.guardSuffix)
        #expect(diagnostics.map { $0["rule"] as? String } == ["guard-too-complex", "predicate-clash"])
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("guard nests deeper than 64 levels") == true)
    }

    @Test func aGuardOfAHundredThousandNotsIsNotRead() throws {
        let diagnostics = try lint("nots.fsm", Self.guardPrefix + String(repeating: "not ", count: 100_000) + "P.x" + Self.guardSuffix)
        #expect(diagnostics.map { $0["rule"] as? String } == ["guard-too-complex", "predicate-clash"])
    }

    /// A million transitions on one event from one state: not compared pair by pair.
    @Test func aMillionAlternativesForOneEvent() throws {
        var text = "machine: M\ninitial: A\nstates:\n  A:\n    on:\n      E:\n"
        text.reserveCapacity(24_000_000)
        for index in 0..<1_000_000 { text += "        - B / a\(index)\n" }
        text += "  B: { final: true }\n"
        let diagnostics = try lint("million.fsm", text)
        #expect(diagnostics.map { $0["rule"] as? String } == ["guard-too-complex"])
        #expect((diagnostics.first?["message"] as? String)?.contains("has 1000000 transitions on `E`") == true)
    }

    /// swift-syntax stops at its nesting limit; what it read is still reported.
    /// Past swift-syntax's nesting limit the file is not read: a tool limit, so a note, no machine.
    @Test func aSwiftFileOfAHundredThousandNestedClosures() throws {
        let depth = 100_000
        let diagnostics = try lint(
            "Closures.swift",
            "import SwiftFSM\nlet value = " + String(repeating: "{ ", count: depth) + "1" + String(repeating: " }()", count: depth) + "\n")
        #expect(diagnostics.map { "\($0["severity"] ?? "") \($0["rule"] ?? "")" } == ["note unsupported-construct"])
    }

    @Test func aMachineInsideThousandsOfNestedClosures() throws {
        let depth = 5_000
        let table = "define(.locked) { when(.coin) | then(.unlocked) }"
        let text = """
            import SwiftFSM
            struct Turnstile: SyntaxBuilder {
                func build() throws {
                    let fsm = FSMController<State, Event>()
                    try fsm.buildTable {
            \(String(repeating: "{ ", count: depth) + table + String(repeating: " }()", count: depth))
                    }
                }
            }

            """
        let diagnostics = try lint("Turnstile.swift", text)
        #expect(diagnostics.contains { $0["rule"] as? String == "parse-error" })
    }

    @Test func aSwiftGuardNestedAHundredThousandDeep() throws {
        let depth = 100_000
        let text = """
            import SwiftFSM
            struct Turnstile: SyntaxBuilder {
                func build() throws {
                    let fsm = FSMController<State, Event>()
                    try fsm.buildTable {
                        define(.locked) {
                            matching(\(String(repeating: "(", count: depth)).enforcing\(String(repeating: ")", count: depth))) { when(.coin) | then(.unlocked) }
                        }
                    }
                }
            }

            """
        let diagnostics = try lint("Guard.swift", text)
        #expect(diagnostics.contains { $0["rule"] as? String == "parse-error" })
    }
}
