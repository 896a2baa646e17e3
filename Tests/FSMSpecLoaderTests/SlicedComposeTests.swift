import FSMDiagnostics
import Foundation
import Testing

@testable import FSMSpecLoader

/// Composing in slices must give exactly what one parse gives (machine, locations, diagnostics),
/// and must fall back to one parse whenever a cut could change the meaning.
@Suite struct SlicedComposeTests {
    /// Slices of any size, so that small documents are cut too.
    static func policy(pieces: Int) -> Parallelism {
        Parallelism(maximumPieces: pieces, minimumPieceBytes: 1, minimumPieceStates: 1)
    }

    static func expectSameLoad(_ text: String, pieces: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(path: "sliced.fsm", text: text)
        let whole = SpecDocumentReader(file: file, parallelism: .none).read()
        let sliced = SpecDocumentReader(file: file, parallelism: policy(pieces: pieces)).read()
        #expect(sliced.machines == whole.machines, sourceLocation: sourceLocation)
        #expect(sliced.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
    }

    static func isSliced(_ text: String, pieces: Int = 3) -> Bool {
        SlicedCompose.slicedRoot(of: text, policy: policy(pieces: pieces)) != nil
    }

    static let simple = """
        machine: M
        initial: A
        # the states
        states:
          A: { on: { Go: B } }

          B:
            entry: [log]
            on:
              Go: C
        # between states
          C:
            description: |
              A long text
              over lines.
            on: { Go: D }
          D: { on: { Go: A } }
          "E": {}
          -F: {}
        """

