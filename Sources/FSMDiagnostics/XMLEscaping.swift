/// Escaping for every XML and HTML fsmcheck writes: JUnit, Checkstyle, SCXML, Graphviz's HTML-like
/// labels and the HTML report.
///
/// Messages quote user-written names, which may hold any character: markup characters are
/// escaped, and the control characters XML 1.0 forbids outright are replaced, since no escape
/// can represent them and a single one makes the whole report unreadable to CI.
public enum XMLEscaping {
    /// Text safe between tags.
    public static func text(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF
            })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text safe inside a quoted attribute: like `text`, and line breaks and tabs are kept as
    /// character references, which attribute normalisation would otherwise turn into spaces.
    public static func attribute(_ text: String) -> String {
        var result = ""
        for character in Self.text(text) {
            switch character {
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result.append(character)
            }
        }
        return result
    }

    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
