/// Makes free text (a label, a name) safe on one line of a Mermaid or PlantUML state diagram: the
/// one escaper both languages share, each with its own table (`StateDiagramSyntax.escapes`).
///
/// Both read a label to the end of its line, so a line break or a tab becomes a space; what else
/// must go differs (Mermaid's `;` ends a statement, PlantUML's `~` escapes the next character), so
/// each language names those characters and how it spells them.
enum StateDiagramEscaping {
    private static let whitespace: [Character: String] = ["\n": " ", "\r": " ", "\t": " "]

    static func escape(_ text: String, replacing escapes: [Character: String]) -> String {
        var result = ""
        for character in text {
            if let replacement = escapes[character] ?? whitespace[character] {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
