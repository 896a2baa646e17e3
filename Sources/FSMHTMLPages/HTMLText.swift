import FSMDiagnostics

/// Elements of the HTML pages.
///
/// Everything shown comes from user files (state names, events, guards, messages quoting them,
/// source lines) and may hold `<`, `&`, quotes or `</script>`: every piece of it goes through
/// `XMLEscaping.text`, which is safe both between tags and inside a quoted attribute.
enum HTMLText {
    /// An element with escaped text content and attributes whose values are escaped here.
    static func element(_ name: String, _ attributes: [(String, String)] = [], text: String) -> String {
        open(name, attributes) + XMLEscaping.text(text) + "</\(name)>"
    }

    /// An opening tag; attribute values are escaped here.
    static func open(_ name: String, _ attributes: [(String, String)] = []) -> String {
        "<" + name + attributes.map { " \($0.0)=\"\(XMLEscaping.text($0.1))\"" }.joined() + ">"
    }
}
