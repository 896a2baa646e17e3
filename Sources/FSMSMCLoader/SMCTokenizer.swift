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
/// Columns count characters, as every fsmcheck loader does. Names are SMC's `\w+` words; anything
/// else that is not punctuation becomes an `.unexpected` token so the parser can say where it is.
enum SMCTokenizer {
    static func tokens(in text: String, file: String) -> [SMCToken] {
        var tokens: [SMCToken] = []
        var line = 1
        var column = 1
        var index = text.startIndex
        func advance() {
            if text[index].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let character = text[index]
            let location = SourceLocation(file: file, line: line, column: column)
            if character.isWhitespace {
                advance()
            } else if character == "/", text[index...].hasPrefix("//") {
                while index < text.endIndex, !text[index].isNewline { advance() }
            } else if isNameCharacter(character) {
                var name = ""
                while index < text.endIndex, isNameCharacter(text[index]) {
                    name.append(text[index])
                    advance()
                }
                tokens.append(SMCToken(kind: .name, text: name, location: location))
            } else {
                tokens.append(SMCToken(kind: punctuation[character] ?? .unexpected, text: String(character), location: location))
                advance()
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
