/// A file's path and decoded text, as handed to loaders and shown under diagnostics.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String
    /// Other people's code kept beside the project (`Pods/`, `Carthage/Checkouts/`, …): read for
    /// the declarations the project's machines use, but no machine in it is reported.
    public var isVendored: Bool
    /// Part of an app whose whole project is read (an Xcode project or a Tuist manifest in a folder
    /// of the run, above the file): its `public` declarations are for the app's own modules, all of
    /// them read, so no code outside the run writes them.
    public var isInWholeApp: Bool

    public init(path: String, text: String, isVendored: Bool = false, isInWholeApp: Bool = false) {
        self.path = path
        self.text = text
        self.isVendored = isVendored
        self.isInWholeApp = isInWholeApp
    }

    /// The extension after the last dot, lowercased, without the dot.
    public var fileExtension: String { Self.fileExtension(of: path) }

    public static func fileExtension(of path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }
}
