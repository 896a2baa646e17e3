/// Escaping for the XML formats (JUnit, Checkstyle).
///
/// Messages quote user-written names, which may hold any character: markup characters are
/// escaped, and the control characters XML 1.0 forbids outright are replaced, since no escape
/// can represent them and a single one makes the whole report unreadable to CI.
enum XMLText {
    static func escaped(_ text: String) -> String {
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

    /// Like `escaped`, but also keeps line breaks, which attribute normalisation would turn into spaces.
    static func attribute(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
