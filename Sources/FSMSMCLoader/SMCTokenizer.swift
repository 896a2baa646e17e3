import FSMDiagnostics
import FSMModel

/// One lexical unit of an SMC file, with where it starts.
struct SMCToken: Equatable {
    enum Kind: Equatable {
        case name
        case openBrace, closeBrace, openParen, closeParen
        case colon
        /// `<`: the entry actions follow.
        case entryMarker
        /// `>`: the exit actions follow.
        case exitMarker
        /// `-`: "no event", "no change" or "no action", depending on the place.
        case dash
        /// `*`: the older spelling of "no change" used by the SMC examples.
        case star
        /// A character SMC has no use for; the parser reports it.
        case unexpected
    }

    var kind: Kind
    var text: String
    var location: SourceLocation
}

/// Splits SMC text into tokens, dropping `//` comments and white space.
///
/// Columns count characters (`SourceCursor`). Names are SMC's `\w+` words; anything
/// else that is not punctuation becomes an `.unexpected` token so the parser can say where it is.
enum SMCTokenizer {
    static func tokens(in text: String, file: String) -> [SMCToken] {
        var tokens: [SMCToken] = []
        var cursor = SourceCursor(text: text, file: file)
        while let character = cursor.current {
            let location = cursor.location
            if character.isWhitespace {
                cursor.advance()
            } else if character == "/", cursor.rest.hasPrefix("//") {
                while let next = cursor.current, !next.isNewline { cursor.advance() }
            } else if isNameCharacter(character) {
                var name = ""
                while let next = cursor.current, isNameCharacter(next) {
                    name.append(next)
                    cursor.advance()
                }
                tokens.append(SMCToken(kind: .name, text: name, location: location))
            } else {
                tokens.append(SMCToken(kind: punctuation[character] ?? .unexpected, text: String(character), location: location))
                cursor.advance()
            }
        }
        return tokens
    }

    private static let punctuation: [Character: SMCToken.Kind] = [
        "{": .openBrace, "}": .closeBrace, "(": .openParen, ")": .closeParen, ":": .colon,
        "<": .entryMarker, ">": .exitMarker, "-": .dash, "*": .star,
    ]

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
