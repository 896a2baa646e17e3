import FSMDiagnostics

/// Escapes user text for the two kinds of Graphviz labels.
///
/// Names come from user files and may hold quotes, backslashes, `<`, `&`, emoji or any script.
/// Quoting for the DOT syntax itself is the writer's job (cgraph's `agwrite` quotes); what is
/// left is what Graphviz interprets *inside* a label.
public enum DOTEscaping {
    /// For a plain label: a backslash would start an escape (`\n`, `\N`, `\G` …), so it is doubled;
    /// line breaks become `\n` so that the label stays one DOT string.
    public static func plainLabel(_ text: String) -> String {
        // Most labels need no escape, and finding that out byte by byte is far cheaper than
        // rebuilding them character by character.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n", "\r\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }

    /// For the text inside an HTML-like label: markup characters become entities, and a line break
    /// Graphviz's `<br/>`.
    public static func html(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return XMLEscaping.text(text) }
        var result = ""
        var line = ""
        for character in text {
            switch character {
            case "\n", "\r\n":
                result += XMLEscaping.text(line) + "<br/>"
                line = ""
            case "\r": break
            default: line.append(character)
            }
        }
        return result + XMLEscaping.text(line)
    }
}
