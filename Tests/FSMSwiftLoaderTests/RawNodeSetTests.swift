import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import FSMSwiftLoader

/// The set `ActiveSyntax` marks nodes in must answer as a `Set` of the same identifiers does,
/// through every time it grows.
@Suite struct RawNodeSetTests {
    @Test func itAnswersAsASetOfTheSameNodesDoes() {
        let tree = Parser.parse(source: (0..<300).map { "let value\($0) = [\($0), \($0 + 1)].map { $0 * 2 }" }.joined(separator: "\n"))
        let nodes = Array(tree.tokens(viewMode: .sourceAccurate).map { Syntax($0) }) + tree.children(viewMode: .sourceAccurate)
        let chosen = nodes.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.raw.id)
        var set = RawNodeSet()
        var reference: Set<RawSyntax.ID> = []
        for id in chosen + chosen.prefix(50) {
            #expect(set.insert(id) == reference.insert(id).inserted)
        }
        #expect(chosen.count > 1_000)
        for node in nodes {
            #expect(set.contains(node.raw.id) == reference.contains(node.raw.id))
        }
    }
}
