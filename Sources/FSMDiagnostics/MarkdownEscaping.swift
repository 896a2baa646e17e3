/// Escaping for text placed in a GitHub table cell.
public enum MarkdownEscaping {
    /// Plain text: Markdown punctuation is backslash-escaped, `<` and `&` become entities so that no
    /// HTML is interpreted, `|` cannot end the cell and a line break cannot end the row.
    public static func text(_ raw: String) -> String { escaped(raw, keepingCodeSpans: false) }

    /// A message or note of fsmcheck's own, whose backticks are code spans around the names it
    /// quotes (``state `Jammed` is a dead end``): as `text`, with the backticks kept.
    public static func message(_ raw: String) -> String { escaped(raw, keepingCodeSpans: true) }

    private static func escaped(_ raw: String, keepingCodeSpans: Bool) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        for character in raw {
            switch character {
            case "`" where keepingCodeSpans: result.append(character)
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~", "!": result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A code span. Inside code spans backslashes are literal, so only `|` (which GitHub tables
    /// split on even there, unless escaped) and line breaks are changed; a backtick in the text
    /// takes a longer fence.
    public static func code(_ raw: String) -> String {
        var body = ""
        for character in raw {
            switch character {
            case "|": body += "\\|"
            case "\n", "\r\n", "\r": body += " "
            default: body.append(character)
            }
        }
        var fence = "`"
        while body.contains(fence) { fence += "`" }
        let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + padding + body + padding + fence
    }
}
