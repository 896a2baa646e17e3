import FSMDiagnostics
import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// A file's tree is let go once its declarations are read; what the load kept of it must find the
/// same nodes, at the same places, in the tree parsed again.
@Suite struct SyntaxTreesTests {
    private static let sources = [
        """
        enum Door { case open, closed }
        final class Keeper {
            var door: Door = .closed
            func toggle() { door = door == .open ? .closed : .open }
        }
        """,
        """
        // A second file, so that file indexes matter.
        let unrelated = 1
        """,
    ]

    private func load() -> (trees: SyntaxTrees, files: [ParsedSwiftFile]) {
        let trees = SyntaxTrees(sources: Self.sources)
        let files = Self.sources.enumerated().map { position, text in
            ParsedSwiftFile(SourceFile(path: "File\(position).swift", text: text), index: position, trees: trees)
        }
        return (trees, files)
    }

    private func assignment(in file: ParsedSwiftFile) throws -> SequenceExprSyntax {
        let keeper = try #require(file.tree.statements.dropFirst().first?.item.as(ClassDeclSyntax.self))
        var found: SequenceExprSyntax?
        ActiveSyntax.walk(keeper) { node in
            if let sequence = node.as(SequenceExprSyntax.self), found == nil { found = sequence }
            return .visitChildren
        }
        return try #require(found)
    }

    @Test func aLocatorFindsItsNodeInTheTreeParsedAgain() throws {
        let (trees, files) = load()
        let before = try assignment(in: files[0])
        let locator = SyntaxLocator(before, in: files[0])
        let location = files[0].location(of: before)
        trees.release(0)
        let after = try #require(locator.node)
        #expect(after.trimmedDescription == before.trimmedDescription)
        #expect(files[0].location(of: after) == location)
        #expect(Syntax(after).root.id != Syntax(before).root.id)
        #expect(trees.fileIndex(of: after) == 0)
        #expect(trees.fileIndex(of: before) == nil)
    }

    @Test func rawNodesOfTheTreeParsedAgainArePlacedLikeTheFirstTreesWere() throws {
        let (trees, files) = load()
        let location = files[0].location(of: SourceNode(try assignment(in: files[0])))
        trees.release(0)
        #expect(files[0].location(of: SourceNode(try assignment(in: files[0]))) == location)
        #expect(location.line == 4)
    }

    @Test func aTreeParsedAgainIsKeptSoThatEveryNodeComesFromOneTree() throws {
        let (trees, files) = load()
        trees.release(0)
        let first = try assignment(in: files[0])
        let second = try assignment(in: files[0])
        #expect(first.id == second.id)
        #expect(SyntaxLocator(first, in: files[0]).names(SyntaxLocator(second, in: files[0])))
    }

    /// The enum's file holds no dialect's words, so its tree goes before the machine is assembled.
    @Test func aMachineWhoseEnumIsInAFileLetGoIsReadWhole() {
        let files = [
            SourceFile(path: "Door.swift", text: "enum Door { case open, closed, jammed }"),
            SourceFile(
                path: "Keeper.swift",
                text: """
                    final class Keeper {
                        private var door: Door = .closed
                        func open() { guard door == .closed else { return }; door = .open }
                        func close() { guard door == .open else { return }; door = .closed }
                    }
                    """
            ),
        ]
        let result = SwiftLoader().load(files)
        let machine = result.machines.first { $0.name == "Keeper.door" }
        #expect(machine?.states.map(\.name).sorted() == ["closed", "jammed", "open"])
        #expect(machine?.states.first { $0.name == "jammed" }?.location.file == "Door.swift")
    }
}
