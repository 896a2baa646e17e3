/// A file's path and decoded text, as handed to loaders and shown under diagnostics.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String
    /// Other people's code kept beside the project (`Pods/`, `Carthage/Checkouts/`, …): read for
    /// the declarations the project's machines use, but no machine in it is reported.
    public var isVendored: Bool

    public init(path: String, text: String, isVendored: Bool = false) {
        self.path = path
        self.text = text
        self.isVendored = isVendored
    }

    /// The extension after the last dot, lowercased, without the dot.
    public var fileExtension: String { Self.fileExtension(of: path) }

    public static func fileExtension(of path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }
}
