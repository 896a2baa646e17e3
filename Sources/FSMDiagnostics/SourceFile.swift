/// A file's path and decoded text, as handed to loaders and shown under diagnostics.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The extension after the last dot, lowercased, without the dot.
    public var fileExtension: String { Self.fileExtension(of: path) }

    public static func fileExtension(of path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }
}