    @Test(arguments: 2...5)
    func aSimpleDocumentIsCutBetweenStates(pieces: Int) throws {
        #expect(Self.isSliced(Self.simple, pieces: pieces))
        Self.expectSameLoad(Self.simple, pieces: pieces)
        let machine = try #require(
            SpecDocumentReader(file: SourceFile(path: "x.fsm", text: Self.simple), parallelism: Self.policy(pieces: pieces)).read().machines.first)
        #expect(machine.states.map(\.name) == ["A", "B", "C", "D", "E", "-F"])
    }

    @Test func cutsFallOnlyOnLinesThatStartAState() throws {
        let text = Self.simple
        let cut = try #require(text.utf8.withContiguousStorageIfAvailable { StateSlices(cutting: $0, into: 20) } ?? nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(cut.indentation == 2)
        #expect(cut.statesLine == 4)
        #expect(cut.starts.map { lines[$0.line - 1].prefix(4) } == ["  B:", "  C:", "  D:", "  \"E", "  -F"])
        #expect(cut.starts.allSatisfy { text.utf8.dropFirst($0.offset).starts(with: lines[$0.line - 1].utf8) })
    }

    /// Documents a cut would misread: each must be parsed whole, and load as before. So many
    /// pieces are asked for that every line that may start a state is cut at.
    @Test(arguments: [
        "machine: M\nstates:\n  A: \"quoted\n  B: over lines\"\n  C: {}\n",
        "machine: M\nstates:\n  A: { on: {\n  Go: B } }\n  B: {}\n",
        "machine: M\nstates:\n  A: {}\n  B: {}\ninitial: A\n",
        "machine: M\nstates:\n  A: {}\n  B: {}\n  A: {}\n",
        "machine: M\r\nstates:\r\n  A: {}\r\n  B: {}\r\n",
        "machine: M\nstates:\n  A: {}\n  B: {}\u{2028}  C: {}\n",
        "machine: M\nstates:\n  { A: {} }\n  B: {}\n",
        "machine: M\nstates:\n  A: {}\n\t B: {}\n",
        "machine: M\ndescription: \"x\nstates:\n    y\"\nstates:\n  A: {}\n  B: {}\n  C: {}\n",
        "machine: M\nstates:\n  A: {}\n  B: { on: { Go: [ }\n  C: {}\n",
        "machine: M\n\"states\":\n  A: {}\n  B: {}\n",
        "states: {}\n",
        "machine: M\ndescription: \"x\nstates:\n  y\"\nstates:\n  A: {}\n  B: {}\n  C: {}\n",
    ])
    func awkwardDocumentsAreParsedWhole(text: String) {
        #expect(!Self.isSliced(text, pieces: 20))
        for pieces in [2, 3, 20] { Self.expectSameLoad(text, pieces: pieces) }
    }

    /// Documents that may be cut, with constructs around the cuts that must survive it.
    @Test(arguments: [
        "machine: M\nstates:\n  A:\n  - x\n  B: {}\n  C: {}\n",
        "machine: M\nstates:\n  A: {}\n  ? B\n  : {}\n  C: {}\n",
        "machine: M\nstates:\n  A: {}\n  B: &x {}\n  C: *x\n",
        "machine: M\nstates:\n  A: plain\n    continued\n  B: |\n    block\n   # not a comment\n  C: {}\n",
        "machine: M\nstates:\n  A: {}\n  B: { on: { Go: A } }   # comment\n  # indented comment\n# comment\n  C: {}\n",
    ])
    func trickyDocumentsLoadTheSame(text: String) {
        for pieces in [2, 3, 20] { Self.expectSameLoad(text, pieces: pieces) }
    }

    /// Errors inside later pieces keep their exact line and column.
    @Test func errorsInLaterPiecesAreLocatedExactly() {
        let text =
            "machine: M\ninitial: A\nstates:\n  A: {}\n  B: { entyr: [x] }\n  C: { on: { Go: { when: Mode.fast and } } }\n  D: { on: { Go: A } }\n"
        #expect(Self.isSliced(text, pieces: 4))
        Self.expectSameLoad(text, pieces: 4)
        #expect(
            SpecDocumentReader(file: SourceFile(path: "x.fsm", text: text), parallelism: Self.policy(pieces: 4)).read().diagnostics.map(
                \.location.line) == [5, 6])
    }

    /// A state whose name is taken is dropped with its subtree and everything reported inside
    /// it, whichever group of top-level states read it.
    @Test func duplicatesAreJoinedInDocumentOrder() {
        let text = """
            machine: M
            initial: A
            states:
              A:
                initial: X
                states: { X: {} }
              B:
                initial: X
                entyr: [z]
                states:
                  X: { bad: 1, states: { Z: { oops: 2 } } }
                  W: {}
              C: {}
            """
        let expected = [
            "9:5 unknown key `entyr` in a state [invalid-spec]",
            "11:7 state `X` is defined twice [duplicate-state]",
        ]
        #expect(summaries(text) == expected)
        for pieces in 2...4 { Self.expectSameLoad(text, pieces: pieces) }
        let machine = SpecDocumentReader(file: SourceFile(path: "x.fsm", text: text), parallelism: Self.policy(pieces: 3)).read().machines.first
        #expect(machine?.states.map(\.name) == ["A", "X", "B", "W", "C"])
        #expect(machine?.states.map { $0.parent.map { machine?[$0].name } } == [nil, "A", nil, "B", nil])
    }

    /// Deep nesting inside a later group keeps its parents.
    @Test func deepNestingInALaterGroup() {
        var text = "machine: M\ninitial: A\nstates:\n  A: {}\n  B:\n"
        for depth in 0..<200 {
            let indent = String(repeating: " ", count: 4 + 4 * depth)
            text += "\(indent)initial: N\(depth)\n\(indent)states:\n\(indent)  N\(depth):\n"
        }
        text += "  C: {}\n"
        for pieces in [2, 3] { Self.expectSameLoad(text, pieces: pieces) }
        let machine = SpecDocumentReader(file: SourceFile(path: "x.fsm", text: text), parallelism: Self.policy(pieces: 3)).read().machines.first
        #expect(machine?.states.count == 203)
        #expect(machine.flatMap { $0.id(named: "N199").map($0.ancestors(of:)) }?.count == 200)
    }

    @Test(arguments: BundledSpecsTests.specNames)
    func bundledSpecsLoadTheSameInSlices(name: String) throws {
        let text = try String(contentsOf: BundledSpecsTests.specsDirectory.appending(path: name), encoding: .utf8)
        for pieces in 2...4 { Self.expectSameLoad(text, pieces: pieces) }
    }

    @Test func damagedSpecsLoadTheSameInSlices() throws {
        var generator = MutationTests.SplitMix(state: 7)
        for name in BundledSpecsTests.specNames {
            let original = Array(try String(contentsOf: BundledSpecsTests.specsDirectory.appending(path: name), encoding: .utf8))
            for _ in 0..<15 {
                var characters = original
                let position = Int.random(in: 0..<characters.count, using: &generator)
                characters[position] = Array(" \t\n:-,[]{}#'\"|").randomElement(using: &generator) ?? " "
                Self.expectSameLoad(String(characters), pieces: 3)
            }
        }
    }
}
