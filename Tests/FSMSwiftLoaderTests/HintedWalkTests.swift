import FSMDiagnostics
import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// The declaration index and the table search only enter nodes whose text holds a word their
/// candidates are written with. That must find exactly what visiting every node finds.
@Suite struct HintedWalkTests {
    private static let source = """
        // enum in a comment, and `let` too
        enum Top: Predicate { case a }
        final class Machine {
            enum State { case idle, busy }
            #if false
            enum Hidden { case never }
            #else
            enum Shown { case always }
            #endif
            func build() {
                try fsm.buildTable {
                    let watched = SuperState { when(.reset) | then(.idle) }
                    define(.idle, adopts: watched) {
                        when(.start) | then(.busy) | { enum Local { case inClosure } }
                    }
                }
            }
        }
        extension Machine { enum Late { case x } }
        """

    private static func enumNames(in file: ParsedSwiftFile, hinted: Bool) -> (names: [String], visited: Int) {
        var names: [String] = []
        var visited = 0
        let visit = { (node: Syntax) -> ActiveSyntax.Step in
            visited += 1
            if let declaration = node.as(EnumDeclSyntax.self) { names.append(declaration.name.text) }
            return .visitChildren
        }
        if hinted {
            ActiveSyntax.walk(file.tree, near: file.offsets(of: ["enum"]), interest: { $0.kind == .enumDecl ? .candidate : .lookInside }, visit)
        } else {
            ActiveSyntax.walk(file.tree, visit)
        }
        return (names, visited)
    }

    @Test func findsWhatTheFullWalkFindsAndVisitsLess() {
        let file = ParsedSwiftFile(SourceFile(path: "Machine.swift", text: Self.source))
        let full = Self.enumNames(in: file, hinted: false)
        let hinted = Self.enumNames(in: file, hinted: true)
        #expect(full.names == ["Top", "State", "Shown", "Local", "Late"])
        #expect(hinted.names == full.names)
        #expect(hinted.visited * 2 < full.visited)
    }

    @Test func aWordThatIsNeverWrittenFindsNothing() {
        let file = ParsedSwiftFile(SourceFile(path: "Machine.swift", text: Self.source))
        var visited = 0
        ActiveSyntax.walk(file.tree, near: file.offsets(of: ["typealias"]), interest: { _ in .candidate }) { _ in
            visited += 1
            return .visitChildren
        }
        #expect(visited == 0)
    }

    @Test func offsetsAreEveryOccurrenceInOrder() {
        let file = ParsedSwiftFile(SourceFile(path: "Words.swift", text: "letter = let; enum é let"))
        #expect(file.offsets(of: ["let", "="]) == [0, 7, 9, 22])
        #expect(file.offsets(of: ["let", "="], limit: 2) == [0, 7])
        #expect(file.offsets(of: ["é"]) == [19])
        #expect(file.offsets(of: ["", "zzz"]).isEmpty)
        #expect(file.mentions(anyOf: ["enum"]))
        #expect(!file.mentions(anyOf: ["buildTable"]))
    }

    /// Words sharing their first bytes, overlapping occurrences, a one-byte word and words that end
    /// the text are all found by the one scan; a word not in the text maps to nothing.
    @Test func oneScanFindsEveryWord() {
        let words = ["handle(", "handleEvent", "aa", "=", "end", "", "absent"]
        let offsets = Dictionary(uniqueKeysWithValues: zip(words, WordScanner(words: words).offsets(in: "handleEvent handle( aaaa x=y =end")))
        #expect(offsets["handle("] == [12])
        #expect(offsets["handleEvent"] == [0])
        #expect(offsets["aa"] == [20, 21, 22])
        #expect(offsets["="] == [26, 29])
        #expect(offsets["end"] == [30])
        #expect(offsets[""] == [])
        #expect(offsets["absent"] == [])
        #expect(WordScanner(words: words).offsets(in: "").allSatisfy { $0.isEmpty })
    }
}
