internal import SwiftSyntax

/// `// fsmcheck: final` on an enum case, on the line above it or at the end of its line: Swift has
/// no final states, so a team says which states end its machine where it declares them, in the
/// comment grammar of `fsmcheck:disable-next-line` (`fsmcheck:` and a word).
enum FinalMarker {
    static func marks(_ declaration: EnumCaseDeclSyntax) -> Bool {
        let trailing = declaration.lastToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []
        return (declaration.leadingTrivia + trailing).contains { piece in
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text): isMarker(text)
            default: false
            }
        }
    }

    private static func isMarker(_ comment: String) -> Bool {
        let words = comment.drop { $0 == "/" || $0 == "*" || $0 == " " }
        guard words.hasPrefix("fsmcheck:") else { return false }
        return words.dropFirst("fsmcheck:".count).trimmingPrefix(" ").hasPrefix("final")
    }
}
