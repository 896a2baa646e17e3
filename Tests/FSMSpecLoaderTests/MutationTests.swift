import FSMDiagnostics
import FSMSpecLoader
import Testing

/// Bundled specs with random single-character damage: every variant must load to a result
/// (machine or diagnostics) without crashing, and damage that YAML rejects must be reported.
@Suite struct MutationTests {
    /// A small deterministic generator, so that a failure can be reproduced from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let alphabet = Array(" \t\n:-,[]{}()#&*!|>'\"/.aZ0\u{00e9}\u{0001}")

    @Test(arguments: BundledSpecsTests.specNames)
    func damagedSpecsNeverCrash(name: String) throws {
        let original = Array(try String(contentsOf: BundledSpecsTests.specsDirectory.appending(path: name), encoding: .utf8))
        var generator = SplitMix(state: UInt64(name.utf8.count))
        let variants = (0..<40).map { _ in
            var characters = original
            let position = Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: characters.remove(at: position)
            case 1: characters.insert(Self.alphabet.randomElement(using: &generator) ?? " ", at: position)
            default: characters[position] = Self.alphabet.randomElement(using: &generator) ?? " "
            }
            return SourceFile(path: name, text: String(characters))
        }
        for variant in variants {
            let result = SpecLoader().load(variant)
            #expect(result.machines.count + result.diagnostics.count > 0)
            let lineCount = variant.text.split(separator: "\n", omittingEmptySubsequences: false).count
            for location in result.diagnostics.map(\.location) {
                #expect(location.file == name)
                #expect((1...lineCount + 1).contains(location.line) && location.column >= 1)
            }
        }
    }
}
