/// Escaping for text and attribute values in the HTML pages.
///
/// Everything shown comes from user files (state names, events, guards, messages quoting them,
/// source lines) and may hold `<`, `&`, quotes or `</script>`: every piece of it goes through
/// `escaped`, which is safe both between tags and inside a quoted attribute. Control characters
/// that HTML does not allow in text are replaced.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\r": break
            case _ where scalar.value < 0x20: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An element with escaped text content and attributes whose values are escaped here.
    static func element(_ name: String, _ attributes: [(String, String)] = [], text: String) -> String {
        open(name, attributes) + escaped(text) + "</\(name)>"
    }

    /// An opening tag; attribute values are escaped here.
    static func open(_ name: String, _ attributes: [(String, String)] = []) -> String {
        "<" + name + attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined() + ">"
    }
}
